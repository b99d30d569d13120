#include "schnapsen/ai/action_values.hpp"

#include <algorithm>

namespace schnapsen::ai {

void sort_by_value(std::vector<ActionEstimate>& estimates) {
  std::stable_sort(
      estimates.begin(), estimates.end(),
      [](const ActionEstimate& a, const ActionEstimate& b) { return a.value > b.value; });
}

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

}  // namespace schnapsen::ai
