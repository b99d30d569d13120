// The lab's one 95% interval (interval.hpp): the normal approximation on the sample's variance.
#include "schnapsen/lab/interval.hpp"
#include "catch.hpp"

using namespace schnapsen::lab;

TEST_CASE("Lab: the 95% interval of a mean is 1.96 standard errors of the sample") {
  // 1, 2, 3, 4, 5: mean 3, sample variance 10 / 4 = 2.5, standard error sqrt(2.5 / 5).
  CHECK(ci95_half_width(5, 15, 55) == Approx(1.96 * 0.7071067811865476));
  CHECK(ci95_half_width(5, 15, 55) == Approx(1.3859292911256333));
  // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32 / 7.
  CHECK(ci95_half_width(8, 40, 232) == Approx(1.4816207341961707));
  // The same value three times: no spread, no interval, though rounding makes the variance
  // come out a little below 0 (-1.7e-18 for 0.1).
  double sum = 0, sum_squares = 0;
  for (int i = 0; i < 3; ++i) sum += 0.1, sum_squares += 0.1 * 0.1;
  CHECK(ci95_half_width(3, sum, sum_squares) == 0);
  // Fewer than two values: nothing to estimate the spread from.
  CHECK(ci95_half_width(1, 7, 49) == 0);
  CHECK(ci95_half_width(0, 0, 0) == 0);
}
