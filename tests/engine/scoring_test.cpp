// docs/rules.md §7: game points of a hand, talon open (R7.1–R7.3) and closed (R7.4–R7.7).
#include "decks.hpp"
#include "schnapsen/record.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

TEST_CASE("R7.1 correct claim: 3 (Schwarz) when the opponent has no trick") {
  HandState s = start(Rules::soft(), kClaimDeck, kTo66);
  CHECK(s.tricks(1) == 0);
  run(s, "0 claim");
  check_result(s, 0, 3, EndReason::CorrectClaim);
}

TEST_CASE("R7.1 correct claim: 2 when the opponent's score is 32") {
  HandState s = start(Rules::soft(), kSchneiderDeck, kDealer32);
  run(s, kForehand68);
  CHECK(s.score(0) == 68);
  CHECK(s.score(1) == 32);
  run(s, "0 claim");
  check_result(s, 0, 2, EndReason::CorrectClaim);
}

TEST_CASE("R7.1 correct claim: 1 when the opponent's score is 33") {
  HandState s = start(Rules::soft(), kSchneiderDeck, kDealer33);
  run(s, kForehand68);
  CHECK(s.score(0) == 68);
  CHECK(s.score(1) == 33);
  run(s, "0 claim");
  check_result(s, 0, 1, EndReason::CorrectClaim);
}

TEST_CASE("R7.2 false claim at 65: 3 to an opponent without a trick") {
  HandState s = start(Rules::soft(), kClaimDeck, kTo65);
  CHECK(s.score(0) == 65);
  run(s, "0 claim");
  check_result(s, 1, 3, EndReason::FalseClaim);
}

TEST_CASE("R7.2 false claim: 2 to an opponent with a trick - whatever the points") {
  HandState s = start(Rules::soft(), kSchneiderDeck, kDealer32);
  CHECK(s.score(0) == 14);
  run(s, "0 claim");
  check_result(s, 1, 2, EndReason::FalseClaim);
}

TEST_CASE("R7.3 talon not closed: the last trick's winner wins 1 - no claim after it") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
    for (std::uint64_t seed : {3u, 11u, 12u, 99u}) {
      HandState s = HandState::deal(rules, 0, shuffled_deck(seed));
      play_low_tricks(s, 9);
      REQUIRE(s.tricks_played() == 9);
      const std::array<int, 2> before = {s.tricks(0), s.tricks(1)};
      play_low_tricks(s, 1);
      const int winner = s.tricks(0) > before[0] ? 0 : 1;
      check_result(s, winner, 1, EndReason::LastTrick);
      CHECK(s.result().claimer == -1);
      CHECK(s.card_points(0) + s.card_points(1) == 120);
      expect_refused(s, std::to_string(winner) + " claim", "the hand is over");
    }
  }
}

TEST_CASE("R7.4 closer goes out: 3 when the opponent had no trick at closing") {
  HandState s = start(Rules::soft(), kCloseDeck, kCloserTo66);
  CHECK(s.tricks(1) == 1);  // the dealer won a trick after the close
  CHECK(s.tricks_at_close() == 0);
  CHECK(s.score(0) == 66);
  run(s, "0 claim");
  check_result(s, 0, 3, EndReason::CorrectClaim);
}

TEST_CASE("R7.4 closer scored on opponent's points at closing") {
  // The dealer has 32 at closing and 38 when forehand goes out: 2 game points, not 1.
  HandState s = start(Rules::soft(), kSchneiderDeck, kDealer32);
  run(s, "0 close, 0 meld s, 0 play Ks, 1 play Qc, 0 play Jd, 1 play Kd, 1 play Qh, 0 play Qs");
  CHECK(s.score_at_close() == 32);
  CHECK(s.tricks_at_close() == 1);
  CHECK(s.score(1) == 38);
  CHECK(s.score(0) == 67);
  run(s, "0 claim");
  check_result(s, 0, 2, EndReason::CorrectClaim);
}

TEST_CASE("R7.4 closer may count the last trick") {
  // Forehand closes at once and takes every trick; only the last one lifts it from 52 to 67.
  HandState s = start(Rules::soft(), layout("As Ts Ah Th Ad", "Jh Qh Jd Qd Kd", "Ks"),
                      "0 close, 0 play Ah, 1 play Jh, 0 play Th, 1 play Qh, 0 play Ad, 1 play Jd, "
                      "0 play Ts, 1 play Qd");
  CHECK(s.score(0) == 52);
  run(s, "0 play As, 1 play Kd");
  REQUIRE(s.phase() == Phase::ClaimOrPass);
  CHECK(s.score(0) == 67);
  run(s, "0 claim");
  check_result(s, 0, 3, EndReason::CorrectClaim);
}

TEST_CASE("R7.5 closer's false claim: 3 when the opponent had no trick at closing") {
  HandState s =
      start(Rules::soft(), kCloseDeck, "0 close, 0 play Jd, 1 play Ad, 1 play Jh, 0 play Ah");
  CHECK(s.tricks(1) == 1);
  run(s, "0 claim");
  check_result(s, 1, 3, EndReason::FalseClaim);
}

TEST_CASE("R7.5 closer's false claim: 2 when the opponent had a trick at closing") {
  HandState s = start(Rules::soft(), kSchneiderDeck, kDealer32);
  run(s, "0 close, 0 claim");
  check_result(s, 1, 2, EndReason::FalseClaim);
}

TEST_CASE("R7.5 closer losing the last trick: the opponent wins on a pass") {
  HandState s = start(Rules::soft(), kCloseDeck, kDealerLast);
  CHECK(s.score(0) == 48);
  CHECK(s.score(1) == 13);
  run(s, "1 pass");
  check_result(s, 1, 3, EndReason::CloserFailed);
  CHECK(s.result().claimer == 1);
}

TEST_CASE("R7.5 closer taking the last trick without 66: passing loses") {
  HandState s = start(Rules::sharp(), kCloseDeck, kCloserLast);
  CHECK(s.score(0) == 48);
  HandState pass = s;
  run(pass, "0 pass");
  check_result(pass, 1, 3, EndReason::CloserFailed);
  CHECK(pass.result().claimer == 0);
  run(s, "0 claim");
  check_result(s, 1, 3, EndReason::FalseClaim);
}

TEST_CASE("R7.5 closed hand played out and passed: 2 to an opponent with a trick at closing") {
  HandState s = start(Rules::soft(), kSchneiderDeck, kDealer32);
  run(s, "0 close");
  while (s.phase() != Phase::ClaimOrPass) play_low_tricks(s, 1);
  run(s, std::to_string(s.to_act()) + " pass");
  check_result(s, 1, 2, EndReason::CloserFailed);
}

TEST_CASE("R7.6 closer's opponent goes out: 3 if it had no trick at closing") {
  HandState s = start(Rules::soft(), kWeakCloserDeck, kNonCloserTo73);
  CHECK(s.score(1) == 73);
  run(s, "1 claim");
  check_result(s, 1, 3, EndReason::CorrectClaim);
}

TEST_CASE("R7.6 closer's opponent goes out: 2 if it had a trick at closing") {
  HandState s = start(Rules::soft(), kLateCloseDeck, kLateCloseTo71);
  CHECK(s.tricks_at_close() == 1);
  CHECK(s.score(1) == 71);
  run(s, "1 claim");
  check_result(s, 1, 2, EndReason::CorrectClaim);
}

TEST_CASE("R7.7 closer's opponent claims falsely: 3 to a closer without a trick") {
  HandState s = start(Rules::soft(), kWeakCloserDeck, "0 close, 0 play Jh, 1 play Ah");
  run(s, "1 claim");
  check_result(s, 0, 3, EndReason::FalseClaim);
}

TEST_CASE("R7.7 closer's opponent claims falsely after the last trick: 2 to the closer") {
  HandState s = start(Rules::soft(), kCloseDeck, kDealerLast);
  run(s, "1 claim");
  check_result(s, 0, 2, EndReason::FalseClaim);
  CHECK(s.result().claimer == 1);
}

TEST_CASE("R7.8 resigning: the opponent wins 3 at any turn; never a listed action") {
  // Leading, following, after a close, at the end of a closed hand: always 3 for the other.
  for (const char* script : {"", kOneTrick, "0 play Ah", kCloserTo66, kDealerLast}) {
    INFO(script);
    HandState s =
        start(Rules::soft(),
              std::string(script) == kCloserTo66 || std::string(script) == kDealerLast ? kCloseDeck
                                                                                       : kRun,
              script);
    REQUIRE_FALSE(s.over());
    CHECK_FALSE(s.legal_actions().contains(Action::resign()));  // the AIs never consider it
    const int resigner = s.to_act();
    REQUIRE_FALSE(s.apply(Action::resign()));
    check_result(s, 1 - resigner, 3, EndReason::Resigned);
    CHECK(s.result().claimer == resigner);
    CHECK(s.apply(Action::resign()));  // the hand is over: refused
  }
  CHECK(parse_action("resign") == Action::resign());
  CHECK(to_string(Action::resign()) == "resign");
}

TEST_CASE("R7.8 a record may end with a resignation, and reads back the same") {
  HandRecord r;
  r.rules = Rules::sharp();
  r.dealer = 1;
  r.deck = kRun;
  r.actions = {{0, Action::play(card("Ah"))}, {1, Action::resign()}};
  const std::string text = print_record(r);
  CHECK(text.find("1 resign") != std::string::npos);
  const auto back = parse_record(text);
  REQUIRE(back.has_value());
  const auto played = replay_state(*back);
  REQUIRE(played.has_value());
  CHECK(played->over());
  check_result(*played, 0, 3, EndReason::Resigned);
}
