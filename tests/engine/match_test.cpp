// docs/rules.md §8: Bummerl counting from 7, Schneider-Bummerl, N Bummerls, dealer alternation.
#include "schnapsen/match.hpp"
#include "catch.hpp"

using namespace schnapsen;

namespace {

HandResult win(int seat, int points) {
  return {static_cast<std::int8_t>(seat), static_cast<std::int8_t>(points), EndReason::CorrectClaim,
          static_cast<std::int8_t>(seat)};
}

}  // namespace

TEST_CASE("R8.1 both start at 7 - game points count down - reaching 0 wins the Bummerl") {
  Match m({}, 0);
  CHECK(m.points(0) == 7);
  CHECK(m.points(1) == 7);
  HandOutcome o = m.record_hand(win(0, 3));
  CHECK(m.points(0) == 4);
  CHECK_FALSE(o.bummerl_over);
  o = m.record_hand(win(1, 2));
  CHECK(m.points(1) == 5);
  o = m.record_hand(win(0, 3));
  CHECK(m.points(0) == 1);
  CHECK_FALSE(o.bummerl_over);
  o = m.record_hand(win(0, 2));  // passing 0 also wins
  CHECK(o.bummerl_over);
  CHECK(o.winner == 0);
  CHECK(o.bummerls_chalked == 1);
  CHECK_FALSE(o.schneider_bummerl);
  CHECK(m.bummerls(1) == 1);
  CHECK(m.bummerls(0) == 0);
  CHECK(m.points(0) == 7);  // a new Bummerl starts
  CHECK(m.points(1) == 7);
  CHECK(m.over());
  CHECK(m.winner() == 0);
  CHECK(o.match_over);
}

TEST_CASE("R8.1 reaching exactly 0 wins the Bummerl") {
  Match m({}, 0);
  m.record_hand(win(1, 1));
  m.record_hand(win(0, 3));
  m.record_hand(win(0, 3));
  CHECK(m.points(0) == 1);
  const HandOutcome o = m.record_hand(win(0, 1));
  CHECK(o.bummerl_over);
  CHECK(m.bummerls(1) == 1);
}

TEST_CASE("R8.2 Schneider-Bummerl: the loser still at 7 chalks up two") {
  Match m({3, true}, 0);
  m.record_hand(win(1, 3));
  m.record_hand(win(1, 3));
  const HandOutcome o = m.record_hand(win(1, 1));
  CHECK(o.bummerl_over);
  CHECK(o.schneider_bummerl);
  CHECK(o.bummerls_chalked == 2);
  CHECK(m.bummerls(0) == 2);
  CHECK_FALSE(m.over());  // 2 of 3
}

TEST_CASE("R8.2 Schneider-Bummerl off (tournament play): one Bummerl only") {
  Match m({3, false}, 0);
  for (int i = 0; i < 3; ++i) m.record_hand(win(1, 3));
  CHECK(m.bummerls(0) == 1);
  Match on({3, true}, 0);
  on.record_hand(win(0, 1));  // the loser has scored: no Schneider
  for (int i = 0; i < 3; ++i) on.record_hand(win(1, 3));
  CHECK(on.bummerls(0) == 1);
}

TEST_CASE("R8.3 a match of N Bummerls ends when one player has chalked up N") {
  Match m({2, false}, 0);
  CHECK(m.winner() == -1);
  for (int i = 0; i < 3; ++i) m.record_hand(win(0, 3));  // 7 -> 4 -> 1 -> 0: Bummerl
  CHECK(m.bummerls(1) == 1);
  CHECK_FALSE(m.over());
  for (int i = 0; i < 3; ++i) m.record_hand(win(1, 3));
  CHECK(m.bummerls(0) == 1);
  CHECK_FALSE(m.over());
  HandOutcome o;
  for (int i = 0; i < 3; ++i) o = m.record_hand(win(1, 3));
  CHECK(o.match_over);
  CHECK(m.over());
  CHECK(m.winner() == 1);
  CHECK(m.hands_played() == 9);
}

TEST_CASE("R8.3 the dealer keeps alternating across Bummerls") {
  Match m({5, true}, 1);
  int expected = 1;
  for (int i = 0; i < 12; ++i) {
    CHECK(m.dealer() == expected);
    m.record_hand(win(i % 3 == 0 ? 1 : 0, 3));
    expected = 1 - expected;
  }
  CHECK(m.bummerls(1) >= 1);  // several Bummerls were played
}

TEST_CASE("R8 a restored match continues where it stopped") {
  Match m = Match::restore({2, true}, 1, {3, 2}, {1, 0}, 5);
  CHECK(m.dealer() == 1);
  CHECK(m.points(0) == 3);
  CHECK(m.bummerls(0) == 1);
  CHECK(m.hands_played() == 5);
  const HandOutcome o = m.record_hand(win(1, 3));
  CHECK(o.bummerl_over);
  CHECK(o.match_over);
  CHECK(m.winner() == 1);
  CHECK(m.dealer() == 0);
}
