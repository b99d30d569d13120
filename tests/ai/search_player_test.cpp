// The search levels: legal, deterministic for a seed, claim at 66 (their strength:
// tests/lab/strength_test.cpp).
#include "schnapsen/ai/search_player.hpp"
#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::check_legal_and_claims_at_66;
using schnapsen::ai::testing::sample_positions;

TEST_CASE("R6.2 search levels: legal actions, claim exactly at 66, same answer twice") {
  // The registered search levels, and quick settings (the former easy and medium levels).
  const std::vector<std::pair<std::string, SearchSettings>> searches{
      {"8 worlds", {.phase_one_worlds = 8, .node_budget = 200'000}},
      {"24 worlds", {.phase_one_worlds = 24, .node_budget = 600'000}},
      {"pimc", level_settings("pimc")},
      {"master", level_settings("master")}};
  for (const auto& [level, settings] : searches) {
    SearchPlayer a(level, settings, 9);
    SearchPlayer b(level, settings, 9);
    const bool slow = level == "pimc" || level == "master";
    for (const auto& p : sample_positions(slow ? 12 : 40, 81)) {
      const SeatView v = p.view();
      const Action x = a.choose(v, MatchInfo{});
      check_legal_and_claims_at_66(v, x);
      CHECK(b.choose(v, MatchInfo{}) == x);
    }
  }
}

TEST_CASE("R5.2 search: the master level judges close with the exhaustive closing value") {
  Hand hand(Rules::soft(), 0, shuffled_deck(5));
  SearchPlayer hard("master", 1);
  const SeatView v = hand.view(1);
  hard.choose(v, MatchInfo{});
  bool has_close = false;
  for (const auto& e : hard.last_estimates()) {
    if (e.action != Action::close()) continue;
    has_close = true;
    ClosedTalonSearch search;
    CHECK(e.value == Approx(search.close_value(v)));
  }
  CHECK(has_close);
}

TEST_CASE("master is pimc playing for the Bummerl") {
  const auto& pimc = *find_level("pimc");
  const auto& hard = *find_level("master");
  CHECK(hard.search.play_for_bummerl);  // 51.4% and 51.5% of the Bummerls against medium
  CHECK(hard.search.phase_one_worlds == pimc.search.phase_one_worlds);
  CHECK(hard.search.node_budget == pimc.search.node_budget);
  CHECK(hard.search.time_limit_ms == pimc.search.time_limit_ms);
  CHECK(hard.search.tt_bytes == pimc.search.tt_bytes);
}
