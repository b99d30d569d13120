// `schnapsen stats [--json] [--state-dir DIR]`: prints the playing statistics (stats.hpp).
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/json.hpp"

namespace schnapsen::cli {
namespace {

int run_stats(const std::string& state_dir, bool json) {
  const auto found = state_dir_or_default(state_dir);
  if (!found) {
    std::cerr << "schnapsen stats: " << found.error() << "\n";
    return kExitUsage;
  }
  const std::filesystem::path& dir = *found;
  const auto file = game::SaveStore(dir).stats_file();
  // Only reads: a corrupt file is reported and stays where it is (play moves it aside).
  auto stats = game::read_stats(file);
  if (!stats) {
    std::cerr << "schnapsen stats: cannot read the statistics: " << stats.error() << "\n";
    return kExitUnreadable;
  }
  if (json) {
    std::cout << dump_pretty(game::stats_to_json(*stats)) << "\n";
  } else {
    std::cout << "Statistics from " << file.string() << "\n\n";
    for (const std::string& line : game::stats_screen_lines(*stats)) std::cout << line << "\n";
  }
  return kExitOk;
}

}  // namespace

void add_stats_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("stats", "Show hands, Bummerls and matches won and lost");
  auto state_dir = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  cmd->add_flag("--json", *json, "Print the statistics as one JSON object");
  cmd->add_option("--state-dir", *state_dir,
                  "Directory of the save and statistics (default $XDG_STATE_HOME/schnapsen or "
                  "~/.local/state/schnapsen)");
  cmd->callback([&run, state_dir, json] {
    run = [state_dir, json] { return run_stats(*state_dir, *json); };
  });
}

}  // namespace schnapsen::cli
