// Hosted deals from the cryptographic random source (random_deal.hpp).
#include "schnapsen/net/random_deal.hpp"

#include <openssl/rand.h>

#include <array>
#include <cstdint>
#include <stdexcept>

#include "schnapsen/net/fair_deal.hpp"

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

 private:
  std::array<std::uint8_t, 64> block_{};
  std::size_t used_ = 64;
};

}  // namespace

Deck random_deck() {
  RandomBytes random;
  return shuffle_deck([&random] { return random.next(); });
}

std::function<Deck(int hand_index)> random_deals() {
  return [](int) { return random_deck(); };
}

}  // namespace schnapsen::net
