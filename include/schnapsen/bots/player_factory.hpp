// The player that takes a seat by name: an AI level (ai/levels.hpp) or "cmd:COMMAND", an external
// bot (docs/bots.md). What a match (game), `join --bot` and the lab's measurement players make
// their players from.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::bots {

inline constexpr std::string_view kCommandPrefix = "cmd:";

struct PlayerOptions {
  int bot_timeout_ms = kDefaultBotTimeoutMs;  // per answer of a cmd: player
  std::string bot_log_path;                   // empty: the default log file
  std::function<bool()> bot_stop_requested;   // BotOptions::stop_requested of a cmd: player
  int threads = 1;  // a search level's threads per decision (the same choices for any number)
};

// "random|beginner|...|master|cmd:COMMAND", for one-line help texts and error messages.
std::string player_names();

// The player called `name` (a level, a retired level's name: its successor, or cmd:COMMAND),
// or a one-line message saying why the name is not valid.
Expected<std::unique_ptr<ai::Player>, std::string> make_player(std::string_view name,
                                                               std::uint64_t seed,
                                                               const PlayerOptions& options = {});

}  // namespace schnapsen::bots
