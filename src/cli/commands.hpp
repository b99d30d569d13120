// The subcommands of the `schnapsen` executable. Each adds itself to the CLI11 app and, when
// chosen, sets `run` to the function that does the work and returns the exit status.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "schnapsen/expected.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::cli {

using Runner = std::function<int()>;

// Exit statuses shared by all subcommands (documented in docs/schnapsen.6).
enum ExitStatus : int {
  kExitOk = 0,
  kExitUsage = 1,       // bad flags or values, output that cannot be written, or a runtime
                        // failure outside the cases below
  kExitUnreadable = 2,  // a record or file that cannot be read or is not a valid record
  kExitIllegal = 3,     // a record with an illegal action
  kExitFinished = 4,    // `solve` or `analyze` on a finished hand
};

void add_replay_command(CLI::App& app, Runner& run);     // replay_command.cpp
void add_deal_command(CLI::App& app, Runner& run);       // deal_command.cpp
void add_solve_command(CLI::App& app, Runner& run);      // solve_command.cpp
void add_arena_command(CLI::App& app, Runner& run);      // arena_command.cpp
void add_ladder_command(CLI::App& app, Runner& run);     // ladder_command.cpp
void add_stats_command(CLI::App& app, Runner& run);      // stats_command.cpp
void add_history_command(CLI::App& app, Runner& run);    // history_command.cpp
void add_analyze_command(CLI::App& app, Runner& run);    // analyze_command.cpp
void add_signature_command(CLI::App& app, Runner& run);  // signature_command.cpp
void add_levels_command(CLI::App& app, Runner& run);     // levels_command.cpp
void add_policy_commands(CLI::App& app, Runner& run);    // policy_commands.cpp: features, reading
void add_network_commands(CLI::App& app, Runner& run);   // network_play.cpp: host, join
class SettingsFile;                                      // settings_file.hpp
// The top-level flags of interactive play (no subcommand) and the settings file that gives
// their defaults; sets `run` when no subcommand is chosen (play_command.cpp).
std::shared_ptr<SettingsFile> add_play_options(CLI::App& app, Runner& run);
// Play's flags and every subcommand, as the program has them (commands.cpp); returns play's
// settings file.
std::shared_ptr<SettingsFile> add_all_commands(CLI::App& app, Runner& run);

// Accepts only a plain decimal number that fits in 64 bits: CLI11 2.1 alone would wrap "-1"
// and saturate "99999999999999999999999" into a seed without a word.
inline const CLI::Validator kSeedCheck(
    [](std::string& s) -> std::string {
      const bool digits =
          !s.empty() && s.size() <= 20 && s.find_first_not_of("0123456789") == std::string::npos;
      if (digits && (s.size() < 20 || s <= "18446744073709551615")) return {};
      return "a seed is a whole number from 0 to 18446744073709551615, not '" + s.substr(0, 40) +
             "'";
    },
    "SEED");

// Accepts only a plain decimal whole number from `min` to `max`: CLI11's Range alone answers
// "abc" with "Value abc not in range".
inline CLI::Validator whole_number(long min, long max) {
  return CLI::Validator(
      [min, max](std::string& s) -> std::string {
        const std::string range = std::to_string(min) + " to " + std::to_string(max);
        const bool digits =
            !s.empty() && s.size() <= 12 && s.find_first_not_of("0123456789") == std::string::npos;
        if (!digits) return "'" + s.substr(0, 40) + "' is not a whole number (" + range + ")";
        const long value = std::stol(s);
        if (value < min || value > max) return s + " is out of range (" + range + ")";
        return {};
      },
      "INT in [" + std::to_string(min) + " - " + std::to_string(max) + "]");
}

// Reads and parses a hand record for `command` ("replay", "solve"); on failure prints a message
// naming the file (and line) on stderr and returns the exit status (kExitUnreadable).
Expected<HandRecord, int> read_record_file(std::string_view command, const std::string& path);

// Reads and checks a position file (docs/positions.md); on failure prints a message naming the
// file, line and check on stderr and returns kExitUnreadable (analyze_command.cpp).
Expected<Position, int> read_position_file(std::string_view command, const std::string& path);

// The state directory a subcommand reads (`stats`, `history`): `flag` (--state-dir) when given,
// else the default one (game::default_state_dir); an error message when there is none.
Expected<std::filesystem::path, std::string> state_dir_or_default(const std::string& flag);

}  // namespace schnapsen::cli
