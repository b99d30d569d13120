// Hosted deals: every deck of a hosted match shuffled from OpenSSL's cryptographic random
// source, so that no card a player has seen tells anything about a deal to come. (A seeded
// shuffle, deal.hpp, is reproducible, and so predictable by whoever can find its seed: from the
// cards of a played-out hand, a 64-bit SplitMix64 seed is a search a guest could run.)
#pragma once

#include <functional>

#include "schnapsen/hand_state.hpp"

namespace schnapsen::net {

// A deck in an order drawn from RAND_bytes (Fisher-Yates; each swap's index by rejection
// sampling, so every order is equally likely). Throws std::runtime_error when the random source
// fails.
Deck random_deck();

// The deals of a hosted match (game::MatchRequest::deal): random_deck() for every hand.
std::function<Deck(int hand_index)> random_deals();

}  // namespace schnapsen::net
