// The play-out player (playout:K, the headroom table's direction (e)): made from its name, it
// takes over only pimc's leads and closing decisions, plays out pimc's best actions plus the
// close, and sees only its seat (a fresh player decides the same from every view of the
// re-dealt unseen cards).
#include <algorithm>
#include <memory>
#include <string>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "sanitizer.hpp"
#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/lab/measurement_players.hpp"
#include "schnapsen/lab/playout_player.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::lab;
using schnapsen::ai::testing::check_no_leak;
using schnapsen::ai::testing::sample_positions;

namespace {

// Few worlds and a cheap continuation: the tests check what is decided, not how well.
std::unique_ptr<Player> small_player() {
  return std::make_unique<PlayoutPlayer>("playout:3", PlayoutChoice{3, 3, 2}, 77);
}

}  // namespace

TEST_CASE("playout:K is made from its name, and a bad K is refused with a message") {
  auto p = make_measurement_player("playout:16", 1);
  REQUIRE(p);
  CHECK((*p)->name() == "playout:16");
  for (const char* bad : {"playout:", "playout:1", "playout:x", "playout:16x", "playout:257"}) {
    auto q = make_measurement_player(bad, 1);
    REQUIRE_FALSE(q);
    CHECK(q.error().find("playout:K") != std::string::npos);
  }
  CHECK(measurement_player_names().find("playout:K") != std::string::npos);
}

TEST_CASE("playout:K takes over only leads and the close decision, among pimc's best") {
  const int count = schnapsen::test::kUnderSanitizer ? 6 : 16;
  int taken = 0, follows = 0;
  for (const auto& pos : sample_positions(count, 4242)) {
    const SeatView v = pos.view();
    std::unique_ptr<Player> pimc = make_level("pimc", 1);
    auto* search = dynamic_cast<SearchPlayer*>(pimc.get());
    REQUIRE(search != nullptr);
    const Action pimc_choice = pimc->choose(v, MatchInfo{});
    const Action choice = small_player()->choose(v, MatchInfo{});
    REQUIRE(v.legal.contains(choice));
    if (v.phase == Phase::Follow || !v.talon_open()) {
      CHECK_FALSE(takes_over(v));
    }
    if (v.phase == Phase::Follow) ++follows;
    if (!takes_over(v)) {
      CHECK(choice == pimc_choice);
      continue;
    }
    ++taken;
    const std::vector<Action> cands = playout_candidates(v, search->last_evaluation(), 3);
    CHECK(std::find(cands.begin(), cands.end(), choice) != cands.end());
    if (search->last_evaluation().values.empty()) {  // settled by rule (the exchange): all
      CHECK(cands == candidate_actions(v.legal));
      continue;
    }
    CHECK(cands.front() == pimc_choice);
    const bool can_close = v.legal.contains(Action::close());
    CHECK(cands.size() <= (can_close ? 4u : 3u));
    if (can_close) {
      CHECK(std::find(cands.begin(), cands.end(), Action::close()) != cands.end());
    }
  }
  CHECK(taken > 0);
  CHECK(follows > 0);
}

// Not a level, so not among the leak checks of the levels (tests/ai/information_leak_test.cpp):
// its worlds and both seats of its play-outs see only what the seat may see.
TEST_CASE("R9.3 leak: the play-out measurement player sees only its view") {
  check_no_leak(small_player, 10, 3, 111);  // the same 10 under the sanitizers: phase two too
}

TEST_CASE("playout:K at 1 and 3 threads: the same choice in every decision it takes over") {
  const int count = schnapsen::test::kUnderSanitizer ? 3 : 8;
  int taken = 0;
  for (const auto& pos :
       sample_positions(count, 5151, [](const SeatView& v) { return takes_over(v); })) {
    const SeatView v = pos.view();
    PlayoutPlayer one("playout:3", PlayoutChoice{3, 3, 2}, 77, 1);
    PlayoutPlayer three("playout:3", PlayoutChoice{3, 3, 2}, 77, 3);
    CHECK(one.choose(v, MatchInfo{}) == three.choose(v, MatchInfo{}));
    CHECK(one.playouts() == three.playouts());
    taken += one.playouts() > 0;
  }
  CHECK(taken > 0);
}
