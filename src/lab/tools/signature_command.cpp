// `schnapsen-lab signature [--positions]`: the decision signature (every level's choice on a fixed
// set of positions) and the solver's node signature, as a test pins them. Run it before and
// after a change: a simplification keeps both lines identical.
#include <iostream>

#include "checks.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/lab/signature.hpp"
#include "schnapsen/position.hpp"
#include "tools.hpp"

namespace schnapsen::lab::tools {

using cli::kExitOk;
using cli::kExitUsage;

void add_signature_command(CLI::App& app, Runner& run) {
  auto positions = std::make_shared<bool>(false);
  auto* cmd = app.add_subcommand(
      "signature",
      "Print every level's choice on a fixed set of positions and the solver's node count, with "
      "a hash of each (a change to the AI's play changes them)");
  cmd->add_flag("--positions", *positions, "Also print each position (docs/positions.md)");
  cmd->callback([&run, positions] {
    run = [positions] {
      const auto sig = decision_signature();
      const auto where = signature_positions();
      for (std::size_t i = 0; i < sig.lines.size(); ++i) {
        std::cout << sig.lines[i] << "\n";
        if (*positions && i < where.size())
          std::cout << print_position(position_of(where[i].view, where[i].match.points)) << "\n";
      }
      ai::Solver solver;
      std::cout << "solver signature " << solver_signature(solver) << "\n";
      std::cout << "decision signature " << std::hex << sig.hash << std::dec << "\n";
      return std::cout.flush() ? int{kExitOk} : int{kExitUsage};
    };
  });
}

}  // namespace schnapsen::lab::tools
