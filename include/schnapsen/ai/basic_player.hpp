// The rule-based baseline: the rules of thumb a club player would write down (docs/ai.md).
#pragma once

#include <string>
#include <utility>

#include "schnapsen/ai/player.hpp"

namespace schnapsen::ai {

// Rules of thumb, in order: claim at 66; exchange the trump jack when allowed; meld (trumps
// first); close when the sure trump tricks bring the score to 66; in phase one lead a cheap card
// that is not a marriage card, take Tens and Aces (with the suit, or with a low trump) and throw
// the cheapest card otherwise; in phase two lead sure winners, else a cheap card, and follow
// with the lowest winning card, else the cheapest legal card. Deterministic.
class BasicPlayer : public Player {
 public:
  // `name`: the level it plays as (basic, casual).
  explicit BasicPlayer(std::string name = "basic") : name_(std::move(name)) {}
  std::string name() const override { return name_; }
  Action choose(const SeatView& view, const MatchInfo& match) override;

 private:
  std::string name_;
};

// The basic level's choice as a plain function, without a Player object (tests and benchmarks
// drive whole hands with it).
Action basic_action(const SeatView& view);

}  // namespace schnapsen::ai
