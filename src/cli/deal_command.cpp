// `schnapsen deal --seed N [--rules R] [--dealer D]`: prints the header of a seeded deal.
#include <iostream>

#include "commands.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::cli {

void add_deal_command(CLI::App& app, Runner& run) {
  struct Options {
    std::uint64_t seed = 0;
    std::string rules = "soft";
    int dealer = 0;
  };
  auto opt = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "deal", "Print the record header of a seeded deal, to start a record by hand");
  cmd->add_option("--seed", opt->seed, "Shuffle seed (same seed, same deck, on every platform)")
      ->required()
      ->check(kSeedCheck);
  cmd->add_option("--rules", opt->rules, "Rule set")->check(CLI::IsMember({"soft", "sharp"}));
  cmd->add_option("--dealer", opt->dealer, "Dealing seat")->check(whole_number(0, 1));
  cmd->callback([&run, opt] {
    run = [opt] {
      HandRecord r;
      r.rules = *parse_rules(opt->rules);
      r.dealer = opt->dealer;
      r.deck = shuffled_deck(opt->seed);
      std::cout << "# seed " << opt->seed << "\n" << print_record_header(r);
      return int{kExitOk};
    };
  });
}

}  // namespace schnapsen::cli
