// The commands of `schnapsen-lab`, the developer's executable of the lab (built and tested, never
// installed or packaged): each adds itself to the CLI11 app and, when chosen, sets `run` to the
// function that does the work and returns the exit status (checks.hpp's statuses).
#pragma once

#include <functional>

#include <CLI/CLI.hpp>

namespace schnapsen::lab::tools {

using Runner = std::function<int()>;

void add_policy_commands(CLI::App& app, Runner& run);    // policy_commands.cpp: features, reading
void add_signature_command(CLI::App& app, Runner& run);  // signature_command.cpp
// regret_command.cpp: regret (the regret map of a level's decisions), regret-report
void add_regret_commands(CLI::App& app, Runner& run);
void add_chance_command(CLI::App& app, Runner& run);  // chance_command.cpp: chance-compare
// playout_command.cpp: playout-compare (the play-out player on regret files)
void add_playout_command(CLI::App& app, Runner& run);

}  // namespace schnapsen::lab::tools
