#include "schnapsen/ai/closed_talon.hpp"

#include <cassert>

namespace schnapsen::ai {

ClosedTalonSearch::ClosedTalonSearch(std::size_t tt_bytes) : solver_(tt_bytes) {}

std::vector<ActionEstimate> ClosedTalonSearch::average(const SeatView& view) {
  const std::vector<Action> moves = candidate_actions(view.legal);
  std::vector<ActionEstimate> out;
  for (Action a : moves) out.push_back({a, 0.0, 0, false});
  const HiddenInfo info = hidden_info(view);
  std::uint64_t n = 0;
  for (CardSet hand : enumerate_opponent_hands(info)) {
    const HandState w = build_world(view, world_with_hand(info, hand));
    for (ActionEstimate& e : out) {
      const int v = exact_action_value(solver_, w, e.action);
      e.value += v;
      if (utility_) e.utility += utility_of(*utility_, v);
    }
    ++n;
  }
  worlds_solved_ += n;
  for (ActionEstimate& e : out) {
    e.value /= static_cast<double>(n);
    e.utility /= static_cast<double>(n);
  }
  sort_by_value(out);
  return out;
}

ActionEstimate ClosedTalonSearch::close_estimate(const SeatView& view) {
  assert(view.legal.contains(Action::close()));
  const HiddenInfo info = hidden_info(view);
  const std::vector<CardSet> hands = enumerate_opponent_hands(info);
  long total = 0;
  double utility = 0;
  for (CardSet hand : hands) {
    HandState s = build_world(view, world_with_hand(info, hand));
    const int v = exact_action_value(solver_, s, Action::close());
    total += v;
    if (utility_) utility += utility_of(*utility_, v);
  }
  worlds_solved_ += hands.size();
  const auto n = static_cast<double>(hands.size());
  return {Action::close(), static_cast<double>(total) / n, hands.size(), false, utility / n};
}

Action ClosedTalonSearch::choose(const SeatView& view) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  return average(view).front().action;
}

}  // namespace schnapsen::ai
