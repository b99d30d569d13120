// The 95% confidence interval of a mean, as every lab report gives it (the arena's margins, the
// regret map's tables, the reading check's gains): the normal approximation, the mean ± 1.96
// standard errors, the standard error from the sample's variance.
#pragma once

namespace schnapsen::lab {

// The half-width of the 95% interval of the mean of `n` values, from their sum and the sum of
// their squares: 1.96 sqrt(s² / n), s² the sample variance (over n - 1); 0 for fewer than two.
double ci95_half_width(double n, double sum, double sum_squares);

}  // namespace schnapsen::lab
