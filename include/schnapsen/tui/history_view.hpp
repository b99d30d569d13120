// The history viewer (`schnapsen history N`): a finished hand on the table, stepped through with
// the arrow keys as the player saw it, with the review of each of the player's decisions (the
// advice level's evaluation of what the player knew at that moment).
#pragma once

#include <string>

#include "schnapsen/game/history.hpp"
#include "schnapsen/game/review.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

struct HistoryViewOptions {
  game::HistoryEntry entry;
  TableLook look;
  std::string note;  // shown in the header (e.g. a language that is not available)
};

// Shows the hand until the player leaves with q or Esc.
void run_history_view(Terminal& terminal, const HistoryViewOptions& options);

// The message line at a decision, step `step` of `steps`: "Step 3/19: You played K♥ (+0.20): the
// best by what you knew", the verdict in the longest of decision_verdict's lengths that fits
// `room` columns (the shortest where none does). `who` is the player's name as saved.
std::string decision_line(int step, int steps, const std::string& who,
                          const game::DecisionReview& review, Action taken,
                          const game::Naming& naming, int room);

// When a history hand finished, as the table shows it: "2026-11-28 01:23" (UTC) from the
// file's "2026-11-28T01:23:06Z"; "?" when unknown.
std::string finished_time(const std::string& stamp);

// The history viewer's key bar (" q back  ←→ step ..."), at most 79 columns in either language.
std::string history_key_bar(const Glyphs& glyphs);

}  // namespace schnapsen::tui
