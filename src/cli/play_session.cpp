// Runs interactive play: builds the players, the terminal and the controller, keeps the save and
// the statistics, and turns every way out (end of match, q, a signal, a failing bot, an
// exception) into a restored terminal and an exit status.
#include "play_session.hpp"

#include <unistd.h>

#include <iostream>
#include <memory>

#include "commands.hpp"
#include "schnapsen/ai/bot_player.hpp"
#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/advice.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::cli {

namespace {

// The opponent through the AI layer's factory; a bot is started at once so that a bot that
// cannot start fails here, with a clear message.
std::unique_ptr<ai::Player> make_ai(const PlayOptions& o) {
  ai::PlayerOptions options;
  options.bot_timeout_ms = o.bot_timeout_ms;
  const std::string name = o.opponent_cmd.empty() ? o.ai : "cmd:" + o.opponent_cmd;
  auto player = ai::make_player(name, SplitMix64(o.seed ^ 0xA1A1A1A1ull).next(), options);
  if (!player) throw ai::PlayerFailure(player.error());
  if (auto* bot = dynamic_cast<ai::BotPlayer*>(player->get())) bot->start();
  return std::move(*player);
}

std::array<game::SeatSetup, 2> seat_setup(const PlayOptions& o,
                                          const std::array<std::string, 2>& names) {
  std::array<game::SeatSetup, 2> seats;
  seats[0] = {game::SeatKind::Human, "-", names[0]};
  if (o.hotseat)
    seats[1] = {game::SeatKind::Human, "-", names[1]};
  else if (!o.opponent_cmd.empty())
    seats[1] = {game::SeatKind::Bot, o.opponent_cmd, names[1]};
  else
    seats[1] = {game::SeatKind::Ai, o.ai, names[1]};
  return seats;
}

// Takes the saved match's settings over the command line's.
void adopt_saved(PlayOptions& o, const game::SavedMatch& saved) {
  o.rules = saved.hand.rules;
  o.match = saved.settings;
  o.seed = saved.seed;
  o.hotseat = saved.seats[1].kind == game::SeatKind::Human;
  o.opponent_cmd = saved.seats[1].kind == game::SeatKind::Bot ? saved.seats[1].level : "";
  if (saved.seats[1].kind == game::SeatKind::Ai) o.ai = saved.seats[1].level;
  o.names = {saved.seats[0].name, saved.seats[1].name};
  if (o.rules.base == RuleSet::Sharp) o.show_score = false;
}

std::string describe_saved(const game::SavedMatch& s) {
  const Match m = s.match_at_deal();
  return s.seats[0].name + " vs " + s.seats[1].name + ", " + std::string(rules_name(s.hand.rules)) +
         " rules, hand " + std::to_string(s.hands_played + 1) + ", Bummerl points " +
         std::to_string(m.points(0)) + ":" + std::to_string(m.points(1));
}

// The advice key: the medium search player's choice and its own estimate of it.
std::function<game::Advice(const SeatView&)> make_advisor(std::uint64_t seed) {
  auto search = std::make_shared<ai::SearchPlayer>(ai::Level::Medium, seed);
  auto solver = std::make_shared<ai::Solver>();
  return [search, solver, seed](const SeatView& view) {
    game::Advice advice;
    advice.action = search->choose(view, ai::MatchInfo{});
    for (const ai::ActionEstimate& e : search->last_estimates()) {
      if (e.action == advice.action) {
        advice.expected = e.value;
        advice.worlds = 1;
      }
    }
    if (advice.worlds == 0) {  // a forced or rule-of-thumb move: value it by sampled worlds
      const game::Advice valued = game::advise(view, *solver, 16, seed);
      advice.expected = valued.expected;
      advice.worlds = valued.worlds;
    }
    return advice;
  };
}

}  // namespace

int run_play(const PlayOptions& options) {
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    std::cerr << "schnapsen: interactive play needs a terminal (stdin and stdout must not be "
                 "redirected); see 'schnapsen --help' for the other commands\n";
    return kExitUsage;
  }
  PlayOptions o = options;
  std::optional<game::SaveStore> store;
  std::string warning;
  if (auto dir = game::default_state_dir())
    store.emplace(*dir);
  else
    warning = "not saving: " + dir.error();
  std::optional<game::SavedMatch> saved;
  if (store && !o.fresh) {
    game::LoadedSave loaded = store->load();
    if (loaded.status == game::LoadedSave::Status::Loaded)
      saved = std::move(loaded.match);
    else if (loaded.status == game::LoadedSave::Status::Rejected)
      warning = loaded.message;
  }
  if (o.resume && !saved) {
    std::cerr << "schnapsen: --resume: no saved match"
              << (warning.empty() ? std::string() : " (" + warning + ")") << "\n";
    return kExitUsage;
  }

  std::string failure;
  int status = kExitOk;
  bool match_saved = false;
  try {
    tui::Terminal terminal(o.color);
    const tui::Glyphs glyphs = tui::Glyphs::make(!o.ascii && tui::Terminal::utf8_locale(), o.suits);
    bool resuming = o.resume && saved;
    if (saved && !o.resume) {
      tui::FrontEndOptions ask;
      ask.glyphs = glyphs;
      tui::FrontEnd prompt(terminal, ask);
      const int key =
          prompt.message_box("Saved match", {describe_saved(*saved)},
                             "y: resume it, n: start a new match (replaces the save), q: quit",
                             "yYnNqQ\x1b");
      if (key == 'q' || key == 'Q' || key == tui::kKeyEscape) throw tui::QuitRequested();
      resuming = key == 'y' || key == 'Y';
    }
    if (resuming) adopt_saved(o, *saved);

    std::unique_ptr<ai::Player> opponent;
    if (!o.hotseat) opponent = make_ai(o);
    tui::FrontEndOptions fo;
    fo.human = {true, o.hotseat};
    fo.names = o.hotseat ? std::array<std::string, 2>{"Player 1", "Player 2"}
                         : std::array<std::string, 2>{
                               "You", o.opponent_cmd.empty() ? "AI " + o.ai : std::string("Bot")};
    for (int seat = 0; seat < 2; ++seat)
      if (!o.names[seat].empty()) fo.names[seat] = o.names[seat];
    fo.rules = o.rules;
    fo.match = o.match;
    fo.fast = o.fast;
    fo.show_score = o.show_score;
    fo.glyphs = glyphs;
    fo.advisor = make_advisor(SplitMix64(o.seed ^ 0xADu).next());
    tui::FrontEnd front(terminal, fo);
    front.set_warning(warning);

    std::unique_ptr<ai::Player> shown_opponent;
    std::array<ai::Player*, 2> players{&front.human(0), nullptr};
    if (o.hotseat) {
      players[1] = &front.human(1);
    } else {
      shown_opponent = front.show_thinking(1, *opponent);
      players[1] = shown_opponent.get();
    }

    game::ControllerConfig config;
    config.rules = o.rules;
    config.match = o.match;
    config.seed = o.seed;
    config.first_dealer =
        o.first_dealer >= 0 ? o.first_dealer : SplitMix64(o.seed ^ 0xD1D1D1D1ull).below(2);
    std::optional<game::Controller> controller;
    if (resuming) {
      Match match = saved->match_at_deal();
      std::optional<HandRecord> current = saved->hand;
      const auto state = replay_state(saved->hand);
      if (state && state->over()) {  // the save's hand was finished: apply its result
        match.record_hand(state->result());
        current.reset();
      }
      controller.emplace(config, players, match, current);
    } else {
      controller.emplace(config, players);
    }
    front.attach(*controller);

    const std::array<game::SeatSetup, 2> seats = seat_setup(o, fo.names);
    int stats_recorded_for = -1;
    controller->on_step([&](const game::Controller& c) {
      if (!store || !c.hand()) return;
      game::SavedMatch s;
      s.settings = c.config().match;
      s.seats = seats;
      s.seed = c.config().seed;
      const Match& at_deal = c.match_at_deal();
      s.hands_played = at_deal.hands_played();
      s.points = {at_deal.points(0), at_deal.points(1)};
      s.bummerls = {at_deal.bummerls(0), at_deal.bummerls(1)};
      s.hand = c.hand()->record();
      s.hand.action_lines.clear();
      std::string problem;
      if (c.last_outcome() && stats_recorded_for != s.hands_played) {
        stats_recorded_for = s.hands_played;
        if (auto err = game::update_stats(store->stats_file(), game::stats_key(s, 0),
                                          game::stats_delta(*c.last_outcome(), 0)))
          problem = "statistics: " + *err;
      }
      const auto err = c.match().over() ? store->remove() : store->save(s);
      match_saved = !c.match().over() && !err;
      if (err)
        problem = (c.match().over() ? "removing the save failed: " : "saving failed: ") + *err;
      // A save that could not be resumed stays reported through the first hand.
      if (problem.empty() && s.hands_played == 0) problem = warning;
      front.set_warning(problem);
    });
    try {
      controller->run();
    } catch (const tui::QuitRequested&) {
      status = kExitOk;
    }
  } catch (const tui::QuitRequested&) {  // q or Esc at the resume question: nothing changes
    match_saved = true;
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
  if (match_saved) std::cout << "Match saved; 'schnapsen --resume' goes on with it.\n";
  return status;
}

}  // namespace schnapsen::cli
