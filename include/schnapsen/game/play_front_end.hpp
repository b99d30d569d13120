// What a front end gives the game while a hand is played: the player of a human seat, an AI seat
// wrapped for showing, and the hand and its events to show. A session (session.hpp) and study
// play (study.hpp) both play through it.
#pragma once

#include <memory>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/human_seat.hpp"

namespace schnapsen::game {

class PlayFrontEnd {
 public:
  virtual ~PlayFrontEnd() = default;
  // The player of a human seat.
  virtual HumanSeat& human(int seat) = 0;
  // Wraps an AI seat for showing (e.g. "thinking..."); nullptr: the AI plays unwrapped.
  virtual std::unique_ptr<ai::Player> watch(int seat, ai::Player& inner) = 0;
  // A hand already in progress (a resumed match's, a study position's) as it stands (its events
  // so far), before any new event.
  virtual void show_hand_so_far(const HandSoFar& hand) = 0;
  // Every event, in order.
  virtual void on_event(const GameEvent& event) = 0;
};

}  // namespace schnapsen::game
