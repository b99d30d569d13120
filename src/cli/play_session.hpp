// Interactive play as the command line sets it up: the parsed options and the session runner.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/game/history.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/line/line_table.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/rules.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/speed.hpp"
#include "schnapsen/tui/terminal.hpp"
#include "schnapsen/tui/theme.hpp"
#include "table_flags.hpp"

namespace schnapsen::cli {

// Interactive play as the command line asks for it: the match, the table's look, how the session
// begins, and which front end plays (table_flags.hpp: FrontEndKind).

struct PlayOptions {
  game::MatchRequest request;
  LookOptions look;
  FrontEndKind front_end = FrontEndKind::Auto;
  line::LineOptions line;  // line mode's options (its suits are the look's)
  game::StartMode start = game::StartMode::Ask;
  bool take_back_given = false;  // --undo on the command line (not only the settings file)
  std::string position_file;     // --position: study play of this position, nothing saved
};

// Runs a whole interactive session through game::Session with the terminal table as its front
// end; returns the exit status. The terminal is restored before any message is printed.
// Turns on the table's language: `flag` (--lang: "de" or "en"; empty: not given), else the
// environment (i18n.hpp). A bad value: a message and kExitUsage; a missing catalogue: a warning
// on stderr, English, and the warning in `problem` (when given) for the table to show. Returns
// kExitOk when play may go on.
int choose_table_language(const std::string& flag, std::string* problem = nullptr);

// The table the saved match of the state directory was played at (its save's header); empty
// parts where there is no readable save or it recorded none (the session reports a bad save).
game::SavedLook saved_look();
// The look a match's save keeps: the table's language now and, when they were chosen (by a flag
// or the settings file, `suits_chosen`), `look`'s suits; else none, and a resume gives the
// language's default or the settings file's choice of then.
game::SavedLook saved_look_of(const LookOptions& look, bool suits_chosen);

int run_play(const PlayOptions& options);

// The look of a command that opens a table on its own (history, host, join): each flag given,
// else the settings file, else the defaults (and NO_COLOR); turns on the table's language.
// nullopt after a message when the language is bad.
std::optional<LookOptions> look_options(const LookFlags& f);

// Shared with network play (network_play.cpp): whether stdin and stdout are a terminal (else a
// message); the table's look from the options; and a run on the table where every way out
// becomes a restored terminal, a message on stderr and an exit status.
bool on_terminal();
tui::TableLook table_look(const LookOptions& look);
int on_table(const LookOptions& look, const std::function<void(tui::Terminal&)>& play);

// What --undo given on the command line gets where take-backs are impossible (`take_back`, the
// answer of game::take_back_for with take-backs asked for, under `rules`); "" where they are not.
std::string undo_refusal(game::TakeBack take_back, const Rules& rules);

// Study play (`--position FILE`): the position played out against the requested AI, again and again
// with new deals of the unseen cards; nothing is saved. Returns the exit status.
int run_study_play(const PlayOptions& options);

// The history viewer (`schnapsen history N`): a hand of the history on the table, with the look
// of `look` (suits, ASCII, colour). Returns the exit status.
int run_history_view(const game::HistoryEntry& entry, const LookOptions& look);

}  // namespace schnapsen::cli
