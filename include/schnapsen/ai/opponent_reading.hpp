// Reading the opponent: how likely the opponent's play so far in this hand is, were the unseen
// cards to lie as a world says (docs/ai.md "Reading the opponent").
//
// A world fixes the opponent's hand now, not which of its cards it held at its earlier turns:
// that depends on what it drew when. A provenance assigns each of its cards to its first five
// or to one of its draws, so that every card it played, melded or exchanged was in its hand by
// then; the deal being uniform, every consistent provenance is equally likely. For a sampled
// provenance the hand is dealt and replayed action by action, and at each of the opponent's
// decisions the policy model (policy_model.hpp) gives the probability of what it did, mixed with
// uniform. The world's weight is the mean over sampled provenances of the product of those
// probabilities. What the rules prove (shown cards, R4.1 voids) stays hard: worlds.hpp never
// proposes a world that contradicts it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

// The share of each of the model's probabilities that is uniform over the legal actions, as the
// search reads (the model's trust is 1 - kUniformShare).
inline constexpr double kUniformShare = 0.5;

class OpponentReading {
 public:
  // `view` with its history from the deal on; `uniform_share` of every probability is uniform
  // over the legal actions (the model's trust is 1 - uniform_share).
  OpponentReading(const SeatView& view, double uniform_share);

  // Whether the history accounts for the whole hand (a position without a history, or a study
  // hand that started mid-way, has nothing to read: every world weighs the same).
  bool usable() const { return complete_ && opponent_decisions_ > 0; }
  // How many decisions of the opponent the history holds (forced ones included).
  int opponent_decisions() const { return opponent_decisions_; }

  // The log of the world's weight: the log-mean over `samples` provenances of the product of
  // the opponent's mixed action probabilities. 0 when !usable().
  double log_weight(CardSet opponent_hidden, SplitMix64& rng, int samples) const;

  // The log weight of every hand in `hands`, each over `samples` provenances, normalised so that
  // the largest is 0.
  std::vector<double> log_weights(const std::vector<CardSet>& hands, SplitMix64& rng,
                                  int samples) const;

  // A whole deal that the history plays out to `world` (the opponent's hand now, the stock still
  // to draw in its order), the opponent's provenance drawn at random: what study play deals
  // from a position with a history. Nothing when the history does not account for the whole
  // hand or no provenance fits.
  std::optional<Deck> deal(const World& world, SplitMix64& rng) const;

 private:
  // A card's deadline: the trick by which it must have been in hand (kNever: still held).
  static constexpr int kNever = 99;
  struct Slot {
    int deck_index;  // where the card goes in the deck HandState::deal reads
    int time;        // 0: dealt; j: drawn after trick j
  };
  // The deck for one provenance of the opponent's hand `opponent_now`, or nothing if none fits.
  std::optional<Deck> deal_for(CardSet opponent_now, SplitMix64& rng) const;
  double replay_log_likelihood(const Deck& deck) const;
  // The cards `seat` got face down (dealt or drawn), holding `now`.
  CardSet own_cards(int seat, CardSet now) const;

  SeatView view_;
  double uniform_share_;
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
