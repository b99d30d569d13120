#include <algorithm>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "solver_table.hpp"

namespace schnapsen::ai::detail {
namespace {

constexpr std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

constexpr std::uint64_t bit(bool b, int shift) { return static_cast<std::uint64_t>(b) << shift; }

}  // namespace

std::uint64_t position_key(const HandState& s) {
  using U = std::uint64_t;
  const U w1 = U{s.hand(0).bits()} | U{s.hand(1).bits()} << 20 | U(s.card_points(0)) << 40 |
               U(s.card_points(1)) << 47 | U(s.to_act()) << 54 | U(s.leader()) << 55 |
               U(static_cast<int>(s.phase())) << 56 | U(static_cast<int>(s.trump())) << 58 |
               bit(s.tricks(0) > 0, 60) | bit(s.tricks(1) > 0, 61);
  const auto meld = s.melded_suit();
  U w2 = U(s.marriage_points(0)) | U(s.marriage_points(1)) << 7 |
         U(s.phase() == Phase::Follow ? s.lead_card().index() : 31) << 14 |
         U(s.closer() + 1) << 19 | bit(s.closed() && s.tricks_at_close() == 0, 21) |
         bit(s.closed() && s.score_at_close() < kSchneiderScore, 22) |
         U(meld ? 1 + static_cast<int>(*meld) : 0) << 23 | rules_bits(s.rules()) << 26;
  U w3 = 0;
  if (s.talon_open()) {
    w2 |= U(s.stock_remaining()) << 31 | U(s.trump_card().index()) << 35;
    for (int i = 0; i < s.stock_remaining(); ++i) w3 |= U(s.stock_card(i).index()) << (5 * i);
  }
  return mix(w1 ^ mix(w2 ^ mix(w3 + 0x9E3779B97F4A7C15ull)));
}

TranspositionTable::TranspositionTable(std::size_t bytes)
    : count_(std::max<std::size_t>(bytes / sizeof(Bucket), 1)) {
  // Aligned to 2 MB so that the kernel may back it with huge pages (fewer TLB misses on the
  // random accesses of a table bigger than the caches).
  constexpr std::size_t kHugePage = std::size_t{2} << 20;
  const std::size_t size = (count_ * sizeof(Bucket) + kHugePage - 1) / kHugePage * kHugePage;
  void* raw = std::aligned_alloc(kHugePage, size);
  if (!raw) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
  madvise(raw, size, MADV_HUGEPAGE);
#endif
  buckets_.reset(static_cast<Bucket*>(raw));
  std::fill(buckets_.get(), buckets_.get() + count_, Bucket{});
}

void TranspositionTable::Free::operator()(Bucket* p) const { std::free(p); }

// The bucket of a key: the high half of key * bucket count, so any count works.
std::size_t TranspositionTable::index(std::uint64_t key) const {
  __extension__ using Wide = unsigned __int128;
  return static_cast<std::size_t>((Wide{key} * count_) >> 64);
}

const TableEntry* TranspositionTable::probe(std::uint64_t key) const {
  const Bucket& b = buckets_[index(key)];
  if (b.slot[0].key == key && live(b.slot[0])) return &b.slot[0];
  if (b.slot[1].key == key && live(b.slot[1])) return &b.slot[1];
  return nullptr;
}

void TranspositionTable::store(TableEntry e) {
  Bucket& b = buckets_[index(e.key)];
  const bool first = !live(b.slot[0]) || b.slot[0].key == e.key || e.cards >= b.slot[0].cards;
  e.generation = generation_;
  b.slot[first ? 0 : 1] = e;
}

void TranspositionTable::clear() {
  if (++generation_ != 0) return;
  std::fill(buckets_.get(), buckets_.get() + count_, Bucket{});  // wrapped: every entry is 0
  generation_ = 1;
}

}  // namespace schnapsen::ai::detail
