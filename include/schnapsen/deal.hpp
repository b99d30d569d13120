// Decks: the canonical order and the documented, platform-independent seeded shuffle.
//
// shuffled_deck(seed): start from the canonical deck (card index order Jc Qc Kc Tc Ac Jd ... As);
// draw 64-bit words from SplitMix64 seeded with `seed`; for i = 19 down to 1 swap position i with
// position (word % (i + 1)). Only integer arithmetic, so every platform deals the same cards.
#pragma once

#include <cstdint>

#include "schnapsen/hand_state.hpp"

namespace schnapsen {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and fully specified.
class SplitMix64 {
 public:
  explicit constexpr SplitMix64(std::uint64_t seed) : state_(seed) {}
  constexpr std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform-enough integer in [0, n) for small n (the bias is below 2^-59).
  constexpr int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

 private:
  std::uint64_t state_;
};

Deck canonical_deck();
Deck shuffled_deck(std::uint64_t seed);
// True when the deck holds each of the 20 cards exactly once.
bool is_complete_deck(const Deck& deck);

}  // namespace schnapsen
