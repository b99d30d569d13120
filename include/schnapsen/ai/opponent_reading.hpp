// Reading the opponent: how likely the opponent's play so far in this hand is, were the unseen
// cards to lie as a world says (docs/ai.md "Reading the opponent").
//
// For a sampled provenance of the world's opponent hand (provenance.hpp) the hand is dealt and
// replayed action by action, and at each of the opponent's decisions the policy model
// (policy_model.hpp) gives the probability of what it did, mixed with uniform. The world's weight
// is the mean over sampled provenances of the product of those probabilities. What the rules
// prove (shown cards, R4.1 voids) stays hard: worlds.hpp never proposes a world that contradicts
// it.
#pragma once

#include <vector>

#include "schnapsen/ai/provenance.hpp"
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
  bool usable() const { return provenance_.complete() && opponent_decisions() > 0; }
  // How many decisions of the opponent the history holds (forced ones included).
  int opponent_decisions() const { return provenance_.opponent_decisions(); }

  // The log of the world's weight: the log-mean over `samples` provenances of the product of
  // the opponent's mixed action probabilities. 0 when !usable().
  double log_weight(CardSet opponent_hidden, SplitMix64& rng, int samples) const;

  // The log weight of every hand in `hands`, each over `samples` provenances, normalised so that
  // the largest is 0.
  std::vector<double> log_weights(const std::vector<CardSet>& hands, SplitMix64& rng,
                                  int samples) const;

 private:
  double replay_log_likelihood(const Deck& deck) const;

  Provenance provenance_;
  double uniform_share_;
};

}  // namespace schnapsen::ai
