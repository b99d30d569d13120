// Solver speed: phase-two positions, whole hands from the deal, and a node-count signature
// (Stockfish's `bench`: when the total changes, the search changed).
#include <benchmark/benchmark.h>

#include <vector>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/lab/signature.hpp"

namespace {

using schnapsen::HandState;
using schnapsen::lab::five_card_positions;
using schnapsen::lab::workload_deal;

constexpr int kPhaseTwoPositions = 1 << 16;
constexpr int kWholeHands = 400;

// (a) Five cards each in phase two, a different position every iteration, a fresh table per run.
void BM_PhaseTwoFiveCards(benchmark::State& state) {
  static const std::vector<HandState> positions = five_card_positions(kPhaseTwoPositions, 1);
  schnapsen::ai::Solver solver;
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(solver.value(positions[i]));
    i = (i + 1) % positions.size();
  }
  state.counters["nodes/pos"] = benchmark::Counter(static_cast<double>(solver.nodes()) /
                                                   static_cast<double>(state.iterations()));
}
BENCHMARK(BM_PhaseTwoFiveCards)->Iterations(kPhaseTwoPositions)->Unit(benchmark::kMicrosecond);

// (b) The value of a whole hand from the deal, a different deal every iteration.
void BM_WholeHandFromDeal(benchmark::State& state) {
  schnapsen::ai::Solver solver;
  std::uint64_t seed = 1;
  for (auto _ : state) benchmark::DoNotOptimize(solver.value(workload_deal(seed++)));
  state.counters["nodes/pos"] = benchmark::Counter(static_cast<double>(solver.nodes()) /
                                                   static_cast<double>(state.iterations()));
}
BENCHMARK(BM_WholeHandFromDeal)->Iterations(kWholeHands)->Unit(benchmark::kMillisecond);

// (c) The signature: total nodes over a fixed list (20 deals, 200 phase-two positions, and every
// action of 10 deals), each solved with a cleared table so the count is reproducible.
void BM_Signature(benchmark::State& state) {
  schnapsen::ai::Solver solver;
  std::uint64_t total = 0;
  for (auto _ : state) total = schnapsen::lab::solver_signature(solver);
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(total));
}
BENCHMARK(BM_Signature)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
