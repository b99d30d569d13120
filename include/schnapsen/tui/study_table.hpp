// Study play on the terminal table (`schnapsen --position FILE`, docs/positions.md): the
// position is played out against the AI from a random deal of the unseen cards; after the hand,
// the analysis of the first decision, and a key to play the position again with a new deal.
#pragma once

#include <cstdint>
#include <string>

#include "schnapsen/game/study.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

struct StudyOptions {
  game::StudyRequest request;  // the position, the AI, the seed, --undo
  std::string title;           // what the log calls it, e.g. the file name
  std::string name = "You";
  TableLook look;
  std::string note;  // shown in the header and the log (e.g. a language that is not available)
};

// Plays until the player quits (q, or the end box's q); a failing AI throws ai::PlayerFailure, a
// level that is no level std::invalid_argument.
void run_study(Terminal& terminal, const StudyOptions& options);

}  // namespace schnapsen::tui
