#include "schnapsen/ai/closed_talon.hpp"

#include <cassert>

namespace schnapsen::ai {

ClosedTalonSearch::ClosedTalonSearch(std::size_t tt_bytes) : solver_(tt_bytes) {}

std::vector<ActionEstimate> ClosedTalonSearch::over_every_hand(const SeatView& view,
                                                               const std::vector<Action>& actions) {
  std::vector<ActionEstimate> out;
  for (Action a : actions) out.push_back({a});
  const HiddenInfo info = hidden_info(view);
  const std::vector<CardSet> hands = enumerate_opponent_hands(info);
  for (CardSet hand : hands) {
    const HandState world = build_world(view, world_with_hand(info, hand));
    for (ActionEstimate& e : out) {
      const int v = solver_.action_value(world, e.action);
      e.value += v;
      if (utility_) e.utility += utility_of(*utility_, v);
    }
  }
  worlds_solved_ += hands.size();
  const auto n = static_cast<double>(hands.size());
  for (ActionEstimate& e : out) {
    e.value /= n;
    e.utility /= n;
    e.worlds = hands.size();
  }
  return out;
}

std::vector<ActionEstimate> ClosedTalonSearch::average(const SeatView& view) {
  std::vector<ActionEstimate> out = over_every_hand(view, candidate_actions(view.legal));
  sort_by_value(out);
  return out;
}

ActionEstimate ClosedTalonSearch::close_estimate(const SeatView& view) {
  assert(view.legal.contains(Action::close()));
  return over_every_hand(view, {Action::close()}).front();
}

Action ClosedTalonSearch::choose(const SeatView& view) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  return average(view).front().action;
}

}  // namespace schnapsen::ai
