// Players named as a search level with features ("medium+infer_lead"), so that every ablation
// row of docs/ai.md is a command: the features set exactly the fields they name, the player plays
// with those settings, and every malformed name gets a message.
#include "schnapsen/ai/search_features.hpp"
#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/player_factory.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::sample_positions;

TEST_CASE("search features: each sets its field, the rest stay the level's") {
  const SearchSettings medium = find_level("medium")->search;
  auto spec = parse_player_spec(
      "medium+infer_lead+presumed_reply=4+close_margin=-0.5+exchange_by_search+worlds=40");
  REQUIRE(spec);
  CHECK(spec->level == find_level("medium"));
  const SearchSettings& s = spec->search;
  CHECK(s.infer_lead);
  CHECK(s.presumed_reply == 4);
  CHECK(s.close_margin == -0.5);
  CHECK(s.exchange_by_search);
  CHECK(s.phase_one_worlds == 40);
  CHECK(s.node_budget == medium.node_budget);
  CHECK_FALSE(s.model_reply);
  CHECK_FALSE(s.play_for_bummerl);
  CHECK(s.ismcts_iterations == 0);

  // A flag can be switched off: hard without Bummerl play has pimc's settings for it.
  auto off = parse_player_spec("hard+play_for_bummerl=0");
  REQUIRE(off);
  CHECK_FALSE(off->search.play_for_bummerl);
  CHECK(find_level("hard")->search.play_for_bummerl);

  auto rest = parse_player_spec(
      "pimc+ismcts=500+ismcts_exploration=0.3+alpha_mu=2+nodes=20000+infer_solved_beta=1.5"
      "+model_reply+presumed_candidates=3+presumed_worlds=40+meld_at_once+play_for_bummerl"
      "+close_playouts=32");
  REQUIRE(rest);
  CHECK(rest->search.ismcts_iterations == 500);
  CHECK(rest->search.ismcts_exploration == 0.3);
  CHECK(rest->search.alpha_mu_depth == 2);
  CHECK(rest->search.node_budget == 20000);
  CHECK(rest->search.infer_solved_beta == 1.5);
  CHECK(rest->search.model_reply);
  CHECK(rest->search.presumed_candidates == 3);
  CHECK(rest->search.presumed_worlds == 40);
  CHECK(rest->search.meld_at_once);
  CHECK(rest->search.play_for_bummerl);
  CHECK(rest->search.close_playouts.worlds == 32);

  // A plain level is the registered one.
  auto plain = parse_player_spec("easy");
  REQUIRE(plain);
  CHECK(plain->search.phase_one_worlds == find_level("easy")->search.phase_one_worlds);
}

TEST_CASE("search features: every feature in the help text is accepted") {
  const std::string help = features_help();
  std::size_t count = 0;
  for (std::size_t at = 0; at < help.size();) {
    const std::size_t end = help.find('\n', at);
    const std::string line = help.substr(at + 2, end - at - 2);
    at = end + 1;
    // "name=N  what it sets, from MIN to MAX": the minimum is a valid value.
    std::string head = line.substr(0, line.find(' '));
    const std::size_t from = line.rfind(", from ");
    if (head.find('=') != std::string::npos) {
      REQUIRE(from != std::string::npos);
      const std::string min = line.substr(from + 7, line.find(' ', from + 7) - from - 7);
      head = head.substr(0, head.find('=') + 1) + min;
    }
    INFO(head);
    CHECK(parse_player_spec("medium+" + head));
    ++count;
  }
  CHECK(count == 16);
}

TEST_CASE("search features: a malformed player name gets a message naming the fault") {
  const std::vector<std::pair<const char*, const char*>> bad{
      {"medium+foo", "unknown search feature 'foo'"},
      {"medium+", "unknown search feature ''"},
      {"medium+worlds=0", "must be from 1 to 10000"},
      {"medium+worlds=4.5", "is not a whole number"},
      {"medium+worlds=", "is not a whole number"},
      {"medium+worlds", "needs a value"},
      {"medium+close_margin=x", "is not a number"},
      {"medium+close_margin=nan", "is not a number"},
      {"medium+infer_lead=2", "must be from 0 to 1"},
      {"medium+infer_lead+infer_lead", "given twice"},
      {"heuristic+infer_lead", "does not search"},
      {"random+worlds=3", "does not search"},
      {"nobody+infer_lead", "unknown player 'nobody'"},
  };
  for (const auto& [name, message] : bad) {
    INFO(name);
    auto spec = parse_player_spec(name);
    REQUIRE_FALSE(spec);
    CHECK(spec.error().find(message) != std::string::npos);
    auto player = make_player(name, 1);
    REQUIRE_FALSE(player);
    CHECK(player.error().find(message) != std::string::npos);
  }
  // An external bot's command may hold a '+': it is not read as features.
  auto bot = make_player("cmd:python3 bot.py --x+y", 1);
  REQUIRE(bot);
}

TEST_CASE("search features: the player made from a name plays with the named settings") {
  auto named = make_player("easy+worlds=1", 7);
  REQUIRE(named);
  CHECK((*named)->name() == "easy+worlds=1");
  SearchSettings one = find_level("easy")->search;
  one.phase_one_worlds = 1;
  SearchPlayer same("same", one, 7);
  SearchPlayer plain("easy", find_level("easy")->search, 7);
  int differ = 0;
  for (const auto& p : sample_positions(40, 5)) {
    const SeatView v = p.view();
    const Action a = (*named)->choose(v, MatchInfo{});
    CHECK(a == same.choose(v, MatchInfo{}));
    differ += a != plain.choose(v, MatchInfo{}) ? 1 : 0;
  }
  CHECK(differ > 0);  // one world is not easy's eight
}
