#include "phase_one_worlds.hpp"

#include <ctime>
#include <mutex>

namespace schnapsen::ai::detail {
namespace {

// CPU time of this thread in milliseconds: the safety net measures work done, so other processes
// taking the cores do not bring it closer.
double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// The worlds' bookkeeping the workers share: which world is next, and the nodes of the worlds
// finished so far, which tell a worker whether a world is already past the budget.
class WorldQueue {
 public:
  WorldQueue(const WorldWork& work, std::vector<SolvedWorld>& solved)
      : work_(work), solved_(solved) {}

  // The next world to solve, or -1 when none is left worth solving.
  int take() {
    std::lock_guard lock(mutex_);
    if (stopped_ || next_ == solved_.size()) return -1;
    const std::size_t k = next_++;
    if (k > 0 && work_.node_budget > 0 && nodes_below(k) > work_.node_budget) {
      stopped_ = true;  // every later world is past the budget too
      return -1;
    }
    return static_cast<int>(k);
  }
  void finish(int k, SolvedWorld world) {
    std::lock_guard lock(mutex_);
    if (!world.complete) stopped_ = true;  // the safety net: the worlds after it are dropped
    solved_[k] = std::move(world);
  }

 private:
  // A lower bound on the nodes of the worlds before k: those finished (the others only add).
  std::uint64_t nodes_below(std::size_t k) const {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < k; ++i) sum += solved_[i].nodes;
    return sum;
  }

  const WorldWork& work_;
  std::vector<SolvedWorld>& solved_;
  std::mutex mutex_;
  std::size_t next_ = 0;
  bool stopped_ = false;
};

// World k's values from an empty table; `past_net` is checked between moves except in world 0.
template <class PastNet>
SolvedWorld solve_world(const WorldWork& work, int k, Solver& solver, PastNet past_net) {
  solver.clear();
  const HandState s = build_world(work.view, work.worlds[k]);
  SolvedWorld out;
  for (Action a : work.moves) {
    if (k > 0 && past_net()) return out;
    out.values.push_back(solver.action_value(s, a));
  }
  out.nodes = solver.nodes();
  out.complete = true;
  return out;
}

}  // namespace

std::vector<SolvedWorld> solve_worlds(const WorldWork& work, WorkerPool& pool,
                                      const std::vector<Solver*>& solvers) {
  std::vector<SolvedWorld> solved(work.worlds.size());
  WorldQueue queue(work, solved);
  pool.run([&](int worker) {
    const double start = thread_cpu_ms();
    const auto past_net = [&] {
      return work.cpu_net_ms > 0 && thread_cpu_ms() - start > work.cpu_net_ms;
    };
    for (int k = queue.take(); k >= 0; k = queue.take())
      queue.finish(k, solve_world(work, k, *solvers[worker], past_net));
  });
  return solved;
}

std::size_t worlds_taken(const std::vector<SolvedWorld>& solved, std::uint64_t node_budget) {
  std::uint64_t nodes = 0;
  std::size_t k = 0;
  for (; k < solved.size() && solved[k].complete; ++k) {
    if (k > 0 && node_budget > 0 && nodes > node_budget) break;
    nodes += solved[k].nodes;
  }
  return k;
}

}  // namespace schnapsen::ai::detail
