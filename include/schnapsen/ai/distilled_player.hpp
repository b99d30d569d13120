// pimc distilled, the play-outs' cheap continuation (playout_choice.hpp): with the talon open it
// plays the legal action that pimc's policy model (policy_model.hpp, PolicyNet::Pimc) ranks
// first, some microseconds a decision; once the talon is closed or exhausted it is pimc itself,
// whose search there is exact or cheap. It is no level; the lab measures it as `distilled`.
//
// It sees only its seat: the model reads the view's features, and pimc its view.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/search_player.hpp"

namespace schnapsen::ai {

inline constexpr std::string_view kDistilledName = "distilled";

class DistilledPlayer : public Player {
 public:
  explicit DistilledPlayer(int threads = 1) : threads_(threads) {}
  std::string name() const override { return std::string(kDistilledName); }
  Action choose(const SeatView& view, const MatchInfo& match) override;

 private:
  int threads_;
  // Made at its first decision: play-outs that end at the close never need it.
  std::unique_ptr<SearchPlayer> pimc_;
};

}  // namespace schnapsen::ai
