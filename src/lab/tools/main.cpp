// schnapsen-lab: the measurement lab's commands, for developers (not installed).
#include <CLI/CLI.hpp>

#include "commands.hpp"

int main(int argc, char** argv) {
  CLI::App app("schnapsen-lab: instruments that measure the AI (docs/ai.md)", "schnapsen-lab");
  app.require_subcommand(1);
  schnapsen::lab::tools::add_regret_commands(app);
  schnapsen::lab::tools::add_chance_commands(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return schnapsen::lab::tools::exit_status();
}
