// Hand: the hand in progress that the controller, the arena and the history play and replay.
#pragma once

#include <optional>

#include "schnapsen/hand_state.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen {

// A hand in progress: its record (deal and actions so far) and its state, kept in step.
class Hand {
 public:
  // The record's actions are played up to the first illegal one (replay() reports it).
  explicit Hand(HandRecord deal_and_actions);
  Hand(const Rules& rules, int dealer, const Deck& deck);

  const HandState& state() const { return state_; }
  const HandRecord& record() const { return record_; }
  bool over() const { return state_.over(); }
  // Applies `action` for `seat`; refuses (state unchanged) if it is not that seat's turn or
  // the action is illegal.
  std::optional<Illegal> act(int seat, Action action);
  SeatView view(int seat) const;

 private:
  HandRecord record_;
  HandState state_;
};

}  // namespace schnapsen
