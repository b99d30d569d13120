// `schnapsen deal --seed N [--rules R] [--rule NAME=yes|no]... [--dealer D]`: a seeded deal's
// header.
#include <iostream>

#include "commands.hpp"
#include "rules_flags.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::cli {

void add_deal_command(CLI::App& app, Runner& run) {
  struct Options {
    std::uint64_t seed = 0;
    int dealer = 0;
  };
  auto opt = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "deal", "Print the record header of a seeded deal, to start a record by hand");
  cmd->add_option("--seed", opt->seed, "Shuffle seed (same seed, same deck, on every platform)")
      ->required()
      ->check(kSeedCheck);
  auto rules = add_rules_flags(*cmd);
  cmd->add_option("--dealer", opt->dealer, "Dealing seat")->check(whole_number(0, 1));
  cmd->callback([&run, opt, rules] {
    run = [opt, rules] {
      HandRecord r;
      r.rules = rules->rules();
      r.dealer = opt->dealer;
      r.deck = shuffled_deck(opt->seed);
      std::cout << "# seed " << opt->seed << "\n" << print_record_header(r);
      return int{kExitOk};
    };
  });
}

}  // namespace schnapsen::cli
