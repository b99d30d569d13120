// The AI levels, registered once (name, description, settings), and the factory that makes a
// player from a level name or "cmd:COMMAND" (an external bot, docs/bots.md). The CLI's
// validation and help texts and docs/ai.md read this registry; adding a level is one entry.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/ai/bot_player.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::ai {

// Which kind of player a level is; search levels also carry their SearchSettings.
enum class LevelKind : std::uint8_t { Random, Basic, Heuristic, Search };

struct LevelInfo {
  std::string_view name;
  std::string_view description;  // one line for help texts and docs
  LevelKind kind = LevelKind::Search;
  SearchSettings search;  // used when kind == Search
  // Strength on the Elo scale of the ladder (docs/ai.md, "Ladder measurements": Bradley-Terry
  // on game points, soft rules, mean 0 over random..medium); the player's rating against the AI
  // levels (game/stats.hpp) is fitted on this scale.
  int rating = 0;
};

// The level a game is played against when none is chosen.
inline constexpr std::string_view kDefaultLevel = "medium";

// Every level, weakest first: random, basic, heuristic, easy, medium, pimc, hard.
std::span<const LevelInfo> levels();

// The level called `name`, or nullptr.
const LevelInfo* find_level(std::string_view name);

// The level names, weakest first (for CLI validation).
std::vector<std::string> level_names();

// The levels that search (and so can value every action), weakest first: "easy, medium, pimc,
// hard".
std::string search_level_names();

// "random|basic|...|hard|cmd:COMMAND", for one-line help texts and error messages.
std::string player_names();

// One line per level: "  name  description (settings)", for help footers.
std::string levels_help();

// The settings of the search level called `name`; throws std::invalid_argument for a name that
// is not a registered search level.
const SearchSettings& level_settings(std::string_view name);

// The settings of a search level in words ("PIMC, 160 worlds, ...").
std::string describe(const SearchSettings& s);

struct PlayerOptions {
  int bot_timeout_ms = kDefaultBotTimeoutMs;  // per answer of a cmd: player
  std::string bot_log_path;                   // empty: the default log file
  std::function<bool()> bot_stop_requested;   // BotOptions::stop_requested of a cmd: player
};

// The player called `name` (a level or cmd:COMMAND), or a one-line message saying why the name
// is not valid.
Expected<std::unique_ptr<Player>, std::string> make_player(std::string_view name,
                                                           std::uint64_t seed,
                                                           const PlayerOptions& options = {});

}  // namespace schnapsen::ai
