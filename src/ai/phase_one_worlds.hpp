// Private to the evaluation: phase one's worlds solved on a pool of threads with one answer for
// any number of them (docs/ai.md, "Threads").
//
// Every world is solved from an empty table (a new generation of the worker's solver: free), so
// its values and its node count are the world's own, whichever worker solved it after whichever
// other world. The node budget is then a rule on the worlds in their order: world k is taken
// when the worlds before it spent no more than the budget (world 0 always), as the sequential
// search applied it. Workers take the worlds in order and skip one that the worlds finished
// below it already put past the budget, so at one thread no world is solved in vain, and at T
// at most T - 1 are.
#pragma once

#include <cstdint>
#include <vector>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/ai/worker_pool.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai::detail {

struct SolvedWorld {
  std::vector<int> values;  // one per move, as Solver::action_value
  std::uint64_t nodes = 0;  // searched from an empty table
  bool complete = false;    // false: not solved, or cut short by the safety net
};

struct WorldWork {
  const SeatView& view;
  const std::vector<World>& worlds;  // in the order the decision takes them
  const std::vector<Action>& moves;
  std::uint64_t node_budget = 0;  // 0: none
  // The safety net, in CPU time of each worker in this decision (0: none); world 0 ignores it.
  int cpu_net_ms = 0;
};

// Solves the worlds on `pool`'s workers, worker w with *solvers[w] (pool.size() solvers of one
// table size, so that a world's node count does not depend on its worker). A world past the
// budget, or after one the safety net cut, may be left incomplete.
std::vector<SolvedWorld> solve_worlds(const WorldWork& work, WorkerPool& pool,
                                      const std::vector<Solver*>& solvers);

// How many of the leading worlds the decision takes: up to the first one past the node budget
// or not complete (at least the first, which is always complete).
std::size_t worlds_taken(const std::vector<SolvedWorld>& solved, std::uint64_t node_budget);

}  // namespace schnapsen::ai::detail
