// `schnapsen-lab chance-compare`: the stock as chance (stock_chance.hpp) offline, on the
// decisions of regret files: how often its choice differs from the mapped player's, and what
// the difference is worth under the files' play-outs (the same worlds for every action).
#include <chrono>
#include <fstream>
#include <iomanip>
#include <iostream>

#include "checks.hpp"
#include "cpu_time.hpp"
#include "regret_file.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/lab/stock_chance.hpp"
#include "tools.hpp"

namespace schnapsen::lab::tools {
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
      settings.cpu_net_ms = 0;
      ChancePimcPlayer player(settings, *chance);
      ChancePimcPlayer same_hands(settings, *chance, /*clairvoyant=*/true);
      // By the play-outs: the chance variant's choice, the same hands solved as PIMC solves them,
      // each against the mapped choice, and the chance variant against the same hands.
      std::vector<double> gain, plain_gain, paired;
      std::vector<double> ms, plain_ms;
      int differ = 0, plain_differ = 0, pair_differ = 0, n = 0, index = 0;
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
          const auto value_of = [&](Action a) {
            const auto at = std::find(d.actions.begin(), d.actions.end(), a) - d.actions.begin();
            return d.mean(static_cast<std::size_t>(at));
          };
          double start = thread_cpu_ms();
          const Action c = player.choose(view, {});
          ms.push_back(thread_cpu_ms() - start);
          start = thread_cpu_ms();
          const Action p = same_hands.choose(view, {});
          plain_ms.push_back(thread_cpu_ms() - start);
          differ += c != d.choice;
          plain_differ += p != d.choice;
          pair_differ += c != p;
          gain.push_back(value_of(c) - value_of(d.choice));
          plain_gain.push_back(value_of(p) - value_of(d.choice));
          paired.push_back(value_of(c) - value_of(p));
          ++n;
          if (n % 20 == 0) std::cerr << "chance-compare: " << n << " decisions\n";
        }
      }
      std::sort(ms.begin(), ms.end());
      std::sort(plain_ms.begin(), plain_ms.end());
      const auto pct = [&](int k) { return n ? 100.0 * k / n : 0.0; };
      const auto line = [&](const char* what, const std::vector<double>& xs, int k) {
        const MeanCi g = mean_ci95(xs);
        std::cout << "  " << what << ": choice differs " << pct(k)
                  << "%, play-out gain per decision " << g.mean << " ± " << g.ci95 << "\n";
      };
      std::cout << std::fixed << std::setprecision(3) << "decisions " << n << " (median "
                << (ms.empty() ? 0 : ms[ms.size() / 2]) << " ms, worst "
                << (ms.empty() ? 0 : ms.back()) << " ms CPU; the same hands as PIMC: median "
                << (plain_ms.empty() ? 0 : plain_ms[plain_ms.size() / 2]) << " ms)\n";
      line("stock as chance vs the mapped choice", gain, differ);
      line("the same hands as PIMC vs the mapped choice", plain_gain, plain_differ);
      line("stock as chance vs the same hands as PIMC", paired, pair_differ);
      return int{cli::kExitOk};
    };
  });
}

}  // namespace schnapsen::lab::tools
