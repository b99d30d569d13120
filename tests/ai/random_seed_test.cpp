// The seed from the system's random source (random_seed.hpp): 64 bits, new each time.
#include <cstdint>
#include <set>

#include "catch.hpp"
#include "schnapsen/ai/random_seed.hpp"

TEST_CASE("Random seed: 64 bits from the system's random source, a new one each time") {
  std::set<std::uint64_t> seeds;
  std::uint64_t high = 0, low = 0;
  for (int i = 0; i < 64; ++i) {
    const std::uint64_t seed = schnapsen::ai::random_seed();
    seeds.insert(seed);
    high |= seed >> 32;
    low |= seed & 0xFFFFFFFFu;
  }
  // 64 draws: a repeat, or a bit of either half never set, would mean bits that are not random
  // (by chance: below 2^-57 for each check).
  CHECK(seeds.size() == 64);
  CHECK(high == 0xFFFFFFFFu);
  CHECK(low == 0xFFFFFFFFu);
}
