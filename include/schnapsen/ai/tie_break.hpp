// Tie-breaks against a fallible opponent. The search values every action as if the opponent
// played perfectly in each imagined world; where it rates several actions alike (within a
// margin), the one to choose is the one that leaves a real opponent more ways to go wrong.
//
// The model of the fallible opponent: at its next decision after ours it plays its best reply
// with probability 1 - kSlip and a uniformly random one (of its plays, marriages and closing)
// otherwise; every later move is perfect. Our own moves before that decision (a trick we win
// and lead again, a close) are the solver's best. Each world's value of that is exact, so the
// measure is the mean over the worlds of (1 - kSlip) * best + kSlip * mean of the replies.
#pragma once

#include <optional>
#include <vector>

#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/bummerl_odds.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai {

inline constexpr double kSlip = 0.25;

// The action of `ranked` to play: among those whose value (their utility, with one) is within
// `margin` game points of the best, the one with the best value against the fallible opponent
// over `worlds` (at most `max_worlds` of them, spread evenly); equal ones keep `ranked`'s order.
// With a utility, the margin is converted at the standing's mean utility per game point.
Action fallible_choice(const std::vector<ActionEstimate>& ranked, const SeatView& view,
                       const std::vector<World>& worlds, Solver& solver,
                       const std::optional<OutcomeUtility>& utility, double margin,
                       int max_worlds);

}  // namespace schnapsen::ai
