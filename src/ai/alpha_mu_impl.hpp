// alpha-mu search (Cazenave & Ventos 2019) over a fixed set of worlds; private to closed_talon.
#pragma once

#include <cstdint>
#include <vector>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/hand_state.hpp"

namespace schnapsen::ai::detail {

// One outcome per world (game points for the searching seat), for one strategy of that seat.
using Outcomes = std::vector<std::int8_t>;
// The Pareto front: outcome vectors no other vector of the set dominates.
using Front = std::vector<Outcomes>;

class AlphaMu {
 public:
  AlphaMu(Solver& solver, int max_seat, int front_limit)
      : solver_(solver), max_seat_(max_seat), front_limit_(front_limit) {}

  // The front of `worlds` (same public position, one state per world) with `depth` more card
  // plays of the searching seat before the double-dummy leaves.
  Front search(const std::vector<HandState>& worlds, int depth);
  std::uint64_t leaves() const { return leaves_; }

 private:
  Front max_node(const std::vector<HandState>& worlds, int depth);
  Front min_node(const std::vector<HandState>& worlds, int depth);
  void prune(Front& front) const;

  Solver& solver_;
  int max_seat_;
  int front_limit_;
  std::uint64_t leaves_ = 0;
};

double mean(const Outcomes& v);
// The best average of any vector of the front.
double best_mean(const Front& front);

}  // namespace schnapsen::ai::detail
