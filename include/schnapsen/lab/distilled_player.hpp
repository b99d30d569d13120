// A measurement player for the cheap continuation of the play-outs (docs/notes): pimc distilled.
// With the talon open it plays the legal action that pimc's policy model (policy_model.hpp,
// PolicyNet::Pimc) ranks first, some microseconds a decision; once the talon is closed or
// exhausted it is pimc itself, whose search there is exact or cheap. `distilled` is no level.
//
// It sees only its seat: the model reads the view's features, and pimc its view.
#pragma once

#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/search_player.hpp"

namespace schnapsen::lab {

inline constexpr std::string_view kDistilledName = "distilled";

class DistilledPlayer : public ai::Player {
 public:
  explicit DistilledPlayer(int threads = 1);
  std::string name() const override { return std::string(kDistilledName); }
  Action choose(const SeatView& view, const ai::MatchInfo& match) override;

 private:
  ai::SearchPlayer pimc_;
};

}  // namespace schnapsen::lab
