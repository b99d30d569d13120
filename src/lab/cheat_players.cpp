// The cheating measurement players (cheat_players.hpp).
#include "schnapsen/lab/cheat_players.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/playouts.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"

namespace schnapsen::lab {
namespace {

// What a rule settles without search, as for every search level: the claim at 66, a single
// legal action, the exchange.
std::optional<Action> settled(const SeatView& view) {
  if (auto a = ai::claim_or_pass(view)) return a;
  if (view.legal.size() == 1) return view.legal[0];
  if (view.legal.contains(Action::exchange())) return Action::exchange();
  return std::nullopt;
}

// The state a cheating player was shown for this view; a player that was not shown one (any
// caller but the arena) cannot play.
const HandState& shown_state(const std::optional<HandState>& state, const SeatView& view,
                             std::string_view name) {
  if (!state || state->to_act() != view.seat || state->hand(view.seat) != view.hand)
    throw std::logic_error(std::string(name) +
                           " was not shown the state of this decision: only the arena runs it");
  return *state;
}

// The candidate with the best value (the first of equals, in legal order).
Action best_of(const std::vector<Action>& moves, const std::vector<double>& values) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < moves.size(); ++i)
    if (values[i] > values[best]) best = i;
  return moves[best];
}

class CheatAll : public ClairvoyantPlayer {
 public:
  std::string name() const override { return std::string(kCheatAll); }
  void see(const HandState& state) override { state_ = state; }
  Action choose(const SeatView& view, const ai::MatchInfo& /*match*/) override {
    const HandState& state = shown_state(state_, view, kCheatAll);
    if (auto a = settled(view)) return *a;
    const std::vector<Action> moves = ai::candidate_actions(view.legal);
    std::vector<double> values;
    for (Action a : moves) values.push_back(solver_.action_value(state, a));
    return best_of(moves, values);
  }

 private:
  std::optional<HandState> state_;
  ai::Solver solver_{16u << 20};
};

// pimc's phase one with the opponent's hand known: its worlds differ only in the stock order.
// Once the talon is closed or exhausted the stock order no longer matters, so the true state is
// solved as cheat-all does.
class CheatHand : public ClairvoyantPlayer {
 public:
  explicit CheatHand(std::uint64_t seed) : seed_(seed), settings_(ai::level_settings("pimc")) {}
  std::string name() const override { return std::string(kCheatHand); }
  void see(const HandState& state) override { state_ = state; }
  Action choose(const SeatView& view, const ai::MatchInfo& /*match*/) override {
    shown_state(state_, view, kCheatHand);
    if (auto a = settled(view)) return *a;
    const std::vector<Action> moves = ai::candidate_actions(view.legal);
    std::vector<double> values(moves.size(), 0.0);
    if (!state_->talon_open()) {
      for (std::size_t i = 0; i < moves.size(); ++i)
        values[i] = solver_.action_value(*state_, moves[i]);
      return best_of(moves, values);
    }
    // The stock's cards are known (every card not in a hand, a trick or under the talon); their
    // order is drawn as pimc draws worlds, with its world count and node budget.
    const int seat = view.seat;
    ai::World world;
    world.opponent_hidden = state_->hand(1 - seat) - state_->shown(1 - seat);
    world.stock_count = state_->stock_remaining();
    for (int i = 0; i < world.stock_count; ++i) world.stock[i] = state_->stock_card(i);
    SplitMix64 rng(seed_ ^ (static_cast<std::uint64_t>(state_->tricks_played()) << 40) ^
                   (static_cast<std::uint64_t>(view.hand.bits()) << 8) ^
                   static_cast<std::uint64_t>(view.phase));
    solver_.clear();
    const std::uint64_t start = solver_.nodes();
    int worlds = 0;
    while (worlds < settings_.phase_one_worlds &&
           (worlds == 0 || solver_.nodes() - start <= settings_.node_budget)) {
      for (int i = world.stock_count - 1; i > 0; --i)
        std::swap(world.stock[i], world.stock[rng.below(i + 1)]);
      const HandState s = ai::with_world(*state_, seat, world);
      for (std::size_t i = 0; i < moves.size(); ++i) values[i] += solver_.action_value(s, moves[i]);
      ++worlds;
    }
    return best_of(moves, values);
  }

 private:
  std::uint64_t seed_;
  ai::SearchSettings settings_;
  std::optional<HandState> state_;
  ai::Solver solver_{16u << 20};
};

}  // namespace

bool is_cheat_name(std::string_view name) { return name == kCheatHand || name == kCheatAll; }

std::unique_ptr<ClairvoyantPlayer> make_cheat_player(std::string_view name, std::uint64_t seed) {
  if (name == kCheatAll) return std::make_unique<CheatAll>();
  if (name == kCheatHand) return std::make_unique<CheatHand>(seed);
  return nullptr;
}

}  // namespace schnapsen::lab
