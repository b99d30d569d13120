// What one seat may know (docs/rules.md §9), nothing else: the only thing a player is ever given.
//
// A SeatView is built from the full state, but holds no field from which the opponent's hidden
// cards or the stock order can be read: the opponent's hand appears only as a count plus the
// cards it has shown (marriage partner, exchanged or last-drawn trump card).
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

#include "schnapsen/hand_state.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen {

struct SeatView {
  Rules rules;
  int seat = 0;
  int dealer = 0;
  int to_act = 0;
  Phase phase = Phase::Lead;
  CardSet hand;
  Suit trump = Suit::Clubs;
  Card trump_card_dealt;
  // The card last seen face up under the talon (the jack after an exchange); it stays known
  // after a close. None once the talon is exhausted.
  Card trump_card;
  int talon_size = 0;  // trump card included; cards left in a closed talon; 0 when exhausted
  int closer = -1;
  int opponent_hand_size = 0;
  CardSet opponent_shown;      // cards known to be in the opponent's hand
  std::array<CardSet, 2> won;  // cards in each seat's tricks (seen when played; R9.3 memory)
  std::array<int, 2> tricks{};
  std::array<int, 2> scores{};  // R6.1, from public information
  std::array<int, 2> marriage_points{};
  int tricks_at_close = 0;  // the closer's opponent's, at closing
  int score_at_close = 0;
  Card lead;  // the card led to the current trick, if any
  std::optional<Suit> melded_suit;
  // Unseen cards the opponent is known not to hold: what its R4.1 follows revealed (a void, no
  // trump, nothing above the led card) or what a position states (`void`, `no-trump`).
  CardSet opponent_lacks;
  std::vector<SeatAction> history;  // every public action of the hand so far
  ActionList legal;                 // this seat's legal actions, empty when it is not to act
  HandResult result;

  int opponent() const { return 1 - seat; }
  friend bool operator==(const SeatView&, const SeatView&) = default;
  bool talon_open() const { return closer < 0 && talon_size > 0; }
  // Cards this seat has not seen: the opponent's unknown cards plus the face-down stock.
  CardSet unseen() const;
};

SeatView make_view(const HandState& state, const std::vector<SeatAction>& history, int seat);

// The cards the opponent of view.seat cannot hold now, from the tricks of view.history played
// under R4.1 (talon closed or exhausted) in which the opponent followed: a card of another suit
// means a void in the led suit (and no trump either when it was not a trump); a lower card of
// the led suit means no card of that suit above the led card. make_view stores it (restricted
// to the unseen cards) in opponent_lacks.
CardSet revealed_exclusions(const SeatView& view);

// A complete state consistent with `view`: the opponent holds its shown cards plus
// `opponent_hidden`, and the face-down stock is `stock` in draw order (the card under the talon
// is view.trump_card). Sizes must match the view: opponent_hand_size - shown, talon_size - 1.
// The scores are kept exactly, with the view's marriage points; the card points are the rest.
HandState world_state(const SeatView& view, CardSet opponent_hidden, std::span<const Card> stock);

}  // namespace schnapsen
