// The end-of-hand verdict: replays a finished hand with the perfect-information solver and finds
// the decision of one seat that cost it the most (soft play's "biggest mistake" line).
#pragma once

#include <optional>
#include <string>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::game {

struct Mistake {
  int action_index = 0;  // in record.actions
  int trick = 1;         // 1-based trick number at which the decision was taken
  Action chosen;
  Action best;
  int chosen_value = 0;  // solver values for the seat (game points won minus lost, -3..3)
  int best_value = 0;
  int loss() const { return best_value - chosen_value; }
};

// The decision of `seat` in `record` with the largest loss against the best action (ties: the
// earliest); nullopt when every decision was optimal. Decisions with one legal action are
// skipped. The solver sees every card: the verdict is with hindsight.
std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat, ai::Solver& solver);

// "at trick 3 closing would have won 3 game points; playing Kh loses 2 against best play".
std::string describe_mistake(const Mistake& mistake, const Naming& naming);

}  // namespace schnapsen::game
