// The regret map's measure (regret_map.hpp): a decision's regret counts only what the worlds
// held out confirm.
#include <catch.hpp>

#include "schnapsen/lab/regret_map.hpp"

using namespace schnapsen;
using namespace schnapsen::lab;

TEST_CASE("The regret of a decision counts only what the held-out worlds confirm") {
  ValuedDecision d;
  d.actions = {Action::play(Card::from_index(0)), Action::play(Card::from_index(1))};
  d.choice = d.actions[0];
  // The same outcomes for both actions: no regret, however the noise falls.
  d.outcomes = {{1, -2, 3, 1, -1, 2}, {1, -2, 3, 1, -1, 2}};
  CHECK(d.regret() == 0);
  CHECK(d.naive_regret() == 0);
  // The other action is one point better in every world.
  d.outcomes = {{1, -2, 1, 1, -1, 2}, {2, -1, 2, 2, 0, 3}};
  CHECK(d.regret() == 1);
  CHECK(d.best() == 1);
  // Better on one half only: the pick on that half is refuted by the other.
  d.outcomes = {{0, 0, 0, 0, 0, 0}, {3, 3, 3, -3, -3, -3}};
  CHECK(d.naive_regret() == 0);
  CHECK(d.regret() == Approx(-1.5));  // -3 measured on one half, 0 on the other
}
