// A finished hand stepped through moment by moment (the history viewer, `schnapsen history N`):
// after each action, the table as one seat saw it and the log so far, and at each of that seat's
// decisions a verdict from the advice level's evaluation of what the seat knew then
// (review.hpp: make_decision_judge, decision_verdict).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::game {

// The hand after its first `actions` actions.
struct HandMoment {
  int actions = 0;
  SeatView view;                   // the seat's view then (what it knew)
  std::vector<GameEvent> events;   // the log so far; the last moment ends with the HandOver
  std::optional<SeatAction> next;  // the action taken next; nullopt at the end of the hand
  bool decision = false;           // `next` is the seat's, chosen from two or more actions
};

// Every moment of the saved hand, from the deal (0 actions) to its end, seen by `seat`.
// The hand's actions must be legal (a parsed save is checked).
std::vector<HandMoment> hand_moments(const SavedMatch& hand, int seat);

}  // namespace schnapsen::game
