// The bookkeeping of an alpha-beta window with a transposition table, shared by the exact solver
// (solver.cpp, in points) and the lab's search with the stock as chance (stock_chance.cpp, in
// expected points): what a table entry's bounds settle, and the bounds a search leaves.
#pragma once

#include <algorithm>
#include <optional>

namespace schnapsen::ai {

// The value's bounds, as a table entry keeps them: lower <= value <= upper.
template <class V>
struct SearchBounds {
  V lower;
  V upper;

  // The value for the window (alpha, beta) when the bounds already decide it (a cut-off, or the
  // exact value); else nullopt.
  std::optional<V> settles(V alpha, V beta) const {
    if (lower >= beta) return lower;
    if (upper <= alpha) return upper;
    if (lower == upper) return lower;
    return std::nullopt;
  }
  // A search of the window (alpha0, beta) found `best`: a fail-high is a lower bound, a
  // fail-low an upper bound, anything between the exact value.
  void narrow(V best, V alpha0, V beta) {
    if (best >= beta)
      lower = std::max(lower, best);
    else if (best <= alpha0)
      upper = std::min(upper, best);
    else
      lower = upper = best;
  }
};

}  // namespace schnapsen::ai
