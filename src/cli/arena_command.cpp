// TEMPORARY placeholder: replaced by the real `schnapsen arena` command.
#include <iostream>

#include "commands.hpp"

namespace schnapsen::cli {

void add_arena_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("arena", "(not yet available)");
  cmd->allow_extras();
  cmd->callback([&run] {
    run = [] {
      std::cerr << "schnapsen arena: not yet available\n";
      return int{kExitUsage};
    };
  });
}

}  // namespace schnapsen::cli
