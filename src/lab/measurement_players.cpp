#include "schnapsen/lab/measurement_players.hpp"

#include "schnapsen/ai/distilled_player.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/lab/cheat_players.hpp"
#include "schnapsen/lab/noisy_player.hpp"
#include "schnapsen/lab/playout_spec.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::lab {

namespace {
constexpr std::string_view kFewerWorldsPrefix = "pimc:";
}  // namespace

std::string measurement_player_names() {
  return bots::player_names() + "|noisy:P:NAME|playout:K|pimc:W|distilled|cheat-hand|cheat-all";
}

std::string measurement_players_help() {
  return "Players (weakest first), or cmd:COMMAND for an external bot:\n" + ai::levels_help() +
         // Not a level: a measurement player for data variety, made from its spec.
         "  noisy:P:NAME  with probability P (0 to 1) a random legal action (never a false "
         "claim),\n"
         "             else the level NAME's choice, e.g. noisy:0.2:heuristic\n"
         // The headroom table's direction (e): master's play-outs with the lab's options.
         "  playout:K   pimc, its leads and closing chosen by play-outs on K worlds played by\n"
         "             pimc on 8 (seconds a decision);\n"
         "             :close ends them at a close, :race drops candidates behind, :fromT\n"
         "             plays out from trick T on, :distilled plays them out by distilled\n"
         "             (playout:32:close:race:from1)\n"
         // A cheaper continuation's candidate (docs/notes/2026-12-04-fewer-worlds.md).
         "  pimc:W      pimc on W worlds (1 to 160) per phase-one decision\n"
         // master's play-outs' continuation, as a player (ai/distilled_player.hpp).
         "  distilled   pimc's policy model with the talon open (microseconds), else pimc\n"
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
  if (name.starts_with(kFewerWorldsPrefix)) {
    const auto worlds = text::parse_number<int>(name.substr(kFewerWorldsPrefix.size()));
    if (!worlds || *worlds < 1 || *worlds > 160)
      return unexpected("player '" + std::string(name) + "': W is a number of worlds, 1 to 160");
    ai::SearchSettings settings = ai::find_level("pimc")->search;
    settings.phase_one_worlds = *worlds;
    return std::unique_ptr<ai::Player>(
        std::make_unique<ai::SearchPlayer>(std::string(name), settings, options.threads));
  }
  if (name == ai::kDistilledName)
    return std::unique_ptr<ai::Player>(std::make_unique<ai::DistilledPlayer>(options.threads));
  if (name.starts_with(kPlayoutPrefix)) {
    auto spec = parse_playout_spec(name);
    if (!spec) return unexpected(spec.error());
    return std::unique_ptr<ai::Player>(
        std::make_unique<ai::SearchPlayer>(std::string(name), *spec, options.threads));
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
