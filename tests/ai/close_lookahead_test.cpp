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
    const ClosePlayouts played = play_out_close(solver, v, {12, 100000}, 5, std::nullopt);
    CHECK(played.played >= -3.0);
    CHECK(played.played <= 3.0);
    ++checked;
    if (exact.value < 3.0) continue;
    ++sure;
    INFO(print_record(p.hand.record()));
    CHECK(played.played == 3.0);
    CHECK(played.exact == 3.0);
    CHECK(corrected_close(exact, played).value == 3.0);
  }
  CHECK(checked == 150);
  CHECK(sure > 0);
}

TEST_CASE("R5.2 playouts: the result depends on the view and the seed only") {
  Solver solver;
  int differ = 0;
  for (const auto& p : sample_positions(40, 83, may_close)) {
    const SeatView v = p.view();
    const ClosePlayouts a = play_out_close(solver, v, {6, 8}, 11, std::nullopt);
    Solver fresh;
    const ClosePlayouts b = play_out_close(fresh, v, {6, 8}, 11, std::nullopt);
    CHECK(a.played == b.played);
    CHECK(a.exact == b.exact);
    CHECK(a.worlds == std::min<std::uint64_t>(6, count_opponent_hands(hidden_info(v))));
    // The exact values let both seats see every card; the playouts often come out apart.
    if (a.played != a.exact) ++differ;
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
    const ClosePlayouts f = play_out_close(solver, v, {6, 8}, 3, flat);
    CHECK(f.played_utility == Approx(0.25));
    CHECK(f.exact_utility == Approx(0.25));
    const ClosePlayouts e = play_out_close(solver, v, {6, 8}, 3, wins);
    CHECK(e.played_utility >= 0.0);
    CHECK(e.played_utility <= 1.0);
    // A positive average needs some wins; +3 on average, nothing but wins.
    if (e.played > 0) CHECK(e.played_utility > 0.0);
    if (e.played == 3.0) CHECK(e.played_utility == Approx(1.0));
    if (e.exact == 3.0) CHECK(e.exact_utility == Approx(1.0));
  }
}

TEST_CASE("R5.2 playouts: the correction moves the exhaustive estimate by played minus exact") {
  const ActionEstimate exhaustive{Action::close(), 0.5, 2002, false, 0.6};
  ClosePlayouts p;
  p.played = -0.25;
  p.exact = 0.5;
  p.played_utility = 0.4;
  p.exact_utility = 0.55;
  const ActionEstimate e = corrected_close(exhaustive, p);
  CHECK(e.value == Approx(-0.25));
  CHECK(e.utility == Approx(0.45));
  CHECK(e.worlds == 2002);
  CHECK(e.action == Action::close());
  p.played = 3;
  p.exact = -3;
  CHECK(corrected_close(exhaustive, p).value == 3.0);  // kept within the outcomes
}
