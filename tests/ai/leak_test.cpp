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
const std::vector<std::string> kChecked{"random", "basic", "heuristic", "easy",
                                        "medium", "pimc",  "hard"};

TEST_CASE("R9.3 leak: random and basic see only their view") {
  check_no_leak([] { return make_registered("random"); }, 100, 10, 100);
  check_no_leak([] { return make_registered("basic"); }, 200, 20, 101);
}

TEST_CASE("R9.3 leak: the expert heuristic sees only its view") {
  check_no_leak([] { return make_registered("heuristic"); }, 100, 10, 105);
}

TEST_CASE("R9.3 leak: the easy level sees only its view") {
  check_no_leak([] { return make_registered("easy"); }, 60, 8, 102);
}

TEST_CASE("R9.3 leak: the medium level sees only its view") {
  check_no_leak([] { return make_registered("medium"); }, 30, 5, 103);
}

TEST_CASE("R9.3 leak: the pimc level sees only its view") {
  check_no_leak([] { return make_registered("pimc"); }, 12, 3, 106);
}

TEST_CASE("R9.3 leak: the hard level sees only its view") {
  check_no_leak([] { return make_registered("hard"); }, 12, 3, 104);
}

TEST_CASE("R9.3 leak: the search with lead inference sees only its view") {
  SearchSettings settings = find_level("pimc")->search;
  settings.infer_lead = true;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("inference", settings, 7); }, 12,
                3, 107);
}

TEST_CASE("R9.3 leak: the search with solved lead inference sees only its view") {
  // The lead model solves imagined worlds before the lead, never the real one.
  SearchSettings settings = find_level("medium")->search;
  settings.infer_solved_beta = 1.0;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("solved", settings, 7); }, 30, 5,
                111);
}

TEST_CASE("R9.3 leak: the search that melds at once sees only its view") {
  SearchSettings settings = find_level("medium")->search;
  settings.meld_at_once = true;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("meld", settings, 7); }, 30, 5,
                112);
}

TEST_CASE("R9.3 leak: the search that judges the exchange sees only its view") {
  SearchSettings settings = find_level("medium")->search;
  settings.exchange_by_search = true;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("exchange", settings, 7); }, 30,
                5, 114);
}

TEST_CASE("R9.3 leak: the search with modelled replies sees only its view") {
  // The opponent model answers from the opponent's view of each imagined world, never of the
  // real one.
  SearchSettings settings = find_level("medium")->search;
  settings.model_reply = true;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("reply", settings, 7); }, 30, 5,
                108);
}

TEST_CASE("R9.3 leak: the search with presumed-value replies sees only its view") {
  // The opponent answers from worlds drawn from its view of each imagined world, never of the
  // real one.
  SearchSettings settings = find_level("medium")->search;
  settings.presumed_reply = 4;
  settings.exchange_by_search = true;  // the exchange valued with blind answers too
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("presumed", settings, 7); }, 20,
                4, 113);
}

TEST_CASE(
    "R9.3 leak: the cheaper presumed-value replies, playing for the Bummerl, see only their view") {
  // The blind answers revisit PIMC's worlds after they are solved, never the real one.
  SearchSettings settings = find_level("medium")->search;
  settings.presumed_reply = 2;
  settings.exchange_by_search = true;
  settings.presumed_candidates = 2;
  settings.presumed_worlds = 8;
  settings.play_for_bummerl = true;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("cheap", settings, 7); }, 20, 4,
                115);
}

TEST_CASE("R9.3 leak: the tree search (ISMCTS), playing for the Bummerl, sees only its view") {
  // Every iteration deals a world from the view; the tree holds only what the seat observes.
  SearchSettings settings = find_level("medium")->search;
  settings.ismcts_iterations = 300;
  settings.play_for_bummerl = true;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("ismcts", settings, 7); }, 30, 5,
                116);
}

TEST_CASE("R9.3 leak: the search that plays for the Bummerl sees only its view") {
  SearchSettings settings = find_level("medium")->search;
  settings.play_for_bummerl = true;
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("bummerl", settings, 7); }, 30,
                5, 109);
}

TEST_CASE("R9.3 leak: the search that judges closing by playouts sees only its view") {
  // Each playout seat decides from its own view of an imagined world, never from the real one.
  SearchSettings settings = find_level("medium")->search;
  settings.close_playouts = {8, 8};
  settings.close_playout_window = 6;  // play out every close, so the check always meets them
  check_no_leak([settings] { return std::make_unique<SearchPlayer>("playouts", settings, 7); }, 30,
                5, 110);
}

TEST_CASE("R9.3 leak: every registered level has a leak check above") {
  CHECK(level_names() == kChecked);
}
