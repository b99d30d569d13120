// pimc distilled, the play-outs' cheap continuation (playout_choice.hpp): with the talon open it
// plays the legal action that pimc's policy model (policy_model.hpp, PolicyNet::Pimc) ranks
// first, some microseconds a decision; once the talon is closed or exhausted it is pimc itself,
// whose search there is exact or cheap. It is no level; the lab measures it as `distilled`.
// Made with master's model (PolicyNet::Master) it is master distilled, `distilled-master`.
//
// It sees only its seat: the model reads the view's features, and pimc its view.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/policy_model.hpp"
#include "schnapsen/ai/search_player.hpp"

namespace schnapsen::ai {

inline constexpr std::string_view kDistilledName = "distilled";
inline constexpr std::string_view kDistilledMasterName = "distilled-master";

class DistilledPlayer : public Player {
 public:
  explicit DistilledPlayer(int threads = 1, PolicyNet net = PolicyNet::Pimc)
      : threads_(threads), net_(net) {}
  std::string name() const override {
    return std::string(net_ == PolicyNet::Master ? kDistilledMasterName : kDistilledName);
  }
  Action choose(const SeatView& view, const MatchInfo& match) override;

 private:
  int threads_;
  PolicyNet net_;
  // Made at its first decision: play-outs that end at the close never need it.
  std::unique_ptr<SearchPlayer> pimc_;
};

}  // namespace schnapsen::ai
