#include "schnapsen/lab/measurement_players.hpp"

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/lab/noisy_player.hpp"

namespace schnapsen::lab {

std::string measurement_player_names() { return bots::player_names() + "|noisy:P:NAME"; }

std::string measurement_players_help() {
  return "Players (weakest first), or cmd:COMMAND for an external bot:\n" + ai::levels_help() +
         // Not a level: a measurement player for data variety, made from its spec.
         "  noisy:P:NAME  with probability P (0 to 1) a random legal action (never a false "
         "claim),\n"
         "             else the level NAME's choice, e.g. noisy:0.2:heuristic\n";
}

Expected<std::unique_ptr<ai::Player>, std::string> make_measurement_player(
    std::string_view name, std::uint64_t seed, const bots::PlayerOptions& options) {
  if (!name.starts_with(kNoisyPrefix)) {
    if (name.starts_with(bots::kCommandPrefix) || ai::find_level(ai::current_level_name(name)))
      return bots::make_player(name, seed, options);
    return unexpected("unknown player '" + std::string(name) + "' (expected " +
                      measurement_player_names() + ")");
  }
  auto spec = parse_noisy_spec(name);
  if (!spec) return unexpected(spec.error());
  // The base is a level (or a retired level's name), never a bot or another noisy player.
  std::unique_ptr<ai::Player> base = ai::make_level(spec->base, seed);
  if (!base)
    return unexpected("player '" + std::string(name) + "': unknown player '" + spec->base +
                      "' (expected a level: " + ai::level_choices() + ")");
  return std::unique_ptr<ai::Player>(
      std::make_unique<NoisyPlayer>(std::string(name), spec->probability, std::move(base), seed));
}

}  // namespace schnapsen::lab
