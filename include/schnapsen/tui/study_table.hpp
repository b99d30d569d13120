// Study play on the terminal table (`schnapsen --position FILE`, docs/positions.md): the
// position is played out against the AI from a random deal of the unseen cards; after the hand,
// the analysis of the first decision, and a key to play the position again with a new deal.
#pragma once

#include <cstdint>
#include <string>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

struct StudyOptions {
  Position position;  // checked, with an action to take
  std::string title;  // what the log calls it, e.g. the file name
  std::string ai{ai::kDefaultLevel};
  std::uint64_t seed = 0;  // the first deal's; each new deal takes the next
  std::string name = "You";
  bool take_back = false;  // u takes back the player's moves (--undo, soft positions)
  TableLook look;
  std::string note;  // shown in the header and the log (e.g. a language that is not available)
};

// Plays until the player quits (q, or the end box's q); a failing AI throws ai::PlayerFailure.
void run_study(Terminal& terminal, const StudyOptions& options);

}  // namespace schnapsen::tui
