// The stock as chance: a search of phase one in which neither seat knows the stock order.
//
// PIMC solves each imagined deal with its stock order fixed, so its solver knows which card
// every trick's winner will draw, though no player does: the stock's clairvoyance. Here only the
// opponent's hand is imagined; at the end of every trick that draws, the two cards drawn are
// chance: every ordered pair of the stock's cards when there are few of them (at most
// `exact_outcomes`), else `samples` pairs drawn at random (seeded by the position, so that a
// position always has the same ones), averaged. A decision before a draw can then not depend
// on the card drawn. Once the talon is closed or exhausted nothing is drawn any more and the
// exact solver takes over. The table is keyed on the set of stock cards, not their order.
//
// Values are expected game points for the seat to act (-3..3, fractional).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/hand_state.hpp"

namespace schnapsen::lab {

struct ChanceSettings {
  int exact_outcomes = 20;  // chance nodes with at most this many draw pairs are enumerated
  int samples = 4;          // draw pairs sampled at larger chance nodes
  std::size_t tt_entries = std::size_t{1} << 18;
};

class StockChanceSolver {
 public:
  explicit StockChanceSolver(ChanceSettings settings = {});
  ~StockChanceSolver();
  StockChanceSolver(StockChanceSolver&&) noexcept;
  StockChanceSolver& operator=(StockChanceSolver&&) noexcept;

  // The expected value of `a` (legal) for the seat to act in `state`, whose stock order is
  // ignored (only the set of stock cards counts).
  double action_value(const HandState& state, Action a);
  std::uint64_t nodes() const;
  void clear();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// PIMC with the stock as chance: `worlds` opponent hands drawn from the view (uniformly), each
// searched by StockChanceSolver for every candidate action; the closing decision and phase two
// as the search levels make them (every opponent hand, exactly). Settings as pimc's, with
// phase_one_worlds the number of hands. With `clairvoyant`, each hand's world keeps the stock
// order it was drawn with and is solved exactly, as PIMC does: the same hands, for comparison.
class ChancePimcPlayer : public ai::Player {
 public:
  ChancePimcPlayer(ai::SearchSettings settings, ChanceSettings chance, bool clairvoyant = false);
  std::string name() const override { return clairvoyant_ ? "pimc-same-hands" : "chance-pimc"; }
  Action choose(const SeatView& view, const ai::MatchInfo& match) override;

 private:
  ai::SearchSettings settings_;
  bool clairvoyant_;
  StockChanceSolver chance_;
  ai::Solver exact_;
  ai::Evaluator plain_;           // phase two and the rules, as pimc
  ai::ClosedTalonSearch closed_;  // the closing decision, as pimc
  std::vector<ai::ActionEstimate> last_;
};

}  // namespace schnapsen::lab
