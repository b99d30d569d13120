// `schnapsen-lab`: the developer's commands of the AI lab (docs/ai.md): the policy model's
// training data and offline check, and the decision and solver signatures. Not installed: the
// user's `schnapsen` has the measurements a bot author needs (arena, ladder).
#include <exception>
#include <iostream>

#include "checks.hpp"
#include "tools.hpp"

int main(int argc, char** argv) {  // NOLINT(bugprone-exception-escape): CLI11's own errors only
  using namespace schnapsen::lab::tools;
  CLI::App app{"schnapsen-lab: the developer's tools of the AI (training data, signatures)",
               "schnapsen-lab"};
  app.require_subcommand(1);
  Runner run;
  add_policy_commands(app, run);
  add_signature_command(app, run);
  add_regret_commands(app, run);
  add_chance_command(app, run);
  add_playout_command(app, run);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "schnapsen-lab: " << e.what() << "\nRun 'schnapsen-lab --help' for usage.\n";
    return schnapsen::cli::kExitUsage;
  }
  try {
    return run();
  } catch (const std::exception& e) {
    std::cerr << "schnapsen-lab: " << e.what() << "\n";
    return schnapsen::cli::kExitUsage;
  }
}
