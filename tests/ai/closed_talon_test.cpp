// Exhaustive closed-talon search: averaging and the closing decision (R4.1, R5.2).
#include <cmath>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::check_legal_and_claims_at_66;
using schnapsen::ai::testing::sample_positions;

namespace {

bool phase_two(const SeatView& v) { return !v.talon_open() && v.scores[v.seat] < kWinningScore; }

double value_of(const std::vector<ActionEstimate>& v, Action a) {
  for (const auto& e : v)
    if (e.action == a) return e.value;
  FAIL("action missing");
  return 0;
}

}  // namespace

TEST_CASE("R5.2 closing: close_value is the mean exact value over all 2002 opponent hands") {
  Hand hand(Rules::soft(), 0, shuffled_deck(77));
  const SeatView v = hand.view(1);
  REQUIRE(v.legal.contains(Action::close()));
  ClosedTalonSearch search;
  const double value = search.close_value(v);
  CHECK(search.worlds_solved() == 2002);
  // Independent check: solve every hand with a fresh solver.
  Solver solver;
  const HiddenInfo info = hidden_info(v);
  long total = 0;
  for (CardSet h : enumerate_opponent_hands(info)) {
    HandState s = build_world(v, world_with_hand(info, h));
    s.apply_legal(Action::close());
    total += solver.value(s);
  }
  CHECK(value == Approx(static_cast<double>(total) / 2002.0));
  CHECK(value >= -3.0);
  CHECK(value <= 3.0);
}

TEST_CASE("R4.1 closed talon: averaging equals the exact value when only one world remains") {
  int checked = 0;
  for (const auto& p : sample_positions(400, 51, phase_two)) {
    const SeatView v = p.view();
    if (count_opponent_hands(hidden_info(v)) != 1) continue;
    ClosedTalonSearch search;
    Solver solver;
    for (const ActionValue& av : solver.action_values(p.hand.state())) {
      if (av.action.kind == ActionKind::Claim || av.action.kind == ActionKind::Pass) continue;
      CHECK(value_of(search.average(v), av.action) == Approx(av.value));
    }
    ++checked;
  }
  CHECK(checked > 0);
}

TEST_CASE("R6.2 closed talon: choose claims at 66 and otherwise picks a legal action") {
  ClosedTalonSearch search;
  for (const auto& p :
       sample_positions(80, 71, [](const SeatView& v) { return !v.talon_open(); })) {
    const SeatView v = p.view();
    check_legal_and_claims_at_66(v, search.choose(v));
  }
}
