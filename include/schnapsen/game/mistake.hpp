// One decision of the end-of-hand review (review.hpp): what a seat chose, what it should have
// chosen by what it knew, and the hindsight values.
#pragma once

#include <optional>

#include "schnapsen/action.hpp"

namespace schnapsen::game {

struct Mistake {
  int action_index = 0;  // in record.actions
  int trick = 1;         // 1-based trick number at which the decision was taken
  Action chosen;
  Action best;              // the best-valued action by the seat's information
  double chosen_value = 0;  // expected game points won minus lost, by the seat's information
  double best_value = 0;
  int hindsight_chosen = 0;   // the solver's exact values with every card known (-3..3)
  int hindsight_best = 0;     // of `best`
  std::optional<int> result;  // what the hand as played came to for the seat (-3..3), if over
  double loss() const { return best_value - chosen_value; }
};

}  // namespace schnapsen::game
