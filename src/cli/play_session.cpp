// Runs interactive play: builds the players, the terminal and the controller, and turns every
// way out (end of match, q, a signal, a failing bot, an exception) into a restored terminal and
// an exit status.
#include "play_session.hpp"

#include <unistd.h>

#include <iostream>
#include <memory>

#include "commands.hpp"
#include "schnapsen/ai/bot_player.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::cli {

namespace {

std::unique_ptr<ai::Player> make_ai(const PlayOptions& o) {
  if (!o.opponent_cmd.empty()) {
    ai::BotOptions bot;
    bot.time_limit_ms = o.bot_timeout_ms;
    auto player = std::make_unique<ai::BotPlayer>(o.opponent_cmd, bot);
    player->start();  // fails here, before the screen is taken, if the bot cannot start
    return player;
  }
  const std::uint64_t ai_seed = SplitMix64(o.seed ^ 0xA1A1A1A1ull).next();
  if (o.ai == "random") return std::make_unique<ai::RandomPlayer>(ai_seed);
  return std::make_unique<ai::HeuristicPlayer>();
}

std::string default_ai_name(const PlayOptions& o) {
  if (!o.opponent_cmd.empty()) return "Bot";
  return "AI " + o.ai;
}

enum class Ending { Finished, Quit };

}  // namespace

int run_play(const PlayOptions& o) {
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    std::cerr << "schnapsen: interactive play needs a terminal (stdin and stdout must not be "
                 "redirected); see 'schnapsen --help' for the other commands\n";
    return kExitUsage;
  }
  std::unique_ptr<ai::Player> opponent;
  if (!o.hotseat) {
    try {
      opponent = make_ai(o);
    } catch (const ai::PlayerFailure& e) {
      std::cerr << "schnapsen: " << e.what() << "\n";
      return kExitUsage;
    }
  }
  tui::FrontEndOptions fo;
  fo.human = {true, o.hotseat};
  fo.names = o.hotseat ? std::array<std::string, 2>{"Player 1", "Player 2"}
                       : std::array<std::string, 2>{"You", default_ai_name(o)};
  for (int seat = 0; seat < 2; ++seat)
    if (!o.names[seat].empty()) fo.names[seat] = o.names[seat];
  fo.rules = o.rules;
  fo.match = o.match;
  fo.fast = o.fast;
  fo.show_score = o.show_score;

  game::ControllerConfig config;
  config.rules = o.rules;
  config.match = o.match;
  config.seed = o.seed;
  config.first_dealer =
      o.first_dealer >= 0 ? o.first_dealer : SplitMix64(o.seed ^ 0xD1D1D1D1ull).below(2);

  std::string failure;
  int status = kExitOk;
  try {
    tui::Terminal terminal(o.color);
    fo.glyphs = tui::Glyphs::make(!o.ascii && tui::Terminal::utf8_locale(), o.suits);
    tui::FrontEnd front(terminal, fo);
    std::unique_ptr<ai::Player> shown_opponent;
    std::array<ai::Player*, 2> players{&front.human(0), nullptr};
    if (o.hotseat) {
      players[1] = &front.human(1);
    } else {
      shown_opponent = front.show_thinking(1, *opponent);
      players[1] = shown_opponent.get();
    }
    game::Controller controller(config, players);
    front.attach(controller);
    try {
      controller.run();
    } catch (const tui::QuitRequested&) {
      status = kExitOk;
    }
  } catch (const tui::Interrupted& e) {
    status = 128 + e.signal;
  } catch (const ai::PlayerFailure& e) {
    failure = std::string("the opponent failed: ") + e.what();
    status = kExitUsage;
  } catch (const std::exception& e) {
    failure = e.what();
    status = kExitUsage;
  }
  // The terminal is restored here (Terminal's destructor ran while unwinding).
  if (!failure.empty()) std::cerr << "schnapsen: " << failure << "\n";
  return status;
}

}  // namespace schnapsen::cli
