// A seat played by a person at a front end: what it is asked at its turn and how it answers
// (an action, or a request to take back its last move or to leave), as values the controller
// understands; no exceptions travel through the game loop for either.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "schnapsen/action.hpp"
#include "schnapsen/message.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::game {

// What a human seat is asked at its turn: its view, and the engine's reason for each action a
// front end lets the player try that is not legal now (so it can say why, from no other state).
struct HumanTurn {
  SeatView view;
  std::vector<std::pair<Action, Message>> refusals;
  // Whether a take-back would undo something: the match allows them and the seat has moved
  // since the hand began (in study play, since the position: its history is the problem's).
  bool may_take_back = false;
  // Why `action` is refused (nullptr: legal, or not a key the player has).
  const Message* refusal(Action action) const {
    for (const auto& [refused, why] : refusals)
      if (refused == action) return &why;
    return nullptr;
  }
};

// A human seat's answer: an action, or a request to take back its last move, to leave the
// match (the save keeps it) or to abandon it for a new match (the session starts one; `level`:
// the AI level of the new match's opponent, empty for the same opponent).
struct SeatAnswer {
  enum class Kind { Act, TakeBack, Quit, NewMatch } kind = Kind::Act;
  Action action;
  std::string level;
  static SeatAnswer act(Action a) { return {Kind::Act, a, {}}; }
  static SeatAnswer take_back() { return {Kind::TakeBack, {}, {}}; }
  static SeatAnswer quit() { return {Kind::Quit, {}, {}}; }
  static SeatAnswer new_match(std::string level) { return {Kind::NewMatch, {}, std::move(level)}; }
};

// A seat played by a person at a front end.
class HumanSeat {
 public:
  virtual ~HumanSeat() = default;
  virtual SeatAnswer answer(const HumanTurn& turn) = 0;
};

}  // namespace schnapsen::game
