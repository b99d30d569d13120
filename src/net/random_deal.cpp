// Hosted deals from the cryptographic random source (random_deal.hpp).
#include "schnapsen/net/random_deal.hpp"

#include <openssl/rand.h>

#include <array>
#include <cstdint>
#include <stdexcept>
#include <utility>

namespace schnapsen::net {

namespace {

// Random bytes, taken from RAND_bytes a block at a time.
class RandomBytes {
 public:
  std::uint8_t next() {
    if (used_ == block_.size()) {
      if (RAND_bytes(block_.data(), static_cast<int>(block_.size())) != 1)
        throw std::runtime_error("the system's random source failed (OpenSSL RAND_bytes)");
      used_ = 0;
    }
    return block_[used_++];
  }
  // Uniform in [0, n) for 1 <= n <= 256: a byte below the largest multiple of n, reduced.
  int below(int n) {
    const int limit = 256 - 256 % n;
    for (;;) {
      const int byte = next();
      if (byte < limit) return byte % n;
    }
  }

 private:
  std::array<std::uint8_t, 64> block_{};
  std::size_t used_ = 64;
};

}  // namespace

Deck random_deck() {
  Deck deck{};
  for (int i = 0; i < kCardCount; ++i) deck[static_cast<std::size_t>(i)] = Card::from_index(i);
  RandomBytes random;
  for (int i = kCardCount - 1; i > 0; --i)
    std::swap(deck[static_cast<std::size_t>(i)],
              deck[static_cast<std::size_t>(random.below(i + 1))]);
  return deck;
}

std::function<Deck(int hand_index)> random_deals() {
  return [](int) { return random_deck(); };
}

}  // namespace schnapsen::net
