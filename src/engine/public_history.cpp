// A hand's public course, action by action (public_history.hpp).
#include "schnapsen/public_history.hpp"

#include <algorithm>

#include "schnapsen/play.hpp"

namespace schnapsen {
namespace {

constexpr int kTricksInHand = kCardCount / 2;  // an open hand ends after ten tricks

}  // namespace

PublicHistory::PublicHistory(const Rules& rules, Suit trump, SeatWords words)
    : rules_(rules), trump_(trump), words_(words) {}

int PublicHistory::score(int seat) const {
  return hand_score(tricks_[seat] > 0, points_[seat], marriages_[seat]);
}

int PublicHistory::stock_drawn() const {
  const int drawing_tricks = closer_ >= 0 ? close_tricks_ : tricks_played();
  const int drawn = 2 * std::min(drawing_tricks, kPhaseOneTricks);
  return std::min(drawn, kStockSize);
}

bool PublicHistory::over() const {
  return tricks_played() == (closer_ >= 0 ? close_tricks_ + kHandSize : kTricksInHand);
}

std::optional<std::string> PublicHistory::apply(const SeatAction& a) {
  const int seat = a.seat;
  if (seat != 0 && seat != 1) return "a seat is " + std::string(words_.either);
  if (!in_public_history(a.action))
    return std::string("it ends the hand; a history holds only play, meld, exchange and close");
  if (over()) return std::string("the hand is over: every card has been played");
  if (to_act_ < 0) to_act_ = leader_ = seat;
  if (seat != to_act_) return "it is " + std::string(words_.possessive[to_act_]) + " turn";
  if (a.action.kind == ActionKind::Play) return play(seat, a.action.card());
  return declare(seat, a.action);
}

std::optional<std::string> PublicHistory::declare(int seat, Action a) {
  if (lead_.valid()) return std::string("only the player on lead may meld, exchange or close");
  if (meld_)
    return "after declaring the marriage in " + std::string(suit_name(*meld_)) + " " +
           std::string(words_.subject[seat]) + " must lead its King or Queen";
  const int talon_size = kTalonSize - 2 * tricks_played();  // while open
  switch (a.kind) {
    case ActionKind::Meld: {
      const Suit s = a.suit();
      const CardSet gone = (played_ | known_[1 - seat]) & marriage_of(s);
      if (!gone.empty())
        return to_string(gone) + " is played already or known to be in " +
               std::string(words_.possessive[1 - seat]) + " hand";
      if (meld_barred(rules_, tricks_[seat] > 0) == Barred::WithoutTrick)
        return std::string("under these rules a marriage needs a won trick");
      marriages_[seat] += marriage_value(s, trump_);
      known_[seat] |= marriage_of(s);
      meld_ = s;
      return std::nullopt;
    }
    case ActionKind::Exchange: {
      const Card jack = jack_of(trump_);
      if (!talon_open()) return std::string("the talon is closed or used up");
      if (exchanger_ >= 0) return std::string("the trump Jack was exchanged already");
      if (played_.contains(jack) || known_[1 - seat].contains(jack))
        return to_string(jack) + " is played or known to be in the other hand";
      switch (exchange_barred(rules_, tricks_[seat] > 0, talon_size)) {
        case Barred::WithoutTrick:
          return std::string("under these rules only a player with a trick may exchange");
        case Barred::TwoInTalon:
          return std::string("under these rules no exchange with two cards in the talon");
        case Barred::No: break;
      }
      exchanger_ = seat;
      jack_under_talon_ = true;
      known_[seat].erase(jack);
      return std::nullopt;
    }
    case ActionKind::Close:
      if (!talon_open()) return std::string("the talon is closed or used up already");
      if (close_barred(rules_, talon_size) == Barred::TwoInTalon)
        return std::string("under these rules no closing with two cards in the talon");
      closer_ = seat;
      close_tricks_ = tricks_played();
      at_close_ = {tricks_[1 - seat], score(1 - seat)};
      return std::nullopt;
    default: return std::string("not an action of the history");
  }
}

std::optional<std::string> PublicHistory::play(int seat, Card c) {
  if (played_.contains(c) || c == lead_) return to_string(c) + " was played already";
  if (known_[1 - seat].contains(c))
    return to_string(c) + " is known to be in " + std::string(words_.possessive[1 - seat]) +
           " hand";
  if (jack_under_talon_ && c == jack_of(trump_))
    return to_string(c) + " lies under the talon since the exchange";
  if (meld_) {
    const Suit s = *meld_;
    const bool king_only = rules_.meld_must_lead_king;
    if (c != king_of(s) && (king_only || c != queen_of(s)))
      return "after the marriage in " + std::string(suit_name(s)) + " " +
             std::string(words_.subject[seat]) + " must lead " +
             (king_only ? "the King, " + to_string(king_of(s)) + " (these rules)"
                        : to_string(king_of(s)) + " or " + to_string(queen_of(s)));
    meld_.reset();
  }
  known_[seat].erase(c);
  if (!lead_.valid()) {
    lead_ = c;
    leader_ = seat;
    to_act_ = 1 - seat;
    return std::nullopt;
  }
  const bool strict = !talon_open();
  const int winner = trick_winner(leader_, lead_, c, trump_);
  finished_.push_back({leader_, winner, {lead_, c}, strict, strict ? 0 : stock_drawn()});
  ++tricks_[winner];
  points_[winner] += lead_.points() + c.points();
  played_ |= CardSet(lead_) | CardSet(c);
  lead_ = Card::none();
  leader_ = to_act_ = winner;
  if (!strict && !talon_open()) {  // the talon ran out: the loser drew the face-up card
    last_drawer_ = 1 - winner;
    if (jack_under_talon_) {
      known_[last_drawer_].insert(jack_of(trump_));
      jack_under_talon_ = false;
      last_draw_known_ = true;
    }
  }
  return std::nullopt;
}

}  // namespace schnapsen
