// The ncurses front end of interactive play: it shows the game's events on the table (each with
// its snapshot of the table) and answers for the human seats from the keyboard. It puts together
// small parts, each a type of its own: the live table on the screen (live_table.hpp: what the
// events put on it, whose hand shows, the message line), the keyboard and its one modal loop
// (dialogs.hpp), a human turn key by key (turn_input.cpp, with the prompt of turn_prompt.hpp),
// the boxes a player opens (boxes.hpp), the boxes at the end of a hand, a Bummerl and the match
// (end_screens.hpp), the table's menu with the look it changes (table_menu.hpp), and, in network
// play, the wait for the other terminal (remote_wait.cpp).
#pragma once

#include <array>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/human_seat.hpp"
#include "schnapsen/tui/dialogs.hpp"
#include "schnapsen/tui/live_table.hpp"
#include "schnapsen/tui/table_menu.hpp"
#include "schnapsen/tui/table_options.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

class FrontEnd {
 public:
  FrontEnd(Terminal& terminal, FrontEndOptions options);
  ~FrontEnd();
  FrontEnd(const FrontEnd&) = delete;
  FrontEnd& operator=(const FrontEnd&) = delete;

  // A hand already in progress (a resumed match, a study position), shown as it stands, with
  // `note` in the log.
  void show_hand_so_far(const game::HandSoFar& hand,
                        const std::string& note = {});  // {}: "Match resumed"
  // The player of a human seat.
  game::HumanSeat& human(int seat);
  // Wraps an AI seat so the table shows it thinking; the wrapper forwards everything.
  std::unique_ptr<ai::Player> show_thinking(int seat, ai::Player& inner);
  // Whether quitting now keeps the match for --resume (the quit question says so only then),
  // and a line shown in the header until cleared (e.g. "saving failed: ..."); the header may
  // cut it, so each new warning also goes to the log in full. `on_quit` (network play): what
  // the quit question says of a saved match instead of "The match is saved and can be resumed."
  void set_save_status(bool saved, std::string warning, std::string on_quit = {});
  // A modal message box (e.g. the resume question); returns the key that answered it, one of
  // `answers` (capitals as small letters).
  int message_box(const std::string& title, const std::vector<std::string>& lines,
                  const std::string& footer, std::initializer_list<KeyGroup> answers);

  // table_events.cpp: an event onto the table, with its pauses and end boxes.
  void on_event(const game::GameEvent& event);
  // A human seat's answer: the privacy screen in hot-seat play, then the turn (TurnInput).
  game::SeatAnswer choose(int seat, const game::HumanTurn& turn);

  // While the game waits for an external bot, whether to stop waiting: a signal came (Ctrl-C,
  // SIGTERM, SIGHUP, ...) or q was pressed. Reads the keys typed so far without waiting (a
  // resize redraws the table; other keys are dropped, as during the AI's pauses). Never throws.
  bool stop_requested();
  // Network play: a line about the player at the other terminal on the message line, at once
  // (during a turn of this table's player the prompt keeps it); `news` also goes into the log.
  void show_status(const std::string& line, bool news = false);
  // remote_wait.cpp, network play: the table as it stands while the other terminal's player is
  // to act, the status on the message line, the keys that apply while waiting in the key bar
  // (q quits, asking first; help; statistics; the log; Ctrl-L); `ready` asked about every
  // 50 ms. True once `ready` said so; false when the player chose to quit.
  bool wait_for_remote(const std::function<bool()>& ready);

 private:
  class HumanSeat;
  class ThinkingSeat;

  // Hides both hands until `seat`'s player presses Enter; false: the player chose to quit there.
  bool privacy_screen(int seat);
  // table_events.cpp: the end of a hand, with the review and, in soft play, its tricks.
  void hand_over(const game::GameEvent& e);
  // The glyphs (and the log's card names) from now on: the menu's suits at a new hand.
  void use_suits(SuitStyle suits);
  void name_cards();  // the log's cards and suits in the glyphs of the options

  Terminal& term_;
  FrontEndOptions opt_;
  LiveTable table_;
  Dialogs dialogs_;
  LookChoice look_;
  game::Naming naming_;
  std::array<std::unique_ptr<game::HumanSeat>, 2> humans_;
  BoxLines match_bummerl_;  // the match's last Bummerl, told in the match-over box
};

}  // namespace schnapsen::tui
