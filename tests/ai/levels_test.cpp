// The level registry and make_level: every registered level by name, the registry as the one
// source of help texts and settings, nothing for a name that is no level.
#include <algorithm>

#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"

using namespace schnapsen::ai;

TEST_CASE("levels: makes every registered level by name, weakest first") {
  std::vector<std::string> names;
  for (const LevelInfo& level : levels()) {
    auto p = make_level(level.name, 1);
    REQUIRE(p);
    CHECK(p->name() == level.name);
    CHECK_FALSE(level.description.empty());
    names.emplace_back(level.name);
  }
  CHECK(names == std::vector<std::string>{"random", "beginner", "casual", "skilled", "expert",
                                          "pimc", "master"});
  CHECK(level_names() == names);
}

TEST_CASE("levels: help texts and search settings come from the registry") {
  const std::string help = levels_help();
  const std::string names = level_choices() + "|";
  for (const LevelInfo& level : levels()) {
    CHECK(help.find(std::string(level.name)) != std::string::npos);
    CHECK(help.find(std::string(level.description)) != std::string::npos);
    CHECK(names.find(std::string(level.name) + "|") != std::string::npos);
    if (level.kind == LevelKind::Search)
      CHECK(help.find(describe(level.search)) != std::string::npos);
  }
  CHECK(level_settings("master").phase_one_worlds == find_level("master")->search.phase_one_worlds);
  CHECK(level_settings("pimc").node_budget == find_level("pimc")->search.node_budget);
  CHECK(find_level("nobody") == nullptr);
  CHECK_THROWS(level_settings("heuristic"));
  CHECK(find_level(kDefaultLevel) != nullptr);
}

TEST_CASE("levels: pimc stays the frozen reference") {
  const SearchSettings p = find_level("pimc")->search;
  CHECK(p.phase_one_worlds == 160);
  CHECK(p.node_budget == 3'000'000);
  CHECK(p.cpu_net_ms == 30'000);
  CHECK(p.tt_bytes == (16u << 20));
  CHECK_FALSE(p.play_for_bummerl);
}

TEST_CASE("levels: a name that is no level makes no player") {
  for (const char* name : {"", "Hard", "grandmaster", "cmd:python3 bot.py", "noisy:0:basic"})
    CHECK(make_level(name, 1) == nullptr);
}

TEST_CASE("levels: five levels for people, weakest first, each with its sentence") {
  CHECK(person_level_names() ==
        std::vector<std::string>{"beginner", "casual", "skilled", "expert", "master"});
  for (const std::string& name : person_level_names()) {
    const LevelInfo* level = find_level(name);
    REQUIRE(level != nullptr);
    CHECK(level->role == LevelRole::Person);
    CHECK(level->description.size() > 40);  // a sentence on how it plays
  }
  for (const char* name : {"random", "pimc"})
    CHECK(find_level(name)->role == LevelRole::Measurement);
  CHECK(find_level(kDefaultLevel)->role == LevelRole::Person);
  // Stronger levels are rated higher, in both rule sets.
  int soft = -10000;
  int sharp = -10000;
  for (const std::string& name : person_level_names()) {
    CHECK(find_level(name)->rating_soft > soft);
    CHECK(find_level(name)->rating_sharp > sharp);
    soft = find_level(name)->rating_soft;
    sharp = find_level(name)->rating_sharp;
  }
  CHECK_FALSE(kRatingsMeasured.empty());
}

TEST_CASE("levels: basic and heuristic are other names of casual and expert, not levels") {
  // One name each: the baselines of earlier measurements play exactly as the level they name.
  CHECK(find_level("basic") == find_level("casual"));
  CHECK(find_level("heuristic") == find_level("expert"));
  CHECK(make_level("basic", 1)->name() == "casual");
  CHECK(make_level("heuristic", 1)->name() == "expert");
  CHECK(level_aliases().size() == 2);
  const std::vector<std::string> names = level_names();
  const std::vector<std::string> accepted = accepted_level_names();
  for (const LevelAlias& a : level_aliases()) {
    CHECK(std::find(names.begin(), names.end(), a.name) == names.end());  // no row of its own
    CHECK(std::find(accepted.begin(), accepted.end(), a.name) != accepted.end());
    CHECK(retired_level(a.name) == nullptr);  // no note that it was retired
  }
  CHECK(level_choices().find("basic") == std::string::npos);
}

TEST_CASE("levels: the levels of earlier versions map to their successors") {
  CHECK(current_level_name("easy") == "expert");
  CHECK(current_level_name("medium") == "master");
  CHECK(current_level_name("hard") == "master");
  CHECK(current_level_name("skilled") == "skilled");
  CHECK(find_level("medium") == nullptr);  // not a level any more, but accepted:
  auto p = make_level("medium", 1);
  REQUIRE(p);
  CHECK(p->name() == "master");
  CHECK(level_settings("hard").play_for_bummerl);
  const std::vector<std::string> accepted = accepted_level_names();
  for (const char* name : {"easy", "medium", "hard", "beginner", "pimc"})
    CHECK(std::find(accepted.begin(), accepted.end(), name) != accepted.end());
  for (const std::string& name : accepted) {
    if (!retired_level(name)) continue;
    CHECK(find_level(retired_level(name)->now) != nullptr);
  }
}
