#include "schnapsen/ai/search_player.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai {
namespace {

std::string level_name(Level level) {
  switch (level) {
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Pimc: return "pimc";
    case Level::Hard: return "hard";
  }
  return "hard";
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  return SplitMix64(h ^ (v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2))).next();
}

// What leading `c` costs a sensible phase-one leader holding `hand` (the opponent model of
// lead inference): its points, more for a trump, more for a King or Queen whose partner it
// holds (a marriage to meld later).
double lead_cost(Card c, CardSet hand, Suit trump) {
  double cost = c.points();
  if (c.suit() == trump) cost += 10;
  if ((c.rank() == Rank::King || c.rank() == Rank::Queen) &&
      hand.contains(Card(c.suit(), c.rank() == Rank::King ? Rank::Queen : Rank::King)))
    cost += 15;
  return cost;
}

}  // namespace

double lead_likelihood(const SeatView& view, const World& world) {
  if (view.phase != Phase::Follow || !view.talon_open()) return 1.0;
  // The opponent led view.lead from its hand now plus that card (nothing was drawn since).
  const CardSet hand = world.opponent_hidden | view.opponent_shown | view.lead;
  constexpr double kBeta = 0.25;  // per card point of cost
  double sum = 0;
  for (Card c : hand) sum += std::exp(-kBeta * lead_cost(c, hand, view.trump));
  return std::exp(-kBeta * lead_cost(view.lead, hand, view.trump)) / sum;
}

SearchSettings SearchSettings::for_level(Level level) {
  return find_level(level_name(level))->search;
}

std::uint64_t decision_seed(std::uint64_t seed, const SeatView& view) {
  std::uint64_t h = mix(seed, view.hand.bits());
  h = mix(h, static_cast<std::uint64_t>(view.seat * 2 + view.dealer));
  for (const SeatAction& a : view.history)
    h = mix(h, static_cast<std::uint64_t>(a.seat * 4096 + static_cast<int>(a.action.kind) * 64 +
                                          a.action.arg));
  return h;
}

SearchPlayer::SearchPlayer(Level level, std::uint64_t seed)
    : SearchPlayer(level_name(level), SearchSettings::for_level(level), seed) {}

SearchPlayer::SearchPlayer(std::string name, SearchSettings settings, std::uint64_t seed)
    : name_(std::move(name)),
      settings_(settings),
      seed_(seed),
      closed_(settings.tt_bytes, ClosedTalonOptions{settings.alpha_mu_depth}) {}

Action SearchPlayer::choose(const SeatView& view, const MatchInfo&) {
  last_.clear();
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  // The exchange is always worth it: a higher trump for the lowest one (docs/ai.md).
  if (view.legal.contains(Action::exchange())) return Action::exchange();
  if (!view.talon_open() && settings_.exhaustive_phase_two) return phase_two(view);
  return phase_one(view);
}

Action SearchPlayer::phase_two(const SeatView& view) {
  last_ = closed_.rank(view);
  return last_.front().action;
}

// PIMC: sample worlds consistent with the view, solve each exactly for every candidate action,
// and average. `close` is judged separately over every opponent hand (closed_talon.hpp).
Action SearchPlayer::phase_one(const SeatView& view) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  SplitMix64 rng(decision_seed(seed_, view));
  const HiddenInfo info = hidden_info(view);
  std::vector<Action> moves = candidate_actions(view.legal);
  const bool judge_close = settings_.evaluate_close && view.legal.contains(Action::close());
  if (!settings_.evaluate_close || judge_close)
    moves.erase(std::remove(moves.begin(), moves.end(), Action::close()), moves.end());
  std::vector<double> total(moves.size(), 0.0);
  int worlds = 0;
  double weights = 0;
  Solver& solver = closed_.solver();
  const std::uint64_t nodes_at_start = solver.nodes();
  const auto out_of_time = [&] {
    return settings_.time_limit_ms > 0 &&
           Clock::now() - start > std::chrono::milliseconds(settings_.time_limit_ms);
  };
  std::vector<int> values(moves.size());
  while (worlds < settings_.phase_one_worlds) {
    if (worlds > 0 && settings_.node_budget > 0 &&
        solver.nodes() - nodes_at_start > settings_.node_budget)
      break;
    if (worlds > 0 && out_of_time()) break;
    const World world = sample_world(info, rng);
    const HandState s = build_world(view, world);
    const double weight = settings_.infer_lead ? lead_likelihood(view, world) : 1.0;
    bool complete = true;
    for (std::size_t i = 0; i < moves.size() && complete; ++i) {
      values[i] = exact_action_value(solver, s, moves[i]);
      complete = worlds == 0 || i + 1 == moves.size() || !out_of_time();
    }
    if (!complete) break;  // a world cut short by the safety net is dropped whole
    for (std::size_t i = 0; i < moves.size(); ++i) total[i] += weight * values[i];
    weights += weight;
    ++worlds;
  }
  for (std::size_t i = 0; i < moves.size(); ++i)
    last_.push_back({moves[i], weights > 0 ? total[i] / weights : 0.0});
  if (judge_close) last_.push_back({Action::close(), closed_.close_value(view)});
  std::stable_sort(
      last_.begin(), last_.end(),
      [](const ActionEstimate& a, const ActionEstimate& b) { return a.value > b.value; });
  // The PIMC values of not closing know the stock order, the closing value does not: with a
  // margin, close exactly when its value reaches the best other estimate plus the margin
  // (negative: close more readily). The estimates stay as computed; the choice goes first.
  if (judge_close && settings_.close_margin != 0 && last_.size() > 1) {
    const auto close = std::find_if(last_.begin(), last_.end(), [](const ActionEstimate& e) {
      return e.action == Action::close();
    });
    const auto best_other = close == last_.begin() ? last_.begin() + 1 : last_.begin();
    const bool take = close->value >= best_other->value + settings_.close_margin;
    std::rotate(last_.begin(), take ? close : best_other, (take ? close : best_other) + 1);
  }
  return last_.front().action;
}

}  // namespace schnapsen::ai
