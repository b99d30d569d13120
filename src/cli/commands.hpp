// The subcommands of the `schnapsen` executable. Each adds itself to the CLI11 app and, when
// chosen, sets `run` to the function that does the work and returns the exit status.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "checks.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::cli {

using Runner = std::function<int()>;

void add_replay_command(CLI::App& app, Runner& run);    // replay_command.cpp
void add_deal_command(CLI::App& app, Runner& run);      // deal_command.cpp
void add_solve_command(CLI::App& app, Runner& run);     // solve_command.cpp
void add_arena_command(CLI::App& app, Runner& run);     // arena_command.cpp
void add_ladder_command(CLI::App& app, Runner& run);    // ladder_command.cpp
void add_stats_command(CLI::App& app, Runner& run);     // stats_command.cpp
void add_history_command(CLI::App& app, Runner& run);   // history_command.cpp
void add_analyze_command(CLI::App& app, Runner& run);   // analyze_command.cpp
void add_levels_command(CLI::App& app, Runner& run);    // levels_command.cpp
void add_network_commands(CLI::App& app, Runner& run);  // network_play.cpp: host, join
class SettingsFile;                                     // settings_file.hpp
// The top-level flags of interactive play (no subcommand) and the settings file that gives
// their defaults; sets `run` when no subcommand is chosen (play_command.cpp).
std::shared_ptr<SettingsFile> add_play_options(CLI::App& app, Runner& run);
// Play's flags and every subcommand, as the program has them (commands.cpp); returns play's
// settings file.
std::shared_ptr<SettingsFile> add_all_commands(CLI::App& app, Runner& run);

// Reads and parses a hand record for `command` ("replay", "solve"); on failure prints a message
// naming the file (and line) on stderr and returns the exit status (kExitUnreadable).
Expected<HandRecord, int> read_record_file(std::string_view command, const std::string& path);

// Reads and checks a position file (docs/positions.md); on failure prints a message naming the
// file, line and check on stderr and returns kExitUnreadable.
Expected<Position, int> read_position_file(std::string_view command, const std::string& path);

// The state directory a subcommand reads (`stats`, `history`): `flag` (--state-dir) when given,
// else the default one (game::default_state_dir); an error message when there is none.
Expected<std::filesystem::path, std::string> state_dir_or_default(const std::string& flag);

}  // namespace schnapsen::cli
