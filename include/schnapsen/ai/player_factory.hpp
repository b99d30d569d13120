// Makes a player from its name: "random", "heuristic", "easy", "medium", "hard" or
// "cmd:COMMAND" (an external bot, BOT-PROTOCOL.md).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::ai {

struct PlayerOptions {
  int bot_timeout_ms = 10'000;  // per answer of a cmd: player
  std::string bot_log_path;     // empty: the default log file
};

// The accepted names, for help texts: "random|heuristic|easy|medium|hard|cmd:COMMAND".
std::string_view player_names();

// The player, or a one-line message saying why the name is not valid.
Expected<std::unique_ptr<Player>, std::string> make_player(std::string_view name,
                                                           std::uint64_t seed,
                                                           const PlayerOptions& options = {});

}  // namespace schnapsen::ai
