// The ncurses front end of interactive play: it shows the game's events on the table (each with
// its snapshot of the table) and answers for the human seats from the keyboard. Its parts, by
// job: front_end.cpp (seats, drawing, pauses), table_state.cpp (what the events put on the table),
// table_events.cpp (each event's pauses and boxes),
// end_screens.cpp (the end-of-hand, Bummerl and match boxes), human_turn.cpp (a human seat's
// answer, key by key), turn_keys.cpp (the prompt and the keys that apply), table_screens.cpp
// (help, won tricks, statistics, advice), clicks.cpp (the mouse), dialogs.cpp (keys and boxes)
// and remote_wait.cpp (network play: waiting for the other terminal).
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/game/advice.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/human_seat.hpp"
#include "schnapsen/tricks.hpp"
#include "schnapsen/tui/dialogs.hpp"
#include "schnapsen/tui/speed.hpp"
#include "schnapsen/tui/table_state.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

// The prompt of a player to answer `lead` (its label): with the following rules once the talon
// is closed or exhausted. It fits the message line at the smallest table size.
std::string follow_prompt(const std::string& lead, bool talon_open, bool closed);

// The tricks of the hand taken before `tricks` (the tricks of `view`'s history): none in play,
// the position's in study play, so that a trick is numbered as in its hand.
int tricks_before(const SeatView& view, const std::vector<PlayedTrick>& tricks);

// How the table looks, whatever match is played on it.
struct TableLook {
  Glyphs glyphs = Glyphs::make(true, SuitStyle::French);
  Speed speed = Speed::Normal;
  bool show_score = false;  // the assist; soft rules only, ignored for a sharp match
  // The menu's "keep these settings": writes settings (key and TOML value, as the settings
  // file has them: {"speed", "\"fast\""}) to the settings file for the next games; returns the
  // file's path as the player knows it ("~/.config/schnapsen/config.toml"), or why it could not.
  // Empty: no settings file to keep them in (the entry is not offered).
  std::function<Expected<std::string, std::string>(
      const std::vector<std::pair<std::string, std::string>>& settings)>
      keep;
};

struct FrontEndOptions {
  std::array<std::string, 2> names{"You", "AI"};
  std::array<bool, 2> human{true, false};
  Rules rules = Rules::soft();
  MatchSettings match;
  Speed speed = Speed::Normal;  // the pauses while the AI plays (speed.hpp)
  bool show_score = false;      // the assist (soft only): the running score, a claim reminder
  bool review = true;           // the solver's end-of-hand verdict (soft only)
  bool advice = true;           // the advice key (off in network play unless the host allows it)
  Glyphs glyphs = Glyphs::make(true, SuitStyle::French);
  // The advice key's answer for a view; empty: game::make_advisor()'s, made on first use.
  std::function<game::Advice(const SeatView&)> advisor;
  bool take_back = false;  // u takes back the human's last move (game::MatchSetup::take_back)
  // The statistics screen's lines (the s key); empty: no statistics are kept.
  std::function<std::vector<std::string>()> statistics;
  // The menu's history (h): a line per finished hand, newest first (none yet: empty), and the
  // history viewer of hand `number` (1: the newest) over the table. Empty: no history is kept.
  std::function<std::vector<std::string>()> history;
  std::function<void(int number)> view_history;
  // The menu may abandon the match for a new one (a session's table, not study play).
  bool new_match = false;
  // Asked every 250 ms while the table waits for a key (network play: news from the other
  // terminal); true when it changed what the table shows.
  std::function<bool()> idle;
  // Told when the menu changed the speed, the suits or the assist, so the next match keeps them.
  std::function<void(const TableLook&)> look_changed;
  // The menu's "keep these settings" (TableLook::keep); empty: not offered.
  decltype(TableLook::keep) keep_look;
};

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

  // table_events.cpp: an event onto the table, with its pauses and end screens.
  void on_event(const game::GameEvent& event);
  // human_turn.cpp: a human seat's answer, read from the keyboard.
  game::SeatAnswer choose(int seat, const game::HumanTurn& turn);

  // front_end.cpp: while the game waits for an external bot, whether to stop waiting: a signal
  // came (Ctrl-C, SIGTERM, SIGHUP, ...) or q was pressed. Reads the keys typed so far without
  // waiting (a resize redraws the table; other keys are dropped, as during the AI's pauses).
  // Never throws.
  bool stop_requested();
  // Network play: a line about the player at the other terminal on the message line, at once;
  // `news` also goes into the log.
  void show_status(const std::string& line, bool news = false);
  // remote_wait.cpp, network play: the table as it stands while the other terminal's player is
  // to act, the status on the message line, the keys that apply while waiting in the key bar
  // (q quits, asking first; help; statistics; the log; Ctrl-L); `ready` asked about every
  // 50 ms. True once `ready` said so; false when the player chose to quit.
  bool wait_for_remote(const std::function<bool()>& ready);

 private:
  class HumanSeat;
  class ThinkingSeat;

  // front_end.cpp
  void redraw();
  void pause(int ms);
  void modal(const std::string& title, const BoxLines& lines, const std::string& footer);
  void say(std::string text, Role role = Role::Normal);
  int bottom_seat() const;
  bool hot_seat() const { return opt_.human[0] && opt_.human[1]; }
  std::string label(Card c) const { return opt_.glyphs.card_label(c); }

  // table_events.cpp
  // Hides both hands until `seat`'s player presses Enter; false: the player chose to quit there.
  bool privacy_screen(int seat);
  void hand_over_screen(const game::GameEvent& e);

  // human_turn.cpp
  bool confirm(const std::string& prompt);
  bool confirm_quit();  // "Quit?", saying whether the match is saved
  bool confirm_pass(const SeatView& view);
  std::optional<Action> ask_meld(const game::HumanTurn& turn);
  std::optional<Action> try_action(const game::HumanTurn& turn, Action action);
  // `action` after the question its key asks (close, claim, pass); nullopt: refused or not.
  std::optional<Action> confirmed(const game::HumanTurn& turn, Action action);
  std::string explain(const game::HumanTurn& turn, Action action) const;

  // turn_keys.cpp
  std::string turn_prompt(const SeatView& view) const;
  CommandSet available(const SeatView& view, int cards, bool may_take_back) const;
  std::string take_back_refusal() const;  // why u does nothing now

  // table_screens.cpp
  void show_won_tricks(const SeatView& view);
  void show_last_trick(const SeatView& view);
  void show_help();
  void show_statistics();
  void give_advice(const SeatView& view);

  // menu.cpp: the menu (Esc or F10) at a human's turn: an answer that leaves the turn (quit, a
  // new match), or nullopt back to the turn.
  std::optional<game::SeatAnswer> open_menu(const game::HumanTurn& turn);
  // The look the next match starts with: the speed, the assist, and the suits as the next hand
  // will have them (a suit change waits for it).
  TableLook look() const;
  // Tells look_changed that look.
  void tell_look();
  // The menu's "keep": the look and the language into the settings file; what to say.
  void keep_look();
  // The menu's opponent choice: an AI level, or "" (none chosen).
  std::string choose_opponent();
  void show_history();
  // The end of hand's t (soft play): both sides' tricks of the hand just over.
  void show_hand_tricks(const game::GameEvent& hand_over);

  // clicks.cpp: mouse clicks as keys (kKeyNone: nothing there). On the table: a card selects it
  // and a second click plays it, the talon closes (asking first), a key bar entry is its key.
  int clicked_key(int cards);
  int clicked_answer() const;  // on the "(y/n)" of a question: 'y' or 'n'

  Terminal& term_;
  TableView table_;
  FrontEndOptions opt_;
  Dialogs dialogs_;
  game::Naming naming_;
  std::array<std::unique_ptr<game::HumanSeat>, 2> humans_;
  int viewer_ = -1;  // the human seat whose hand is shown; -1: none yet
  bool privacy_ = false;
  // Hot-seat: a turn has ended, so both hands stay hidden (the trick still shows) until the
  // next human turn: the same player's again, or the other's after the privacy screen.
  bool concealed_ = false;
  bool acting_ = false;
  CommandSet keys_;                // what the key bar shows: the commands that apply now
  std::optional<Action> advised_;  // the advice just given: Enter does it
  int selected_ = 0;
  CardSet playable_;
  TableState state_;  // what the events put on the table
  std::string message_;
  Role message_role_ = Role::Normal;
  bool saved_ = false;  // study play and unsaved matches: false
  std::string warning_;
  std::string on_quit_;                  // set_save_status
  BoxLines match_bummerl_;               // the match's last Bummerl, told in the match-over box
  bool showing_past_ = false;            // showing a resumed hand's past: no drawing, no pauses
  std::optional<SuitStyle> next_suits_;  // the menu's suits, from the next hand on
};

}  // namespace schnapsen::tui
