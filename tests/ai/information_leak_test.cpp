// R9.3: an AI's choice depends only on what its seat may see. For views from random deals (both
// rule sets, phase one and two), the unseen cards are re-dealt in every consistent way (or
// many ways), the full states rebuilt, and each player, fresh with a fixed seed, must choose
// the same action from every rebuilt state's view, and a legal one.
#include <memory>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/ai/worlds.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::check_no_leak;

namespace {

// The level as registered, minus the CPU-time safety net of the search levels (the worlds and
// the node budget stay): no test depends on the net.
std::unique_ptr<Player> make_registered(const std::string& name) {
  const LevelInfo* level = find_level(name);
  REQUIRE(level != nullptr);
  if (level->kind != LevelKind::Search) return make_level(name, 1234);
  SearchSettings s = level->search;
  s.cpu_net_ms = 0;
  return std::make_unique<SearchPlayer>(name, s);
}

}  // namespace

// Every registered level, in its own test case (they run in parallel); the last case makes sure a
// new level cannot be added without one.
const std::vector<std::string> kChecked{"random", "beginner", "casual", "skilled",
                                        "expert", "pimc",     "master"};

TEST_CASE("R9.3 leak: random, beginner and casual see only their view") {
  check_no_leak([] { return make_registered("random"); }, 100, 10, 100);
  check_no_leak([] { return make_registered("beginner"); }, 200, 20, 107);
  check_no_leak([] { return make_registered("casual"); }, 200, 20, 101);
}

TEST_CASE("R9.3 leak: skilled and expert see only their view") {
  check_no_leak([] { return make_registered("skilled"); }, 100, 10, 103);
  check_no_leak([] { return make_registered("expert"); }, 100, 10, 105);
}

TEST_CASE("R9.3 leak: the pimc level sees only its view") {
  check_no_leak([] { return make_registered("pimc"); }, 12, 3, 106);
}

TEST_CASE("R9.3 leak: the master level sees only its view") {
  check_no_leak([] { return make_registered("master"); }, 12, 3, 104);
}

TEST_CASE("R9.3 leak: every registered level has a leak check above") {
  CHECK(level_names() == kChecked);
}
