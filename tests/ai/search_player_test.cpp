// The search levels: legal, deterministic for a seed, claim at 66 (their strength:
// tests/lab/strength_test.cpp).
#include "schnapsen/ai/search_player.hpp"

#include <algorithm>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::check_legal_and_claims_at_66;
using schnapsen::ai::testing::sample_positions;

namespace {

// A registered search level without its CPU-time safety net: no test depends on the net.
SearchSettings without_net(const std::string& level) {
  SearchSettings s = level_settings(level);
  s.cpu_net_ms = 0;
  return s;
}

// A slow machine's cost of a solver node: about three times this machine's sanitizer build beside
// two CPU hogs (0.3 us), ten times its release build under load (0.1 us).
constexpr double kSlowMachineMsPerNode = 1e-3;

}  // namespace

TEST_CASE("R6.2 search levels: legal actions, claim exactly at 66, same answer twice") {
  // The registered search levels, and quick settings (8 and 24 worlds).
  const std::vector<std::pair<std::string, SearchSettings>> searches{
      {"8 worlds", {.phase_one_worlds = 8, .node_budget = 200'000}},
      {"24 worlds", {.phase_one_worlds = 24, .node_budget = 600'000}},
      {"pimc", without_net("pimc")},
      {"master", without_net("master")}};
  for (const auto& [level, settings] : searches) {
    SearchPlayer a(level, settings);
    SearchPlayer b(level, settings);
    const bool slow = level == "pimc" || level == "master";
    std::uint64_t most_nodes = 0;  // of one decision
    for (const auto& p : sample_positions(slow ? 12 : 40, 81)) {
      const SeatView v = p.view();
      const std::uint64_t before = a.solver_nodes();
      const Action x = a.choose(v, MatchInfo{});
      most_nodes = std::max(most_nodes, a.solver_nodes() - before);
      check_legal_and_claims_at_66(v, x);
      CHECK(b.choose(v, MatchInfo{}) == x);
    }
    // The work bounds a decision: the registered safety net lies five times above the costliest
    // decision here (one that reached the node budget) on a slow machine, so it never decides.
    if (slow) {
      INFO(level << ": " << most_nodes << " solver nodes in one decision");
      CHECK(most_nodes > settings.node_budget);  // the budget was reached: a costly decision
      CHECK(5 * static_cast<double>(most_nodes) * kSlowMachineMsPerNode <=
            level_settings(level).cpu_net_ms);
    }
  }
}

TEST_CASE("R5.2 search: the master level judges close with the exhaustive closing value") {
  Hand hand(Rules::soft(), 0, shuffled_deck(5));
  SearchPlayer master("master", level_settings("master"));
  const SeatView v = hand.view(1);
  master.choose(v, MatchInfo{});
  bool has_close = false;
  for (const auto& e : master.last_estimates()) {
    if (e.action != Action::close()) continue;
    has_close = true;
    ClosedTalonSearch search;
    CHECK(e.value == Approx(search.close_value(v)));
  }
  CHECK(has_close);
}

TEST_CASE("master is pimc playing for the Bummerl, with play-outs by pimc distilled") {
  const auto& pimc = *find_level("pimc");
  const auto& master = *find_level("master");
  CHECK(master.search.play_for_bummerl);     // won 51.4% and 51.5% of the Bummerls (docs/ai.md)
  CHECK_FALSE(master.search.read_opponent);  // measured nothing against pimc
  CHECK(master.search.phase_one_worlds == pimc.search.phase_one_worlds);
  CHECK(master.search.node_budget == pimc.search.node_budget);
  CHECK(master.search.cpu_net_ms == pimc.search.cpu_net_ms);
  CHECK(master.search.tt_bytes == pimc.search.tt_bytes);
  CHECK(pimc.search.playout.worlds == 0);  // the frozen reference plays its search
  const PlayoutSettings& p = master.search.playout;
  CHECK(p.worlds == 128);
  CHECK(p.top == 3);
  CHECK(p.continuation == PlayoutSettings::Continuation::Distilled);
  CHECK(p.exact_at_close);
  CHECK(p.from_trick == 0);  // no gate, no racing: they measured no gain
  CHECK(p.race_z == 0);
}
