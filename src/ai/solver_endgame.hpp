// Private to the solver: a compact search for phase two (talon closed or exhausted), where no
// card is drawn any more. It keeps only what the rest of the hand depends on, in bit masks, and
// scores endings with the engine's R6-R7 functions (play.hpp); the brute-force test holds it to
// HandState.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "schnapsen/hand_state.hpp"

namespace schnapsen::ai::detail {

// Small fields, since every move copies it (20 bytes).
struct Endgame {
  std::array<std::uint32_t, 2> hand{};
  std::array<std::uint8_t, 2> points{};     // card points won
  std::array<std::uint8_t, 2> marriages{};  // declared marriage points
  std::array<bool, 2> won{};                // has won a trick
  std::uint8_t in_play = 0;  // the card points of both hands and of a card led to the trick
  std::int8_t closer = -1;
  Standing at_close = Standing::Safe;  // the closer's opponent at closing (R7.4-R7.6)
  std::uint8_t trump = 0;              // suit index
  bool meld_needs_trick = false;
  bool must_lead_king = false;

  // The phase-two part of `s` (which must be strict and not over).
  static Endgame from(const HandState& s);
};
static_assert(sizeof(Endgame) == 20);

// Bounds on endgame leads, keyed exactly (no hash collisions): a small table meant to stay in
// the processor's cache, separate from the big table of the whole-hand search.
inline constexpr std::uint8_t kNoMove = 0xFF;

class EndgameTable {
 public:
  explicit EndgameTable(std::size_t bytes);
  struct Entry {
    std::uint64_t key = 0;         // hands, card points, seat to lead, flags (see endgame.cpp)
    std::uint16_t extra = 0xFFFF;  // marriage points and rules
    std::int8_t lower = -3;
    std::int8_t upper = 3;
    std::uint8_t best = kNoMove;   // the lead that gave the lower bound (see endgame.cpp)
    std::uint16_t generation = 0;  // the table's generation that wrote it (in the padding)
  };
  static_assert(sizeof(Entry) == 16, "the generation must not grow an entry");
  // The entry for the key, emptied first when an earlier generation wrote it.
  Entry& slot(std::uint64_t key, std::uint16_t extra);
  // A new generation, as the big table's clear(): the same search as a zeroed table, for free.
  void clear();

 private:
  std::vector<Entry> entries_;
  std::uint64_t mask_ = 0;
  std::uint16_t generation_ = 0;
};

// Fail-soft alpha-beta values for the seat to act; `nodes` counts positions searched.
class EndgameSearch {
 public:
  EndgameSearch(EndgameTable& table, std::uint64_t& nodes) : table_(table), nodes_(nodes) {}
  // The leader `me` to lead (no meld pending).
  int lead(const Endgame& e, int me, int alpha, int beta);
  // `leader` led `led` (already out of its hand); the other seat follows.
  int follow(const Endgame& e, int leader, int led, int alpha, int beta);

 private:
  // lead() after its shortcuts and table look-up: the moves themselves.
  // best_move: in, the move to try first; out, the best move found.
  int lead_moves(const Endgame& e, int me, int alpha, int beta, std::uint8_t& best_move);
  EndgameTable& table_;
  std::uint64_t& nodes_;
};

}  // namespace schnapsen::ai::detail
