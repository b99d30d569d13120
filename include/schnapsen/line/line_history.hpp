// The history viewer in line mode (`schnapsen history N --line`): a finished hand read as lines,
// each event in words as line mode says it during play, and at each of the player's decisions
// the verdict by what the player knew then (game::make_decision_judge and decision_verdict, as
// the table's viewer judges it).
#pragma once

#include <ostream>

#include "schnapsen/game/history.hpp"

namespace schnapsen::line {

void read_history(std::ostream& out, const game::HistoryEntry& entry, bool german_suits);

}  // namespace schnapsen::line
