// The levels' strength in duplicate arena runs (the strength tier): where a level must beat
// another, the 95% interval of its margin lies above zero (or above a wide margin).
#include "catch.hpp"
#include "schnapsen/lab/arena.hpp"

using namespace schnapsen;
using namespace schnapsen::lab;

TEST_CASE("heuristic beats random play by a wide margin (duplicate arena)", "[strength]") {
  ArenaSettings s;
  s.a = "heuristic";
  s.b = "random";
  s.deals = 100;
  const auto r = run_arena(s);
  REQUIRE(r);
  CHECK(r->margin_per_hand - r->ci95 > 1.0);
}

TEST_CASE("expert beats basic in a duplicate run, the interval above zero", "[strength]") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
    ArenaSettings s;
    s.a = "heuristic";
    s.b = "basic";
    s.deals = 200;
    s.seed = 77;
    s.rules = rules;
    const auto r = run_arena(s);
    REQUIRE(r);
    CHECK(r->margin_per_hand - r->ci95 > 0.0);
  }
}

TEST_CASE("skilled beats casual in a duplicate run, the 95% interval above zero", "[strength]") {
  ArenaSettings s;
  s.a = "skilled";
  s.b = "casual";
  s.deals = 150;
  s.seed = 3;
  const auto r = run_arena(s);
  REQUIRE(r);
  CHECK(r->margin_per_hand - r->ci95 > 0.0);
}
