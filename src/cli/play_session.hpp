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
#include "schnapsen/match.hpp"
#include "schnapsen/rules.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/speed.hpp"
#include "schnapsen/tui/terminal.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::cli {

struct PlayOptions {
  Rules rules = Rules::soft();
  std::string ai{ai::kDefaultLevel};
  std::string opponent_cmd;  // non-empty: an external bot takes the opponent's seat
  bool hotseat = false;
  std::array<std::string, 2> names;  // empty entries get defaults
  MatchSettings match;
  std::uint64_t seed = 0;
  bool seed_given = false;
  int first_dealer = -1;  // seat; -1: random
  tui::SuitStyle suits = tui::SuitStyle::French;
  bool ascii = false;
  bool color = true;
  bool mouse = true;  // --no-mouse turns it off
  bool show_score = false;
  bool take_back = false;        // --undo
  bool take_back_given = false;  // --undo on the command line (not only the settings file)
  tui::Speed speed = tui::Speed::Normal;
  int bot_timeout_ms = bots::kDefaultBotTimeoutMs;
  bool resume = false;
  bool fresh = false;     // --new
  bool separate = false;  // --separate: an unsaved match beside a running one
  // Given explicitly (a resumed match reports those that contradict it as ignored).
  bool rules_given = false;
  bool opponent_given = false;  // --ai, --opponent-cmd or --hotseat
  bool names_given = false;
  bool bummerls_given = false;  // --bummerls or --no-schneider-bummerl
  std::string position_file;    // --position: study play of this position, nothing saved
  std::string settings_note;    // a bad settings file that was ignored (shown on the table)
  std::string language_note;    // the language asked for is not available (shown on the table)
  std::string settings_path;    // the settings file in effect (--config FILE or the default)
};

// Runs a whole interactive session through game::Session with the terminal table as its front
// end; returns the exit status. The terminal is restored before any message is printed.
// Turns on the table's language: `flag` (--lang: "de" or "en"; empty: not given), else the
// environment (i18n.hpp). A bad value: a message and kExitUsage; a missing catalogue: a warning
// on stderr, English, and the warning in `problem` (when given) for the table to show. Returns
// kExitOk when play may go on.
int choose_table_language(const std::string& flag, std::string* problem = nullptr);

int run_play(const PlayOptions& options);

// The table's look as the command line gives it to the commands that open a table on their own
// (history, host, join); empty or false: not given.
struct LookFlags {
  std::string lang;
  std::string suits;
  bool ascii = false;
  bool no_color = false;
  bool no_mouse = false;
  std::string speed = "normal";
};
// The look as play has it: each flag given, else the settings file, else the defaults (and
// NO_COLOR); turns on the table's language. nullopt after a message when the language is bad.
std::optional<PlayOptions> look_options(const LookFlags& f);

// Shared with network play (network_play.cpp): whether stdin and stdout are a terminal (else a
// message); the table's look from the options; and a run on the table where every way out
// becomes a restored terminal, a message on stderr and an exit status.
bool on_terminal();
tui::TableLook table_look(const PlayOptions& o);
game::MatchRequest to_request(const PlayOptions& o);
int on_table(const PlayOptions& o, const std::function<void(tui::Terminal&)>& play);

// What --undo given on the command line gets where take-backs are impossible (`take_back`, the
// answer of game::take_back_for with take-backs asked for, under `rules`); "" where they are not.
std::string undo_refusal(game::TakeBack take_back, const Rules& rules);

// Study play (`--position FILE`): the position played out against options.ai, again and again
// with new deals of the unseen cards; nothing is saved. Returns the exit status.
int run_study_play(const PlayOptions& options);

// The history viewer (`schnapsen history N`): a hand of the history on the table, with the look
// of `options` (suits, ASCII, colour). Returns the exit status.
int run_history_view(const game::HistoryEntry& entry, const PlayOptions& options);

}  // namespace schnapsen::cli
