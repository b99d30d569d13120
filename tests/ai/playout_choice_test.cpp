// Play-outs over the search (playout_choice.hpp): they take over only the search's leads and
// closing decisions, play out its best actions plus the close, give one answer at any number of
// threads, race and gate as set, count outcomes by the Bummerl chance when the level plays for
// it, and see only the seat (a fresh player decides the same from every view of the re-dealt
// unseen cards).
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
#include "schnapsen/ai/playout_choice.hpp"
#include "schnapsen/ai/playouts.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/position.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::check_no_leak;
using schnapsen::ai::testing::sample_positions;

namespace {

// pimc with play-outs on `worlds` worlds, played by pimc on 2 worlds: the tests check what is
// decided, not how well.
SearchSettings small_settings(int worlds = 3) {
  SearchSettings s = settings_by_work("pimc");
  s.playout.worlds = worlds;
  s.playout.continuation = PlayoutSettings::Continuation::Pimc;
  s.playout.pimc_worlds = 2;
  return s;
}

std::unique_ptr<Player> small_player() {
  return std::make_unique<SearchPlayer>("playout:3", small_settings());
}

}  // namespace

TEST_CASE("play-outs take over only leads and the close decision, among the search's best") {
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

// The exchange, which the search's rule settles, is kept: never played out (where it was, master
// exchanged at half of its chances).
TEST_CASE("the exchange is kept, not played out") {
  const int count = schnapsen::test::kUnderSanitizer ? 2 : 5;
  const auto want = [](const SeatView& v) {
    return v.legal.contains(Action::exchange()) && v.legal.contains(Action::close());
  };
  for (const auto& pos : sample_positions(count, 4243, want)) {
    CHECK_FALSE(takes_over(pos.view()));
    SearchPlayer player("p", small_settings());
    CHECK(player.choose(pos.view(), MatchInfo{}) == Action::exchange());
    CHECK(player.last_evaluation().played_out.empty());
  }
}

// Beside master's leak check (information_leak_test.cpp), cheaper and on more positions: the
// worlds and both seats of the play-outs see only what the seat may see.
TEST_CASE("R9.3 leak: pimc with play-outs sees only its view") {
  check_no_leak(small_player, 10, 3, 111);  // the same 10 under the sanitizers: phase two too
}

TEST_CASE("play-outs at 1 and 3 threads: the same choice in every decision they take over") {
  const int count = schnapsen::test::kUnderSanitizer ? 3 : 8;
  int taken = 0;
  for (const auto& pos :
       sample_positions(count, 5151, [](const SeatView& v) { return takes_over(v); })) {
    const SeatView v = pos.view();
    SearchPlayer one("p", small_settings(), 1), three("p", small_settings(), 3);
    CHECK(one.choose(v, MatchInfo{}) == three.choose(v, MatchInfo{}));
    CHECK(one.playouts() == three.playouts());
    taken += one.playouts() > 0;
  }
  CHECK(taken > 0);
}

namespace {

SearchSettings small_choice() { return small_settings(12); }

std::vector<SeatView> taken_over_views(int count, std::uint64_t seed) {
  std::vector<SeatView> out;
  for (const auto& pos :
       sample_positions(count, seed, [](const SeatView& v) { return takes_over(v); }))
    out.push_back(pos.view());
  return out;
}

}  // namespace

TEST_CASE("racing: a wide race is no race, a narrow one drops candidates early") {
  const int count = schnapsen::test::kUnderSanitizer ? 3 : 8;
  SearchSettings wide = small_choice(), narrow = small_choice();
  wide.playout.race_z = 1e9, wide.playout.batch = 4;
  narrow.playout.race_z = 0.01, narrow.playout.batch = 4;
  std::uint64_t all_playouts = 0, narrow_playouts = 0;
  for (const SeatView& v : taken_over_views(count, 6161)) {
    SearchPlayer full("p", small_choice()), w("p", wide), n("p", narrow);
    const Action choice = full.choose(v, MatchInfo{});
    CHECK(w.choose(v, MatchInfo{}) == choice);  // the same worlds in batches: the same sums
    CHECK(w.playouts() == full.playouts());
    const Action raced = n.choose(v, MatchInfo{});
    REQUIRE(v.legal.contains(raced));
    CHECK(n.playouts() <= full.playouts());
    SearchPlayer three("p", narrow, 3);  // racing, too, the same on any number of threads
    CHECK(three.choose(v, MatchInfo{}) == raced);
    CHECK(three.playouts() == n.playouts());
    all_playouts += full.playouts(), narrow_playouts += n.playouts();
  }
  CHECK(narrow_playouts < all_playouts);
}

TEST_CASE("the gate: no play-outs before from_trick, or beyond the margin") {
  // Of these positions the fourth is the first whose margin the gate refuses (the sanitizer
  // build plays the first four).
  const int count = schnapsen::test::kUnderSanitizer ? 4 : 8;
  SearchSettings late = small_choice(), tight = small_choice();
  late.playout.from_trick = 5;  // no phase-one decision is that late
  tight.playout.margin = 0.05;
  std::uint64_t tight_playouts = 0, all_playouts = 0;
  for (const SeatView& v : taken_over_views(count, 7171)) {
    std::unique_ptr<Player> pimc = make_level("pimc", 1);
    SearchPlayer l("p", late), t("p", tight), full("p", small_choice());
    CHECK(l.choose(v, MatchInfo{}) == pimc->choose(v, MatchInfo{}));
    CHECK(l.playouts() == 0);
    const Action fc = full.choose(v, MatchInfo{}), tc = t.choose(v, MatchInfo{});
    CHECK(tc == (t.playouts() == 0 ? pimc->choose(v, MatchInfo{}) : fc));
    tight_playouts += t.playouts(), all_playouts += full.playouts();
  }
  CHECK(tight_playouts < all_playouts);
}

TEST_CASE("play-outs for the Bummerl: at one point each, the candidate that wins most often") {
  // Both sides need one point: every win is worth the Bummerl and every loss loses it, so the
  // choice is the candidate with the most play-outs won, not the most game points. The same
  // play-outs are played again here, by a Playout of the same continuation on the same worlds.
  SearchSettings settings = small_settings(8);
  settings.play_for_bummerl = true;
  MatchInfo standing;
  standing.points = {1, 1};
  const int count = schnapsen::test::kUnderSanitizer ? 3 : 10;
  int differ = 0;  // positions where the most wins are not the most game points
  for (const SeatView& v : taken_over_views(count, 8182)) {
    SearchPlayer player("p", settings);
    const Action choice = player.choose(v, standing);
    if (player.playouts() == 0) continue;
    SearchSettings search = settings;
    search.playout = {};
    SearchPlayer root("root", search);
    root.choose(v, standing);
    const std::vector<Action> cands = playout_candidates(v, root.last_evaluation(), 3);
    const Position position = position_of(v, {7, 7}, true);
    const std::vector<World> worlds = decision_worlds(
        v, information_hash(position) ^ history_hash(position), settings.playout.worlds);
    Playout playout(continuation_search(2));
    std::vector<int> wins(cands.size()), points(cands.size());
    for (std::size_t c = 0; c < cands.size(); ++c)
      for (const World& w : worlds) {
        HandState s = build_world(v, w);
        s.apply_legal(cands[c]);
        std::vector<SeatAction> history = v.history;
        history.push_back({v.seat, cands[c]});
        const int outcome = playout.play(s, history, v.seat);
        wins[c] += outcome > 0;
        points[c] += outcome;
      }
    const auto most_wins = std::max_element(wins.begin(), wins.end()) - wins.begin();
    const auto most_points = std::max_element(points.begin(), points.end()) - points.begin();
    CHECK(choice == cands[static_cast<std::size_t>(most_wins)]);
    // The evaluation shows the candidates' means, the choice first.
    const Evaluation& e = player.last_evaluation();
    REQUIRE(e.played_out.size() == cands.size());
    CHECK(e.played_out.front().action == choice);
    CHECK(e.played_out.front().utility * 8 == Approx(wins[static_cast<std::size_t>(most_wins)]));
    differ += most_wins != most_points;
  }
  // The release build's ten positions include some where the two differ (the sanitizer
  // build's three need not).
  if (!schnapsen::test::kUnderSanitizer) CHECK(differ > 0);
}
