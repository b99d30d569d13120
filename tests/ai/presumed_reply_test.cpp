// Presumed-value replies (presumed_reply.hpp): an opponent that answers our lead without seeing
// our cards, and the phase-one search that values each lead after that answer.
#include "schnapsen/ai/presumed_reply.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/ai/worlds.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::evaluate_both;
using schnapsen::ai::testing::sample_positions;

namespace {

bool phase_one_follow(const SeatView& v) { return v.phase == Phase::Follow && v.talon_open(); }
bool phase_one_lead(const SeatView& v) { return v.phase == Phase::Lead && v.talon_open(); }

// Phase-one follows from real hands, each with the presumed answer (6 worlds) of the seat to act.
struct Answer {
  schnapsen::ai::testing::Position position;
  Action reply;
};

std::vector<Answer> blind_answers(Solver& solver, int count, std::uint64_t seed) {
  std::vector<Answer> out;
  for (const auto& p : sample_positions(count, seed, phase_one_follow)) {
    const Action reply = presumed_reply(solver, p.hand.state(), 6);
    REQUIRE(p.hand.state().legal_actions().contains(reply));
    out.push_back({p, reply});
  }
  return out;
}

}  // namespace

TEST_CASE("presumed reply: the answer depends on the answering seat's information set alone") {
  Solver solver(8u << 20);
  int answers = 0;
  for (const auto& [p, reply] : blind_answers(solver, 16, 41)) {
    // Re-deal what the answering seat cannot see (the leader's unshown cards and the stock):
    // the same answer in every re-deal.
    const SeatView v = p.view();
    const HiddenInfo info = hidden_info(v);
    SplitMix64 rng(7);
    for (int i = 0; i < 4; ++i) {
      const HandState other = build_world(v, sample_world(info, rng));
      CHECK(presumed_reply(solver, other, 6) == reply);
      ++answers;
    }
  }
  CHECK(answers == 64);
}

TEST_CASE("presumed reply: not the answer of an opponent that sees every card") {
  Solver solver(8u << 20);
  int worse = 0;
  for (const auto& [p, reply] : blind_answers(solver, 40, 43)) {
    const HandState& real = p.hand.state();
    int best = -4;
    for (const ActionValue& av : solver.action_values(real)) best = std::max(best, av.value);
    const int got = exact_action_value(solver, real, reply);
    CHECK(got <= best);
    if (got < best) ++worse;
  }
  // Answering blind, the opponent sometimes gives away what the double-dummy answer keeps.
  CHECK(worse > 0);
}

TEST_CASE("presumed replies in phase one: PIMC's worlds, each lead valued after a blind answer") {
  SearchSettings plain = find_level("easy")->search;
  SearchSettings presumed = plain;
  presumed.presumed_reply = 4;
  int higher = 0;
  int leads = 0;
  for (const auto& p : sample_positions(12, 47, phase_one_lead)) {
    // The opponent's solves do not count against the budget: the same worlds.
    const auto [ea, eb] = evaluate_both(plain, presumed, p.view());
    for (const ActionEstimate& x : eb.values) {
      if (x.action.kind != ActionKind::Play) continue;
      const ActionEstimate* y = ea.find(x.action);
      REQUIRE(y != nullptr);
      ++leads;
      // In each world the double-dummy answer is the opponent's best, a blind one at most as
      // good for it: a lead is worth at least its PIMC value.
      CHECK(x.value >= y->value - 1e-9);
      if (x.value > y->value + 1e-9) ++higher;
    }
  }
  CHECK(leads > 12);
  CHECK(higher > 0);
}

TEST_CASE("presumed replies value a meld or the exchange by our lead after it, answered blind") {
  SearchSettings plain = find_level("easy")->search;
  plain.exchange_by_search = true;
  SearchSettings presumed = plain;
  presumed.presumed_reply = 4;
  std::map<ActionKind, int> higher;
  const auto shows = [](Action a) {
    return a.kind == ActionKind::Meld || a.kind == ActionKind::Exchange;
  };
  const auto can_show = [&](const SeatView& v) {
    return v.talon_open() && std::any_of(v.legal.begin(), v.legal.end(), shows);
  };
  for (const auto& p : sample_positions(24, 53, can_show)) {
    const auto [ea, eb] = evaluate_both(plain, presumed, p.view());
    for (const ActionEstimate& x : eb.values) {
      if (!shows(x.action)) continue;
      const ActionEstimate* y = ea.find(x.action);
      REQUIRE(y != nullptr);
      // In each world our best action after the meld or the exchange is worth at least its
      // double-dummy value when every lead is answered blind.
      CHECK(x.value >= y->value - 1e-9);
      if (x.value > y->value + 1e-9) ++higher[x.action.kind];
    }
  }
  CHECK(higher[ActionKind::Meld] > 0);
  CHECK(higher[ActionKind::Exchange] > 0);
}

TEST_CASE("cheaper presumed replies: the best few candidates, corrected over the first worlds") {
  SearchSettings plain = find_level("easy")->search;
  plain.node_budget = 0;  // every one of the 8 worlds, so the first 3 are those of a 3-world run
  SearchSettings full = plain;
  full.presumed_reply = 4;
  SearchSettings cheap = full;
  cheap.presumed_candidates = 2;
  cheap.presumed_worlds = 3;
  SearchSettings plain3 = plain;
  plain3.phase_one_worlds = 3;
  SearchSettings full3 = full;
  full3.phase_one_worlds = 3;
  const auto blind_kind = [](Action a) {
    return a.kind == ActionKind::Play || a.kind == ActionKind::Meld;
  };
  int corrected = 0;
  for (const auto& p : sample_positions(10, 59, phase_one_lead)) {
    const auto [ea, eb] = evaluate_both(plain, cheap, p.view());
    const auto [ea3, eb3] = evaluate_both(plain3, full3, p.view());
    int changed = 0;
    for (const ActionEstimate& x : eb.values) {
      const ActionEstimate* y = ea.find(x.action);
      REQUIRE(y != nullptr);
      if (std::abs(x.value - y->value) < 1e-9) continue;
      ++changed;
      // Only the best two candidates by PIMC's estimate are answered blind...
      REQUIRE(blind_kind(x.action));
      const auto better = std::count_if(ea.values.begin(), ea.values.end(), [&](const auto& z) {
        return blind_kind(z.action) && z.value > y->value + 1e-9;
      });
      CHECK(better < 2);
      // ...and gain what the blind answers gain over the first 3 worlds.
      const double gain = eb3.find(x.action)->value - ea3.find(x.action)->value;
      CHECK(gain > 0);
      CHECK(x.value == Approx(y->value + gain).margin(1e-9));
    }
    CHECK(changed <= 2);
    corrected += changed;
  }
  CHECK(corrected > 5);
}
