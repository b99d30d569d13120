// The flags of every command that opens a table (play, host, join, history), each defined once:
// the table's look (--lang, --suits, --ascii, --no-color, --no-mouse, --speed), the AI's threads
// (play, join), and for the two that start a match (play, host) its Bummerls and first dealer. Then
// the look they make: each flag given, else the settings file, else the defaults.
#pragma once

#include <map>
#include <string>

#include <CLI/CLI.hpp>

#include "schnapsen/expected.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/tui/speed.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::cli {

// Empty or false: not given.
struct LookFlags {
  std::string lang;   // de or en
  std::string suits;  // french or german
  bool ascii = false;
  bool no_color = false;
  bool no_mouse = false;
  std::string speed;  // slow, normal or fast
};

// The options add_look_flags made (the history viewer has no pauses: no --speed).
struct LookFlagOptions {
  CLI::Option* lang = nullptr;
  CLI::Option* suits = nullptr;
  CLI::Option* speed = nullptr;
};

// Adds the look flags to `cmd`, bound to `f` (its values are the flags' defaults); `pauses`:
// --speed too.
LookFlagOptions add_look_flags(CLI::App& cmd, LookFlags& f, bool pauses = true);

// The flags not given, from the settings file's values (play's own flags are filled by CLI11).
LookFlags with_settings(LookFlags f, const std::map<std::string, std::string>& settings);

// How the table looks, and the notes it shows about the language and the settings file.
struct LookOptions {
  tui::SuitStyle suits = tui::SuitStyle::French;
  bool ascii = false;
  bool color = true;
  bool mouse = true;
  bool show_score = false;
  tui::Speed speed = tui::Speed::Normal;
  std::string settings_note;  // a bad settings file that was ignored (shown on the table)
  std::string language_note;  // the language asked for is not available (shown on the table)
  std::string settings_path;  // the settings file in effect (--config FILE or the default)
};

// The look of `f` once the table's language is chosen: German suits are the German table's
// default; colour is off with --no-color or NO_COLOR.
LookOptions to_look(const LookFlags& f);

// The front end of a command that plays (play, host, join): --ui, --line and --tui, and line
// mode's --verbose, --bell and --sound-cmd.
struct FrontEndFlags {
  std::string ui;  // table or line; empty: chosen by the terminal
  bool line = false;
  bool tui = false;
  bool ui_given = false;  // --ui on the command line (not only in the settings file)
  bool verbose = false;
  bool bell = false;
  std::string sound_cmd;
};

struct FrontEndFlagOptions {
  CLI::Option* ui = nullptr;
  CLI::Option* line = nullptr;
  CLI::Option* tui = nullptr;
};

// `play`: line mode's play flags too (--verbose, --bell, --sound-cmd; not for the history).
// --ui marks ui_given; play, whose settings file fills options too, sets it again from the
// command line alone.
FrontEndFlagOptions add_front_end_flags(CLI::App& cmd, FrontEndFlags& f, bool play = true);

// The front end asked for.
enum class FrontEndKind { Auto, Table, Line };

// The flags not given, from the settings file's values (ui, verbose, bell, sound-cmd), for the
// commands whose flags the file does not fill itself (host, join, history).
FrontEndFlags with_settings(FrontEndFlags f, const std::map<std::string, std::string>& settings);

// --line or --tui, else --ui, else SCHNAPSEN_UI, else the settings file's ui, else Auto: the
// terminal decides.
Expected<FrontEndKind, std::string> front_end_of(const FrontEndFlags& f);

// Auto as the terminal decides: the table on a terminal, else line mode (said on standard
// error, with why); any other kind as it is.
FrontEndKind chosen_front_end(FrontEndKind wanted);

// Adds --threads N to `cmd`, bound to `threads` (its value is the default: the machine's cores):
// the threads a searching AI decides on, at most ai::kMaxDecisionThreads, with the same choices
// for any number (docs/ai.md, "Threads"). Not the arena's --threads, which plays deals side by
// side.
CLI::Option* add_threads_flag(CLI::App& cmd, int& threads);

// A match's Bummerls and first dealer.
struct MatchFlags {
  int bummerls = 1;
  bool no_schneider = false;
  std::string first_dealer = "random";  // me, the other seat's word, or random
};

struct MatchFlagOptions {
  CLI::Option* bummerls = nullptr;
  CLI::Option* no_schneider = nullptr;
  CLI::Option* first_dealer = nullptr;
  // --bummerls or --no-schneider-bummerl was given (`given` tells a command-line option from
  // one of the settings file, where there is one).
  template <class Given>
  bool bummerls_given(Given given) const {
    return given(bummerls) || given(no_schneider);
  }
};

// Adds --bummerls, --no-schneider-bummerl and --first-dealer to `cmd`, bound to `f`; `other` is
// the word for seat 1 in --first-dealer ("ai" at play, "guest" at host).
MatchFlagOptions add_match_flags(CLI::App& cmd, MatchFlags& f, const std::string& other);
MatchSettings match_settings(const MatchFlags& f);
// The seat that deals first: 0 for "me", -1 (drawn) for "random", else 1.
int first_dealer_seat(const std::string& value);

}  // namespace schnapsen::cli
