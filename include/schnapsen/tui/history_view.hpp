// The history viewer (`schnapsen history N`): a finished hand on the table, stepped through with
// the arrow keys as the player saw it, with the review of each of the player's decisions (the
// advice level's evaluation of what the player knew at that moment).
#pragma once

#include <string>

#include "schnapsen/game/history.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

struct HistoryViewOptions {
  game::HistoryEntry entry;
  int number = 1;  // its number in `schnapsen history` (1: the newest)
  TableLook look;
};

// Shows the hand until the player leaves with q or Esc.
void run_history_view(Terminal& terminal, const HistoryViewOptions& options);

// The history viewer's key bar (" q back  ←→ step ..."), at most 79 columns in either language.
std::string history_key_bar(const Glyphs& glyphs);

}  // namespace schnapsen::tui
