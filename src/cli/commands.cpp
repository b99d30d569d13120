// Every command of the program on one CLI11 app (commands.hpp): main() and the settings
// fuzzer build the same command line from here.
#include "commands.hpp"

#include "rules_flags.hpp"

namespace schnapsen::cli {

std::shared_ptr<SettingsFile> add_all_commands(CLI::App& app, Runner& run) {
  auto settings = add_play_options(app, run);
  add_replay_command(app, run);
  add_solve_command(app, run);
  add_arena_command(app, run);
  add_ladder_command(app, run);
  add_deal_command(app, run);
  add_stats_command(app, run);
  add_history_command(app, run);
  add_analyze_command(app, run);
  add_levels_command(app, run);
  add_rules_command(app, run);
  add_network_commands(app, run);
  return settings;
}

}  // namespace schnapsen::cli
