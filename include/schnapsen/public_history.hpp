// A hand's public course, rebuilt action by action from what everyone at the table sees: whose
// turn it is, the tricks and who won them, the scores, the marriages, the exchange, the close and
// the draws (R3-R5). It never knows a hidden card: a play, meld or exchange is checked against
// what is public (no card played twice, none while it is known to be in the other hand, the
// rule options of play.hpp). The one walker over a public history: a position's history check
// (position_history.hpp) and the AI's reading of the opponent's play both walk it. (A history
// that does not start at the deal, such as a study hand's from its position, is no public
// history of a hand: played_tricks (tricks.hpp) lists its tricks without judging them.)
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/action.hpp"
#include "schnapsen/card.hpp"
#include "schnapsen/hand_state.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/rules.hpp"
#include "schnapsen/tricks.hpp"

namespace schnapsen {

// How PublicHistory's messages name the seats: "I" and "the opponent" for a position's history.
struct SeatWords {
  std::array<std::string_view, 2> subject{"seat 0", "seat 1"};         // "... must lead"
  std::array<std::string_view, 2> possessive{"seat 0's", "seat 1's"};  // "it is ... turn"
  std::string_view either = "0 or 1";                                  // "a seat is ..."
};

// Whether `a` belongs in a public history: a play, meld, exchange or close (a claim, a pass or a
// resignation ends the hand).
constexpr bool in_public_history(Action a) {
  return a.kind == ActionKind::Play || a.kind == ActionKind::Meld ||
         a.kind == ActionKind::Exchange || a.kind == ActionKind::Close;
}

class PublicHistory {
 public:
  PublicHistory(const Rules& rules, Suit trump, SeatWords words = {});

  // Takes one more public action: nothing when the rules allow it by what is public, else why
  // not (the state is then unchanged). The first action makes its seat the first leader; only
  // what in_public_history allows belongs in it.
  std::optional<std::string> apply(const SeatAction& a);

  int to_act() const { return to_act_; }  // -1 before the first action
  int leader() const { return leader_; }
  Card lead() const { return lead_; }  // none when nobody has led to the current trick
  std::optional<Suit> meld() const { return meld_; }  // declared by the seat to act
  const std::array<int, 2>& tricks() const { return tricks_; }
  const std::array<int, 2>& card_points() const { return points_; }
  const std::array<int, 2>& marriages() const { return marriages_; }
  int score(int seat) const;
  int tricks_played() const { return tricks_[0] + tricks_[1]; }
  CardSet played() const { return played_; }  // the cards of finished tricks
  const std::vector<PlayedTrick>& finished() const { return finished_; }
  // Stock cards drawn so far (not the face-up trump card).
  int stock_drawn() const;
  bool talon_open() const { return closer_ < 0 && tricks_played() < kPhaseOneTricks; }
  bool over() const;  // every card has been played
  int closer() const { return closer_; }
  int close_tricks() const { return close_tricks_; }  // tricks played when the talon was closed
  // The closer's opponent's tricks and score when the talon was closed.
  std::array<int, 2> at_close() const { return at_close_; }
  int exchanger() const { return exchanger_; }                 // -1: nobody exchanged
  bool jack_under_talon() const { return jack_under_talon_; }  // exchanged, not yet drawn
  int last_drawer() const { return last_drawer_; }  // who took the face-up card; -1: nobody yet
  bool last_draw_known() const { return last_draw_known_; }  // that card was the trump Jack
  // The cards each seat is known to hold now: its declared marriage partners, the trump Jack it
  // drew back at the last draw.
  const std::array<CardSet, 2>& known() const { return known_; }

 private:
  std::optional<std::string> declare(int seat, Action a);
  std::optional<std::string> play(int seat, Card c);

  Rules rules_;
  Suit trump_;
  SeatWords words_;
  int to_act_ = -1;
  int leader_ = 0;
  Card lead_;
  std::optional<Suit> meld_;
  std::array<int, 2> tricks_{};
  std::array<int, 2> points_{};
  std::array<int, 2> marriages_{};
  CardSet played_;
  std::vector<PlayedTrick> finished_;
  int closer_ = -1;
  int close_tricks_ = 0;
  std::array<int, 2> at_close_{};
  int exchanger_ = -1;
  bool jack_under_talon_ = false;
  int last_drawer_ = -1;
  bool last_draw_known_ = false;
  std::array<CardSet, 2> known_{};
};

}  // namespace schnapsen
