// Noisy measurement players (noisy:P:NAME, docs/ai.md "Noisy players"): made from their spec and
// not registered, P = 0 decides exactly as NAME, P = 1 plays random legal actions without a false
// claim, the same seed gives the same play, and bad specs are refused with a message.
#include <memory>
#include <string>
#include <vector>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/lab/arena.hpp"
#include "schnapsen/lab/measurement_players.hpp"
#include "schnapsen/lab/noisy_player.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::lab;
using schnapsen::ai::testing::check_no_leak;
using schnapsen::ai::testing::sample_positions;

namespace {

std::unique_ptr<Player> make(const std::string& name, std::uint64_t seed) {
  auto p = make_measurement_player(name, seed);
  REQUIRE(p);
  return std::move(*p);
}

// One player's choices on `views` in turn (one instance, so its random state carries over).
std::vector<Action> choices(Player& p, const std::vector<SeatView>& views) {
  std::vector<Action> out;
  for (const SeatView& v : views) out.push_back(p.choose(v, MatchInfo{}));
  return out;
}

std::vector<SeatView> sample_views(int count, std::uint64_t seed) {
  std::vector<SeatView> out;
  for (const auto& p : sample_positions(count, seed)) out.push_back(p.view());
  return out;
}

}  // namespace

TEST_CASE("noisy player: noisy:0:X decides exactly as X") {
  const std::vector<SeatView> views = sample_views(150, 31);
  for (const char* base : {"random", "basic", "heuristic", "skilled"}) {
    INFO(base);
    auto noisy = make(std::string("noisy:0:") + base, 77);
    auto plain = make(base, 77);
    CHECK(noisy->name() == std::string("noisy:0:") + base);
    CHECK(choices(*noisy, views) == choices(*plain, views));
  }
  // And so in the arena: the same hands, the same result.
  ArenaSettings s;
  s.a = "noisy:0:random";
  s.b = "basic";
  s.deals = 10;
  s.seed = 4;
  const auto noisy = run_arena(s);
  s.a = "random";
  const auto plain = run_arena(s);
  REQUIRE(noisy);
  REQUIRE(plain);
  CHECK(noisy->pair_margins == plain->pair_margins);
}

TEST_CASE("noisy player: the noise is legal, never a false claim, and seeded") {
  const std::vector<SeatView> views = sample_views(300, 32);
  auto all_noise = make("noisy:1:heuristic", 5);
  int missed_claims = 0;  // a random action may miss a true claim, as people do
  for (const SeatView& v : views) {
    const Action a = all_noise->choose(v, {});
    REQUIRE(v.legal.contains(a));
    if (a == Action::claim()) CHECK(v.scores[v.seat] >= kWinningScore);
    if (v.legal.contains(Action::claim()) && v.scores[v.seat] >= kWinningScore &&
        a != Action::claim())
      ++missed_claims;
  }
  CHECK(missed_claims > 0);
  // A closed hand's end with fewer than 66: the only honest answer is pass.
  for (const SeatView& v : views)
    if (v.legal.contains(Action::pass()) && v.scores[v.seat] < 66)
      CHECK(all_noise->choose(v, {}) == Action::pass());

  auto a = make("noisy:0.3:heuristic", 9);
  auto b = make("noisy:0.3:heuristic", 9);
  auto other_seed = make("noisy:0.3:heuristic", 10);
  auto base = make("heuristic", 9);
  const std::vector<Action> first = choices(*a, views);
  CHECK(choices(*b, views) == first);
  CHECK(choices(*other_seed, views) != first);
  int differ = 0;
  const std::vector<Action> plain = choices(*base, views);
  for (std::size_t i = 0; i < views.size(); ++i) differ += first[i] == plain[i] ? 0 : 1;
  // About 0.3 x (1 - 1/legal) of the decisions; wide bounds, the run is fixed by its seeds.
  CHECK(differ > 30);
  CHECK(differ < 110);
}

TEST_CASE("noisy player: bad specs are refused with a message, and it is no level") {
  for (const char* spec :
       {"noisy:2:basic", "noisy:x:basic", "noisy:0.1:nobody", "noisy:0.1", "noisy::basic",
        "noisy:0.5:", "noisy:nan:basic", "noisy:1e-1:basic", "noisy:0.1:cmd:true",
        "noisy:0.1:noisy:0:basic", "noisy:-0.5:basic", "noisy:-0:basic", "noisy:-0.0:basic"}) {
    INFO(spec);
    auto p = make_measurement_player(spec, 1);
    REQUIRE_FALSE(p);
    CHECK(p.error().find(spec) != std::string::npos);
  }
  CHECK(make_measurement_player("noisy:2:basic", 1).error().find("from 0 to 1") !=
        std::string::npos);
  CHECK(make_measurement_player("noisy:0.1:nobody", 1).error().find("unknown player 'nobody'") !=
        std::string::npos);
  for (const char* spec :
       {"noisy:0:basic", "noisy:1:master", "noisy:0.25:hard", "noisy:1.0:random"})
    CHECK(make_measurement_player(spec, 1));
  CHECK(find_level("noisy:0.2:heuristic") == nullptr);
  for (const std::string& name : level_names()) CHECK(name.rfind("noisy", 0) == std::string::npos);
  CHECK(measurement_player_names().find("noisy:P:NAME") != std::string::npos);
  CHECK(measurement_players_help().find("noisy:P:NAME") != std::string::npos);
}

TEST_CASE("measurement players: a name that is none says every choice") {
  const std::string message = make_measurement_player("grandmaster", 1).error();
  CHECK(message.find("unknown player 'grandmaster'") != std::string::npos);
  for (const LevelInfo& level : levels())
    CHECK(message.find(std::string(level.name)) != std::string::npos);
  CHECK(message.find("cmd:COMMAND|noisy:P:NAME") != std::string::npos);
  CHECK(make_measurement_player("cmd:", 1).error().find("needs a command") != std::string::npos);
  auto bot = make_measurement_player("cmd:python3 bot.py", 1);  // not started until asked
  REQUIRE(bot);
  CHECK((*bot)->name().find("python3 bot.py") != std::string::npos);
}

// Not a level, so not among the leak checks of the levels (tests/ai/information_leak_test.cpp):
// a noisy player, its noise and its base, sees only its view too.
TEST_CASE("R9.3 leak: a noisy measurement player sees only its view") {
  check_no_leak([] { return make("noisy:0.5:heuristic", 1234); }, 100, 10, 109);
  check_no_leak([] { return make("noisy:0.5:random", 1234); }, 100, 10, 110);
}
