// The players of the lab's measurements (arena, ladder, `join --bot`): every player a seat can
// take (bots/player_factory.hpp: a level or cmd:COMMAND) and the measurement players that are no
// level: noisy:P:NAME (noisy_player.hpp), playout:K (playout_spec.hpp), pimc:W, distilled
// (ai/distilled_player.hpp), and, for the arena and the ladder only, cheat-hand and cheat-all,
// which see hidden cards on purpose (cheat_players.hpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/bots/player_factory.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::lab {

// "random|beginner|...|master|cmd:COMMAND|noisy:P:NAME", for one-line help texts and error
// messages.
std::string measurement_player_names();

// The players for a help footer: every level with its sentence, cmd:COMMAND and noisy:P:NAME.
std::string measurement_players_help();

// Whether a factory may make the players that see hidden cards: only the arena and the ladder,
// which show them the full state (ClairvoyantPlayer::see), allow them.
enum class Cheats : std::uint8_t { Refused, Allowed };

// The player called `name`: bots::make_player's, noisy:P:NAME (NAME's choices with random ones
// mixed in), or with Cheats::Allowed a cheating player; else a one-line message saying why the
// name is not valid (a cheating player's name where cheats are refused included).
Expected<std::unique_ptr<ai::Player>, std::string> make_measurement_player(
    std::string_view name, std::uint64_t seed, const bots::PlayerOptions& options = {},
    Cheats cheats = Cheats::Refused);

}  // namespace schnapsen::lab
