// A position's history replayed with what anyone at the table sees, and compared with the rest
// of the position (position_history.hpp).
#include "position_history.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "schnapsen/play.hpp"
#include "schnapsen/public_history.hpp"

namespace schnapsen {
namespace {

// Seats in messages: 0 is me, 1 the opponent.
std::string subject(int seat) { return seat == 0 ? "I" : "the opponent"; }
std::string possessive(int seat) { return seat == 0 ? "my" : "the opponent's"; }
std::string pair_text(int a, int b) { return std::to_string(a) + " " + std::to_string(b); }

// The position's history walked by the rules (public_history.hpp), then held against the rest of
// the position.
class HistoryReplay {
 public:
  explicit HistoryReplay(const Position& p)
      : p_(p),
        walk_(p.rules, p.trump,
              {{"I", "the opponent"}, {"my", "the opponent's"}, "me or opponent"}) {}

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
  std::optional<std::string> step(const SeatAction& a);
  std::optional<std::string> compare_tricks() const;
  std::optional<std::string> compare_talon() const;
  std::optional<std::string> compare_cards() const;
  std::optional<std::string> compare_follows() const;

  const Position& p_;
  PublicHistory walk_;
};

std::optional<std::string> HistoryReplay::step(const SeatAction& a) {
  if (walk_.to_act() < 0 && p_.dealer >= 0 && a.seat == p_.dealer && in_public_history(a.action))
    return std::string("the dealer line says ") + (a.seat == 0 ? "I" : "the opponent") +
           " dealt, so the other player acts first";
  return walk_.apply(a);
}

std::optional<std::string> HistoryReplay::compare_tricks() const {
  const bool nobody_acts = walk_.over() && walk_.closer() < 0;  // the last trick ended an open hand
  if (!nobody_acts && walk_.to_act() != 0)
    return std::string(
        "after it the opponent is to act, but a position is what the player to act sees");
  if (walk_.played() != p_.played) {
    const CardSet missing = walk_.played() - p_.played;
    if (!missing.empty())
      return "its finished tricks hold " + to_string(missing) + ", missing on the played line";
    return "the played line lists " + to_string(p_.played - walk_.played()) +
           ", in no finished trick of the history";
  }
  const Card lead = walk_.lead();
  if (lead != p_.lead)
    return lead.valid() ? "its open trick was led with " + to_string(lead) +
                              (p_.lead.valid() ? ", not " + to_string(p_.lead)
                                               : ", but no lead line says so")
                        : "it has no open trick, but the lead line says " + to_string(p_.lead);
  const std::array<int, 2>& tricks = walk_.tricks();
  if (tricks != p_.tricks)
    return "its tricks go " + pair_text(tricks[0], tricks[1]) +
           " (mine, the opponent's), but the tricks line says " +
           pair_text(p_.tricks[0], p_.tricks[1]);
  const std::array<int, 2> scores = {walk_.score(0), walk_.score(1)};
  if (scores != p_.score)
    return "it gives the scores " + pair_text(scores[0], scores[1]) +
           " (the card points of the tricks won plus the marriages declared), but the score "
           "line says " +
           pair_text(p_.score[0], p_.score[1]);
  const std::optional<Suit> meld = walk_.meld();
  if (meld != p_.meld)
    return meld ? "it ends with my marriage in " + std::string(suit_name(*meld)) +
                      ", which needs the line meld " + suit_letter(*meld)
                : std::string("the meld line needs the history to end with my marriage");
  const std::array<int, 2>& marriages = walk_.marriages();
  const std::array<int, 2> pending = {tricks[0] ? 0 : marriages[0], tricks[1] ? 0 : marriages[1]};
  if (pending != p_.pending)
    return "its marriages waiting for a first trick make " + pair_text(pending[0], pending[1]) +
           ", but the pending line says " + pair_text(p_.pending[0], p_.pending[1]);
  return std::nullopt;
}

std::optional<std::string> HistoryReplay::compare_talon() const {
  const int closer = walk_.closer();
  if (closer != p_.closer)
    return closer >= 0 ? "in it " + subject(closer) + (closer == 0 ? " close" : " closes") +
                             " the talon, which the talon line must say (closed-by " +
                             (closer == 0 ? "me" : "opponent") + ")"
                       : std::string("the talon line says it was closed, but it has no close");
  if (closer >= 0) {
    const int size = kTalonSize - 2 * walk_.close_tricks();
    if (p_.talon_size != size)
      return "the talon was closed after " + std::to_string(walk_.close_tricks()) +
             " tricks, so it holds " + std::to_string(size) + " cards, not " +
             std::to_string(p_.talon_size);
    const std::array<int, 2> at_close = walk_.at_close();
    if (!p_.at_close || !(*p_.at_close == Position::AtClose{at_close[0], at_close[1]}))
      return "at closing " + possessive(1 - closer) + " tricks and score were " +
             pair_text(at_close[0], at_close[1]) + ", which the at-close line must say";
  }
  if (walk_.jack_under_talon() && p_.talon_card != jack_of(p_.trump))
    return "after the exchange the card under the talon is " + to_string(jack_of(p_.trump)) +
           ", not " + to_string(p_.talon_card);
  return std::nullopt;
}

std::optional<std::string> HistoryReplay::compare_cards() const {
  const std::array<CardSet, 2>& known = walk_.known();
  if (!p_.hand.contains_all(known[0]))
    return "it shows " + to_string(known[0] - p_.hand) +
           " in my hand (a marriage partner or the trump Jack drawn last), missing on the hand "
           "line";
  if (!p_.opponent_shown.contains_all(known[1]))
    return "it shows " + to_string(known[1] - p_.opponent_shown) +
           " in the opponent's hand (a marriage partner or the trump Jack drawn last), missing "
           "on the opponent-shown line";
  // Shown beyond those: the trump it took by exchanging, the face-up trump it drew last.
  const CardSet extra = p_.opponent_shown - known[1];
  const int may_show =
      int{walk_.exchanger() == 1} + int{walk_.last_drawer() == 1 && !walk_.last_draw_known()};
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
  const std::vector<PlayedTrick>& finished = walk_.finished();
  for (std::size_t i = finished.size(); i-- > 0;) {
    const PlayedTrick& t = finished[i];
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
