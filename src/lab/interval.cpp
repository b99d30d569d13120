#include "schnapsen/lab/interval.hpp"

#include <algorithm>
#include <cmath>

namespace schnapsen::lab {

double ci95_half_width(double n, double sum, double sum_squares) {
  if (n < 2) return 0;
  const double mean = sum / n;
  const double var = (sum_squares - n * mean * mean) / (n - 1);
  return 1.96 * std::sqrt(std::max(var, 0.0) / n);
}

}  // namespace schnapsen::lab
