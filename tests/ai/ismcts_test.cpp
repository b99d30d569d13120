// Information-set Monte Carlo tree search (ismcts.hpp): its bookkeeping, its determinism, and
// its choice where the choice is clear.
#include "schnapsen/ai/ismcts.hpp"

#include <algorithm>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/player_factory.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::sample_positions;

namespace {

bool phase_one(const SeatView& v) { return v.talon_open(); }

IsmctsResult search(const SeatView& v, int iterations, std::uint64_t seed) {
  Solver solver(4u << 20);
  SplitMix64 rng(seed);
  return ismcts(solver, v, candidate_actions(v.legal), IsmctsOptions{iterations, 0.7, 0}, {}, rng,
                [] { return false; });
}

}  // namespace

TEST_CASE("ISMCTS: every move tried, one world per iteration, the same search from the same seed") {
  int checked = 0;
  for (const auto& p : sample_positions(12, 61, phase_one)) {
    const SeatView v = p.view();
    const std::vector<Action> moves = candidate_actions(v.legal);
    const IsmctsResult r = search(v, 150, 5);
    REQUIRE(r.values.size() == moves.size());
    CHECK(r.worlds.size() == 150);
    std::uint64_t visits = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      CHECK(r.values[i].action == moves[i]);
      CHECK(r.values[i].worlds >= 1);  // every move is tried before the search may stop
      CHECK(r.values[i].value >= -3);
      CHECK(r.values[i].value <= 3);
      visits += r.values[i].worlds;
    }
    CHECK(visits == 150);  // each iteration goes through exactly one root move
    const IsmctsResult again = search(v, 150, 5);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      CHECK(again.values[i].value == r.values[i].value);
      CHECK(again.values[i].worlds == r.values[i].worlds);
    }
    ++checked;
  }
  CHECK(checked == 12);
}

TEST_CASE("ISMCTS: the budget stops the search, but only after every move was tried") {
  for (const auto& p : sample_positions(6, 62, phase_one)) {
    const SeatView v = p.view();
    Solver solver(4u << 20);
    SplitMix64 rng(3);
    const std::vector<Action> moves = candidate_actions(v.legal);
    const IsmctsResult r =
        ismcts(solver, v, moves, IsmctsOptions{1000, 0.7, 0}, {}, rng, [] { return true; });
    CHECK(r.worlds.size() == moves.size());
    for (const ActionEstimate& e : r.values) CHECK(e.worlds == 1);
  }
}

TEST_CASE("ISMCTS: where one move is clearly best over PIMC's worlds, it is the most visited") {
  // PIMC's values over every world it samples, with every legal action valued: where the best
  // move is ahead of the next by a game point or more, the tree search, which also sees only
  // the seat's view, must find it too.
  SearchSettings pimc = find_level("pimc")->search;
  pimc.time_limit_ms = 0;
  pimc.evaluate_close = false;
  int clear = 0;
  for (const auto& p : sample_positions(60, 63, phase_one)) {
    const SeatView v = p.view();
    Evaluator evaluator(pimc);
    const Evaluation e = evaluator.evaluate(v, MatchInfo{}, Scope::All);
    std::vector<ActionEstimate> ranked;
    for (const ActionEstimate& a : e.values)
      if (a.action.kind != ActionKind::Claim && a.action.kind != ActionKind::Pass &&
          a.action != Action::close())
        ranked.push_back(a);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.value > b.value; });
    if (ranked.size() < 2 || ranked[0].value < ranked[1].value + 1.0) continue;
    const IsmctsResult r = search(v, 1500, 9);
    INFO(print_record(p.hand.record()));
    CHECK(r.values[most_visited(r.values, false)].action == ranked[0].action);
    ++clear;
  }
  CHECK(clear >= 5);
}

TEST_CASE("ISMCTS in the evaluator: the most visited move, one world per iteration") {
  SearchSettings s = find_level("medium")->search;
  s.time_limit_ms = 0;
  s.ismcts_iterations = 200;
  s.node_budget = 0;
  for (const auto& p : sample_positions(10, 64, phase_one)) {
    const SeatView v = p.view();
    Evaluator evaluator(s);
    const Evaluation e = evaluator.evaluate(v, MatchInfo{}, Scope::All);
    CHECK(e.worlds == 200);
    std::vector<ActionEstimate> searched;
    for (const ActionEstimate& a : e.values)
      if (a.action.kind != ActionKind::Claim && a.action.kind != ActionKind::Pass &&
          a.action != Action::close())
        searched.push_back(a);
    if (claim_or_pass(v)) continue;
    if (v.legal.contains(Action::exchange())) {  // made whenever allowed, as in PIMC
      CHECK(e.choice == Action::exchange());
      continue;
    }
    const ActionEstimate& most = searched[most_visited(searched, false)];
    const ActionEstimate* close = e.find(Action::close());
    CHECK(e.choice == (close && close->value > most.value ? Action::close() : most.action));
  }
}

TEST_CASE("ISMCTS: the opponent answers against us, not for us") {
  // Leads on the last trick of phase one: the tree is our lead, the opponent's answer, then
  // phase two, valued exactly. The opponent's answer is chosen to our loss, so a lead's estimate
  // is at most what the opponent's answers give on average (uniformly, over the same worlds),
  // and, on average, clearly below it where the answers differ much (one answer for all the
  // opponent's hands cannot always be below it: ismcts.hpp).
  const auto last_lead = [](const SeatView& v) {
    return v.talon_open() && v.phase == Phase::Lead && v.talon_size == 2;
  };
  Solver solver(4u << 20);
  int differing = 0;
  double below = 0;  // how far below the uniform answers, summed where the answers differ
  for (const auto& p : sample_positions(30, 65, last_lead)) {
    const SeatView v = p.view();
    const IsmctsResult r = search(v, 1500, 11);
    const ActionEstimate& best = r.values[most_visited(r.values, false)];
    if (best.action.kind != ActionKind::Play) continue;  // a meld: our lead still to come
    double uniform = 0;
    double spread = 0;
    for (const World& w : r.worlds) {
      HandState s = build_world(v, w);
      s.apply_legal(best.action);
      double sum = 0;
      int lo = 3;
      int hi = -3;
      const std::vector<Action> replies = candidate_actions(s.legal_actions());
      for (Action reply : replies) {
        const int ours = -exact_action_value(solver, s, reply);
        sum += ours;
        lo = std::min(lo, ours);
        hi = std::max(hi, ours);
      }
      uniform += sum / static_cast<double>(replies.size());
      spread += hi - lo;
    }
    uniform /= static_cast<double>(r.worlds.size());
    spread /= static_cast<double>(r.worlds.size());
    INFO(print_record(p.hand.record()));
    CHECK(best.value <= uniform + 0.05);
    if (spread >= 1.0) {
      below += uniform - best.value;
      ++differing;
    }
  }
  REQUIRE(differing >= 5);
  CHECK(below / differing >= 0.2);
}
