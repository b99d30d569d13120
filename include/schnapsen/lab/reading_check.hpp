// The offline check of the opponent reading (opponent_reading.hpp), before any arena run: over
// recorded decisions, how much more probable the opponent's true hand is under the weighted
// worlds than under uniform ones, in nats, by trick and phase (`schnapsen-lab reading`).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "schnapsen/ai/opponent_reading.hpp"
#include "schnapsen/lab/decision_reader.hpp"

namespace schnapsen::lab {

struct ReadingSettings {
  double uniform_share = ai::kUniformShare;  // of each modelled probability
  int samples = 4;                           // provenances per world
};

// The log-probability of the opponent's true hidden cards under the worlds weighted by the
// reading, minus that under uniform worlds (0 when there is nothing to read).
double true_hand_gain(const RecordedDecision& d, const ReadingSettings& settings,
                      std::uint64_t seed);

// The gains of many decisions, by trick (1..10) and phase of the talon.
class ReadingTable {
 public:
  enum Talon { kOpen, kClosed, kExhausted };
  struct Cell {
    int decisions = 0;
    double sum = 0, sum_squares = 0;
    double mean() const { return decisions ? sum / decisions : 0; }
    double ci95() const;  // half-width of the 95% interval of the mean
  };

  // The trick (1..10) and the talon's phase that a decision from `view` is counted under.
  static int trick_of(const SeatView& view);
  static Talon talon_of(const SeatView& view);

  void add(const SeatView& view, double gain);
  const Cell& cell(int trick, Talon talon) const { return cells_[trick - 1][talon]; }
  // Every decision from trick `first` on (only those with a talon open or closed: hidden_only).
  Cell from_trick(int first, bool hidden_only = false) const;
  std::string text() const;

 private:
  std::array<std::array<Cell, 3>, 10> cells_{};
};

}  // namespace schnapsen::lab
