// The policy models: small networks that give the probability of each legal action of a seat
// from what that seat can see (features.hpp). Two are compiled in, each written by
// scripts/train_policy.py (docs/ai.md):
// - the reading model (policy_weights.inc), trained on decision records of many players, weighs
//   the opponent's imagined deals (opponent_reading.hpp);
// - pimc's model (pimc_policy_weights.inc), trained on pimc's own choices with the talon open,
//   plays like pimc in microseconds a decision (the `distilled` player of the lab).
// Plain code: two hidden layers with ReLU, a softmax over the legal actions' slots.
#pragma once

#include <array>
#include <cstdint>

#include "schnapsen/ai/features.hpp"

namespace schnapsen::ai {

enum class PolicyNet : std::uint8_t { Reading, Pimc };

// The network's score of every action slot (legal or not) for `features`.
std::array<float, kActionSlots> policy_logits(const Features& features,
                                              PolicyNet net = PolicyNet::Reading);

// The model's probability of each of view.legal, in its order (a softmax over the legal
// actions' logits; resign, never chosen by a player, gets 0).
std::array<double, ActionList::kCapacity> policy_probabilities(const SeatView& view,
                                                               PolicyNet net = PolicyNet::Reading);

// The legal action with the highest logit (the first of equals; resign never), for `net`.
Action policy_choice(const SeatView& view, PolicyNet net);

}  // namespace schnapsen::ai
