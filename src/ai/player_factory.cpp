#include "schnapsen/ai/player_factory.hpp"

#include "schnapsen/ai/bot_player.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/ai/search_player.hpp"

namespace schnapsen::ai {

std::string_view player_names() { return "random|heuristic|easy|medium|hard|cmd:COMMAND"; }

Expected<std::unique_ptr<Player>, std::string> make_player(std::string_view name,
                                                           std::uint64_t seed,
                                                           const PlayerOptions& options) {
  using Result = std::unique_ptr<Player>;
  if (name == "random") return Result(std::make_unique<RandomPlayer>(seed));
  if (name == "heuristic") return Result(std::make_unique<HeuristicPlayer>());
  if (name == "easy") return Result(std::make_unique<SearchPlayer>(Level::Easy, seed));
  if (name == "medium") return Result(std::make_unique<SearchPlayer>(Level::Medium, seed));
  if (name == "hard") return Result(std::make_unique<SearchPlayer>(Level::Hard, seed));
  constexpr std::string_view kCmd = "cmd:";
  if (name.substr(0, kCmd.size()) == kCmd) {
    const std::string command(name.substr(kCmd.size()));
    if (command.find_first_not_of(" \t") == std::string::npos)
      return unexpected(std::string("player 'cmd:' needs a command after the colon"));
    if (options.bot_timeout_ms <= 0)
      return unexpected(std::string("the bot timeout must be a positive number of milliseconds"));
    BotOptions bot;
    bot.time_limit_ms = options.bot_timeout_ms;
    bot.log_path = options.bot_log_path;
    return Result(std::make_unique<BotPlayer>(command, bot));
  }
  return unexpected("unknown player '" + std::string(name) + "' (expected " +
                    std::string(player_names()) + ")");
}

}  // namespace schnapsen::ai
