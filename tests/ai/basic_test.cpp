// The rule-based baseline: legal, claims exactly at 66, exchanges (its strength:
// tests/lab/strength_test.cpp).
#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/basic_player.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::check_legal_and_claims_at_66;
using schnapsen::ai::testing::sample_positions;

TEST_CASE("R6.2 heuristic: claims exactly when the score reaches 66, never illegal") {
  int claims = 0;
  for (const auto& p : sample_positions(600, 21)) {
    const SeatView v = p.view();
    const Action a = basic_action(v);
    check_legal_and_claims_at_66(v, a);
    if (a == Action::claim()) ++claims;
  }
  CHECK(claims > 0);
}

TEST_CASE("R5.1 heuristic: exchanges the trump jack whenever allowed") {
  int seen = 0;
  for (const auto& p : sample_positions(
           60, 31, [](const SeatView& v) { return v.legal.contains(Action::exchange()); })) {
    const SeatView v = p.view();
    if (v.scores[v.seat] >= kWinningScore) continue;
    CHECK(basic_action(v) == Action::exchange());
    ++seen;
  }
  CHECK(seen > 0);
}

TEST_CASE("R4.1 heuristic: in phase two follows with the lowest winning card") {
  for (const auto& p : sample_positions(200, 41, [](const SeatView& v) {
         return v.phase == Phase::Follow && !v.talon_open();
       })) {
    const SeatView v = p.view();
    const Card c = basic_action(v).card();
    const bool wins = c.suit() == v.lead.suit() ? c > v.lead : c.suit() == v.trump;
    for (Action a : v.legal) {
      const Card o = a.card();
      const bool o_wins = o.suit() == v.lead.suit() ? o > v.lead : o.suit() == v.trump;
      if (o_wins) CHECK(wins);                                    // a winner exists: it plays one
      if (wins && o_wins && o.suit() == c.suit()) CHECK(c <= o);  // the lowest of its suit
    }
  }
}
