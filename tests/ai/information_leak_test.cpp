// R9.3: an AI's choice depends only on what its seat may see. For views from random deals (both
// rule sets, phase one and two), the unseen cards are re-dealt in every consistent way (or
// many ways), the full states rebuilt, and each player, fresh with a fixed seed, must choose
// the same action from every rebuilt state's view, and a legal one.
#include <functional>
#include <memory>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/ai/worlds.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::Position;
using schnapsen::ai::testing::sample_positions;

namespace {

// The level as registered, minus the wall-clock safety net of the search levels (the node
// budget stays), so that a loaded test machine cannot make two runs stop at different worlds.
std::unique_ptr<Player> make_registered(const std::string& name) {
  const LevelInfo* level = find_level(name);
  REQUIRE(level != nullptr);
  if (level->kind != LevelKind::Search) return std::move(*make_player(name, 1234));
  SearchSettings s = level->search;
  s.time_limit_ms = 0;
  return std::make_unique<SearchPlayer>(name, s, 1234);
}

// Full states consistent with the seat's view: every re-deal when few, else `limit` samples.
std::vector<HandState> redeals(const SeatView& v, int limit, std::uint64_t seed) {
  const HiddenInfo info = hidden_info(v);
  std::vector<HandState> out;
  if (info.stock_count == 0 && count_opponent_hands(info) <= static_cast<std::uint64_t>(limit)) {
    for (CardSet h : enumerate_opponent_hands(info))
      out.push_back(build_world(v, world_with_hand(info, h)));
    return out;
  }
  SplitMix64 rng(seed);
  for (int i = 0; i < limit; ++i) out.push_back(build_world(v, sample_world(info, rng)));
  return out;
}

void check_no_leak(const std::function<std::unique_ptr<Player>()>& make, int positions, int limit,
                   std::uint64_t seed) {
  int phase_two = 0;
  for (const Position& p : sample_positions(positions, seed)) {
    const SeatView v = p.view();
    if (!v.talon_open()) ++phase_two;
    const Action expected = make()->choose(v, MatchInfo{});
    REQUIRE(v.legal.contains(expected));
    for (const HandState& s : redeals(v, limit, seed)) {
      const SeatView other = make_view(s, v.history, v.seat);
      const Action a = make()->choose(other, MatchInfo{});
      REQUIRE(other.legal.contains(a));
      INFO(print_record(p.hand.record()));
      CHECK(a == expected);
    }
  }
  CHECK(phase_two > 0);
}

}  // namespace

// Every registered level, in its own test case (they run in parallel); the last case makes sure a
// new level cannot be added without one.
const std::vector<std::string> kChecked{"random",    "beginner", "basic", "casual", "skilled",
                                        "heuristic", "expert",   "pimc",  "master"};

TEST_CASE("R9.3 leak: random, beginner, basic and casual see only their view") {
  check_no_leak([] { return make_registered("random"); }, 100, 10, 100);
  check_no_leak([] { return make_registered("beginner"); }, 200, 20, 107);
  check_no_leak([] { return make_registered("basic"); }, 200, 20, 101);
  check_no_leak([] { return make_registered("casual"); }, 100, 10, 102);
}

TEST_CASE("R9.3 leak: the expert heuristic, skilled and expert see only their view") {
  check_no_leak([] { return make_registered("heuristic"); }, 100, 10, 105);
  check_no_leak([] { return make_registered("skilled"); }, 100, 10, 103);
  check_no_leak([] { return make_registered("expert"); }, 60, 8, 108);
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

// Not a level (noisy_player.hpp), so not in the list above: a noisy player, its noise and its
// base, sees only its view too.
TEST_CASE("R9.3 leak: a noisy measurement player sees only its view") {
  check_no_leak([] { return std::move(*make_player("noisy:0.5:heuristic", 1234)); }, 100, 10, 109);
  check_no_leak([] { return std::move(*make_player("noisy:0.5:random", 1234)); }, 100, 10, 110);
}
