// The rules of play as functions, written once: who wins a trick (R3.2), what a follower may
// play in phase two (R4.1), and what the end of a hand scores (R7). The engine's HandState, the
// solver's bit-level search, the AI and the game layer all call these; constexpr on cards and
// card sets so the solver's hot loops pay nothing for them.
#pragma once

#include <cstdint>
#include <optional>

#include "schnapsen/action.hpp"
#include "schnapsen/card.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen {

inline constexpr int kWinningScore = 66;
inline constexpr int kSchneiderScore = 33;

// R3.2: whether `follow` takes the trick `lead` opened: a higher card of the led suit, or a
// trump to a non-trump lead.
constexpr bool follow_wins(Card lead, Card follow, Suit trump) {
  return follow.suit() == lead.suit() ? follow.index() > lead.index() : follow.suit() == trump;
}

// The seat that takes a trick led by `leader`.
constexpr int trick_winner(int leader, Card lead, Card follow, Suit trump) {
  return follow_wins(lead, follow, trump) ? 1 - leader : leader;
}

// R4.1: the cards of `hand` that may follow `lead` in phase two: a higher card of the led suit,
// else a lower one, else a trump, else any card.
constexpr CardSet strict_follows(CardSet hand, Card lead, Suit trump) {
  const CardSet same = hand.suit(lead.suit());
  if (!same.empty()) {
    const CardSet higher = same.above(lead);
    return higher.empty() ? same : higher;
  }
  const CardSet trumps = hand.suit(trump);
  return trumps.empty() ? hand : trumps;
}

// R4.1 read backwards: the cards a follower cannot have held when it followed `lead` with
// `follow` in phase two (each such card would have been required instead of `follow`).
constexpr CardSet excluded_by_follow(Card lead, Card follow, Suit trump) {
  CardSet out;
  for (Card c : CardSet::all() - CardSet(lead) - CardSet(follow))
    if (!strict_follows(CardSet(c) | CardSet(follow), lead, trump).contains(follow)) out.insert(c);
  return out;
}

// Why the rules of a game refuse a player on lead what it could otherwise do (R5.1-R5.3): the one
// statement of those options' conditions, which HandState's legal actions and refusals, a
// position's history and its checks all ask.
enum class Barred : std::uint8_t {
  No,
  WithoutTrick,  // the rules allow it only to a player who has won a trick
  TwoInTalon,    // the rules do not allow it with only two cards in the talon
};

// R5.1: the exchange of the trump Jack by a seat that holds it with the talon open and
// `talon_size` cards in it (the trump card included).
constexpr Barred exchange_barred(const Rules& r, bool has_trick, int talon_size) {
  if (!has_trick && r.exchange_needs_won_trick) return Barred::WithoutTrick;
  if (talon_size == 2 && !r.exchange_with_two_in_talon) return Barred::TwoInTalon;
  return Barred::No;
}

// R5.2: closing the open talon with `talon_size` cards in it.
constexpr Barred close_barred(const Rules& r, int talon_size) {
  return talon_size == 2 && !r.close_with_two_in_talon ? Barred::TwoInTalon : Barred::No;
}

// R5.3: declaring a marriage the seat holds.
constexpr Barred meld_barred(const Rules& r, bool has_trick) {
  return !has_trick && r.meld_needs_won_trick ? Barred::WithoutTrick : Barred::No;
}

// R5.3: a marriage in the trump suit counts 40, any other 20.
constexpr int marriage_value(Suit suit, Suit trump) { return suit == trump ? 40 : 20; }

// R6.1, R5.4: a seat's score: card points won plus marriage points, but nothing before the seat
// has won a trick.
constexpr int hand_score(bool has_trick, int card_points, int marriage_points) {
  return has_trick ? card_points + marriage_points : 0;
}

// How a seat stands for the game points of R7: no trick yet, a score below 33, or safe.
// The values count up (0, 1, 2) so that the functions below are arithmetic, not branches: the
// solver computes them at every leaf.
enum class Standing : std::uint8_t { NoTrick = 0, Below33 = 1, Safe = 2 };

// NoTrick without a trick; with one, Below33 under 33 points, else Safe.
constexpr Standing standing(bool has_trick, int score) {
  return static_cast<Standing>(int{has_trick} * (1 + int{score >= kSchneiderScore}));
}

// R7.1, R7.4: what a winner scores against a loser standing so: NoTrick 3, Below33 2, Safe 1.
constexpr int win_points(Standing loser) { return 3 - static_cast<int>(loser); }
// R7.2, R7.5–R7.7: what a seat wins by the other's failure or against a closer: 3 if the seat
// the rule names has no trick (now or at closing, as the rule reads), else 2.
constexpr int penalty_points(Standing s) { return 3 - int{s != Standing::NoTrick}; }

static_assert(standing(false, 40) == Standing::NoTrick && standing(true, 0) == Standing::Below33 &&
              standing(true, 32) == Standing::Below33 && standing(true, 33) == Standing::Safe);
static_assert(win_points(Standing::NoTrick) == 3 && win_points(Standing::Below33) == 2 &&
              win_points(Standing::Safe) == 1);
static_assert(penalty_points(Standing::NoTrick) == 3 && penalty_points(Standing::Below33) == 2 &&
              penalty_points(Standing::Safe) == 2);

// The game points of a claim (R7.1, R7.2, R7.4–R7.7). `correct`: the claimer has 66.
// `closer`: the seat that closed the talon, -1 if nobody did. `opponent_now`: the claimer's
// opponent as it stands now. `at_close`: the closer's opponent at the moment of closing.
// The winner is the claimer when `correct`, else the claimer's opponent.
constexpr int claim_points(bool correct, int claimer, int closer, Standing opponent_now,
                           Standing at_close) {
  if (closer < 0) return correct ? win_points(opponent_now) : penalty_points(opponent_now);
  if (claimer == closer) return correct ? win_points(at_close) : penalty_points(at_close);
  return correct ? penalty_points(at_close) : penalty_points(opponent_now);  // R7.6, R7.7
}

// R7.5: the closer's opponent wins this when the closer did not go out.
constexpr int closer_failed_points(Standing at_close) { return penalty_points(at_close); }

// R7.3: the winner of the last trick of a hand not closed.
inline constexpr int kLastTrickPoints = 1;

// The claim rule of the program's players: claim as soon as the seat has 66 and may claim
// (`may_claim`); at the end of a closed hand (`claim_or_pass`) claim with 66, else pass.
// nullopt: play on.
constexpr std::optional<Action> claim_rule(bool may_claim, bool claim_or_pass, int score) {
  const bool enough = score >= kWinningScore;
  if (claim_or_pass) return enough ? Action::claim() : Action::pass();
  if (may_claim && enough) return Action::claim();
  return std::nullopt;
}

}  // namespace schnapsen
