// `schnapsen deal --seed N [--rules R] [--rule NAME=yes|no]... [--dealer D]`: a seeded deal's
// header: the first deal of `schnapsen --seed N`, its deck and (unless --dealer) its dealer.
#include <iostream>
#include <optional>

#include "commands.hpp"
#include "rules_flags.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::cli {

void add_deal_command(CLI::App& app, Runner& run) {
  struct Options {
    std::uint64_t seed = 0;
    std::optional<int> dealer;
  };
  auto opt = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "deal", "Print the record header of a seeded deal, to start a record by hand");
  cmd->add_option("--seed", opt->seed, "Shuffle seed (same seed, same deck, on every platform)")
      ->required()
      ->check(kSeedCheck);
  auto rules = add_rules_flags(*cmd);
  cmd->add_option("--dealer", opt->dealer,
                  "Dealing seat, 0 or 1 (default: the first dealer of schnapsen --seed N)")
      ->check(whole_number(0, 1));
  cmd->callback([&run, opt, rules] {
    run = [opt, rules] {
      HandRecord r;
      r.rules = rules->rules();
      r.dealer = opt->dealer.value_or(game::first_dealer_for(opt->seed));
      r.deck = game::deck_for_hand(opt->seed, 0);
      std::cout << "# seed " << opt->seed << ": the first deal of schnapsen --seed " << opt->seed
                << "\n"
                << print_record_header(r);
      return int{kExitOk};
    };
  });
}

}  // namespace schnapsen::cli
