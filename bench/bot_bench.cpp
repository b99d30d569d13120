// The bot protocol's act round trip: one `act` message written to a running external bot
// (examples/simple_bot.py) and its answer read back, through BotPlayer and its subprocess
// pipes. Wall time per decision (the bot is another process); median_us and p90_us counters.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"

namespace {

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::bots;

void BM_BotActRoundTrip(benchmark::State& state) {
  BotOptions options;
  options.log_path = "/dev/null";
  BotPlayer bot("python3 " + std::string(SCHNAPSEN_SOURCE_DIR) + "/examples/simple_bot.py",
                options);
  const Hand hand(Rules::soft(), 0, shuffled_deck(7));
  const SeatView view = hand.view(hand.state().to_act());
  bot.choose(view, MatchInfo{});  // start-up and the first answer are not measured
  std::vector<double> us;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(bot.choose(view, MatchInfo{}));
    us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  std::sort(us.begin(), us.end());
  state.counters["median_us"] = us[us.size() / 2];
  state.counters["p90_us"] = us[us.size() * 9 / 10];
}
BENCHMARK(BM_BotActRoundTrip)->Iterations(2000)->UseRealTime()->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
