// What the policy model (policy_model.hpp) reads of a seat's view, and how it names actions.
// The trainer (scripts/train_policy.py) reads the same vectors, written by `schnapsen
// features`, so the game and the trainer can never disagree on an input.
//
// Suits are canonical: trump is suit 0 and the other suits follow in their usual order, so a
// lesson learned with clubs as trump applies with hearts as trump.
#pragma once

#include <array>

#include "schnapsen/action.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

// Card sets: hand, card under the talon, cards of finished tricks, the card led, the
// opponent's shown cards, the cards it is known to lack; then scalars; then the legal actions.
inline constexpr int kCardSetFeatures = 6 * kCardCount;
inline constexpr int kScalarFeatures = 14;
// Action slots: a play per card, a marriage per suit, exchange, close, claim, pass.
inline constexpr int kActionSlots = kCardCount + kSuitCount + 4;
inline constexpr int kFeatureCount = kCardSetFeatures + kScalarFeatures + kActionSlots;

using Features = std::array<float, kFeatureCount>;

// The features of `view` (its seat is the one deciding; view.legal its legal actions).
Features encode_view(const SeatView& view);

// The slot of `a` when `trump` is trump, or -1 for an action no player chooses (resign).
int action_slot(Action a, Suit trump);

}  // namespace schnapsen::ai
