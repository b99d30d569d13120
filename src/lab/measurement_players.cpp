#include "schnapsen/lab/measurement_players.hpp"

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/lab/cheat_players.hpp"
#include "schnapsen/lab/noisy_player.hpp"
#include "schnapsen/lab/playout_player.hpp"

namespace schnapsen::lab {

std::string measurement_player_names() {
  return bots::player_names() + "|noisy:P:NAME|playout:K|cheat-hand|cheat-all";
}

std::string measurement_players_help() {
  return "Players (weakest first), or cmd:COMMAND for an external bot:\n" + ai::levels_help() +
         // Not a level: a measurement player for data variety, made from its spec.
         "  noisy:P:NAME  with probability P (0 to 1) a random legal action (never a false "
         "claim),\n"
         "             else the level NAME's choice, e.g. noisy:0.2:heuristic\n"
         // The headroom table's direction (e), far slower than a level.
         "  playout:K   pimc, its leads and closing chosen by play-outs on K worlds (0.5-2 s)\n"
         // Ceilings for the headroom table: they are shown the full state.
         "  cheat-hand  pimc given the opponent's hand (sees hidden cards: arena and ladder only)\n"
         "  cheat-all   the solver on the true deal (sees every card: arena and ladder only)\n";
}

Expected<std::unique_ptr<ai::Player>, std::string> make_measurement_player(
    std::string_view name, std::uint64_t seed, const bots::PlayerOptions& options, Cheats cheats) {
  if (is_cheat_name(name)) {
    if (cheats == Cheats::Refused)
      return unexpected("'" + std::string(name) +
                        "' sees the cards its seat may not see: only the arena and the ladder "
                        "take it, as a ceiling to measure against");
    return std::unique_ptr<ai::Player>(make_cheat_player(name, seed));
  }
  if (name.starts_with(kPlayoutPrefix)) {
    auto spec = parse_playout_spec(name);
    if (!spec) return unexpected(spec.error());
    return std::unique_ptr<ai::Player>(
        std::make_unique<PlayoutPlayer>(std::string(name), *spec, seed, options.threads));
  }
  if (!name.starts_with(kNoisyPrefix)) {
    if (name.starts_with(bots::kCommandPrefix) || ai::find_level(ai::current_level_name(name)))
      return bots::make_player(name, seed, options);
    return unexpected("unknown player '" + std::string(name) + "' (expected " +
                      measurement_player_names() + ")");
  }
  auto spec = parse_noisy_spec(name);
  if (!spec) return unexpected(spec.error());
  // The base is a level (or a retired level's name), never a bot or another noisy player.
  std::unique_ptr<ai::Player> base = ai::make_level(spec->base, seed, options.threads);
  if (!base)
    return unexpected("player '" + std::string(name) + "': unknown player '" + spec->base +
                      "' (expected a level: " + ai::level_choices() + ")");
  return std::unique_ptr<ai::Player>(
      std::make_unique<NoisyPlayer>(std::string(name), spec->probability, std::move(base), seed));
}

}  // namespace schnapsen::lab
