// Tie-breaks against a fallible opponent (tie_break.hpp): they choose only among actions the
// search rates alike, and among those the one a slipping opponent errs most against.
#include <algorithm>
#include <cmath>

#include "ai_test_positions.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/tie_break.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::ai {
namespace {

using testing::sample_positions;

// The model of tie_break.hpp written out again, plainly: our moves up to the opponent's next
// decision are the solver's best; there it slips to a uniformly random play, marriage or close
// with probability kSlip (never when its best is a claim).
double reference_value(HandState s, Action a, Solver& solver) {
  const int me = s.to_act();
  s.apply_legal(a);
  while (!s.over() && s.to_act() == me) {
    Action best = s.legal_actions()[0];
    int best_value = -100;
    for (Action x : s.legal_actions()) {
      const int v = solver.action_value(s, x);
      if (v > best_value) best_value = v, best = x;
    }
    s.apply_legal(best);
  }
  if (s.over()) return outcome(s.result(), me);
  int worst_for_me = 100;
  Action their_best = s.legal_actions()[0];
  double slips = 0;
  int count = 0;
  for (Action r : s.legal_actions()) {
    const int mine = -solver.action_value(s, r);
    if (mine < worst_for_me) worst_for_me = mine, their_best = r;
    if (r.kind == ActionKind::Play || r.kind == ActionKind::Meld || r.kind == ActionKind::Close)
      slips += mine, ++count;
  }
  if (their_best.kind == ActionKind::Claim || count == 0) return worst_for_me;
  return (1 - kSlip) * worst_for_me + kSlip * slips / count;
}

std::vector<World> every_hand(const SeatView& v) { return every_hand_world(hidden_info(v)); }

}  // namespace

TEST_CASE("Tie-breaks: within the margin, the action the slipping opponent errs most against") {
  // Closed or exhausted talons: every opponent hand, exact values, so ties are real ties.
  const auto positions = sample_positions(60, 4242, [](const SeatView& v) {
    return !v.talon_open() && v.legal.size() >= 2;
  });
  ClosedTalonSearch search;
  Solver reference;
  int changed = 0;
  for (const auto& p : positions) {
    const SeatView v = view_of(position_of(p.view()));
    std::vector<ActionEstimate> ranked = search.average(v);
    const std::vector<World> worlds = every_hand(v);
    const double margin = 0.05;
    const Action chosen =
        fallible_choice(ranked, v, worlds, search.solver(), std::nullopt, margin, 1 << 20);
    // Never an action outside the margin.
    const ActionEstimate* c = nullptr;
    for (const ActionEstimate& e : ranked)
      if (e.action == chosen) c = &e;
    REQUIRE(c != nullptr);
    CHECK(c->value >= ranked.front().value - margin - 1e-9);
    // The best of the tied actions by the reference model, over every hand.
    double best = -1e9;
    double of_chosen = 0;
    for (const ActionEstimate& e : ranked) {
      if (e.value < ranked.front().value - margin - 1e-9) continue;
      double total = 0;
      for (const World& w : worlds) total += reference_value(build_world(v, w), e.action, reference);
      best = std::max(best, total);
      if (e.action == chosen) of_chosen = total;
    }
    CHECK(std::abs(of_chosen - best) < 1e-6);
    if (chosen != ranked.front().action) ++changed;
  }
  // The tie-break decides somewhere (a sample where it never does would test nothing).
  CHECK(changed >= 3);
}

TEST_CASE("Tie-breaks: a clear best action stays the choice") {
  const auto positions = sample_positions(40, 977, [](const SeatView& v) {
    return !v.talon_open() && v.legal.size() >= 2;
  });
  ClosedTalonSearch search;
  int clear = 0;
  for (const auto& p : positions) {
    const SeatView v = view_of(position_of(p.view()));
    const std::vector<ActionEstimate> ranked = search.average(v);
    if (ranked[1].value > ranked[0].value - 0.5) continue;
    ++clear;
    CHECK(fallible_choice(ranked, v, every_hand(v), search.solver(), std::nullopt, 0.05, 64) ==
          ranked[0].action);
  }
  CHECK(clear >= 5);
}

}  // namespace schnapsen::ai
