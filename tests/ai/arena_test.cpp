// The duplicate arena: counts add up, seats swap, and threads do not change the result.
#include "schnapsen/ai/arena.hpp"
#include "catch.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;

TEST_CASE("arena: every deal is played twice and the totals add up") {
  ArenaSettings s;
  s.a = "random";
  s.b = "random";
  s.deals = 50;
  s.seed = 12;
  const auto r = run_arena(s);
  REQUIRE(r);
  CHECK(r->hands == 100);
  CHECK(r->a.hands_won + r->b.hands_won == 100);
  CHECK(static_cast<int>(r->pair_margins.size()) == 50);
  long margin = 0;
  for (int m : r->pair_margins) margin += m;
  CHECK(margin == r->a.game_points - r->b.game_points);
  CHECK(r->margin_per_hand == Approx(static_cast<double>(margin) / 100.0));
  CHECK(r->ci95 > 0);
}

TEST_CASE("arena: the result does not depend on the thread count") {
  ArenaSettings s;
  s.a = "easy";
  s.b = "heuristic";
  s.deals = 12;
  s.seed = 99;
  s.rules = Rules::sharp();
  const auto one = run_arena(s);
  s.threads = 3;
  const auto three = run_arena(s);
  REQUIRE(one);
  REQUIRE(three);
  CHECK(one->pair_margins == three->pair_margins);
  CHECK(one->a.bummerls_won == three->a.bummerls_won);
}

TEST_CASE("arena: bad settings are refused with a message") {
  ArenaSettings s;
  s.a = "nobody";
  CHECK_FALSE(run_arena(s));
  s.a = "random";
  s.deals = 0;
  CHECK_FALSE(run_arena(s));
}
