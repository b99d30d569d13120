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

// Whether `seat` could still reach 66: every card point not yet won plus every marriage whose
// King and Queen are both still unplayed.
bool can_reach_66(const HandState& s, int seat);
// An upper bound on `seat`'s value while the talon is open and not closed: its own correct
// claim, which scores less later (the opponent's tricks and score only grow, and a close of its
// own fixes them), or the last trick (1); its other wins (the opponent closing and failing, or
// claiming falsely) the opponent can always avoid.
int most_to_win(const HandState& s, int seat);

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
  // The value of playing `a` (legal) in `state`, for the seat to act there.
  int action_value(const HandState& state, Action a);
  // Nodes searched since construction or the last clear() (a speed and signature figure).
  std::uint64_t nodes() const;
  // Forgets the transposition table (needed only between unrelated deals for reproducibility).
  void clear();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace schnapsen::ai
