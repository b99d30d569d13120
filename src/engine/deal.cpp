#include "schnapsen/deal.hpp"

#include <utility>

namespace schnapsen {

Deck canonical_deck() {
  Deck d{};
  for (int i = 0; i < kCardCount; ++i) d[i] = Card::from_index(i);
  return d;
}

Deck shuffled_deck(std::uint64_t seed) {
  Deck d = canonical_deck();
  SplitMix64 rng(seed);
  for (int i = kCardCount - 1; i > 0; --i) std::swap(d[i], d[rng.below(i + 1)]);
  return d;
}

bool is_complete_deck(const Deck& deck) {
  CardSet seen;
  for (Card c : deck) {
    if (!c.valid() || seen.contains(c)) return false;
    seen.insert(c);
  }
  return seen == CardSet::all();
}

}  // namespace schnapsen
