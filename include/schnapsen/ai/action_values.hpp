// What the searches share (closed_talon.hpp, evaluation.hpp): an action's estimate over worlds
// and the actions worth searching.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "schnapsen/view.hpp"

namespace schnapsen::ai {

// An action and its expected value: game points won minus lost, averaged over the worlds.
struct ActionEstimate {
  Action action;
  double value = 0;
  std::uint64_t worlds = 0;  // the worlds behind `value` (0: not recorded)
  bool sampled = false;      // drawn at random rather than all enumerated
  // The expected outcome utility (the Bummerl chance after the hand, bummerl_odds.hpp) when
  // the search was given one; 0 otherwise.
  double utility = 0;
};

// Sorts by value, best first; equal values keep their order.
inline void sort_by_value(std::vector<ActionEstimate>& estimates) {
  std::stable_sort(
      estimates.begin(), estimates.end(),
      [](const ActionEstimate& a, const ActionEstimate& b) { return a.value > b.value; });
}

// The actions worth searching: the legal ones minus `claim` and `pass`, which the claim rule
// (claim_or_pass in player.hpp) settles before any search.
inline std::vector<Action> candidate_actions(const ActionList& legal) {
  std::vector<Action> out;
  for (Action a : legal)
    if (a.kind != ActionKind::Claim && a.kind != ActionKind::Pass) out.push_back(a);
  return out;
}

}  // namespace schnapsen::ai
