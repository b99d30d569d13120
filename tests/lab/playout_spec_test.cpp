// The lab's play-out and fewer-worlds players by name (playout_spec.hpp, measurement_players.hpp):
// made from their names with their options, a bad name refused with a message that says what is
// wrong; distilled made from its name too.
#include <initializer_list>
#include <memory>
#include <string>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/lab/measurement_players.hpp"
#include "schnapsen/lab/playout_spec.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::lab;
using schnapsen::ai::testing::check_no_leak;

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
  const auto made = parse_playout_spec("playout:32:close:race:from1:distilled");
  REQUIRE(made);
  CHECK(made->playout.worlds == 32);
  CHECK(made->playout.exact_at_close);
  CHECK(made->playout.race_z == 1.5);
  CHECK(made->playout.from_trick == 1);
  CHECK(made->playout.continuation == PlayoutSettings::Continuation::Distilled);
  const auto plain = parse_playout_spec("playout:8");
  REQUIRE(plain);
  CHECK(plain->phase_one_worlds == find_level("pimc")->search.phase_one_worlds);
  CHECK(plain->cpu_net_ms == 0);
  CHECK_FALSE(plain->play_for_bummerl);
  CHECK_FALSE(plain->playout.exact_at_close);
  CHECK(plain->playout.race_z == 0);
  CHECK(plain->playout.from_trick == 0);
  CHECK(plain->playout.continuation == PlayoutSettings::Continuation::Pimc);
  check_made_from_name("playout:16:from2",
                       {"playout:16:", "playout:16:fast", "playout:16:from5", "playout:16:from",
                        "playout::close", "playout:16:closer"},
                       "playout:K[:close]");
}

// pimc:W, pimc on fewer worlds (a cheaper continuation's candidate): made from its name, a bad
// W refused; not a level, so its own leak check.
TEST_CASE("pimc:W is made from its name, a bad W is refused, and it sees only its view") {
  check_made_from_name("pimc:16", {"pimc:", "pimc:0", "pimc:161", "pimc:x", "pimc:8x"}, "1 to 160");
  check_no_leak([] { return std::move(*make_measurement_player("pimc:4", 5)); }, 10, 3, 113);
}

TEST_CASE("distilled is made from its name") {
  auto made = make_measurement_player("distilled", 1);
  REQUIRE(made);
  CHECK((*made)->name() == "distilled");
}
