// The stock as chance: the search equals a plain expectimax over every draw where it enumerates
// them, and the exact solver where nothing is left to draw.
#include <catch.hpp>

#include "sanitizer.hpp"

#include <algorithm>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/lab/stock_chance.hpp"

using namespace schnapsen;
using namespace schnapsen::lab;

namespace {

// Plain expectimax: every move, every ordered pair of draws, no pruning, no table; the exact
// solver once the talon is closed or exhausted.
double brute(const HandState& s, int me, ai::Solver& exact);

double brute_after(const HandState& s, Action a, int me, ai::Solver& exact) {
  const int k = s.stock_remaining();
  if (s.phase() != Phase::Follow || k < 2) {
    HandState c = s;
    c.apply_legal(a);
    return brute(c, me, exact);
  }
  double sum = 0;
  int n = 0;
  for (int i = 0; i < k; ++i)
    for (int j = 0; j < k; ++j) {
      if (i == j) continue;
      // A stock with card i first and card j second, the rest in any order.
      std::vector<Card> order;
      for (int x = 0; x < k; ++x) order.push_back(s.stock_card(x));
      std::vector<Card> arranged{order[i], order[j]};
      for (int x = 0; x < k; ++x)
        if (x != i && x != j) arranged.push_back(order[x]);
      HandState c = s;
      for (int x = 0; x < k; ++x) {  // selection sort by swaps into `arranged`
        int at = x;
        while (c.stock_card(at) != arranged[x]) ++at;
        c.swap_stock(x, at);
      }
      c.apply_legal(a);
      sum += brute(c, me, exact);
      ++n;
    }
  return sum / n;
}

double brute(const HandState& s, int me, ai::Solver& exact) {
  if (s.over()) return outcome(s.result(), me);
  if (!s.talon_open()) {
    const int v = exact.value(s);
    return s.to_act() == me ? v : -v;
  }
  double best = s.to_act() == me ? -100 : 100;
  for (Action a : s.legal_actions()) {
    const double v = brute_after(s, a, me, exact);
    best = s.to_act() == me ? std::max(best, v) : std::min(best, v);
  }
  return best;
}

// A seeded hand played on by random legal moves (never a claim or close) until `stock` cards
// are left face down, at a lead.
std::optional<HandState> position_with_stock(std::uint64_t seed, int stock, const Rules& rules) {
  Hand hand(rules, static_cast<int>(seed % 2), shuffled_deck(seed));
  SplitMix64 rng(seed * 7 + 1);
  while (!hand.over() && hand.state().talon_open()) {
    const HandState& s = hand.state();
    if (s.stock_remaining() == stock && s.phase() == Phase::Lead) return s;
    std::vector<Action> plays;
    for (Action a : s.legal_actions())
      if (a.kind == ActionKind::Play || a.kind == ActionKind::Meld) plays.push_back(a);
    if (plays.empty()) return std::nullopt;
    hand.act(s.to_act(), plays[rng.below(static_cast<int>(plays.size()))]);
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE(
    "Stock as chance: equals a plain expectimax over every draw (three and five stock cards)") {
  // 40 positions with three stock cards and 12 with five (under the sanitizers 12 and 4).
  const int with_three = test::kUnderSanitizer ? 12 : 40;
  const int in_all = with_three + (test::kUnderSanitizer ? 4 : 12);
  ai::Solver exact;
  int checked = 0;
  for (int stock : {3, 5}) {
    for (std::uint64_t seed = 1; seed <= 60 && checked < (stock == 3 ? with_three : in_all);
         ++seed) {
      const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
      const auto s = position_with_stock(seed, stock, rules);
      if (!s) continue;
      StockChanceSolver chance(ChanceSettings{.exact_outcomes = 20, .samples = 4});
      for (Action a : s->legal_actions()) {
        if (a.kind == ActionKind::Claim) continue;
        CHECK(chance.action_value(*s, a) == Approx(brute_after(*s, a, s->to_act(), exact)));
      }
      ++checked;
    }
  }
  CHECK(checked >= in_all - 2);
}

TEST_CASE("Stock as chance: with one card left to draw nothing is chance (the exact solver)") {
  ai::Solver exact;
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const auto s = position_with_stock(seed, 1, Rules::soft());
    if (!s) continue;
    StockChanceSolver chance;
    for (Action a : s->legal_actions())
      CHECK(chance.action_value(*s, a) == Approx(exact.action_value(*s, a)));
    ++checked;
  }
  CHECK(checked >= 30);
}

TEST_CASE("Stock as chance: the value does not depend on the stock's order") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= (test::kUnderSanitizer ? 10 : 40); ++seed) {
    auto s = position_with_stock(seed, 5, Rules::soft());
    if (!s) continue;
    StockChanceSolver a, b;
    HandState reordered = *s;
    reordered.swap_stock(0, 4);
    reordered.swap_stock(1, 3);
    for (Action x : s->legal_actions())
      CHECK(a.action_value(*s, x) ==
            b.action_value(reordered, x));  // the same sums in the same order
    ++checked;
  }
  CHECK(checked >= (test::kUnderSanitizer ? 4 : 20));
}
