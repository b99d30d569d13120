// One human turn, key by key (FrontEnd::choose): the selection, the advice just given, every
// refusal explained with the engine's reason, the questions that closing, claiming and passing
// ask, the mouse on the table, and the screens and the menu a player opens at the turn.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "schnapsen/game/events.hpp"
#include "schnapsen/game/human_seat.hpp"
#include "schnapsen/tui/dialogs.hpp"
#include "schnapsen/tui/live_table.hpp"
#include "schnapsen/tui/table_menu.hpp"
#include "schnapsen/tui/table_options.hpp"

namespace schnapsen::tui {

class TurnInput {
 public:
  // The turn's seat is the one the table shows (its privacy screen, if any, is behind it).
  TurnInput(LiveTable& table, Dialogs& dialogs, FrontEndOptions& options, LookChoice& look,
            const game::Naming& naming, const game::HumanTurn& turn);

  // Reads keys until the turn is answered: an action, a take-back, quitting or a new match.
  game::SeatAnswer run();

 private:
  // `action` if it is legal, else nullopt with the engine's reason on the message line.
  std::optional<Action> try_action(Action action);
  // A card's key (`number` from 1) or Enter (0): the card played or the advice done (Enter),
  // else nullopt with what the turn asks for instead on the message line.
  std::optional<Action> play_key(int number);
  // `action` after the question its key asks (close, claim, pass); nullopt: refused or declined,
  // the turn's prompt back on the message line.
  std::optional<Action> confirmed(Action action);
  std::optional<std::string> question(Action action) const;  // nullopt: none to ask
  std::optional<Action> ask_meld();  // the one marriage, or a choice between two
  std::string explain(Action action) const;
  void give_advice();
  // Selects the advised card and gives its key ("2"), or the key of the advised action ("c").
  std::string select_advised(Action advised);
  // A click on the table as a key: a card selects it and a second click plays it, the talon
  // closes (asking first), a key bar entry is its key; kKeyNone: nothing there.
  int clicked_key();
  // The menu: an answer that leaves the turn (quit, a new match, resigning), or nullopt.
  std::optional<game::SeatAnswer> menu();
  void prompt();  // the turn's prompt on the message line

  LiveTable& table_;
  Dialogs& dialogs_;
  FrontEndOptions& opt_;
  LookChoice& look_;
  const game::Naming& naming_;
  const game::HumanTurn& turn_;
  std::vector<Card> cards_;        // the hand as shown, sorted
  std::optional<Action> advised_;  // the advice just given: Enter does it
};

}  // namespace schnapsen::tui
