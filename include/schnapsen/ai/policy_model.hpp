// The policy model: a small network that gives the probability of each legal action of a seat
// from what that seat can see (features.hpp). Trained by scripts/train_policy.py on decision
// records of many players (docs/ai.md "Reading the opponent"); its weights are compiled in
// (policy_weights.inc, written by the trainer). Plain code: two hidden layers with ReLU, a
// softmax over the legal actions' slots.
#pragma once

#include <array>

#include "schnapsen/ai/features.hpp"

namespace schnapsen::ai {

// The network's score of every action slot (legal or not) for `features`.
std::array<float, kActionSlots> policy_logits(const Features& features);

// The model's probability of each of view.legal, in its order (a softmax over the legal
// actions' logits; resign, never chosen by a player, gets 0).
std::array<double, ActionList::kCapacity> policy_probabilities(const SeatView& view);

}  // namespace schnapsen::ai
