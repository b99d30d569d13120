// Engine speed: random playouts of whole hands (deal, then legal_actions + apply_legal until the
// end), reported as actions/s and hands/s on one core. The decks are shuffled before timing and
// actions are picked with a multiply-shift, so the figures measure the engine, not the harness.
//
//   cmake --build build --target engine_bench
//   build/bench/engine_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "schnapsen/deal.hpp"
#include "schnapsen/hand_state.hpp"

namespace {

using schnapsen::Action;
using schnapsen::ActionKind;
using schnapsen::ActionList;
using schnapsen::HandState;
using schnapsen::Rules;
using schnapsen::SplitMix64;

// A uniform index below n from the top bits of one word (Lemire's multiply-shift, no division).
int pick_below(SplitMix64& rng, int n) {
  return static_cast<int>(((rng.next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
}

// Picks uniformly among all legal actions (claims included, so many hands end early).
struct AnyAction {
  static Action pick(const ActionList& legal, SplitMix64& rng) {
    return legal[pick_below(rng, legal.size())];
  }
};

// Picks uniformly among the card plays: every hand runs through all ten tricks.
struct CardsOnly {
  static Action pick(const ActionList& legal, SplitMix64& rng) {
    int plays = 0;
    while (plays < legal.size() && legal[plays].kind == ActionKind::Play) ++plays;
    return legal[plays ? pick_below(rng, plays) : 0];  // plays come first in legal_actions()
  }
};

template <class Policy>
void random_playouts(benchmark::State& state, const Rules& rules) {
  constexpr std::size_t kDecks = 4096;  // a power of two
  std::vector<schnapsen::Deck> decks;
  for (std::size_t i = 0; i < kDecks; ++i) decks.push_back(schnapsen::shuffled_deck(i + 1));
  SplitMix64 rng(0x5eed);
  std::int64_t actions = 0;
  std::int64_t hands = 0;
  for (auto _ : state) {
    const auto next = static_cast<std::size_t>(hands);
    HandState s = HandState::deal(rules, static_cast<int>(next & 1), decks[next & (kDecks - 1)]);
    while (!s.over()) {
      const ActionList legal = s.legal_actions();
      s.apply_legal(Policy::pick(legal, rng));
      ++actions;
    }
    benchmark::DoNotOptimize(s);
    ++hands;
  }
  state.counters["actions/s"] =
      benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  state.counters["hands/s"] =
      benchmark::Counter(static_cast<double>(hands), benchmark::Counter::kIsRate);
  state.counters["actions/hand"] = static_cast<double>(actions) / static_cast<double>(hands);
}

void BM_RandomPlayout_Soft(benchmark::State& st) { random_playouts<AnyAction>(st, Rules::soft()); }
void BM_RandomPlayout_Sharp(benchmark::State& st) {
  random_playouts<AnyAction>(st, Rules::sharp());
}
void BM_CardPlayout_Soft(benchmark::State& st) { random_playouts<CardsOnly>(st, Rules::soft()); }
void BM_CardPlayout_Sharp(benchmark::State& st) { random_playouts<CardsOnly>(st, Rules::sharp()); }

BENCHMARK(BM_RandomPlayout_Soft);
BENCHMARK(BM_RandomPlayout_Sharp);
BENCHMARK(BM_CardPlayout_Soft);
BENCHMARK(BM_CardPlayout_Sharp);

}  // namespace

BENCHMARK_MAIN();
