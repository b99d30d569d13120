// make_player: every documented name, and a clear error for the rest.
#include "schnapsen/ai/player_factory.hpp"
#include "catch.hpp"

using namespace schnapsen::ai;

TEST_CASE("player factory: makes every level by name") {
  for (const char* name : {"random", "heuristic", "easy", "medium", "hard"}) {
    auto p = make_player(name, 1);
    REQUIRE(p);
    CHECK((*p)->name() == name);
  }
  auto bot = make_player("cmd:python3 bot.py", 1);
  REQUIRE(bot);
  CHECK((*bot)->name().find("python3 bot.py") != std::string::npos);
}

TEST_CASE("player factory: bad names give a message naming the choices") {
  for (const char* name : {"", "Hard", "expert", "cmd:", "cmd:   "}) {
    auto p = make_player(name, 1);
    REQUIRE_FALSE(p);
    CHECK_FALSE(p.error().empty());
  }
  CHECK(make_player("expert", 1).error().find("heuristic") != std::string::npos);
}
