// The learner (level `beginner`): plays the way people do in their first games, so that a new
// player can beat it and see why (docs/ai.md, "The beginner").
#pragma once

#include "schnapsen/ai/player.hpp"

namespace schnapsen::ai {

// It sees its own cards and the trick and remembers nothing else: no card counting, no trump
// control. Claims at 66, exchanges the trump jack, melds at once (any marriage); grabs points:
// leads its richest card that is not a trump, and takes every trick it can with its richest
// winning card (a led Jack with the trump Ace), else throws its cheapest card; closes only with
// 50 points and the trump Ace in hand. Deterministic.
class BeginnerPlayer : public Player {
 public:
  std::string name() const override { return "beginner"; }
  Action choose(const SeatView& view, const MatchInfo& match) override;
};

// The beginner's choice as a plain function.
Action beginner_action(const SeatView& view);

}  // namespace schnapsen::ai
