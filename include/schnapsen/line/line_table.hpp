// Line mode: the game as lines of text, for screen readers, braille displays and pipes. A front
// end of the session beside the curses table, fed by the same events: each event one whole line
// in words (game::describe, with cards named in words), the subject first; the player types one
// command a line (line_command.hpp) and may ask questions at any time (the hand, the trick, the
// talon, the score where the rules show it, the legal actions, the last lines). No escape
// sequence, colour, symbol or pause is ever written.
#pragma once

#include <array>
#include <deque>
#include <functional>
#include <istream>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "schnapsen/game/advice.hpp"
#include "schnapsen/game/mistake.hpp"
#include "schnapsen/game/remote_presence.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/game/study.hpp"
#include "schnapsen/line/line_command.hpp"
#include "schnapsen/line/line_reader.hpp"
#include "schnapsen/line/private_lines.hpp"
#include "schnapsen/line/sound_cues.hpp"

namespace schnapsen::line {

struct LineOptions {
  bool german_suits = false;
  // Verbose: the hand at every turn; brief: when it is dealt and when asked.
  bool verbose = false;
  // The terminal's bell at a human's turn, written to standard error: the lines stay clean.
  bool bell = false;
  std::string sound_cmd;  // sound_cues.hpp (empty: none)
  // Hot-seat: a player's private lines to a command (private_lines.hpp), by the player's name.
  std::map<std::string, std::string> private_cmds;
};

// A line from outside (a name, a file's warning) as a screen reader may speak it: no control
// bytes, bounded.
std::string safe(const std::string& text);

class LineTable : public game::SessionFrontEnd, public game::RemotePresence {
 public:
  LineTable(std::istream& in, std::ostream& out, LineOptions options);
  ~LineTable() override;

  game::ResumeChoice offer_resume(const game::SavedMatch& saved,
                                  const std::string& description) override;
  game::OpponentChoice opponent_failed(const game::SavedMatch& saved,
                                       const std::string& why) override;
  void begin_match(const game::MatchSetup& setup) override;
  game::HumanSeat& human(int seat) override;
  std::unique_ptr<ai::Player> watch(int seat, ai::Player& inner) override;
  void show_hand_so_far(const game::HandSoFar& hand) override;
  void on_event(const game::GameEvent& event) override;
  void set_save_status(const game::SaveStatus& status) override;
  bool play_again(const game::MatchSummary& summary) override;
  void end_match() override;

  // Network play (remote_presence.hpp): the other terminal's news one line each, said once
  // ("Waiting for Ben."); while waiting for the other player, questions and quit are answered.
  void set_remote_status(const std::string& line, bool news) override;
  void set_idle(const std::function<game::IdleNews()>& idle) override;
  bool wait_for_remote(const std::function<bool()>& ready) override;
  void tell(const std::string& title, const std::vector<std::string>& lines) override;
  void set_quit_meaning(const std::string& line) override;
  void set_other_player(const std::string& name) override;

  // Study play (line_study.hpp): the next deal of `study` played here, then its analysis read;
  // whether the player wants another deal.
  bool play_study_deal(game::StudySession& study, const std::string& title);

  // True once standard input has ended (the session then stops where it stands: saved).
  bool input_ended() const { return ended_; }

 private:
  class Seat;
  friend class Seat;

  // One whole line, flushed.
  void say(const std::string& line);
  // `line` to `seat`'s private command; false when the seat has none or it failed (then said
  // once, and the seat's lines are read here again, after ready).
  bool send_private(int seat, const std::string& line);
  // An event's line, also kept for `repeat` and `log`.
  void announce(const std::string& line);
  // Hot-seat: the players' private commands for the match begun (names none plays: said).
  void start_private_lines();
  // Answers a question about the table; false when `command` is no question.
  bool answer_question(const LineCommand& command, const SeatView* turn_view);
  // The next typed line; nullopt at the end of the input, or (network play) when the other side
  // is gone (the idle check said Leave).
  std::optional<std::string> read_line();
  std::string quit_question() const;
  // Asks `question` until yes or no; the end of the input answers `otherwise`.
  bool ask(const std::string& question, bool otherwise);
  std::string hand_line(const SeatView& view);      // numbers the cards, remembered for a number
  std::string numbered_line(const SeatView& view);  // the hand by the numbers it has
  // Keeps the cards' numbers as the hand changes: a card gone leaves its number free, a new card
  // (`add`) takes the first free one. Returns the cards added with their numbers.
  std::vector<std::pair<int, Card>> renumber(const SeatView& view, bool add);
  std::string status_line() const;
  std::string score_line(const SeatView& view) const;
  std::string talon_line(const SeatView& view) const;
  std::string trick_line(const SeatView& view) const;
  // Each seat's Bummerl points to go: `points`, else the table's.
  std::string standing_line(std::optional<std::array<int, 2>> points = std::nullopt) const;
  std::string card(Card c) const;
  std::string advice_line(const SeatView& view);
  void say_review();
  void say_stats();  // the statistics file as it is now, a sentence a line
  // The engine's reason with its cards and suits in words ("play Qs, Ks" becomes "play queen of
  // spades, king of spades"; "clubs" becomes "Eichel" with German suits).
  Message in_words(Message m) const;
  const SeatView& my_view() const;

  std::istream& in_;
  std::ostream& out_;
  LineOptions options_;
  game::Naming naming_;
  std::optional<game::MatchSetup> setup_;
  game::TableSnapshot table_;
  std::vector<Card> listed_;  // the cards by number, from 1 (an invalid card: a free number)
  std::optional<std::array<Card, 2>> last_trick_;
  int last_trick_winner_ = -1;
  std::deque<std::string> events_;  // the last events' lines
  game::SaveStatus save_;
  bool ended_ = false;
  bool studying_ = false;  // study play: a hand begins at a position, not where it was left
  // Hot-seat: two players at one keyboard. A hand is read only at its player's turn, after that
  // player said ready (`viewer_`: whose cards were read last; -1 none).
  bool hot_seat_ = false;
  int viewer_ = -1;
  std::function<game::Advice(const SeatView&)> advisor_;  // made when first asked
  // The last hand's review (HandOver's), against the computer only: a network match's review
  // needs the other terminal's cards, a hot-seat one would mix the two players.
  std::function<std::optional<game::Mistake>(int seat)> review_;
  std::unique_ptr<Seat> seats_[2];
  SoundCues cues_;
  std::array<std::unique_ptr<PrivateLines>, 2> private_;  // the match's, by seat
  // Network play: the input read by a thread of its own once news may come while it waits.
  std::function<game::IdleNews()> idle_;
  std::unique_ptr<LineReader> reader_;
  std::string remote_status_;            // the last said, so that it is said once
  std::deque<std::string> typed_ahead_;  // actions typed while the other player was to act
  std::string quit_meaning_;
  std::string other_player_;
};

}  // namespace schnapsen::line
