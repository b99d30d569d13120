// Statistics (stats.hpp): counting hand outcomes, the file format, corrupt files, updates.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/json.hpp"
#include "temp_dir.hpp"

using namespace schnapsen;
using namespace schnapsen::game;
namespace fs = std::filesystem;

namespace {

Stats sample_stats() {
  Stats s;
  s.add({"hard", "soft"}, StatsLine{3, 2, 1, 0, 1, 0});
  s.add({"easy", "sharp"}, StatsLine{1, 4, 0, 1, 0, 1});
  return s;
}

}  // namespace

TEST_CASE("Stats: a hand outcome counts from the player's seat") {
  HandOutcome o;
  o.winner = 1;
  o.game_points = 3;
  CHECK(stats_delta(o, 1) == StatsLine{1, 0, 0, 0, 0, 0});
  CHECK(stats_delta(o, 0) == StatsLine{0, 1, 0, 0, 0, 0});
  o.bummerl_over = true;
  o.bummerls_chalked = 1;
  CHECK(stats_delta(o, 1) == StatsLine{1, 0, 1, 0, 0, 0});
  // A Schneider-Bummerl counts as the two Bummerls the screen says were chalked up.
  o.bummerls_chalked = 2;
  o.schneider_bummerl = true;
  o.match_over = true;
  CHECK(stats_delta(o, 1) == StatsLine{1, 0, 2, 0, 1, 0});
  CHECK(stats_delta(o, 0) == StatsLine{0, 1, 0, 2, 0, 1});
}

TEST_CASE("Stats: each hand of a match counts once, however often it is offered") {
  Stats s;
  const StatsKey key{"random", "soft"};
  CHECK(s.count_hand("m1", 0, key, StatsLine{1}));
  CHECK_FALSE(s.count_hand("m1", 0, key, StatsLine{1}));
  CHECK(s.count_hand("m1", 1, key, StatsLine{0, 1}));
  CHECK_FALSE(s.count_hand("m1", 0, key, StatsLine{1}));
  CHECK(s.count_hand("m2", 0, key, StatsLine{1}));  // another match: its own hands
  CHECK(s.lines.at(key) == StatsLine{2, 1});
  CHECK(s.counted_hands("m1") == 2);
  CHECK(s.counted_hands("m2") == 1);
  CHECK(s.counted.back().match == "m2");
  auto back = parse_stats(print_stats(s));
  REQUIRE(back.has_value());
  CHECK(*back == s);
  // Only the most recent matches are remembered.
  for (int i = 0; i < 100; ++i) {
    std::string id = "x";
    id += std::to_string(i);
    s.count_hand(id, 0, key, StatsLine{1});
  }
  CHECK(s.counted.size() == kMaxCountedMatches);
  CHECK(s.counted.back().match == "x99");
  CHECK(parse_stats(print_stats(s)).has_value());
}

TEST_CASE("Stats: a version 1 file (before counted hands) is still read") {
  auto v1 = parse_stats(
      "{\"schnapsen-stats\": 1, \"lines\": [{\"opponent\": \"hard\", \"rules\": \"soft\", "
      "\"hands_won\": 1, \"hands_lost\": 0, \"bummerls_won\": 0, \"bummerls_lost\": 0, "
      "\"matches_won\": 0, \"matches_lost\": 0}]}");
  REQUIRE(v1.has_value());
  CHECK(v1->lines.at({"hard", "soft"}).hands_won == 1);
  CHECK(v1->counted.empty());
}

TEST_CASE("Stats: the key names the opponent's level and the rules") {
  SavedMatch m;
  m.seats[0] = {SeatKind::Human, "-", "You"};
  m.seats[1] = {SeatKind::Ai, "hard", "Computer"};
  m.hand.rules = Rules::sharp();
  CHECK(stats_key(m, 0) == StatsKey{"hard", "sharp"});
  m.seats[1] = {SeatKind::Bot, "python3 bot.py", "bot"};
  CHECK(stats_key(m, 0) == StatsKey{"bot", "sharp"});
  CHECK(stats_key(m, 1) == StatsKey{"human", "sharp"});
}

TEST_CASE("Stats: print and parse round trip; totals") {
  const Stats s = sample_stats();
  auto back = parse_stats(print_stats(s));
  REQUIRE(back.has_value());
  CHECK(*back == s);
  CHECK(s.total() == StatsLine{4, 6, 1, 1, 1, 1});
  CHECK(parse_stats(print_stats(Stats{}))->lines.empty());
}

TEST_CASE("Stats: strict parsing of the file") {
  const char* bad[] = {
      "",
      "[]",
      "{\"schnapsen-stats\": 2, \"lines\": []}",
      "{\"lines\": []}",
      "{\"schnapsen-stats\": 1}",
      "{\"schnapsen-stats\": 1, \"lines\": [], \"extra\": 0}",
      "{\"schnapsen-stats\": 1, \"lines\": [{\"opponent\": \"hard\"}]}",
      "{\"schnapsen-stats\": 1, \"lines\": [{\"opponent\": \"hard\", \"rules\": \"soft\", "
      "\"hands_won\": -1, \"hands_lost\": 0, \"bummerls_won\": 0, \"bummerls_lost\": 0, "
      "\"matches_won\": 0, \"matches_lost\": 0}]}",
      "{\"schnapsen-stats\": 1, \"lines\": [{\"opponent\": \"hard\", \"rules\": \"blitz\", "
      "\"hands_won\": 1, \"hands_lost\": 0, \"bummerls_won\": 0, \"bummerls_lost\": 0, "
      "\"matches_won\": 0, \"matches_lost\": 0}]}",
  };
  // Found by fuzz_json: numbers outside JSON's grammar must not be read as counts.
  const std::string good = print_stats(sample_stats());
  for (const char* number : {"01", "1.", "-0.", "1.e3"}) {
    std::string text = good;
    text.replace(text.find("\"hands_won\": 3"), 15, std::string("\"hands_won\": ") + number);
    INFO(text);
    CHECK_FALSE(parse_stats(text).has_value());
  }
  for (const char* text : bad) {
    INFO(text);
    CHECK_FALSE(parse_stats(text).has_value());
  }
  // Labels are shown as they are: none may hold a control, bidi or zero-width character.
  for (const char* label : {"\u009b2J", "a\u202eb", "\u200b", "x\u0085"}) {
    std::string text = good;
    const std::string quoted = "\"" + sample_stats().lines.begin()->first.opponent + "\"";
    text.replace(text.find(quoted), quoted.size(), Json(label).dump());
    INFO(text);
    CHECK_FALSE(parse_stats(text).has_value());
  }
  // What is wrong with a line is named (json.hpp's readers).
  const auto line_error = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    text.replace(text.find(from), from.size(), to);
    const auto parsed = parse_stats(text);
    REQUIRE_FALSE(parsed.has_value());
    return parsed.error();
  };
  CHECK(line_error("\"hands_won\": 3", "\"hands_won\": -1") ==
        "'hands_won' is out of range (0 to 1000000000000)");
  CHECK(line_error("\"hands_won\": 3", "\"hands_won\": \"3\"") ==
        "'hands_won' is not a whole number");
  CHECK(line_error("\"hands_won\": 3,", "") == "a line has no \"hands_won\"");
  CHECK(line_error("\"hands_won\": 3", "\"hands_won\": 3, \"hands_tied\": 0") ==
        "a line has an unknown field \"hands_tied\"");
  CHECK(line_error("\"rules\": \"soft\"", "\"rules\": \"\"") == "bad 'rules' in a line");
  CHECK(line_error("\"rules\": \"soft\"", "\"rules\": \"blitz\"") == "unknown rules 'blitz'");
  // Broken JSON: a message that says so and where, not an exception.
  const auto broken = parse_stats("{\"schnapsen-stats\": 1,\n \"lines\": [}");
  REQUIRE_FALSE(broken.has_value());
  CHECK(broken.error().rfind("not JSON: ", 0) == 0);
  CHECK(broken.error().find("line 2") != std::string::npos);
  // The same line twice.
  Stats one;
  one.add({"hard", "soft"}, StatsLine{1, 0, 0, 0, 0, 0});
  Json j = stats_to_json(one);
  const Json line = j.at("lines").at(0);
  j["lines"] = Json::array({line, line});
  CHECK_FALSE(parse_stats(dump_line(j)).has_value());
}

TEST_CASE("Stats: the table lists each line and a total") {
  const std::string table = stats_table(sample_stats());
  CHECK(table.find("Opponent") != std::string::npos);
  CHECK(table.find("hard") != std::string::npos);
  CHECK(table.find("3-2") != std::string::npos);
  CHECK(table.find("60%") != std::string::npos);
  CHECK(table.find("total") != std::string::npos);
  CHECK(stats_table(Stats{}).find("no games played yet") != std::string::npos);
}

TEST_CASE("Stats: a share won is rounded, so that the two sides' add up") {
  CHECK(won_share(4, 3) == "57%");
  CHECK(won_share(3, 4) == "43%");
  CHECK(won_share(1, 1) == "50%");
  CHECK(won_share(2, 1) == "67%");
  // 100% and 0% only when nothing was lost or won.
  CHECK(won_share(199, 1) == "99%");
  CHECK(won_share(1, 199) == "1%");
  CHECK(won_share(5, 0) == "100%");
  CHECK(won_share(0, 5) == "0%");
  CHECK(won_share(0, 0) == "-");
}

TEST_CASE("Stats: the player's rating against the AI levels") {
  CHECK_FALSE(player_rating(Stats{}).has_value());
  Stats bots;
  bots.add({"bot", "soft"}, StatsLine{5, 5, 0, 0, 0, 0});
  CHECK_FALSE(player_rating(bots).has_value());  // bots and people have no rating
  // Even against one level: exactly that level's rating.
  const int medium = ai::find_level("skilled")->rating_soft;
  Stats even;
  even.add({"skilled", "soft"}, StatsLine{20, 20, 0, 0, 0, 0});
  REQUIRE(player_rating(even).has_value());
  CHECK(player_rating(even)->rating == medium);
  CHECK(player_rating(even)->hands == 40);
  // Each rule set counts at the level's rating for it, rule options or not; a rules line that
  // names no preset counts as soft.
  for (const char* rules : {"sharp", "sharp close-with-two-cards=yes"}) {
    Stats sharp;
    sharp.add({"expert", rules}, StatsLine{20, 20, 0, 0, 0, 0});
    CHECK(player_rating(sharp)->rating == ai::find_level("expert")->rating_sharp);
  }
  for (const char* rules : {"soft", "soft review-tricks=no", "sharpest"}) {
    Stats soft;
    soft.add({"expert", rules}, StatsLine{20, 20, 0, 0, 0, 0});
    CHECK(player_rating(soft)->rating == ai::find_level("expert")->rating_soft);
  }
  // Three hands won of four (with the prior 3.5 of 5): 400 log10(3.5 / 1.5) above the level.
  Stats good;
  good.add({"skilled", "soft"}, StatsLine{3, 1, 0, 0, 0, 0});
  CHECK(player_rating(good)->rating == medium + 147);
  // Rule sets of one level are merged; a clean sweep stays finite; more wins rate higher.
  Stats sweep;
  sweep.add({"skilled", "soft"}, StatsLine{10, 0, 0, 0, 0, 0});
  sweep.add({"skilled", "sharp"}, StatsLine{10, 0, 0, 0, 0, 0});
  REQUIRE(player_rating(sweep).has_value());
  CHECK(player_rating(sweep)->rating > player_rating(good)->rating);
  CHECK(player_rating(sweep)->rating < medium + 1000);
  // Against two levels, the fit lies between what each alone would say.
  Stats two = even;
  two.add({"random", "soft"}, StatsLine{9, 1, 0, 0, 0, 0});
  const int r = player_rating(two)->rating;
  CHECK(r < medium);
  CHECK(r > ai::find_level("random")->rating_soft);
  // The screen: the table, then the rating with the levels' scale.
  const auto lines = stats_screen_lines(two);
  REQUIRE(lines.size() >= 3);
  CHECK(lines.back().find("Your rating: " + std::string(r > 0 ? "+" : "") + std::to_string(r) +
                          " from 50 hands") == 0);
  CHECK(lines.back().find("skilled +" + std::to_string(medium)) != std::string::npos);
  CHECK(lines.back().find("pimc") == std::string::npos);  // the levels for people only
  CHECK(lines.back().find("provisional") == std::string::npos);
  // One hand says little: the rating is marked provisional.
  Stats one;
  one.add({"skilled", "soft"}, StatsLine{1, 0, 0, 0, 0, 0});
  CHECK(stats_screen_lines(one).back().find(", provisional: from 1 hand against the AI") !=
        std::string::npos);
}

TEST_CASE("Stats: update adds to the file atomically; a missing file starts empty") {
  TempDir dir;
  const fs::path file = dir.path / "sub" / "stats.json";
  CHECK(load_stats(file).stats.lines.empty());
  CHECK(load_stats(file).warning.empty());
  CHECK_FALSE(count_hand(file, "m", 0, {"hard", "soft"}, StatsLine{1, 0, 0, 0, 0, 0}));
  CHECK_FALSE(count_hand(file, "m", 1, {"hard", "soft"}, StatsLine{0, 1, 0, 1, 0, 1}));
  CHECK_FALSE(count_hand(file, "m", 1, {"hard", "soft"}, StatsLine{0, 1, 0, 1, 0, 1}));
  const auto loaded = load_stats(file);
  CHECK(loaded.warning.empty());
  CHECK(loaded.stats.lines.at({"hard", "soft"}) == StatsLine{1, 1, 0, 1, 0, 1});
  // The file and its lock file; no temporary left behind.
  CHECK(std::distance(fs::directory_iterator(file.parent_path()), fs::directory_iterator()) == 2);
}

TEST_CASE("Stats: read_stats reports a corrupt file and leaves it where it is") {
  TempDir dir;
  const fs::path file = dir.path / "stats.json";
  REQUIRE(read_stats(file).has_value());  // no file: empty statistics
  CHECK(read_stats(file)->lines.empty());
  std::ofstream(file) << "{\"schnapsen-stats\": 2, \"lines\": [";
  auto bad = read_stats(file);
  REQUIRE_FALSE(bad.has_value());
  CHECK(bad.error().find("stats.json") != std::string::npos);
  CHECK(fs::exists(file));
  CHECK_FALSE(fs::exists(dir.path / "stats.json.bad"));
}

TEST_CASE("Stats: a corrupt file is reported, moved aside, and fresh statistics begin") {
  TempDir dir;
  const fs::path file = dir.path / "stats.json";
  std::ofstream(file) << "{\"schnapsen-stats\": 1, \"lines\": [";
  const auto loaded = load_stats(file);
  CHECK(loaded.stats.lines.empty());
  CHECK(loaded.warning.find("moved to") != std::string::npos);
  CHECK(fs::exists(dir.path / "stats.json.bad"));
  CHECK_FALSE(fs::exists(file));

  std::ofstream(file) << "garbage";
  auto msg = count_hand(file, "m", 0, {"easy", "soft"}, StatsLine{1, 0, 0, 0, 0, 0});
  REQUIRE(msg.has_value());
  CHECK(msg->find("stats.json.bad.1") != std::string::npos);
  CHECK(load_stats(file).stats.lines.at({"easy", "soft"}).hands_won == 1);
}

TEST_CASE("Stats: an unwritable place gives an error value") {
  TempDir dir;
  std::ofstream(dir.path / "file") << "x";
  auto msg = count_hand(dir.path / "file" / "stats.json", "m", 0, {"easy", "soft"}, StatsLine{1});
  REQUIRE(msg.has_value());
  CHECK(msg->find("cannot") != std::string::npos);
}

TEST_CASE("Stats: the rating uses each rule set's rating, and a retired level's own") {
  Stats sharp;
  sharp.add({"expert", "sharp meld-leads-king=no"}, StatsLine{20, 20, 0, 0, 0, 0});
  CHECK(player_rating(sharp)->rating == ai::find_level("expert")->rating_sharp);
  Stats old;  // hands against the medium level of an earlier version
  old.add({"medium", "soft"}, StatsLine{20, 20, 0, 0, 0, 0});
  REQUIRE(player_rating(old).has_value());
  CHECK(player_rating(old)->rating == ai::retired_level("medium")->rating_soft);
}
