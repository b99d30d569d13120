// The guest's check of a hand against the deck the host committed to (fair_deal.hpp), as a pure
// function: what the guest saw of the hand (every event and view the host sent it) replayed on
// the deck made from both shares. Any card the host showed, played or let the guest draw that is
// not the deck's, an action not legal in that deal, or an end that is not the deal's, is a
// mismatch, said as a message for the guest's table.
#pragma once

#include <optional>
#include <vector>

#include "schnapsen/game/events.hpp"
#include "schnapsen/message.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::net {

// One view of its seat the guest was shown: `landing` when it is the moment a card answering a
// lead lands (game::view_as_card_lands), before the trick is taken.
struct Sighting {
  SeatView view;
  bool landing = false;
};

// What the guest at `seat` saw of hand `hand_index`, in the order it came: every event of the
// hand (HandStarted first, then each action's, the hand's end last) and every view of its seat
// (the events' tables, its turns, a rejoin's table).
struct HandWitness {
  int seat = 1;
  int hand_index = 0;
  std::vector<game::GameEvent> events;
  std::vector<Sighting> views;
};

// nullopt when everything the witness holds is what `deck` deals; else what is not (a msgid with
// its arguments, for the table to translate).
std::optional<Message> check_hand(const HandWitness& seen, const Deck& deck);

}  // namespace schnapsen::net
