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

}  // namespace schnapsen::lab::tools
