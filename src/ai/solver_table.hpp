// Private to the solver: the position key and the transposition table.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "schnapsen/hand_state.hpp"

namespace schnapsen::ai::detail {

// A 64-bit hash of everything in a HandState that can change the rest of the hand: both hands,
// card points, marriage points and "has a trick" per seat, the seat to act and the leader, the
// phase, the led card, the close (closer, and only what R7.4-R7.6 read of the opponent's state at
// closing), a pending meld, the rules and the trump suit, and while the talon is open the stock
// order still to draw and the card under it. Won cards, shown cards and exact trick counts never
// change the outcome, so they are left out and such positions share table entries; positions
// of different deals never collide by construction, only by the 2^-64 chance of the hash.
std::uint64_t position_key(const HandState& s);

// Bounds on the exact value of a position, with the move that produced the lower bound.
struct TableEntry {
  std::uint64_t key = 0;
  std::int8_t lower = -3;
  std::int8_t upper = 3;
  std::uint8_t cards = 0;  // cards left in both hands: deeper searches are kept first
  Action best{ActionKind::Pass, 0xFF};
  std::uint16_t generation = 0;  // the table's generation that stored it (in the padding)
};
static_assert(sizeof(TableEntry) == 16, "the generation must not grow an entry");

// A direct-mapped table of two-entry buckets (a depth-preferred slot and an always-replace
// slot), as many buckets as fit in the given bytes.
//
// clear() starts a new generation instead of writing the whole table: an entry of an earlier
// generation is empty to probe() and store(), so the table searches exactly as a zeroed one
// (the same nodes), and clearing it before every world of a decision costs nothing. The table
// is written whole only when the generation counter wraps.
class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t bytes);
  const TableEntry* probe(std::uint64_t key) const;
  // Stores `e` as an entry of the current generation.
  void store(TableEntry e);
  void clear();

 private:
  struct Bucket {
    TableEntry slot[2];
  };
  struct Free {
    void operator()(Bucket* p) const;
  };
  std::size_t index(std::uint64_t key) const;
  bool live(const TableEntry& e) const { return e.generation == generation_; }
  std::unique_ptr<Bucket[], Free> buckets_;
  std::size_t count_ = 0;
  std::uint16_t generation_ = 1;  // a zeroed entry (generation 0) is empty
};

}  // namespace schnapsen::ai::detail
