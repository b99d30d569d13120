// docs/rules.md §5: exchange, close and meld before the lead, soft and sharp.
#include "decks.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

namespace {

// Forehand holds the heart marriage and the trump (clubs) marriage; dealer holds Ah.
const Deck kMarriages =
    layout("Kh Qh Kc Qc Jd", "Ah Td Js Ts Ad", "Jc", "As Tc Ac Qs Ks Th Jh Kd Qd");

}  // namespace

TEST_CASE("R5.1 soft: exchange before the first trick") {
  HandState s = start(Rules::soft(), kRun);
  REQUIRE(can(s, "exchange"));
  run(s, "0 exchange");
  CHECK(s.hand(0).contains(card("Qc")));
  CHECK_FALSE(s.hand(0).contains(card("Jc")));
  CHECK(s.trump_card() == card("Jc"));
  CHECK(s.trump_card_dealt() == card("Qc"));
  CHECK(s.trump() == Suit::Clubs);
  CHECK(s.shown(0) == set_of("Qc"));  // the card gained is known to the opponent (R9.1)
  CHECK_FALSE(can(s, "exchange"));    // at most once: the Jack is gone
  CHECK(can(s, "close"));             // exchange then close in one turn
}

TEST_CASE("R5.1 sharp: no exchange before winning a trick") {
  HandState s = start(Rules::sharp(), kRun);
  CHECK_FALSE(can(s, "exchange"));
  expect_refused(s, "0 exchange", "the trump jack may be exchanged only after winning a trick");
  run(s, kOneTrick);
  CHECK(can(s, "exchange"));
  run(s, "0 exchange");
  CHECK(s.trump_card() == card("Jc"));
}

TEST_CASE("R5.1 soft: exchange with two cards in the talon") {
  HandState s = start(Rules::soft(), kRun, kFourTricks);
  REQUIRE(s.talon_size() == 2);
  CHECK(can(s, "exchange"));
}

TEST_CASE("R5.1 sharp: no exchange with two cards in the talon") {
  HandState s = start(Rules::sharp(), kRun, kFourTricks);
  REQUIRE(s.talon_size() == 2);
  CHECK_FALSE(can(s, "exchange"));
  expect_refused(s, "0 exchange", "exchanging needs three or more talon cards");
}

TEST_CASE("R5.1 no exchange without the trump Jack - when following - or with the talon closed") {
  HandState s = start(Rules::soft(), kRun, "0 close");
  expect_refused(s, "0 exchange", "the talon is closed");
  HandState d = start(Rules::soft(), kRun, kOneTrick);
  run(d, "0 play As");
  expect_refused(d, "1 exchange", "you may exchange only when leading");
  HandState m = start(Rules::soft(), kMarriages);
  expect_refused(m, "0 exchange", "you do not hold the trump jack");
}

TEST_CASE("R5.1 no exchange once the talon is exhausted") {
  HandState s = start(Rules::soft(), kRun, kFourTricks);
  run(s, "0 play Ac, 1 play Qs");  // the fifth trick empties the talon; forehand still has Jc
  REQUIRE(s.talon_size() == 0);
  REQUIRE(s.hand(0).contains(card("Jc")));
  CHECK_FALSE(can(s, "exchange"));
  expect_refused(s, "0 exchange", "the talon is exhausted");
  CHECK_FALSE(can(s, "close"));
  expect_refused(s, "0 close", "the talon is exhausted");
}

TEST_CASE("R5.2 closing before the first trick - phase-two rules apply at once") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
    HandState s = start(rules, kRun);
    REQUIRE(can(s, "close"));
    run(s, "0 close");
    CHECK(s.closed());
    CHECK(s.closer() == 0);
    CHECK(s.strict());
    CHECK_FALSE(s.talon_open());
    CHECK(s.talon_size() == 10);  // the cards stay, face down
    CHECK(s.tricks_at_close() == 0);
    CHECK_FALSE(can(s, "close"));
    expect_refused(s, "0 close", "the talon is already closed");
    run(s, "0 play Ah");
    CHECK(legal_text(s) == "play Jh, play Qh");  // the follower must follow suit
    run(s, "1 play Qh");
    CHECK(s.hand(0).size() == 4);  // no drawing after a close
    CHECK(s.hand(1).size() == 4);
    CHECK(s.talon_size() == 10);
  }
}

TEST_CASE("R5.2 soft: closing with two cards in the talon") {
  HandState s = start(Rules::soft(), kRun, kFourTricks);
  REQUIRE(s.talon_size() == 2);
  CHECK(can(s, "close"));
  run(s, "0 close");
  CHECK(s.closed());
}

TEST_CASE("R5.2 sharp: no closing with two cards in the talon") {
  HandState s = start(Rules::sharp(), kRun, kFourTricks);
  REQUIRE(s.talon_size() == 2);
  CHECK_FALSE(can(s, "close"));
  expect_refused(s, "0 close", "closing needs three or more talon cards");
  HandState three = start(Rules::sharp(), kRun,
                          "0 play Ah, 1 play Jh, 0 play As, 1 play Js, "
                          "0 play Ad, 1 play Jd");
  CHECK(three.talon_size() == 4);
  CHECK(can(three, "close"));
}

TEST_CASE("R5.2 exchange and close in one turn - exchange first") {
  HandState s = start(Rules::sharp(), kRun, kOneTrick + std::string(", 0 exchange, 0 close"));
  CHECK(s.closed());
  CHECK(s.trump_card() == card("Jc"));
  HandState c = start(Rules::soft(), kRun, "0 close");
  CHECK_FALSE(can(c, "exchange"));
}

TEST_CASE("R5.3 soft: meld before the first trick - either card may be led - 20 or 40") {
  HandState s = start(Rules::soft(), kMarriages);
  CHECK(can(s, "meld h"));
  CHECK(can(s, "meld c"));
  run(s, "0 meld h");
  CHECK(s.marriage_points(0) == 20);
  CHECK(s.melded_suit() == Suit::Hearts);
  CHECK(legal_text(s) == "play Kh, play Qh, claim");  // only a marriage card, or claim
  expect_refused(s, "0 meld c", "only one marriage per lead");
  expect_refused(s, "0 play Jd",
                 "after melding you must lead the King or the Queen: play Kh or Qh");
  expect_refused(s, "0 close", "after melding you must lead a marriage card");
  run(s, "0 play Qh");
  CHECK(s.shown(0) == set_of("Kh"));  // the partner is now known to the opponent
  CHECK_FALSE(s.melded_suit().has_value());
  HandState t = start(Rules::soft(), kMarriages, "0 meld c");
  CHECK(t.marriage_points(0) == 40);
  run(t, "0 play Kc");
  CHECK(t.shown(0) == set_of("Qc"));
}

TEST_CASE("R5.3 sharp: meld only after winning a trick - and the King must be led") {
  HandState s = start(Rules::sharp(), kMarriages);
  CHECK_FALSE(can(s, "meld h"));
  expect_refused(s, "0 meld h", "a marriage may be declared only after winning a trick");
  run(s, "0 play Jd, 1 play Td");  // the dealer wins; then gives a trick away
  run(s, "1 play Js, 0 play Kc");  // forehand trumps and leads
  REQUIRE(s.tricks(0) == 1);
  CHECK(can(s, "meld h"));
  run(s, "0 meld h");
  CHECK(legal_text(s) == "play Kh, claim");
  expect_refused(s, "0 play Qh", "after melding you must lead the marriage King: play Kh");
  run(s, "0 play Kh");
  CHECK(s.shown(0).contains(card("Qh")));
}

TEST_CASE("R5.3 no meld without both cards - and not when following") {
  HandState s = start(Rules::soft(), kMarriages);
  expect_refused(s, "0 meld d", "you do not hold the King and Queen of diamonds");
  run(s, "0 play Jd");
  expect_refused(s, "1 meld h", "you may meld only when leading");
}

TEST_CASE("R5.3 marriages are allowed in phase two") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
    HandState s = start(rules, kMarriages, "0 play Jd, 1 play Td, 1 play Js, 0 play Kc, 0 close");
    REQUIRE(s.strict());
    CHECK(can(s, "meld h"));
    run(s, "0 meld h, 0 play Kh");
    CHECK(s.score(0) == 20 + 4 + 2);
  }
}

TEST_CASE("R5.4 soft: a marriage before the first trick counts from the first trick on") {
  HandState s = start(Rules::soft(), kMarriages, "0 meld h, 0 play Qh, 1 play Ah");
  CHECK(s.marriage_points(0) == 20);
  CHECK(s.score(0) == 0);  // no trick yet: the 20 are pending
  CHECK(s.score(1) == 14);
  run(s, "1 play Td, 0 play Kc");  // forehand trumps: its first trick
  CHECK(s.score(0) == 20 + 10 + 4);
}

TEST_CASE("R5.4 soft: a marriage never counts if no trick is won") {
  // Forehand melds and claims at once: 20 points but no trick, so the claim is false (R6.2).
  HandState s = start(Rules::soft(), kMarriages, "0 meld c");
  CHECK(s.score(0) == 0);
  run(s, "0 claim");
  CHECK(s.result().winner == 1);
  CHECK(s.result().reason == EndReason::FalseClaim);
}
