#include "schnapsen/ai/random_seed.hpp"

#include <random>

namespace schnapsen::ai {

std::uint64_t random_seed() {
  std::random_device device;
  const std::uint64_t high = device();
  return high << 32 | device();
}

}  // namespace schnapsen::ai
