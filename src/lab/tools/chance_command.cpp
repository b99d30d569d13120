// `schnapsen-lab chance-compare`: the stock as chance (stock_chance.hpp) offline, on the
// decisions of regret files: how often its choice differs from the mapped player's, and what
// the difference is worth under the files' play-outs (the same worlds for every action).
#include <chrono>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>

#include "checks.hpp"
#include "regret_file.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/lab/stock_chance.hpp"
#include "tools.hpp"

namespace schnapsen::lab::tools {
namespace {

double cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

}  // namespace

void add_chance_command(CLI::App& app, Runner& run) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto worlds = std::make_shared<int>(40);
  auto chance = std::make_shared<ChanceSettings>();
  auto limit = std::make_shared<int>(0);
  auto every = std::make_shared<int>(1);
  auto trick = std::make_shared<int>(-1);
  CLI::App* cmd = app.add_subcommand(
      "chance-compare", "the stock as chance against the mapped choices of regret files");
  cmd->add_option("files", *files, "regret files")->required();
  cmd->add_option("--worlds", *worlds, "opponent hands per decision")->check(CLI::Range(1, 1000));
  cmd->add_option("--exact", chance->exact_outcomes,
                  "enumerate chance nodes up to this many draws");
  cmd->add_option("--samples", chance->samples, "draw pairs sampled at larger chance nodes")
      ->check(CLI::Range(1, 100));
  cmd->add_option("--limit", *limit, "at most this many decisions (0: all)");
  cmd->add_option("--every", *every, "only every n-th decision")->check(CLI::PositiveNumber);
  cmd->add_option("--trick", *trick, "only decisions at this trick (1-5)");
  cmd->callback([=, &run] {
    run = [=] {
      ai::SearchSettings settings = ai::level_settings("pimc");
      settings.phase_one_worlds = *worlds;
      settings.node_budget = 0;
      settings.time_limit_ms = 0;
      ChancePimcPlayer player(settings, *chance);
      std::vector<double> gain;  // play-out value of its choice minus the mapped choice's
      std::vector<double> ms;
      int differ = 0, n = 0, index = 0;
      for (const std::string& f : *files) {
        auto ds = read_regret_file(f);
        if (!ds) {
          std::cerr << "chance-compare: " << ds.error() << "\n";
          return int{cli::kExitUnreadable};
        }
        for (const ValuedDecision& d : *ds) {
          if (*trick > 0 && d.trick + 1 != *trick) continue;
          if (index++ % *every != 0) continue;
          if (*limit > 0 && n >= *limit) break;
          const Hand hand(d.record);
          const SeatView view = hand.view(d.seat);
          const double start = cpu_ms();
          const Action c = player.choose(view, {});
          ms.push_back(cpu_ms() - start);
          const auto at = std::find(d.actions.begin(), d.actions.end(), c) - d.actions.begin();
          const auto was =
              std::find(d.actions.begin(), d.actions.end(), d.choice) - d.actions.begin();
          if (c != d.choice) ++differ;
          gain.push_back(d.mean(static_cast<std::size_t>(at)) -
                         d.mean(static_cast<std::size_t>(was)));
          ++n;
          if (n % 50 == 0) std::cerr << "chance-compare: " << n << " decisions\n";
        }
      }
      std::sort(ms.begin(), ms.end());
      const MeanCi g = mean_ci95(gain);
      std::cout << std::fixed << std::setprecision(3) << "decisions " << n << ", choice differs "
                << (n ? 100.0 * differ / n : 0) << "%, play-out gain per decision " << g.mean
                << " ± " << g.ci95 << ", median " << (ms.empty() ? 0 : ms[ms.size() / 2])
                << " ms, worst " << (ms.empty() ? 0 : ms.back()) << " ms CPU\n";
      return int{cli::kExitOk};
    };
  });
}

}  // namespace schnapsen::lab::tools
