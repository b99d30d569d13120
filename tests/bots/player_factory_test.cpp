// The player of a seat by name (bots/player_factory.hpp): every level, a bot from cmd:COMMAND,
// and a clear error naming the choices for the rest.
#include "schnapsen/bots/player_factory.hpp"
#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"

using namespace schnapsen;

TEST_CASE("player factory: a level, a retired level's successor or a bot by its command") {
  for (const ai::LevelInfo& level : ai::levels()) {
    auto p = bots::make_player(level.name, 1);
    REQUIRE(p);
    CHECK((*p)->name() == level.name);
  }
  auto retired = bots::make_player("medium", 1);
  REQUIRE(retired);
  CHECK((*retired)->name() == "master");
  auto bot = bots::make_player("cmd:python3 bot.py", 1);  // not started until asked
  REQUIRE(bot);
  CHECK((*bot)->name().find("python3 bot.py") != std::string::npos);
}

TEST_CASE("player factory: bad names give a message naming the choices") {
  for (const char* name : {"", "Hard", "grandmaster", "cmd:", "cmd:   ", "noisy:0.1:basic"}) {
    auto p = bots::make_player(name, 1);
    REQUIRE_FALSE(p);
    CHECK_FALSE(p.error().empty());
  }
  const std::string message = bots::make_player("grandmaster", 1).error();
  for (const ai::LevelInfo& level : ai::levels())
    CHECK(message.find(std::string(level.name)) != std::string::npos);
  CHECK(message.find("cmd:COMMAND") != std::string::npos);
  CHECK(message.find("noisy") == std::string::npos);  // the lab's, not a seat's
  bots::PlayerOptions no_time;
  no_time.bot_timeout_ms = 0;
  CHECK(bots::make_player("cmd:python3 bot.py", 1, no_time).error().find("timeout") !=
        std::string::npos);
}
