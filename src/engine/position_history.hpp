// The check of a position's history against the rest of the position (docs/positions.md, "The
// history"); position.cpp's check_position calls it last.
#pragma once

#include <optional>

#include "schnapsen/position.hpp"

namespace schnapsen {

// Replays p.history's public actions by the rules (whose turn, what may be declared when, which
// cards are gone or known to be in a hand, who wins each trick) and compares the outcome with
// the position: played cards, the lead, tricks, scores, pending marriages, the close, the meld,
// the cards known to be in a hand and what the opponent's follows revealed. Nothing for an empty
// history; a problem's keyword is "history". Expects the other checks of check_position passed.
std::optional<PositionProblem> check_history(const Position& p);

}  // namespace schnapsen
