// The closing decision with honest look-ahead (close_lookahead.hpp): playouts in which each seat
// sees only its own view.
#include "schnapsen/ai/close_lookahead.hpp"
#include <algorithm>

#include "ai_test_positions.hpp"
#include "catch.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::sample_positions;

namespace {

bool may_close(const SeatView& v) { return v.legal.contains(Action::close()); }

}  // namespace

TEST_CASE("R4.1 playouts: with every world counted, a playout decision is the search's phase two") {
  ClosedTalonSearch search(8u << 20, ClosedTalonOptions{1});
  Solver solver;
  int searched = 0;
  for (const auto& p : sample_positions(120, 81, [](const SeatView& v) {
         return !v.talon_open() && count_opponent_hands(hidden_info(v)) <= 200;
       })) {
    const SeatView v = p.view();
    SplitMix64 rng(1);
    INFO(print_record(p.hand.record()));
    CHECK(playout_choice(solver, v, 100000, rng) == search.choose(v));
    if (candidate_actions(v.legal).size() > 1) ++searched;
  }
  CHECK(searched > 20);
}

TEST_CASE("R5.2 playouts: a close that wins 3 points in every world wins 3 points in play") {
  // Our playout decisions maximise the sum of exact values over every world we cannot rule out,
  // and the true world is always among them; so when closing wins 3 in every world, the move
  // chosen keeps winning 3 whatever the opponent, who cannot see our cards, does.
  ClosedTalonSearch search;
  Solver solver;
  int sure = 0;
  int checked = 0;
  for (const auto& p : sample_positions(
           150, 82, [](const SeatView& v) { return may_close(v) && v.talon_size <= 7; })) {
    const SeatView v = p.view();
    const ActionEstimate exact = search.close_estimate(v);
    const ActionEstimate played = close_by_playouts(solver, v, {12, 100000}, 5, std::nullopt);
    CHECK(played.value >= -3.0);
    CHECK(played.value <= 3.0);
    ++checked;
    if (exact.value < 3.0) continue;
    ++sure;
    INFO(print_record(p.hand.record()));
    CHECK(played.value == 3.0);
  }
  CHECK(checked == 150);
  CHECK(sure > 0);
}

TEST_CASE("R5.2 playouts: the estimate depends on the view and the seed only") {
  Solver solver;
  int differ = 0;
  for (const auto& p : sample_positions(40, 83, may_close)) {
    const SeatView v = p.view();
    const ActionEstimate a = close_by_playouts(solver, v, {6, 8}, 11, std::nullopt);
    Solver fresh;
    const ActionEstimate b = close_by_playouts(fresh, v, {6, 8}, 11, std::nullopt);
    CHECK(a.value == b.value);
    CHECK(a.worlds == std::min<std::uint64_t>(6, count_opponent_hands(hidden_info(v))));
    CHECK(a.action == Action::close());
    // The exhaustive value lets both seats see every card; the playouts often come out apart.
    if (a.value != ClosedTalonSearch().close_estimate(v).value) ++differ;
  }
  CHECK(differ > 0);
}

TEST_CASE("R5.2 playouts: the utility is averaged over the playouts' outcomes") {
  OutcomeUtility flat{};
  flat.fill(0.25);
  OutcomeUtility wins{0, 0, 0, 0, 1, 1, 1};
  Solver solver;
  for (const auto& p : sample_positions(20, 84, may_close)) {
    const SeatView v = p.view();
    CHECK(close_by_playouts(solver, v, {6, 8}, 3, flat).utility == Approx(0.25));
    const ActionEstimate e = close_by_playouts(solver, v, {6, 8}, 3, wins);
    CHECK(e.utility >= 0.0);
    CHECK(e.utility <= 1.0);
    // Every outcome is at least -3 and a loss only below zero: value > 0 needs some wins.
    if (e.value > 0) CHECK(e.utility > 0.0);
    if (e.value == 3.0) CHECK(e.utility == Approx(1.0));
  }
}
