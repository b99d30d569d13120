// The live table on the screen: what the events put on it (TableState), whose hand shows, the
// marks of a turn (the selected card, the cards that may be played, the keys that apply), the
// message line and the save's warning, drawn by TableView. Every part of the front end draws
// through it; it decides nothing about the game.
#pragma once

#include <optional>
#include <string>

#include "schnapsen/tui/dialogs.hpp"
#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/table_options.hpp"
#include "schnapsen/tui/table_state.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

// Whose hand the table shows.
struct Sight {
  int viewer = -1;       // the human seat whose hand is shown; -1: none yet
  bool privacy = false;  // the hot-seat privacy screen is up: no hand, no trick
  // Hot-seat: a turn has ended, so both hands stay hidden (the trick still shows) until the
  // next human turn: the same player's again, or the other's after the privacy screen.
  bool concealed = false;
};

// What a human turn marks on the table.
struct TurnMarks {
  int selected = 0;     // index into the sorted hand (-1: none); kept from turn to turn
  CardSet playable;     // the cards that may be played now (the others are dimmed)
  bool acting = false;  // a human seat is to act
  CommandSet keys;      // what the key bar shows: the commands that apply now
};

class LiveTable {
 public:
  // `options` (the front end's, which the menu changes) must outlive the table.
  LiveTable(Terminal& terminal, const FrontEndOptions& options);

  // Draws the table as it stands (nothing while a resumed hand's past is shown again).
  void redraw();
  // Draws, then waits `ms` (the AI's pauses): a resize redraws, a signal ends it at once.
  void pause(int ms);
  // The message line.
  void say(std::string text, Role role = Role::Normal);
  const std::string& message() const { return message_; }
  Role message_role() const { return message_role_; }
  // A question on the message line, "... (y/n)", answered by a key or a click on y or n; the
  // message line is as before afterwards.
  bool ask(Dialogs& dialogs, const std::string& prompt);
  // "Quit?", saying whether the match is saved (the last save status).
  bool ask_quit(Dialogs& dialogs);
  // The key of the key bar's entry under the last click; kKeyNone: none there.
  int clicked_bar_key() const;

  // Whether quitting now keeps the match for --resume, and a line shown in the header until
  // cleared (e.g. "saving failed: ..."); each new warning also goes to the log in full.
  // `on_quit` (network play): what the quit question says of a saved match instead.
  void set_save_status(bool saved, std::string warning, std::string on_quit = {});

  // A resumed hand's past, shown again into the log: neither drawn nor paused.
  void set_showing_past(bool past) { showing_past_ = past; }
  bool showing_past() const { return showing_past_; }

  // The seat whose view is drawn at the bottom.
  int bottom_seat() const { return sight_.viewer >= 0 ? sight_.viewer : 0; }
  Sight& sight() { return sight_; }
  TurnMarks& marks() { return marks_; }
  TableState& state() { return state_; }
  TableView& view() { return view_; }
  Terminal& terminal() { return term_; }

 private:
  Terminal& term_;
  const FrontEndOptions& opt_;
  TableView view_;
  TableState state_;
  std::string message_;
  Role message_role_ = Role::Normal;
  bool saved_ = false;  // study play and unsaved matches: false
  std::string warning_;
  std::string on_quit_;
  Sight sight_;
  TurnMarks marks_;
  bool showing_past_ = false;
};

}  // namespace schnapsen::tui
