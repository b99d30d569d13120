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

}  // namespace schnapsen::ai
