// Perfect-information ("double-dummy") solver: the exact game-point value of a position when
// both seats see every card and the stock order.
//
// Value convention (docs/records.md, `solve`): game points the seat to act wins minus those its
// opponent wins, from -3 to 3 (never 0: every hand has one winner).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "schnapsen/hand_state.hpp"

namespace schnapsen::ai {

struct ActionValue {
  Action action;
  int value = 0;
};

class Solver {
 public:
  // tt_bytes: memory for the transposition tables (1/16, at most 1 MB, for phase two).
  explicit Solver(std::size_t tt_bytes = 16u << 20);
  ~Solver();
  Solver(Solver&&) noexcept;
  Solver& operator=(Solver&&) noexcept;

  // Exact value of `state` for the seat to act; the hand must not be over.
  int value(const HandState& state);
  // Exact value of every legal action (value after the action, from the actor's side).
  std::vector<ActionValue> action_values(const HandState& state);
  // Nodes searched since construction or the last clear() (a speed and signature figure).
  std::uint64_t nodes() const;
  // Forgets the transposition table (needed only between unrelated deals for reproducibility).
  void clear();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace schnapsen::ai
