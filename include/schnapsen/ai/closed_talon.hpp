// Exhaustive closed-talon endgame: once the talon is closed or exhausted (or when deciding to
// close), every opponent hand consistent with the view is solved exactly, and actions are ranked
// by expected game points over those hands (all equally likely: the deal is uniform and the
// opponent's play under R4.1 is used only through the constraints it reveals, worlds.hpp;
// or weighted by a reading of the opponent's play, opponent_reading.hpp).
// Averaging suffers from strategy fusion; alpha-mu chose no better (docs/ai.md).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/bummerl_odds.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai {

class ClosedTalonSearch {
 public:
  explicit ClosedTalonSearch(std::size_t tt_bytes = 8u << 20);

  // Phase two (talon closed or exhausted), this seat to act: the expected value of every
  // candidate action (false claims and `pass` with 66 are never candidates) over every
  // consistent opponent hand, each world solved exactly. Sorted best first, ties in legal order.
  // With `weights` (one per hand of enumerate_opponent_hands, summing to 1), a weighted mean.
  std::vector<ActionEstimate> average(const SeatView& view,
                                      const std::vector<double>& weights = {});
  // A phase-one leading turn where `close` is legal: the expected value of closing now, over
  // every opponent hand (the stock order is irrelevant after a close).
  double close_value(const SeatView& view) { return close_estimate(view).value; }
  ActionEstimate close_estimate(const SeatView& view, const std::vector<double>& weights = {});
  // The decision for a phase-two view: the claim rule, then the best of average().
  Action choose(const SeatView& view);

  // With a utility, average() and close_estimate() also average the utility of every world's
  // exact outcome (ActionEstimate::utility); without one (the default), they do not.
  void set_utility(const std::optional<OutcomeUtility>& utility) { utility_ = utility; }

  std::uint64_t worlds_solved() const { return worlds_solved_; }
  Solver& solver() { return solver_; }

 private:
  // The mean exact value (and utility) of each of `actions` over every opponent hand.
  std::vector<ActionEstimate> over_every_hand(const SeatView& view,
                                              const std::vector<Action>& actions,
                                              const std::vector<double>& weights);

  Solver solver_;
  std::optional<OutcomeUtility> utility_;
  std::uint64_t worlds_solved_ = 0;
};

}  // namespace schnapsen::ai
