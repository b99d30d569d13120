// The rule-based player of the levels expert (other name `heuristic`) and skilled: what a strong
// club player writes down, counting the cards and the odds of the other hand while there is a
// talon; expert also closes by the exact count and counts exactly once the talon is closed or
// exhausted, where skilled plays by the casual rules (docs/ai.md).
#pragma once

#include <cstdint>
#include <string>

#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/player.hpp"

namespace schnapsen::ai {

// How likely the opponent is to hold each card, from this seat's view only: shown cards are
// certain, cards its R4.1 follows ruled out are impossible, and the rest of the unseen cards
// share its hidden hand evenly (every consistent deal equally likely).
class CardOdds {
 public:
  explicit CardOdds(const SeatView& view);
  // Probability that the opponent holds `c` now.
  double holds(Card c) const;
  // Probability that it holds at least one card of `cards`.
  double holds_any(CardSet cards) const;
  // Cards it may hold (shown or possible).
  CardSet possible() const { return shown_ | candidates_; }

 private:
  CardSet shown_;       // certainly in its hand
  CardSet candidates_;  // may be in its hand
  int hidden_ = 0;      // how many of its cards are among the candidates
};

// Rules, in order: claim at 66; exchange the trump jack; close when the exact value of closing
// (every opponent hand the view allows) is clearly winning; meld, the trump marriage first;
// lead by expected points won minus the worth of keeping the card; take led Tens and Aces
// cheaply (the Ace of the suit, else the cheapest trump that is not a marriage card); take any
// trick that brings 66; otherwise throw by discard priority. Phase two: exact counting, every
// opponent hand the view allows solved to the end. Deterministic.
class HeuristicPlayer : public Player {
 public:
  // How it closes and plays phase two: ExactCount as the expert level, by the exact count of
  // every opponent hand the view allows; RulesOfThumb as the skilled level, closing by the
  // casual rule of thumb (sure trump tricks reach 66) and playing phase two by the casual rules,
  // counting nothing out exactly.
  enum class Mode : std::uint8_t { ExactCount, RulesOfThumb };
  // `name`: the level it plays as (expert or skilled).
  explicit HeuristicPlayer(std::string name = "heuristic", Mode mode = Mode::ExactCount);
  std::string name() const override { return name_; }
  Action choose(const SeatView& view, const MatchInfo& match) override;

  // Closing is chosen when its exact expected value reaches this many game points per hand.
  static constexpr double kCloseValue = 1.0;

 private:
  Action lead(const SeatView& view);
  bool closes(const SeatView& view);
  std::string name_;
  ClosedTalonSearch exact_;
  Mode mode_ = Mode::ExactCount;
};

}  // namespace schnapsen::ai
