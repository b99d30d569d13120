// Interactive play as the command line starts it: the options become a game::Session, the
// terminal table becomes its front end, and every way out (end of play, q, a signal, a failing
// opponent, an exception) becomes a restored terminal, a message and an exit status.
#include "play_session.hpp"

#include <unistd.h>

#include <iostream>
#include <memory>

#include "commands.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::cli {

namespace {

game::MatchRequest to_request(const PlayOptions& o) {
  game::MatchRequest r;
  r.rules = o.rules;
  r.settings = o.match;
  r.seed = o.seed;
  r.first_dealer = o.first_dealer;
  r.seats[0] = {game::SeatKind::Human, "-", o.names[0]};
  if (o.hotseat)
    r.seats[1] = {game::SeatKind::Human, "-", o.names[1]};
  else if (!o.opponent_cmd.empty())
    r.seats[1] = {game::SeatKind::Bot, o.opponent_cmd, o.names[1]};
  else
    r.seats[1] = {game::SeatKind::Ai, o.ai, o.names[1]};
  r.bot_timeout_ms = o.bot_timeout_ms;
  r.rules_given = o.rules_given;
  r.opponent_given = o.opponent_given;
  r.names_given = o.names_given;
  r.bummerls_given = o.bummerls_given;
  return r;
}

game::StartMode start_mode(const PlayOptions& o) {
  if (o.separate) return game::StartMode::Separate;
  if (o.resume) return game::StartMode::Resume;
  if (o.fresh) return game::StartMode::New;
  return game::StartMode::Ask;
}

}  // namespace

int run_play(const PlayOptions& options) {
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    std::cerr << "schnapsen: interactive play needs a terminal (stdin and stdout must not be "
                 "redirected); see 'schnapsen --help' for the other commands\n";
    return kExitUsage;
  }
  auto dir = game::default_state_dir();
  auto session = game::Session::open(dir ? std::optional(*dir) : std::nullopt,
                                     dir ? std::string() : dir.error(), start_mode(options),
                                     to_request(options));
  if (!session) {
    std::cerr << "schnapsen: " << session.error() << "\n";
    return kExitUsage;
  }
  std::string failure;
  int status = kExitOk;
  try {
    tui::Terminal terminal(options.color);
    tui::TableLook look;
    look.glyphs = tui::Glyphs::make(!options.ascii && tui::Terminal::utf8_locale(), options.suits);
    look.fast = options.fast;
    look.show_score = options.show_score;
    tui::SessionTable table(terminal, look);
    (*session)->run(table);
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
  if ((*session)->match_saved())
    std::cout << "Match saved; 'schnapsen --resume' goes on with it.\n";
  return status;
}

}  // namespace schnapsen::cli
