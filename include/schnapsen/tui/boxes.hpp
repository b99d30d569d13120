// The boxes a player opens over the table, each a small type that makes its content from what
// it is given (Dialogs shows it): the help, the statistics, the won tricks and a hand's tricks,
// the hot-seat privacy screen, and the menus of the history and of the opponents. The boxes at
// the end of a hand, a Bummerl and the match are in end_screens.hpp; the table's menu in
// table_menu.hpp.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/game/events.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/rules.hpp"
#include "schnapsen/tricks.hpp"
#include "schnapsen/tui/dialogs.hpp"
#include "schnapsen/tui/table_options.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::tui {

// The tricks of the hand taken before `tricks` (the tricks of `view`'s history): none in play,
// the position's in study play, so that a trick is numbered as in its hand.
int tricks_before(const SeatView& view, const std::vector<PlayedTrick>& tricks);

// The tricks of `view`'s hand, numbered as in the hand, one line each: "Trick 3: K♥ A♥  (15)";
// only those won by `won_by` when given, else all of them with their winner ("... (15) Anna").
BoxLines trick_lines(const SeatView& view, const game::Naming& naming,
                     std::optional<int> won_by = std::nullopt);

// The help: the keys (keys.hpp) and the rules in force (help.hpp).
struct HelpBox {
  const Glyphs& glyphs;
  const Rules& rules;
  const MatchSettings& match;
  BoxContent content() const;
};

// The statistics and the rating (`lines`), or that none are kept (nullopt).
struct StatisticsBox {
  std::optional<std::vector<std::string>> lines;
  BoxContent content() const;
};

// The help and the statistics of a table with these options (a turn's keys, the menu, the wait
// for the other terminal open them alike).
BoxContent help_box(const FrontEndOptions& options);
BoxContent statistics_box(const FrontEndOptions& options);

// The tricks the seat of `view` has won (soft rules, R9.2), with its score under the assist.
struct WonTricksBox {
  const SeatView& view;
  const game::Naming& naming;
  bool show_score = false;
  BoxContent content() const;
};

// After a hand (soft rules): both sides' tricks of the hand just over, from `view` at its end.
struct HandTricksBox {
  const SeatView& view;
  const game::Naming& naming;
  BoxContent content() const;
};

// Hot-seat: both hands hidden until `name`'s player presses Enter (or q, to quit).
struct PrivacyBox {
  std::string name;   // as shown
  std::string trick;  // the trick in view (trick_in_view), "" for none
  BoxContent content() const;
  static constexpr KeyGroup kShow{.enter = true};  // only Enter: a stray space or Esc must not
};

// The cards of the trick on the table in words, for the privacy screen, which covers them: "On
// the table: Ben led K♥." ("" for no card).
std::string trick_in_view(const TrickShown& trick, const game::Naming& naming);

// The message line's answer to p: the last trick while it may be looked at (soft rules, until
// the next card), else why not.
std::pair<std::string, Role> last_trick_line(const std::optional<TrickShown>& last,
                                             const SeatView& view, const Rules& rules,
                                             const game::Naming& naming);

// The menu's history: the newest nine of `rows` (newest first), one to choose by its key or
// Enter. Returns its number (1: the newest), or nullopt when closed or there is none (then a
// box says so).
struct HistoryMenu {
  std::vector<std::string> rows;
  std::optional<int> choose(Dialogs& dialogs) const;
};

// The menu's opponents: the levels for people, weakest first. Returns the level chosen.
struct OpponentMenu {
  std::optional<std::string> choose(Dialogs& dialogs) const;
};

}  // namespace schnapsen::tui
