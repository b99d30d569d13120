// The ladder's rating fit (Bradley-Terry on game points, Elo scale) on cases with known answers,
// and a tiny ladder run.
#include <cmath>

#include "catch.hpp"
#include "schnapsen/lab/ladder.hpp"

using namespace schnapsen::ai;
using namespace schnapsen::lab;

TEST_CASE("ladder fit: two players, 3 to 1 in game points, are 400 log10(3) apart") {
  const auto r = fit_ratings({{0, 300}, {100, 0}}, 0);
  REQUIRE(r.size() == 2);
  CHECK(r[0] - r[1] == Approx(400 * std::log10(3.0)).margin(1e-6));
  CHECK(r[0] + r[1] == Approx(0).margin(1e-9));
}

TEST_CASE("ladder fit: a consistent three-player table is fitted exactly") {
  // Strengths 4 : 2 : 1. Each pair shares its points in the ratio of the strengths.
  const std::vector<std::vector<double>> points{{0, 200, 400}, {100, 0, 200}, {100, 100, 0}};
  const auto r = fit_ratings(points, 0);
  const double step = 400 * std::log10(2.0);
  CHECK(r[0] - r[1] == Approx(step).margin(1e-6));
  CHECK(r[1] - r[2] == Approx(step).margin(1e-6));
  CHECK(r[0] + r[1] + r[2] == Approx(0).margin(1e-6));
}

TEST_CASE("ladder fit: the prior keeps a player who never lost a point finite") {
  const auto r = fit_ratings({{0, 50}, {0, 0}}, 0.5);
  REQUIRE(std::isfinite(r[0]));
  CHECK(r[0] - r[1] == Approx(400 * std::log10(50.5 / 0.5)).margin(1e-6));
}

TEST_CASE("ladder: every pair on the same deals, ratings ordered by the results") {
  LadderSettings s;
  s.players = {"random", "basic", "heuristic"};
  s.deals = 12;
  s.seed = 5;
  const auto r = run_ladder(s);
  REQUIRE(r);
  REQUIRE(r->pairs.size() == 3);
  CHECK(r->pairs[0].a == 0);
  CHECK(r->pairs[0].b == 1);
  CHECK(r->pairs[2].a == 1);
  CHECK(r->pairs[2].b == 2);
  for (const auto& p : r->pairs) CHECK(p.result.hands == 24);
  CHECK(r->ratings[0] < r->ratings[1]);
  CHECK(r->ratings[0] < r->ratings[2]);
  // The same pair as a plain arena run gives the same result (the ladder reuses the arena).
  ArenaSettings a;
  a.a = "random";
  a.b = "basic";
  a.deals = 12;
  a.seed = 5;
  CHECK(run_arena(a)->pair_margins == r->pairs[0].result.pair_margins);

  s.players = {"random", "random"};
  CHECK_FALSE(run_ladder(s));
  s.players = {"random"};
  CHECK_FALSE(run_ladder(s));
  s.players = {"random", "nobody"};
  CHECK_FALSE(run_ladder(s));
}
