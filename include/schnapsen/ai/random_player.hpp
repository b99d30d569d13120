// Plays a uniformly random legal action: the floor of the strength table and a fuzzing partner.
#pragma once

#include <cstdint>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/deal.hpp"

namespace schnapsen::ai {

class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  std::string name() const override { return "random"; }
  Action choose(const SeatView& view, const MatchInfo&) override {
    return view.legal[rng_.below(view.legal.size())];
  }

 private:
  SplitMix64 rng_;
};

}  // namespace schnapsen::ai
