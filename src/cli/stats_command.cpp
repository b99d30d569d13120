// TEMPORARY placeholder: replaced by the real `schnapsen stats` command.
#include <iostream>

#include "commands.hpp"

namespace schnapsen::cli {

void add_stats_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("stats", "(not yet available)");
  cmd->allow_extras();
  cmd->callback([&run] {
    run = [] {
      std::cerr << "schnapsen stats: not yet available\n";
      return int{kExitUsage};
    };
  });
}

}  // namespace schnapsen::cli
