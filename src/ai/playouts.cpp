// Honest play-outs (playouts.hpp).
#include "schnapsen/ai/playouts.hpp"

#include <cassert>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

HandState with_world(const HandState& real, int seat, const World& world) {
  assert(world.stock_count == real.stock_remaining());
  const int opp = 1 - seat;
  HandState::Parts p;
  p.rules = real.rules();
  p.dealer = real.dealer();
  p.leader = real.leader();
  p.phase = real.phase();
  p.lead = real.phase() == Phase::Follow ? real.lead_card() : Card::none();
  p.hand[seat] = real.hand(seat);
  p.hand[opp] = real.shown(opp) | world.opponent_hidden;
  for (int s = 0; s < 2; ++s) {
    p.won[s] = real.won_cards(s);
    p.card_points[s] = real.card_points(s);
    p.shown[s] = real.shown(s);
    p.tricks[s] = real.tricks(s);
    p.marriages[s] = real.marriage_points(s);
  }
  assert(p.hand[opp].size() == real.hand(opp).size());
  p.trump_card_dealt = real.trump_card_dealt();
  p.trump_card = real.trump_card();
  p.stock_next = kStockSize - real.stock_remaining();
  for (int i = 0; i < world.stock_count; ++i) p.stock[p.stock_next + i] = world.stock[i];
  p.closer = real.closer();
  p.tricks_at_close = real.tricks_at_close();
  p.score_at_close = real.score_at_close();
  p.meld_pending = real.melded_suit();
  return HandState::from_parts(p);
}

SearchSettings continuation_search(int worlds) {
  SearchSettings s = settings_by_work("pimc");
  s.phase_one_worlds = worlds;
  s.node_budget = 300'000;
  s.tt_bytes = 4u << 20;
  return s;
}

Playout::Playout(const SearchSettings& policy)
    : Playout(std::make_unique<SearchPlayer>("playout", policy), policy.tt_bytes) {
  reuse_choices_ = !policy.read_opponent && !policy.play_for_bummerl;
}

Playout::Playout(std::unique_ptr<Player> policy, std::size_t tt_bytes)
    : player_(std::move(policy)), exact_(tt_bytes) {}

int Playout::play(HandState state, std::vector<SeatAction> history, int seat, bool exact_at_close) {
  while (!state.over()) {
    // Exhausted, every card known to both; or closed, where the world's cards are taken as known.
    if (state.closed() ? exact_at_close : state.talon_size() == 0) {
      const int v = exact_.value(state);
      return state.to_act() == seat ? v : -v;
    }
    const int actor = state.to_act();
    const Action a = choose(state, history, actor);
    state.apply_legal(a);
    history.push_back({actor, a});
  }
  return outcome(state.result(), seat);
}

Action Playout::choose(const HandState& state, const std::vector<SeatAction>& history, int actor) {
  ++decisions_;
  const SeatView view = make_view(state, history, actor);
  if (!reuse_choices_) return player_->choose(view, MatchInfo{});
  std::string key = print_position(position_of(view));
  if (const auto it = choices_.find(key); it != choices_.end()) {
    ++reused_;
    return it->second;
  }
  const Action a = player_->choose(view, MatchInfo{});
  if (choices_.size() >= kMaxChoices) choices_.clear();
  choices_.emplace(std::move(key), a);
  return a;
}

std::uint64_t Playout::nodes() {
  auto* search = dynamic_cast<SearchPlayer*>(player_.get());
  return (search ? search->solver_nodes() : 0) + exact_.nodes();
}

}  // namespace schnapsen::ai
