// TEMPORARY placeholder: replaced by the real `schnapsen solve` command.
#include <iostream>

#include "commands.hpp"

namespace schnapsen::cli {

void add_solve_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("solve", "(not yet available)");
  cmd->allow_extras();
  cmd->callback([&run] {
    run = [] {
      std::cerr << "schnapsen solve: not yet available\n";
      return int{kExitUsage};
    };
  });
}

}  // namespace schnapsen::cli
