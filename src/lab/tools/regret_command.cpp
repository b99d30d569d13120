// `schnapsen-lab regret` (map the decisions of a level, appending to a file; resumable) and
// `schnapsen-lab regret-report` (the table of one or more such files).
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "checks.hpp"
#include "regret_file.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/lab/regret_map.hpp"
#include "tools.hpp"

namespace schnapsen::lab::tools {
void add_regret_commands(CLI::App& app, Runner& run) {
  auto settings = std::make_shared<RegretSettings>();
  auto out_path = std::make_shared<std::string>();
  auto rules = std::make_shared<std::string>("soft");
  auto playout_worlds = std::make_shared<int>(16);
  CLI::App* regret = app.add_subcommand(
      "regret",
      "value every decision of a level's self-play by honest play-outs (appends; resumes)");
  regret->add_option("--out", *out_path, "the regret file (JSON lines)")->required();
  regret->add_option("--rules", *rules, "soft or sharp")->check(CLI::IsMember({"soft", "sharp"}));
  regret->add_option("--seed", settings->seed, "the arena's deal seed");
  regret->add_option("--deals", settings->deals, "deals to play (one hand each)")
      ->check(CLI::PositiveNumber);
  regret->add_option("--first-deal", settings->first_deal, "the first deal")
      ->check(CLI::NonNegativeNumber);
  regret->add_option("--every", settings->every, "value every n-th decision")
      ->check(CLI::PositiveNumber);
  regret->add_option("--trick", settings->trick, "only decisions at this trick (1-5)")
      ->check(CLI::Range(1, 5));
  regret->add_option("--worlds", settings->worlds, "worlds per decision (even)")
      ->check(CLI::Range(2, 4096));
  regret->add_option("--player", settings->player, "the search level mapped");
  regret->add_option("--playout-worlds", *playout_worlds, "worlds per play-out decision")
      ->check(CLI::Range(1, 1000));
  regret->add_option("--threads", settings->threads, "worker threads")->check(CLI::Range(1, 64));
  regret->callback([=, &run] {
    run = [=] {
      RegretSettings s = *settings;
      s.rules = *rules == "sharp" ? Rules::sharp() : Rules::soft();
      s.playout = default_playout();
      s.playout.phase_one_worlds = *playout_worlds;
      // Resume: the deals already in the file are not played again.
      auto have = read_regret_file(*out_path);
      if (have && !have->empty()) {
        const int last = have->back().deal;
        const int done = last + 1 - s.first_deal;
        if (done >= s.deals) {
          std::cerr << "regret: " << *out_path << " already holds every deal\n";
          return int{cli::kExitOk};
        }
        std::cerr << "regret: resuming after deal " << last << " (" << have->size()
                  << " decisions)\n";
        s.deals -= done;
        s.first_deal = last + 1;
      }
      // Rewrite the complete lines (drops a torn one), then append.
      {
        std::ofstream rewrite(*out_path, std::ios::trunc);
        if (have)
          for (const ValuedDecision& d : *have) rewrite << dump_line(to_json(d)) << "\n";
      }
      std::ofstream out(*out_path, std::ios::app);
      int last_deal = -1;
      auto n = map_regret(s, [&](const ValuedDecision& d) {
        out << dump_line(to_json(d)) << "\n" << std::flush;
        if (d.deal != last_deal) {
          last_deal = d.deal;
          std::cerr << "regret: deal " << d.deal << "\n";
        }
      });
      if (!n) {
        std::cerr << "regret: " << n.error() << "\n";
        return int{cli::kExitUsage};
      }
      return int{cli::kExitOk};
    };
  });

  auto files = std::make_shared<std::vector<std::string>>();
  auto report_every = std::make_shared<int>(1);
  CLI::App* report = app.add_subcommand("regret-report", "the regret table of regret files");
  report->add_option("files", *files, "regret files")->required();
  report->add_option("--every", *report_every, "the --every the files were made with");
  report->callback([=, &run] {
    run = [=] {
      std::vector<ValuedDecision> all;
      std::set<std::pair<std::string, int>> deals;
      for (const std::string& f : *files) {
        auto ds = read_regret_file(f);
        if (!ds) {
          std::cerr << "regret-report: " << ds.error() << "\n";
          return int{cli::kExitUnreadable};
        }
        for (ValuedDecision& d : *ds) {
          deals.insert({f, d.deal});
          all.push_back(std::move(d));
        }
      }
      std::cout << regret_report(all, static_cast<int>(deals.size()) * 2 / *report_every);
      return int{cli::kExitOk};
    };
  });
}

}  // namespace schnapsen::lab::tools
