// The play-out player (playout:K, the headroom table's direction (e)): made from its name, it
// takes over only pimc's leads and closing decisions, plays out pimc's best actions plus the
// close, and sees only its seat (a fresh player decides the same from every view of the
// re-dealt unseen cards).
#include <algorithm>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

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

namespace {

// `good` makes a player of that name; each of `bad` is refused with a message that says `why`.
void check_made_from_name(const char* good, std::initializer_list<const char*> bad,
                          const std::string& why) {
  auto p = make_measurement_player(good, 1);
  REQUIRE(p);
  CHECK((*p)->name() == good);
  for (const char* name : bad) {
    auto q = make_measurement_player(name, 1);
    REQUIRE_FALSE(q);
    CHECK(q.error().find(why) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("playout:K is made from its name, and a bad K is refused with a message") {
  check_made_from_name("playout:16",
                       {"playout:", "playout:1", "playout:x", "playout:16x", "playout:257"},
                       "playout:K");
  CHECK(measurement_player_names().find("playout:K") != std::string::npos);
}

TEST_CASE("playout:K's options: the exact close, racing and the trick gate, each once named") {
  const auto made = parse_playout_spec("playout:32:close:race:from1");
  REQUIRE(made);
  CHECK(made->worlds == 32);
  CHECK(made->exact_at_close);
  CHECK(made->race_z == 1.5);
  CHECK(made->from_trick == 1);
  const auto plain = parse_playout_spec("playout:8");
  REQUIRE(plain);
  CHECK_FALSE(plain->exact_at_close);
  CHECK(plain->race_z == 0);
  CHECK(plain->from_trick == 0);
  check_made_from_name("playout:16:from2",
                       {"playout:16:", "playout:16:fast", "playout:16:from5", "playout:16:from",
                        "playout::close", "playout:16:closer"},
                       "playout:K[:close]");
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

namespace {

PlayoutChoice small_choice() {
  PlayoutChoice c;
  c.worlds = 12, c.top = 3, c.playout_worlds = 2;
  return c;
}

std::vector<SeatView> taken_over_views(int count, std::uint64_t seed) {
  std::vector<SeatView> out;
  for (const auto& pos :
       sample_positions(count, seed, [](const SeatView& v) { return takes_over(v); }))
    out.push_back(pos.view());
  return out;
}

}  // namespace

TEST_CASE("playout:K racing: a wide race is no race, a narrow one drops candidates early") {
  const int count = schnapsen::test::kUnderSanitizer ? 3 : 8;
  PlayoutChoice wide = small_choice(), narrow = small_choice();
  wide.race_z = 1e9, wide.batch = 4;
  narrow.race_z = 0.01, narrow.batch = 4;
  std::uint64_t all_playouts = 0, narrow_playouts = 0;
  for (const SeatView& v : taken_over_views(count, 6161)) {
    PlayoutPlayer full("p", small_choice(), 77), w("p", wide, 77), n("p", narrow, 77);
    const Action choice = full.choose(v, MatchInfo{});
    CHECK(w.choose(v, MatchInfo{}) == choice);  // the same worlds in batches: the same sums
    CHECK(w.playouts() == full.playouts());
    const Action raced = n.choose(v, MatchInfo{});
    REQUIRE(v.legal.contains(raced));
    CHECK(n.playouts() <= full.playouts());
    PlayoutPlayer three("p", narrow, 77, 3);  // racing, too, the same on any number of threads
    CHECK(three.choose(v, MatchInfo{}) == raced);
    CHECK(three.playouts() == n.playouts());
    all_playouts += full.playouts(), narrow_playouts += n.playouts();
  }
  CHECK(narrow_playouts < all_playouts);
}

TEST_CASE("playout:K's gate: no play-outs before from_trick, or beyond the margin") {
  // Of these positions the fourth is the first whose margin the gate refuses (the sanitizer
  // build plays the first four).
  const int count = schnapsen::test::kUnderSanitizer ? 4 : 8;
  PlayoutChoice late = small_choice(), tight = small_choice();
  late.from_trick = 5;  // no phase-one decision is that late
  tight.margin = 0.05;
  std::uint64_t tight_playouts = 0, all_playouts = 0;
  for (const SeatView& v : taken_over_views(count, 7171)) {
    std::unique_ptr<Player> pimc = make_level("pimc", 1);
    PlayoutPlayer l("p", late, 77), t("p", tight, 77), full("p", small_choice(), 77);
    CHECK(l.choose(v, MatchInfo{}) == pimc->choose(v, MatchInfo{}));
    CHECK(l.playouts() == 0);
    const Action fc = full.choose(v, MatchInfo{}), tc = t.choose(v, MatchInfo{});
    CHECK(tc == (t.playouts() == 0 ? pimc->choose(v, MatchInfo{}) : fc));
    tight_playouts += t.playouts(), all_playouts += full.playouts();
  }
  CHECK(tight_playouts < all_playouts);
}

// pimc:W, pimc on fewer worlds (a cheaper continuation's candidate): made from its name, a bad
// W refused; not a level, so its own leak check.
TEST_CASE("pimc:W is made from its name, a bad W is refused, and it sees only its view") {
  check_made_from_name("pimc:16", {"pimc:", "pimc:0", "pimc:161", "pimc:x", "pimc:8x"}, "1 to 160");
  check_no_leak([] { return std::move(*make_measurement_player("pimc:4", 5)); }, 10, 3, 113);
}
