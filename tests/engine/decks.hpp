// Hand-laid decks shared by the rule tests, each with the story it tells.
#pragma once

#include "scenario.hpp"

namespace schnapsen::test {

// Trumps clubs (trump card Qc). Forehand wins the first four tricks with Aces and a Ten and
// keeps the trump Jack; the dealer throws Jacks and Queens. Then the talon holds two cards.
inline const Deck kRun =
    layout("Jc Ah As Ad Ac", "Jh Js Jd Qh Qs", "Qc", "Th Kd Ts Ks Td Qd Kc Kh Tc");
inline constexpr const char* kOneTrick = "0 play Ah, 1 play Jh";
inline constexpr const char* kFourTricks =
    "0 play Ah, 1 play Jh, 0 play As, 1 play Js, 0 play Ad, 1 play Jd, 0 play Th, 1 play Qh";

// Trumps spades. Forehand: Ac+Tc (21), then Jc+Jd (4) or Jc+Qd (5), then the trump marriage
// (40): a claim at 65 or at 66, the dealer without a trick.
inline const Deck kClaimDeck = layout("Ac Jc Ks Qs Ah", "Tc Jd Qd Jh Qh", "Js");
inline constexpr const char* kTo65 = "0 play Ac, 1 play Tc, 0 play Jc, 1 play Jd, 0 meld s";
inline constexpr const char* kTo66 = "0 play Ac, 1 play Tc, 0 play Jc, 1 play Qd, 0 meld s";

// Trumps spades. The dealer takes Jh with Th (12) or Ah (13), melds diamonds (20): 32 or 33.
// Forehand trumps the Qd (14), melds spades (40) and takes Ks+Tc (14): 68.
inline const Deck kSchneiderDeck =
    layout("Jh As Ks Qs Jc", "Th Ah Kd Qd Tc", "Js", "Qc Jd Kc Qh Kh Td Ac Ad Ts");
inline constexpr const char* kDealer32 = "0 play Jh, 1 play Th, 1 meld d, 1 play Qd, 0 play As";
inline constexpr const char* kDealer33 = "0 play Jh, 1 play Ah, 1 meld d, 1 play Qd, 0 play As";
inline constexpr const char* kForehand68 = "0 meld s, 0 play Ks, 1 play Tc";

// Trumps spades. Forehand closes at once holding the trump marriage; the dealer (Jh Th Ad Qc
// Kc) has no trump, so every trick is forced or free as the scripts below say.
inline const Deck kCloseDeck = layout("Ks Qs Ah Jd As", "Jh Th Ad Qc Kc", "Js");
// Forehand melds and reaches 66 after the dealer has won a trick.
inline constexpr const char* kCloserTo66 =
    "0 close, 0 meld s, 0 play Qs, 1 play Jh, 0 play Jd, 1 play Ad, 1 play Th, 0 play Ah";
// All five tricks, the dealer taking the last: forehand 48, dealer 13.
inline constexpr const char* kDealerLast =
    "0 close, 0 play As, 1 play Jh, 0 play Ks, 1 play Qc, 0 play Qs, 1 play Kc, 0 play Ah, "
    "1 play Th, 0 play Jd, 1 play Ad";
// All five tricks, forehand taking the last: forehand 48, dealer 13.
inline constexpr const char* kCloserLast =
    "0 close, 0 play Jd, 1 play Ad, 1 play Jh, 0 play Ah, 0 play As, 1 play Th, 0 play Ks, "
    "1 play Qc, 0 play Qs, 1 play Kc";

// Trumps spades. Forehand closes at once with nothing; the dealer melds spades and goes out.
inline const Deck kWeakCloserDeck = layout("Jh Jd Jc Qh Qd", "Ah Th Ad Ks Qs", "Js");
inline constexpr const char* kNonCloserTo73 =
    "0 close, 0 play Jh, 1 play Ah, 1 meld s, 1 play Ks, 0 play Jc, 1 play Ad, 0 play Qd";

// Trumps spades. The dealer wins the first trick, forehand the second, then forehand closes and
// the dealer goes out with the trump marriage.
inline const Deck kLateCloseDeck = layout("Jh Jd Jc Qc Qd", "Ah Ad Ks Qs Kd", "Js", "Th Ts Kc Td");
inline constexpr const char* kLateCloseTo71 =
    "0 play Jh, 1 play Ah, 1 play Kd, 0 play Ts, 0 close, 0 play Jd, 1 play Td, 1 meld s, "
    "1 play Ks, 0 play Jc";

inline void check_result(const HandState& s, int winner, int points, EndReason reason) {
  REQUIRE(s.over());
  CHECK(s.result().winner == winner);
  CHECK(s.result().game_points == points);
  CHECK(s.result().reason == reason);
  CHECK(s.legal_actions().empty());
}

}  // namespace schnapsen::test
