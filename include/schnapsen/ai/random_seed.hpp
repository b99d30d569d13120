// A seed from the system's random source, for what must not repeat from one run to the next: a
// new match's seed and id, a process's mark. The lowest layer with a randomness source has it
// (the engine has none: it deals from the seeds it is given, deal.hpp).
#pragma once

#include <cstdint>

namespace schnapsen::ai {

// 64 bits from std::random_device (getrandom on Linux): two 32-bit draws, high and low.
std::uint64_t random_seed();

}  // namespace schnapsen::ai
