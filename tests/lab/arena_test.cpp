// The duplicate arena: counts add up, seats swap, and threads do not change the result.
#include "schnapsen/lab/arena.hpp"
#include "catch.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::lab;

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
  s.a = "random";  // seeded per deal
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

TEST_CASE("arena: Bummerl mode plays whole Bummerls twice with the seats swapped") {
  ArenaSettings s;
  s.a = "basic";
  s.b = "random";
  s.bummerls = 10;
  s.seed = 5;
  const auto r = run_arena(s);
  REQUIRE(r);
  CHECK(r->bummerls == 20);
  CHECK(r->a.bummerls_won + r->b.bummerls_won == 20);
  CHECK(r->a.bummerls_won >= 18);  // the rules of thumb against random play
  CHECK(r->a_bummerl_share == Approx(r->a.bummerls_won / 20.0));
  CHECK(r->a.hands_won + r->b.hands_won == r->hands);
  // A Bummerl takes at least 3 hands (7 points, at most 3 a hand) and at most 13.
  CHECK(r->hands >= 20 * 3);
  CHECK(r->hands <= 20 * 13);
  int by_role = 0;
  for (const auto& role : r->wins_by_role)
    for (int n : role) by_role += n;
  CHECK(by_role == r->hands);
  // Every Bummerl ends with the loser still needing points and the winner none: the winner's
  // game points reach 7 in every Bummerl it won.
  CHECK(r->a.game_points >= 7L * r->a.bummerls_won);
}

TEST_CASE("arena: in Bummerl mode a deterministic player against itself wins exactly half") {
  ArenaSettings s;
  s.a = "heuristic";
  s.b = "heuristic";
  s.bummerls = 6;
  s.seed = 8;
  const auto one = run_arena(s);
  REQUIRE(one);
  CHECK(one->a_bummerl_share == 0.5);  // each sequence is played twice, mirrored
  CHECK(one->bummerl_ci95 == 0.0);
  s.threads = 2;
  const auto two = run_arena(s);
  REQUIRE(two);
  CHECK(two->pair_margins == one->pair_margins);
  CHECK(two->hands == one->hands);
}

TEST_CASE("arena: the hand outcomes are counted by the winner's role") {
  ArenaSettings s;
  s.a = "heuristic";
  s.b = "heuristic";
  s.deals = 40;
  s.seed = 3;
  const auto r = run_arena(s);
  REQUIRE(r);
  int total = 0;
  for (const auto& role : r->wins_by_role)
    for (int n : role) total += n;
  CHECK(total == 80);
  // The same player in both seats of every deal: the forehand's wins of hand 0 are the
  // forehand's wins of hand 1, so every count is even.
  for (const auto& role : r->wins_by_role)
    for (int n : role) CHECK(n % 2 == 0);
}
