// AI speed on fixed positions: the exhaustive closing decision before the first trick (the worst
// case, 2002 opponent hands), the phase-two decision, and per-level decision latency. Each run
// reports the median and the worst single decision's CPU time of the process (all its threads:
// median_ms, max_ms) and wall time (median_wall_ms, max_wall_ms) as counters. The Level/ runs
// time every registered player, as Level/mixed/NAME (60 mixed positions) and
// Level/first_lead/NAME (30 first leads), a search level at 1 and 2 threads
// (Level/mixed/NAME/threads:T); Measurement/... times the lab's play-out player
// (lab/playout_player.hpp) on the same positions, with pimc's play-outs (playout:32) and with the
// distilled continuation (distilled_player.hpp), and the distilled player itself.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/ai/basic_player.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/lab/measurement_players.hpp"

namespace {

using namespace schnapsen;
using namespace schnapsen::ai;

// Views of the seat to act at fixed points of basic-vs-basic hands (both rule sets).
std::vector<SeatView> fixed_positions(int count, bool phase_two_only) {
  std::vector<SeatView> out;
  SplitMix64 rng(20261122);
  for (std::uint64_t seed = 1; static_cast<int>(out.size()) < count; ++seed) {
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    Hand hand(rules, static_cast<int>(seed % 2), shuffled_deck(seed));
    const int stop = rng.below(14);
    for (int step = 0; !hand.over(); ++step) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      const bool wanted = !phase_two_only || !v.talon_open();
      if (step >= stop && wanted && v.legal.size() > 1) {
        out.push_back(v);
        break;
      }
      hand.act(seat, basic_action(v));
    }
  }
  return out;
}

// The soft first lead with `close` legal: closing before any trick, 2002 opponent hands.
std::vector<SeatView> first_leads(int count) {
  std::vector<SeatView> out;
  for (std::uint64_t seed = 1; static_cast<int>(out.size()) < count; ++seed) {
    Hand hand(Rules::soft(), 0, shuffled_deck(seed));
    out.push_back(hand.view(1));
  }
  return out;
}

// CPU time of this process in milliseconds, every thread of it: the work of a decision on any
// number of threads, even on a loaded machine.
double process_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// The median and the worst of `ms` as counters `name` and `worst`.
void report(benchmark::State& state, std::vector<double> ms, const char* name, const char* worst) {
  std::sort(ms.begin(), ms.end());
  state.counters[name] = ms[ms.size() / 2];
  state.counters[worst] = ms.back();
}

// Per-decision CPU time (median_ms, max_ms) and wall time (median_wall_ms, max_wall_ms).
template <class F>
void time_decisions(benchmark::State& state, const std::vector<SeatView>& views, F decide) {
  std::vector<double> cpu;
  std::vector<double> wall;
  for (auto _ : state) {
    for (const SeatView& v : views) {
      const auto t0 = std::chrono::steady_clock::now();
      const double c0 = process_cpu_ms();
      decide(v);
      cpu.push_back(process_cpu_ms() - c0);
      wall.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
  }
  report(state, cpu, "median_ms", "max_ms");
  report(state, wall, "median_wall_ms", "max_wall_ms");
  state.counters["decisions"] = static_cast<double>(cpu.size());
}

void BM_CloseDecision2002Worlds(benchmark::State& state) {
  const auto views = first_leads(20);
  ClosedTalonSearch search(16u << 20);
  time_decisions(state, views, [&](const SeatView& v) {
    search.solver().clear();  // cold: no help from the previous iteration's table
    benchmark::DoNotOptimize(search.close_value(v));
  });
}

void BM_PhaseTwoAverage(benchmark::State& state) {
  const auto views = fixed_positions(40, true);
  ClosedTalonSearch search(16u << 20);
  time_decisions(state, views, [&](const SeatView& v) {
    search.solver().clear();
    benchmark::DoNotOptimize(search.average(v));
  });
}

// Every decision of `player` on 60 mixed positions; a search level also reports its solver
// nodes per decision.
void mixed_latency(benchmark::State& state, Player& player) {
  const auto views = fixed_positions(60, false);
  auto* search = dynamic_cast<SearchPlayer*>(&player);
  const std::uint64_t nodes0 = search ? search->solver_nodes() : 0;
  time_decisions(state, views, [&](const SeatView& v) {
    benchmark::DoNotOptimize(player.choose(v, MatchInfo{}));
  });
  if (search)
    state.counters["nodes_per_decision"] =
        static_cast<double>(search->solver_nodes() - nodes0) / static_cast<double>(views.size());
}

// The costliest decisions: the first lead of a hand (whole-hand solves in every world).
void first_lead_latency(benchmark::State& state, Player& player) {
  const auto views = first_leads(30);
  time_decisions(state, views, [&](const SeatView& v) {
    benchmark::DoNotOptimize(player.choose(v, MatchInfo{}));
  });
}

using Measure = void (*)(benchmark::State&, Player&);

// `name` (made by `make`) on both position sets, as PREFIX/mixed/NAME and PREFIX/first_lead/NAME.
template <class Make>
void register_player(const std::string& prefix, const std::string& name, Make make) {
  for (const auto& [set, measure] : {std::pair{"mixed", Measure{mixed_latency}},
                                     std::pair{"first_lead", Measure{first_lead_latency}}})
    benchmark::RegisterBenchmark((prefix + "/" + set + "/" + name).c_str(),
                                 [make, measure](benchmark::State& s) { measure(s, *make()); })
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
}

// Every registered player, a search level and the play-out player at 1 and 2 threads (the same
// choices: docs/ai.md, "Threads").
void register_levels() {
  for (const LevelInfo& level : levels()) {
    const std::string name(level.name);
    if (level.kind != LevelKind::Search) {
      register_player("Level", name, [name] { return make_level(name, 7); });
      continue;
    }
    for (int t : {1, 2})
      register_player("Level", name + "/threads:" + std::to_string(t),
                      [name, t] { return make_level(name, 7, t); });
  }
  for (const char* name : {"playout:32", "distilled", "playout:128:close:distilled"})
    for (int t : {1, 2})
      register_player(
          "Measurement", std::string(name) + "/threads:" + std::to_string(t), [name, t] {
            schnapsen::bots::PlayerOptions options;
            options.threads = t;
            return std::move(*schnapsen::lab::make_measurement_player(name, 7, options));
          });
}

}  // namespace

BENCHMARK(BM_CloseDecision2002Worlds)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_PhaseTwoAverage)->Unit(benchmark::kMillisecond)->Iterations(3);

int main(int argc, char** argv) {
  register_levels();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
