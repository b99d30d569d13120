// The lab's subcommands, one file each.
#pragma once

#include <CLI/CLI.hpp>

namespace schnapsen::lab::tools {

void add_regret_commands(CLI::App& app);
void add_chance_commands(CLI::App& app);
// The status the command that ran asked to exit with.
int exit_status();
void set_exit_status(int status);

}  // namespace schnapsen::lab::tools
