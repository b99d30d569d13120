#include "schnapsen/bots/player_factory.hpp"

#include "schnapsen/ai/levels.hpp"

namespace schnapsen::bots {

std::string player_names() { return ai::level_choices() + "|cmd:COMMAND"; }

Expected<std::unique_ptr<ai::Player>, std::string> make_player(std::string_view name,
                                                               std::uint64_t seed,
                                                               const PlayerOptions& options) {
  using Result = std::unique_ptr<ai::Player>;
  if (name.starts_with(kCommandPrefix)) {
    const std::string command(name.substr(kCommandPrefix.size()));
    if (command.find_first_not_of(" \t") == std::string::npos)
      return unexpected(std::string("player 'cmd:' needs a command after the colon"));
    if (options.bot_timeout_ms <= 0)
      return unexpected(std::string("the bot timeout must be a positive number of milliseconds"));
    BotOptions bot;
    bot.time_limit_ms = options.bot_timeout_ms;
    bot.log_path = options.bot_log_path;
    bot.stop_requested = options.bot_stop_requested;
    return Result(std::make_unique<BotPlayer>(command, bot));
  }
  if (Result level = ai::make_level(name, seed, options.threads)) return level;
  return unexpected("unknown player '" + std::string(name) + "' (expected " + player_names() + ")");
}

}  // namespace schnapsen::bots
