// The front end's parts that need no terminal: the turn's prompt and keys (named by the key
// table), the trick lines of the won tricks and of a hand's tricks (one builder), and the look
// the menu changes with what its "keep" writes.
#include <algorithm>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/boxes.hpp"
#include "schnapsen/tui/table_menu.hpp"
#include "schnapsen/tui/turn_prompt.hpp"

namespace schnapsen::tui {
namespace {

// A lead where melding, exchanging, closing and claiming are all legal (never all at once in
// a real hand: the prompt must still name each by its key table label).
SeatView lead_with_everything() {
  SeatView v;
  v.phase = Phase::Lead;
  v.talon_size = 5;
  v.hand.insert(Card(Suit::Hearts, Rank::King));
  v.hand.insert(Card(Suit::Hearts, Rank::Queen));
  v.legal.push(Action::play(Card(Suit::Hearts, Rank::King)));
  v.legal.push(Action::meld(Suit::Hearts));
  v.legal.push(Action::exchange());
  v.legal.push(Action::close());
  v.legal.push(Action::claim());
  return v;
}

}  // namespace

TEST_CASE("Turn prompt: the extra actions legal now, by the key table's labels") {
  FrontEndOptions o;
  SeatView v = lead_with_everything();
  CHECK(turn_prompt(v, o) == "Your lead: play a card, m meld, x exchange, c close, ! claim 66");
  std::string labels;
  for (const Command c : {Command::Meld, Command::Exchange, Command::Close, Command::Claim})
    labels += ", " + command_label(c, o.glyphs);
  CHECK(turn_prompt(v, o) == "Your lead: play a card" + labels);
  v.legal = {};
  v.legal.push(Action::play(Card(Suit::Hearts, Rank::King)));
  v.legal.push(Action::close());
  CHECK(turn_prompt(v, o) == "Your lead: play a card, c close");
  // Hot-seat: the prompt names the player.
  o.human = {true, true};
  o.names = {"Anna", "Ben"};
  CHECK(turn_prompt(v, o) == "Anna, your lead: play a card, c close");
  // In German, the German labels of the same table.
  REQUIRE_FALSE(use_language(Language::German));
  o.human = {true, false};
  CHECK(turn_prompt(lead_with_everything(), o) ==
        "Du spielst aus: eine Karte wählen, m ansagen, x tauschen, c zudrehen, ! Genug");
  use_language(Language::English);
}

TEST_CASE("Turn keys: the commands of the legal actions and the screens that apply") {
  FrontEndOptions o;
  const SeatView v = lead_with_everything();
  const CommandSet keys = turn_commands(v, 2, false, false, o);
  for (const Command c :
       {Command::Meld, Command::Exchange, Command::Close, Command::Claim, Command::Play,
        Command::PlayCard, Command::Advice, Command::Menu, Command::WonTricks})
    CHECK(keys.contains(c));
  for (const Command c : {Command::Pass, Command::TakeBack, Command::LastTrick})
    CHECK_FALSE(keys.contains(c));
  CHECK(turn_commands(v, 2, true, true, o).contains(Command::TakeBack));
  CHECK(turn_commands(v, 2, true, true, o).contains(Command::LastTrick));
  o.rules = Rules::sharp();  // R9.2: no looking back
  CHECK_FALSE(turn_commands(v, 2, false, true, o).contains(Command::WonTricks));
  CHECK_FALSE(turn_commands(v, 2, false, true, o).contains(Command::LastTrick));
}

TEST_CASE("Trick lines: the won tricks are the hand's tricks of one side, numbered alike") {
  ai::RandomPlayer a(5), b(6);
  game::ControllerConfig config;
  config.seed = 21;
  game::Controller c(config, {&a, &b});
  std::optional<SeatView> end;
  c.on_event([&end](const game::GameEvent& e) {
    if (e.kind == game::EventKind::HandOver) end = e.table.views[0];
  });
  while (!end) c.step();
  game::Naming naming;
  naming.players = {"Anna", "Ben"};
  const BoxLines all = trick_lines(*end, naming);
  REQUIRE(static_cast<int>(all.size()) == end->tricks[0] + end->tricks[1]);
  for (int seat = 0; seat < 2; ++seat) {
    const BoxLines won = trick_lines(*end, naming, seat);
    CHECK(static_cast<int>(won.size()) == end->tricks[seat]);
    for (const auto& entry : won) {
      const std::string& line = entry.first;
      INFO(line);
      // The same trick among all of them, with its winner's name after it.
      CHECK(std::any_of(all.begin(), all.end(), [&, s = seat](const auto& other) {
        return other.first == line + " " + naming.players[static_cast<std::size_t>(s)];
      }));
    }
  }
  CHECK(all.front().first.rfind("Trick 1: ", 0) == 0);
  CHECK(HandTricksBox{*end, naming}.content().lines == all);
  CHECK(WonTricksBox{*end, naming, false}.content().lines == trick_lines(*end, naming, 0));
}

TEST_CASE("Menu look: suits for the next hand, kept whatever changes after them") {
  FrontEndOptions o;
  std::optional<TableLook> told;
  o.look_changed = [&told](const TableLook& look) { told = look; };
  LookChoice look(o);
  look.toggle_suits();
  CHECK(look.suits_pending());
  CHECK(o.glyphs.suits == SuitStyle::French);  // the hand under way keeps its suits
  look.next_speed();                           // the speed after the suits
  look.tell();
  REQUIRE(told.has_value());
  CHECK(told->glyphs.suits == SuitStyle::German);
  CHECK(told->speed == Speed::Fast);
  CHECK(look.settings() == Settings{{"speed", "\"fast\""},
                                    {"suits", "\"german\""},
                                    {"lang", "\"en\""},
                                    {"assist", "false"}});
  CHECK(look.take_new_suits() == SuitStyle::German);
  CHECK_FALSE(look.take_new_suits().has_value());
  // Sharp rules: no assist to toggle, and none written (the player's soft choice is not known).
  o.rules = Rules::sharp();
  CHECK_FALSE(look.toggle_assist());
  CHECK(look.settings().size() == 3);
}

}  // namespace schnapsen::tui
