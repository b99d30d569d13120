// A position's history replayed with what anyone at the table sees, and compared with the rest
// of the position (position_history.hpp).
#include "position_history.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "schnapsen/play.hpp"

namespace schnapsen {
namespace {

constexpr int kTricksInHand = kCardCount / 2;  // an open hand ends after ten tricks

constexpr Card jack_of(Suit s) { return Card(s, Rank::Jack); }
constexpr Card king_of(Suit s) { return Card(s, Rank::King); }
constexpr Card queen_of(Suit s) { return Card(s, Rank::Queen); }
constexpr CardSet marriage_of(Suit s) { return CardSet(king_of(s)) | CardSet(queen_of(s)); }

// Seats in messages: 0 is me, 1 the opponent.
std::string subject(int seat) { return seat == 0 ? "I" : "the opponent"; }
std::string possessive(int seat) { return seat == 0 ? "my" : "the opponent's"; }
std::string pair_text(int a, int b) { return std::to_string(a) + " " + std::to_string(b); }

// One finished trick of the history.
struct Trick {
  int leader = 0;
  std::array<Card, 2> cards{};  // lead, follow
  bool strict = false;          // played with the talon closed or used up (R4.1)
};

// The public course of the hand, rebuilt action by action.
class HistoryReplay {
 public:
  explicit HistoryReplay(const Position& p) : p_(p) {}

  // The first action that breaks the rules, as a message; nothing when all of them are legal.
  std::optional<std::string> run() {
    for (std::size_t i = 0; i < p_.history.size(); ++i) {
      if (auto why = step(p_.history[i])) {
        const SeatAction& a = p_.history[i];
        return "action " + std::to_string(i + 1) + " (" + (a.seat == 0 ? "me " : "opponent ") +
               to_string(a.action) + "): " + *why;
      }
    }
    return std::nullopt;
  }

  // What the replayed hand says against the position; run() must have passed.
  std::optional<std::string> compare() const;

 private:
  int score(int seat) const {
    return hand_score(tricks_[seat] > 0, points_[seat], marriages_[seat]);
  }
  bool talon_open() const { return closer_ < 0 && tricks_played() < kPhaseOneTricks; }
  int tricks_played() const { return tricks_[0] + tricks_[1]; }
  bool hand_over() const {
    return tricks_played() == (closer_ >= 0 ? close_tricks_ + kHandSize : kTricksInHand);
  }

  std::optional<std::string> step(const SeatAction& a);
  std::optional<std::string> declare(int seat, Action a);
  std::optional<std::string> play(int seat, Card c);
  std::optional<std::string> compare_tricks() const;
  std::optional<std::string> compare_talon() const;
  std::optional<std::string> compare_cards() const;
  std::optional<std::string> compare_follows() const;

  const Position& p_;
  int to_act_ = -1;  // -1 before the first action
  int leader_ = 0;
  Card lead_;
  std::optional<Suit> meld_;  // declared by the seat to act, which must lead from it
  std::array<int, 2> tricks_{};
  std::array<int, 2> points_{};
  std::array<int, 2> marriages_{};
  CardSet played_;  // the cards of finished tricks
  std::vector<Trick> finished_;
  int closer_ = -1;
  int close_tricks_ = 0;  // tricks played when the talon was closed
  Position::AtClose at_close_;
  int exchanger_ = -1;
  bool jack_under_talon_ = false;   // taken in exchange and not drawn yet
  int last_drawer_ = -1;            // who drew the face-up card when the talon ran out
  bool last_draw_known_ = false;    // that card was the exchanged trump Jack
  std::array<CardSet, 2> known_{};  // cards each seat is known to hold (marriages, the Jack)
};

std::optional<std::string> HistoryReplay::step(const SeatAction& a) {
  const int seat = a.seat;
  if (seat != 0 && seat != 1) return std::string("a seat is me or opponent");
  const ActionKind kind = a.action.kind;
  if (kind == ActionKind::Claim || kind == ActionKind::Pass || kind == ActionKind::Resign)
    return std::string("it ends the hand; a history holds only play, meld, exchange and close");
  if (hand_over()) return std::string("the hand is over: every card has been played");
  if (to_act_ < 0) {
    if (p_.dealer >= 0 && seat == p_.dealer)
      return std::string("the dealer line says ") + (seat == 0 ? "I" : "the opponent") +
             " dealt, so the other player acts first";
    to_act_ = leader_ = seat;
  }
  if (seat != to_act_) return "it is " + possessive(to_act_) + " turn";
  if (kind == ActionKind::Play) return play(seat, a.action.card());
  return declare(seat, a.action);
}

std::optional<std::string> HistoryReplay::declare(int seat, Action a) {
  if (lead_.valid()) return std::string("only the player on lead may meld, exchange or close");
  if (meld_)
    return "after declaring the marriage in " + std::string(suit_name(*meld_)) + " " +
           subject(seat) + " must lead its King or Queen";
  const Suit trump = p_.trump;
  const bool two_left = tricks_played() == kPhaseOneTricks - 1;
  switch (a.kind) {
    case ActionKind::Meld: {
      const Suit s = a.suit();
      const CardSet pair = marriage_of(s);
      const CardSet gone = (played_ | known_[1 - seat]) & pair;
      if (!gone.empty())
        return to_string(gone) + " is played already or known to be in " + possessive(1 - seat) +
               " hand";
      if (p_.rules.meld_needs_won_trick && tricks_[seat] == 0)
        return std::string("under these rules a marriage needs a won trick");
      marriages_[seat] += marriage_value(s, trump);
      known_[seat] |= pair;
      meld_ = s;
      return std::nullopt;
    }
    case ActionKind::Exchange: {
      const Card jack = jack_of(trump);
      if (!talon_open()) return std::string("the talon is closed or used up");
      if (exchanger_ >= 0) return std::string("the trump Jack was exchanged already");
      if (played_.contains(jack) || known_[1 - seat].contains(jack))
        return to_string(jack) + " is played or known to be in the other hand";
      if (p_.rules.exchange_needs_won_trick && tricks_[seat] == 0)
        return std::string("under these rules only a player with a trick may exchange");
      if (two_left && !p_.rules.exchange_with_two_in_talon)
        return std::string("under these rules no exchange with two cards in the talon");
      exchanger_ = seat;
      jack_under_talon_ = true;
      known_[seat].erase(jack);
      return std::nullopt;
    }
    case ActionKind::Close:
      if (!talon_open()) return std::string("the talon is closed or used up already");
      if (two_left && !p_.rules.close_with_two_in_talon)
        return std::string("under these rules no closing with two cards in the talon");
      closer_ = seat;
      close_tricks_ = tricks_played();
      at_close_ = {tricks_[1 - seat], score(1 - seat)};
      return std::nullopt;
    default: return std::string("not an action of the history");
  }
}

std::optional<std::string> HistoryReplay::play(int seat, Card c) {
  if (played_.contains(c) || c == lead_) return to_string(c) + " was played already";
  if (known_[1 - seat].contains(c))
    return to_string(c) + " is known to be in " + possessive(1 - seat) + " hand";
  if (jack_under_talon_ && c == jack_of(p_.trump))
    return to_string(c) + " lies under the talon since the exchange";
  if (meld_) {
    const Suit s = *meld_;
    const bool king_only = p_.rules.meld_must_lead_king;
    if (c != king_of(s) && (king_only || c != queen_of(s)))
      return "after the marriage in " + std::string(suit_name(s)) + " " + subject(seat) +
             " must lead " +
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
  finished_.push_back({leader_, {lead_, c}, strict});
  const int winner = trick_winner(leader_, lead_, c, p_.trump);
  ++tricks_[winner];
  points_[winner] += lead_.points() + c.points();
  played_ |= CardSet(lead_) | CardSet(c);
  lead_ = Card::none();
  leader_ = to_act_ = winner;
  if (!strict && !talon_open()) {  // the talon ran out: the loser drew the face-up card
    last_drawer_ = 1 - winner;
    if (jack_under_talon_) {
      known_[last_drawer_].insert(jack_of(p_.trump));
      jack_under_talon_ = false;
      last_draw_known_ = true;
    }
  }
  return std::nullopt;
}

std::optional<std::string> HistoryReplay::compare_tricks() const {
  const bool nobody_acts = hand_over() && closer_ < 0;  // the last trick ended an open hand
  if (!nobody_acts && to_act_ != 0)
    return std::string(
        "after it the opponent is to act, but a position is what the player to act sees");
  if (played_ != p_.played) {
    const CardSet missing = played_ - p_.played;
    if (!missing.empty())
      return "its finished tricks hold " + to_string(missing) + ", missing on the played line";
    return "the played line lists " + to_string(p_.played - played_) +
           ", in no finished trick of the history";
  }
  if (lead_ != p_.lead)
    return lead_.valid() ? "its open trick was led with " + to_string(lead_) +
                               (p_.lead.valid() ? ", not " + to_string(p_.lead)
                                                : ", but no lead line says so")
                         : "it has no open trick, but the lead line says " + to_string(p_.lead);
  if (tricks_ != p_.tricks)
    return "its tricks go " + pair_text(tricks_[0], tricks_[1]) +
           " (mine, the opponent's), but the tricks line says " +
           pair_text(p_.tricks[0], p_.tricks[1]);
  const std::array<int, 2> scores = {score(0), score(1)};
  if (scores != p_.score)
    return "it gives the scores " + pair_text(scores[0], scores[1]) +
           " (the card points of the tricks won plus the marriages declared), but the score "
           "line says " +
           pair_text(p_.score[0], p_.score[1]);
  if (meld_ != p_.meld)
    return meld_ ? "it ends with my marriage in " + std::string(suit_name(*meld_)) +
                       ", which needs the line meld " + suit_letter(*meld_)
                 : std::string("the meld line needs the history to end with my marriage");
  const std::array<int, 2> pending = {tricks_[0] ? 0 : marriages_[0],
                                      tricks_[1] ? 0 : marriages_[1]};
  if (pending != p_.pending)
    return "its marriages waiting for a first trick make " + pair_text(pending[0], pending[1]) +
           ", but the pending line says " + pair_text(p_.pending[0], p_.pending[1]);
  return std::nullopt;
}

std::optional<std::string> HistoryReplay::compare_talon() const {
  if (closer_ != p_.closer)
    return closer_ >= 0 ? "in it " + subject(closer_) + (closer_ == 0 ? " close" : " closes") +
                              " the talon, which the talon line must say (closed-by " +
                              (closer_ == 0 ? "me" : "opponent") + ")"
                        : std::string("the talon line says it was closed, but it has no close");
  if (closer_ >= 0) {
    const int size = kTalonSize - 2 * close_tricks_;
    if (p_.talon_size != size)
      return "the talon was closed after " + std::to_string(close_tricks_) +
             " tricks, so it holds " + std::to_string(size) + " cards, not " +
             std::to_string(p_.talon_size);
    if (!p_.at_close || !(*p_.at_close == at_close_))
      return "at closing " + possessive(1 - closer_) + " tricks and score were " +
             pair_text(at_close_.tricks, at_close_.score) + ", which the at-close line must say";
  }
  if (jack_under_talon_ && p_.talon_card != jack_of(p_.trump))
    return "after the exchange the card under the talon is " + to_string(jack_of(p_.trump)) +
           ", not " + to_string(p_.talon_card);
  return std::nullopt;
}

std::optional<std::string> HistoryReplay::compare_cards() const {
  if (!p_.hand.contains_all(known_[0]))
    return "it shows " + to_string(known_[0] - p_.hand) +
           " in my hand (a marriage partner or the trump Jack drawn last), missing on the hand "
           "line";
  if (!p_.opponent_shown.contains_all(known_[1]))
    return "it shows " + to_string(known_[1] - p_.opponent_shown) +
           " in the opponent's hand (a marriage partner or the trump Jack drawn last), missing "
           "on the opponent-shown line";
  // Shown beyond those: the trump it took by exchanging, the face-up trump it drew last.
  const CardSet extra = p_.opponent_shown - known_[1];
  const int may_show = int{exchanger_ == 1} + int{last_drawer_ == 1 && !last_draw_known_};
  if (extra.size() > may_show || !(extra - CardSet::of_suit(p_.trump)).empty())
    return "the opponent-shown line lists " + to_string(extra) +
           ", but in it the opponent shows no such card (a marriage partner, the trump taken by "
           "exchanging, the face-up trump drawn last)";
  return std::nullopt;
}

// Under R4.1 a follower's card says which cards it did not hold; with no drawing in phase two,
// it cannot play or hold any of them later.
std::optional<std::string> HistoryReplay::compare_follows() const {
  std::array<CardSet, 2> later = {p_.hand, p_.opponent_shown};
  if (p_.lead.valid()) later[1].insert(p_.lead);
  CardSet revealed;
  for (std::size_t i = finished_.size(); i-- > 0;) {
    const Trick& t = finished_[i];
    const int follower = 1 - t.leader;
    if (t.strict) {
      const CardSet lacked = excluded_by_follow(t.cards[0], t.cards[1], p_.trump);
      if (!(lacked & later[follower]).empty())
        return "in trick " + std::to_string(i + 1) + " " + subject(follower) + " followed " +
               to_string(t.cards[0]) + " with " + to_string(t.cards[1]) + ", so (R4.1) " +
               (follower == 0 ? "I" : "it") + " held no " + to_string(lacked & later[follower]) +
               ", yet " + (follower == 0 ? "I play or hold it" : "it plays or shows it") + " later";
      if (follower == 1) revealed |= lacked;
    }
    later[t.leader].insert(t.cards[0]);
    later[follower].insert(t.cards[1]);
  }
  revealed &= p_.unseen();
  const CardSet stated = p_.opponent_lacks();
  if (!stated.contains_all(revealed))
    return "the opponent's follows show it holds none of " + to_string(revealed - stated) +
           ", which the void, no-trump or not-held lines must say";
  if (!revealed.contains_all(stated))
    return "the void, no-trump or not-held lines exclude " + to_string(stated - revealed) +
           ", which no follow of the opponent's in it shows";
  return std::nullopt;
}

std::optional<std::string> HistoryReplay::compare() const {
  if (auto e = compare_tricks()) return e;
  if (auto e = compare_talon()) return e;
  if (auto e = compare_follows()) return e;
  return compare_cards();
}

}  // namespace

// The dealt card: only with a history, a trump, and different from the card under the talon
// only when an exchange or the last draw took that card away.
std::optional<std::string> check_dealt(const Position& p) {
  if (!p.dealt.valid()) return std::nullopt;
  if (p.history.empty()) return std::string("the dealt card is stated only with a history");
  if (p.dealt.suit() != p.trump) return std::string("the dealt card is a trump");
  const bool exchanged = std::any_of(p.history.begin(), p.history.end(), [](const SeatAction& a) {
    return a.action.kind == ActionKind::Exchange;
  });
  if (exchanged && p.dealt.rank() == Rank::Jack)
    return std::string("the trump Jack was exchanged, so it was not the dealt card");
  if (!exchanged && p.talon_size > 0 && p.dealt != p.talon_card)
    return "no one exchanged, so the dealt card is the one under the talon, " +
           to_string(p.talon_card);
  if (p.talon_size > 0 && p.dealt == p.talon_card)
    return std::string("the dealt card is stated only when the talon no longer shows it");
  if (p.hand.contains(p.dealt) && !exchanged && p.talon_size > 0)
    return std::string("the dealt card is under the talon, not in my hand");
  return std::nullopt;
}

std::optional<PositionProblem> check_history(const Position& p) {
  if (auto why = check_dealt(p)) return PositionProblem{"dealt", *why};
  if (p.history.empty()) return std::nullopt;
  HistoryReplay replay(p);
  auto why = replay.run();
  if (!why) why = replay.compare();
  if (!why) return std::nullopt;
  return PositionProblem{"history", *why};
}

}  // namespace schnapsen
