// `schnapsen-lab playout-compare`: pimc with play-outs (playout_choice.hpp) offline, on the
// decisions of regret files: on the decisions it takes over (leads and the close decision), how
// often its choice differs from the mapped player's and what the difference is worth under the
// files' play-outs (64 worlds the player never saw), with its CPU time per decision. Cheap
// continuations (distilled or the expert's rules instead of pimc) are measured here before any
// arena.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <utility>

#include "checks.hpp"
#include "cpu_time.hpp"
#include "regret_file.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/playout_choice.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/hand.hpp"
#include "tools.hpp"

namespace schnapsen::lab::tools {
namespace {

// The mapped player's best estimate less its second (-1 without two estimates), for a gate.
double margin(const ValuedDecision& d) {
  std::vector<double> e;
  for (const double x : d.estimates)
    if (!std::isnan(x)) e.push_back(x);
  if (e.size() < 2) return -1;
  std::sort(e.begin(), e.end(), std::greater<>());
  return e[0] - e[1];
}

}  // namespace

void add_playout_command(CLI::App& app, Runner& run) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto search = std::make_shared<ai::SearchSettings>(ai::settings_by_work("pimc"));
  ai::PlayoutSettings* choice = &search->playout;
  choice->worlds = 32;
  choice->continuation = ai::PlayoutSettings::Continuation::Pimc;
  auto every = std::make_shared<int>(1);
  CLI::App* cmd = app.add_subcommand(
      "playout-compare", "the play-out player against the mapped choices of regret files");
  cmd->add_option("files", *files, "regret files")->required();
  cmd->add_option("--worlds", choice->worlds, "worlds per decision taken over")
      ->check(CLI::Range(2, 256));
  cmd->add_option("--top", choice->top, "pimc's best actions played out (plus the close)")
      ->check(CLI::Range(1, 8));
  using C = ai::PlayoutSettings::Continuation;
  static const std::map<std::string, C> kContinuations{
      {"pimc", C::Pimc}, {"distilled", C::Distilled}, {"expert", C::Expert}};
  auto continuation = std::make_shared<std::string>("pimc");
  cmd->add_option("--continuation", *continuation,
                  "the play-outs' player: pimc, distilled or expert (default pimc)")
      ->check(CLI::IsMember({"pimc", "distilled", "expert"}));
  cmd->add_option("--continuation-worlds", choice->pimc_worlds, "the play-outs' pimc worlds")
      ->check(CLI::Range(1, 160));
  cmd->add_option("--every", *every, "only every n-th decision taken over")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--exact-at-close", choice->exact_at_close,
                "the play-outs take the solver's value of the world at a close");
  cmd->add_option("--from-trick", choice->from_trick, "take over from this trick on (0: all)")
      ->check(CLI::Range(0, 4));
  cmd->add_option("--margin", choice->margin, "take over where pimc's best two are this close")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--race", choice->race_z, "drop a candidate this many standard errors behind")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--batch", choice->batch, "worlds per racing round")->check(CLI::Range(2, 64));
  auto details = std::make_shared<std::string>();
  cmd->add_option("--details", *details, "one line per decision: index, choice, gain, ms");
  cmd->callback([=, &run] {
    run = [=] {
      search->playout.continuation = kContinuations.at(*continuation);
      ai::SearchPlayer player("playout-compare", *search);
      std::vector<double> gain, ms;
      int differ = 0, taken = 0;
      std::set<std::pair<std::string, int>> deals;
      std::unique_ptr<std::ofstream> out;
      if (!details->empty()) out = std::make_unique<std::ofstream>(*details);
      for (const std::string& f : *files) {
        auto ds = read_regret_file(f);
        if (!ds) {
          std::cerr << "playout-compare: " << ds.error() << "\n";
          return int{cli::kExitUnreadable};
        }
        for (const ValuedDecision& d : *ds) {
          deals.emplace(rules_name(d.record.rules), d.deal);
          const Hand hand(d.record);
          const SeatView view = hand.view(d.seat);
          if (!ai::takes_over(view)) continue;
          if (taken++ % *every != 0) continue;
          const auto value_of = [&](Action a) {
            const auto at = std::find(d.actions.begin(), d.actions.end(), a) - d.actions.begin();
            return d.mean(static_cast<std::size_t>(at));
          };
          const double start = thread_cpu_ms();
          const Action c = player.choose(view, {});
          ms.push_back(thread_cpu_ms() - start);
          differ += c != d.choice;
          gain.push_back(value_of(c) - value_of(d.choice));
          if (out)
            *out << taken - 1 << " " << d.trick << " " << (c != d.choice) << " " << gain.back()
                 << " " << ms.back() << " " << margin(d) << "\n";
          if (gain.size() % 50 == 0) std::cerr << "playout-compare: " << gain.size() << "\n";
        }
      }
      std::sort(ms.begin(), ms.end());
      const MeanCi g = mean_ci95(gain);
      // Per seat and hand: every decision taken over in the files, two seat-hands a deal.
      const double per = deals.empty() ? 0 : taken / (2.0 * static_cast<double>(deals.size()));
      std::cout << std::fixed << std::setprecision(3) << "decisions taken over " << g.n << " of "
                << taken << " (" << deals.size() << " deals), choice differs "
                << (g.n ? 100.0 * differ / g.n : 0.0) << "%\n"
                << "play-out gain per decision " << g.mean << " ± " << g.ci95
                << ", per seat and hand " << g.mean * per << " ± " << g.ci95 * per << "\n"
                << "CPU per decision taken over: median " << (ms.empty() ? 0 : ms[ms.size() / 2])
                << " ms, worst " << (ms.empty() ? 0 : ms.back()) << " ms\n";
      return int{cli::kExitOk};
    };
  });
}

}  // namespace schnapsen::lab::tools
