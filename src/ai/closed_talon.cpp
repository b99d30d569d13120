#include "schnapsen/ai/closed_talon.hpp"

#include <cassert>

namespace schnapsen::ai {

ClosedTalonSearch::ClosedTalonSearch(std::size_t tt_bytes) : solver_(tt_bytes) {}

std::vector<ActionEstimate> ClosedTalonSearch::over_every_hand(const SeatView& view,
                                                               const std::vector<Action>& actions,
                                                               const std::vector<double>& weights) {
  std::vector<ActionEstimate> out;
  for (Action a : actions) out.push_back({a});
  const HiddenInfo info = hidden_info(view);
  const std::vector<CardSet> hands = enumerate_opponent_hands(info);
  assert(weights.empty() || weights.size() == hands.size());
  for (std::size_t i = 0; i < hands.size(); ++i) {
    const double w = weights.empty() ? 1.0 : weights[i];
    if (w == 0) continue;
    const HandState world = build_world(view, world_with_hand(info, hands[i]));
    for (ActionEstimate& e : out) {
      const int v = solver_.action_value(world, e.action);
      e.value += w * v;
      if (utility_) e.utility += w * utility_of(*utility_, v);
    }
  }
  worlds_solved_ += hands.size();
  const auto n = weights.empty() ? static_cast<double>(hands.size()) : 1.0;
  for (ActionEstimate& e : out) {
    e.value /= n;
    e.utility /= n;
    e.worlds = hands.size();
  }
  return out;
}

std::vector<ActionEstimate> ClosedTalonSearch::average(const SeatView& view,
                                                       const std::vector<double>& weights) {
  std::vector<ActionEstimate> out = over_every_hand(view, candidate_actions(view.legal), weights);
  sort_by_value(out);
  return out;
}

ActionEstimate ClosedTalonSearch::close_estimate(const SeatView& view,
                                                 const std::vector<double>& weights) {
  assert(view.legal.contains(Action::close()));
  return over_every_hand(view, {Action::close()}, weights).front();
}

Action ClosedTalonSearch::choose(const SeatView& view) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  return average(view).front().action;
}

}  // namespace schnapsen::ai
