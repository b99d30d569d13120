// Solver speed: phase-two positions, whole hands from the deal, and a node-count signature
// (Stockfish's `bench`: when the total changes, the search changed).
#include <benchmark/benchmark.h>

#include <vector>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/deal.hpp"

namespace {

using schnapsen::Action;
using schnapsen::ActionKind;
using schnapsen::ActionList;
using schnapsen::HandState;
using schnapsen::Phase;
using schnapsen::Rules;
using schnapsen::SplitMix64;

Rules rules_for(std::uint64_t seed) { return seed % 2 ? Rules::soft() : Rules::sharp(); }

HandState deal_for(std::uint64_t seed) {
  return HandState::deal(rules_for(seed), static_cast<int>(seed / 2 % 2),
                         schnapsen::shuffled_deck(seed));
}

// A phase-two lead with five cards each: random play (no claims) until the talon is exhausted,
// or closed at the first lead with five cards each when `close` is set; nullopt if the hand
// ended before.
std::optional<HandState> five_card_position(std::uint64_t seed, bool close) {
  SplitMix64 rng(seed ^ 0x5DEECE66Dull);
  HandState s = deal_for(seed);
  while (!s.over()) {
    const bool five_each = s.phase() == Phase::Lead && !s.melded_suit() && s.hand(0).size() == 5;
    if (five_each && s.strict()) return s;
    if (five_each && close && s.legal_actions().contains(Action::close()) && rng.below(3) == 0) {
      s.apply_legal(Action::close());
      return s;
    }
    ActionList choices;
    for (Action a : s.legal_actions())
      if (a.kind != ActionKind::Claim && a.kind != ActionKind::Close) choices.push(a);
    s.apply_legal(choices[rng.below(choices.size())]);
  }
  return std::nullopt;
}

std::vector<HandState> five_card_positions(std::size_t count, std::uint64_t first_seed) {
  std::vector<HandState> out;
  for (std::uint64_t seed = first_seed; out.size() < count; ++seed)
    if (auto s = five_card_position(seed, seed % 2 == 0)) out.push_back(*s);
  return out;
}

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
  for (auto _ : state) benchmark::DoNotOptimize(solver.value(deal_for(seed++)));
  state.counters["nodes/pos"] = benchmark::Counter(static_cast<double>(solver.nodes()) /
                                                   static_cast<double>(state.iterations()));
}
BENCHMARK(BM_WholeHandFromDeal)->Iterations(kWholeHands)->Unit(benchmark::kMillisecond);

// (c) The signature: total nodes over a fixed list (20 deals, 200 phase-two positions, and every
// action of 10 deals), each solved with a cleared table so the count is reproducible.
void BM_Signature(benchmark::State& state) {
  const std::vector<HandState> late = five_card_positions(200, 900001);
  schnapsen::ai::Solver solver;
  std::uint64_t total = 0;
  for (auto _ : state) {
    total = 0;
    auto count = [&](auto&& solve) {
      solver.clear();
      solve();
      total += solver.nodes();
    };
    for (std::uint64_t seed = 1000; seed < 1020; ++seed)
      count([&] { benchmark::DoNotOptimize(solver.value(deal_for(seed))); });
    for (const HandState& s : late) count([&] { benchmark::DoNotOptimize(solver.value(s)); });
    for (std::uint64_t seed = 2000; seed < 2010; ++seed)
      count([&] { benchmark::DoNotOptimize(solver.action_values(deal_for(seed))); });
  }
  state.counters["nodes"] = benchmark::Counter(static_cast<double>(total));
}
BENCHMARK(BM_Signature)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
