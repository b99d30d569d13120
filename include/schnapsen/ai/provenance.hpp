// Where each seat's cards came from: the deals whose play leads to a view's history. A world
// fixes the opponent's hand now, not which of its cards it held at its earlier turns: that
// depends on what it drew when. A provenance assigns each card a seat got face down (its first
// five and its draws) to a slot of the deal, so that every card it played, melded or exchanged
// was in its hand by then; the deal being uniform, every consistent provenance is equally likely.
// The opponent reading (opponent_reading.hpp) replays such deals; study play (game/study.hpp)
// deals a position with a history from one.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

class Provenance {
 public:
  // `view` with its history from the deal on (walked by public_history.hpp).
  explicit Provenance(const SeatView& view);

  const SeatView& view() const { return view_; }
  // Whether the history accounts for the whole hand (a position without a history, or a study
  // hand that started mid-way, does not: there is nothing to deal from).
  bool complete() const { return complete_; }
  // How many decisions of the opponent the history holds (forced ones included).
  int opponent_decisions() const { return opponent_decisions_; }

  // A deal in which the opponent holds `opponent_now` now, its provenance drawn at random (mine
  // the first that fits; the stock not yet drawn in card order), or nothing if none fits.
  std::optional<Deck> deal_for(CardSet opponent_now, SplitMix64& rng) const;
  // A whole deal that the history plays out to `world` (the opponent's hand now, the stock still
  // to draw in its order), the opponent's provenance drawn at random. Nothing when the history
  // does not account for the whole hand or no provenance fits.
  std::optional<Deck> deal(const World& world, SplitMix64& rng) const;

 private:
  // A card's deadline: the trick by which it must have been in hand (kNever: still held).
  static constexpr int kNever = 99;
  struct Slot {
    int deck_index;  // where the card goes in the deck HandState::deal reads
    int time;        // 0: dealt; j: drawn after trick j
  };
  // The cards `seat` got face down (dealt or drawn), holding `now`.
  CardSet own_cards(int seat, CardSet now) const;

  SeatView view_;
  bool complete_ = false;  // the history accounts for the whole hand
  int opponent_decisions_ = 0;
  std::array<std::vector<Slot>, 2> slots_;  // each seat's private slots
  std::array<CardSet, 2> received_;         // cards each got face up (exchange, last draw)
  std::array<CardSet, 2> exchanged_;        // the trump jack each put under the talon
  std::array<CardSet, 2> used_;             // cards each played, melded or exchanged
  std::array<std::array<std::uint8_t, kCardCount>, 2> deadline_{};  // per seat and card
  std::vector<int> free_stock_;  // deck indices of the cards not yet drawn
};

}  // namespace schnapsen::ai
