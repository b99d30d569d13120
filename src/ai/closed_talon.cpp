#include "schnapsen/ai/closed_talon.hpp"

#include <algorithm>
#include <cassert>

#include "schnapsen/ai/heuristic_player.hpp"

namespace schnapsen::ai {
namespace {

std::vector<ActionEstimate> sorted(std::vector<ActionEstimate> v) {
  std::stable_sort(v.begin(), v.end(), [](const ActionEstimate& a, const ActionEstimate& b) {
    return a.value > b.value;
  });
  return v;
}

}  // namespace

std::vector<Action> candidate_actions(const ActionList& legal) {
  std::vector<Action> out;
  for (Action a : legal)
    if (a.kind != ActionKind::Claim && a.kind != ActionKind::Pass) out.push_back(a);
  return out;
}

int exact_action_value(Solver& solver, const HandState& state, Action a) {
  const int me = state.to_act();
  HandState child = state;
  child.apply_legal(a);
  if (child.over()) return outcome(child.result(), me);
  const int v = solver.value(child);
  return child.to_act() == me ? v : -v;
}

Action best_on_average(Solver& solver, const SeatView& view, const std::vector<Action>& moves,
                       const std::vector<World>& worlds) {
  std::vector<long> total(moves.size(), 0);
  for (const World& w : worlds) {
    const HandState s = build_world(view, w);
    for (std::size_t i = 0; i < moves.size(); ++i)
      total[i] += exact_action_value(solver, s, moves[i]);
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < moves.size(); ++i)
    if (total[i] > total[best]) best = i;
  return moves[best];
}

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
  return sorted(std::move(out));
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
