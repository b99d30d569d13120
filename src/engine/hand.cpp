// A hand in progress (hand.hpp).
#include "schnapsen/hand.hpp"

namespace schnapsen {

Hand::Hand(HandRecord deal_and_actions) : record_(std::move(deal_and_actions)) {
  state_ = replay_steps(record_).state;
}

Hand::Hand(const Rules& rules, int dealer, const Deck& deck) {
  record_.rules = rules;
  record_.dealer = dealer;
  record_.deck = deck;
  state_ = record_.initial_state();
}

SeatView Hand::view(int seat) const {
  SeatView v = make_view(state_, record_.actions, seat);
  // A study hand's facts from before its start hold while no card is drawn (a closed or
  // exhausted talon at the start): the opponent cannot have gained what it lacked.
  if (record_.start && !record_.start->talon_open())
    v.opponent_lacks |= record_.known_lacks[seat] & v.unseen();
  return v;
}

std::optional<Illegal> Hand::act(int seat, Action action) {
  if (state_.over()) return Illegal::of(N_("the hand is over"));
  if (seat != state_.to_act()) return Illegal::of(N_("it is not your turn"));
  if (auto err = state_.apply(action)) return err;
  record_.actions.push_back({seat, action});
  record_.action_lines.clear();
  return std::nullopt;
}

}  // namespace schnapsen
