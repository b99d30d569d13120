// Playing for the Bummerl (bummerl_odds.hpp): the Bummerl chance is a consistent probability of
// the standing, and a search that plays for the Bummerl chooses the best chance, not the most
// game points.
#include "schnapsen/ai/bummerl_odds.hpp"

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/evaluation.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;

TEST_CASE("bummerl odds: the measured hand outcomes are frequencies") {
  double sum = 0;
  for (const auto& role : kHandOutcomes)
    for (double p : role) {
      CHECK(p > 0);
      sum += p;
    }
  CHECK(sum == Approx(1.0).margin(1e-9));
}

TEST_CASE("bummerl odds: one side's chance is the other's complement, and monotone") {
  for (int m = 1; m <= 7; ++m)
    for (int t = 1; t <= 7; ++t)
      for (bool d : {false, true}) {
        INFO(m << ":" << t << " deals next " << d);
        const double w = bummerl_chance(m, t, d);
        CHECK(w > 0);
        CHECK(w < 1);
        // The opponent deals the next hand exactly when this side does not.
        CHECK(w + bummerl_chance(t, m, !d) == Approx(1.0).margin(1e-12));
        if (m > 1) CHECK(bummerl_chance(m - 1, t, d) > w);  // needing fewer points is better
        if (t > 1) CHECK(bummerl_chance(m, t - 1, d) < w);
      }
  CHECK(bummerl_chance(0, 3, false) == 1.0);
  CHECK(bummerl_chance(3, -1, true) == 0.0);
  CHECK(bummerl_chance(1, 7, false) > 0.9);
}

TEST_CASE("bummerl odds: the recursion on odds with a known answer") {
  // The forehand always wins by one point: the next hand goes to whoever does not deal it.
  const HandOutcomes forehand_wins{{{1.0, 0.0, 0.0}, {0.0, 0.0, 0.0}}};
  CHECK(bummerl_chance(1, 1, false, forehand_wins) == 1.0);
  CHECK(bummerl_chance(1, 1, true, forehand_wins) == 0.0);
  // Needing 2 against 1 and dealing next: the opponent leads and wins at once.
  CHECK(bummerl_chance(2, 1, true, forehand_wins) == 0.0);
  // Needing 2 against 2, leading next: win one, lose one, win the third.
  CHECK(bummerl_chance(2, 2, false, forehand_wins) == 1.0);
  // Fair coin, one point a hand: from 1:1 it is one toss.
  const HandOutcomes half{{{0.5, 0.0, 0.0}, {0.5, 0.0, 0.0}}};
  CHECK(bummerl_chance(1, 1, false, half) == Approx(0.5));
  CHECK(bummerl_chance(2, 1, true, half) == Approx(0.25));
}

TEST_CASE("bummerl odds: the utility of a hand's outcomes follows the standing") {
  MatchInfo match;
  match.points = {1, 7};  // seat 0 needs one point: every win wins the Bummerl
  const OutcomeUtility near = outcome_utility(match, 0, 1);
  CHECK(near[4] == 1.0);
  CHECK(near[5] == 1.0);
  CHECK(near[6] == 1.0);
  CHECK(near[0] < near[1]);
  CHECK(near[1] < near[2]);
  match.points = {7, 2};  // seat 0 far behind: losing by 2 or 3 ends the Bummerl
  const OutcomeUtility far = outcome_utility(match, 0, 0);
  CHECK(far[0] == 0.0);
  CHECK(far[1] == 0.0);
  CHECK(far[2] > 0.0);
  CHECK(far[6] > far[5]);
  CHECK(far[5] > far[4]);
  // Seat 1's view of the same standing.
  const OutcomeUtility other = outcome_utility(match, 1, 0);
  CHECK(other[6] == 1.0);
  CHECK(other[5] == 1.0);
}

TEST_CASE("bummerl odds: a search that plays for the Bummerl chooses the best chance") {
  // Needing one point against three, the choice must have
  // the best chance of winning the hand, whatever its game points; some choices must differ
  // from the game-point choice, or the setting does nothing.
  SearchSettings points;
  points.phase_one_worlds = 8;
  SearchSettings bummerl = points;
  bummerl.play_for_bummerl = true;
  Evaluator by_points(points);
  Evaluator by_bummerl(bummerl);
  const auto positions =
      testing::sample_positions(200, 4242, [](const SeatView& v) { return v.legal.size() > 2; });
  int differ = 0;
  for (const auto& p : positions) {
    const SeatView v = p.view();
    MatchInfo match;
    match.points[v.seat] = 1;
    match.points[1 - v.seat] = 3;
    const Evaluation b = by_bummerl.evaluate(v, match, Scope::All);
    const Evaluation g = by_points.evaluate(v, match, Scope::All);
    double best = 0;
    for (const ActionEstimate& e : b.values)
      if (e.action.kind != ActionKind::Claim && e.action.kind != ActionKind::Pass)
        best = std::max(best, e.utility);
    const ActionEstimate* chosen = b.find(b.choice);
    REQUIRE(chosen != nullptr);
    // Rules settle claims and the exchange without search.
    if (b.choice.kind != ActionKind::Claim && b.choice.kind != ActionKind::Pass &&
        b.choice.kind != ActionKind::Exchange)
      CHECK(chosen->utility == Approx(best));
    if (b.choice != g.choice) ++differ;
  }
  CHECK(differ > 0);
}
