// The level registry and make_player: every registered level by name, the registry as the one
// source of help texts and settings, and a clear error for the rest.
#include "schnapsen/ai/player_factory.hpp"
#include "catch.hpp"

using namespace schnapsen::ai;

TEST_CASE("player factory: makes every registered level by name, weakest first") {
  std::vector<std::string> names;
  for (const LevelInfo& level : levels()) {
    auto p = make_player(level.name, 1);
    REQUIRE(p);
    CHECK((*p)->name() == level.name);
    CHECK_FALSE(level.description.empty());
    names.emplace_back(level.name);
  }
  CHECK(names ==
        std::vector<std::string>{"random", "basic", "heuristic", "easy", "medium", "pimc", "hard"});
  CHECK(level_names() == names);
  auto bot = make_player("cmd:python3 bot.py", 1);
  REQUIRE(bot);
  CHECK((*bot)->name().find("python3 bot.py") != std::string::npos);
}

TEST_CASE("player factory: help texts and search settings come from the registry") {
  const std::string help = levels_help();
  const std::string names = player_names();
  for (const LevelInfo& level : levels()) {
    CHECK(help.find(std::string(level.name)) != std::string::npos);
    CHECK(help.find(std::string(level.description)) != std::string::npos);
    CHECK(names.find(std::string(level.name) + "|") != std::string::npos);
    if (level.kind == LevelKind::Search)
      CHECK(help.find(describe(level.search)) != std::string::npos);
  }
  CHECK(level_settings("hard").phase_one_worlds == find_level("hard")->search.phase_one_worlds);
  CHECK(level_settings("easy").node_budget == find_level("easy")->search.node_budget);
  CHECK(find_level("nobody") == nullptr);
  CHECK_THROWS(level_settings("heuristic"));
  CHECK(find_level(kDefaultLevel) != nullptr);
}

TEST_CASE("player factory: pimc stays the frozen reference (the former hard level)") {
  const SearchSettings p = find_level("pimc")->search;
  CHECK(p.phase_one_worlds == 160);
  CHECK(p.node_budget == 3'000'000);
  CHECK(p.time_limit_ms == 900);
  CHECK(p.tt_bytes == (16u << 20));
  CHECK_FALSE(p.play_for_bummerl);
}

TEST_CASE("player factory: bad names give a message naming the choices") {
  for (const char* name : {"", "Hard", "expert", "cmd:", "cmd:   "}) {
    auto p = make_player(name, 1);
    REQUIRE_FALSE(p);
    CHECK_FALSE(p.error().empty());
  }
  const std::string message = make_player("expert", 1).error();
  for (const LevelInfo& level : levels())
    CHECK(message.find(std::string(level.name)) != std::string::npos);
}
