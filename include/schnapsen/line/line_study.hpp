// Study play in line mode (`schnapsen --line --position FILE`): the position played out against
// the AI through a LineTable, each deal with the unseen cards dealt anew; after a deal the
// analysis of the position's decision is read, one action a line, and the player is asked
// whether to play it again.
#pragma once

#include <istream>
#include <ostream>
#include <string>

#include "schnapsen/game/study.hpp"
#include "schnapsen/line/line_table.hpp"

namespace schnapsen::line {

// Plays deals until the player says no or quits, or the input ends. `title` names the study
// (e.g. the file's name). A failing AI throws ai::PlayerFailure, a level that is no level
// std::invalid_argument, as game::StudySession does.
void run_study(std::istream& in, std::ostream& out, LineOptions options,
               const game::StudyRequest& request, const std::string& title);

}  // namespace schnapsen::line
