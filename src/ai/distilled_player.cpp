// pimc distilled (distilled_player.hpp).
#include "schnapsen/ai/distilled_player.hpp"

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/policy_model.hpp"

namespace schnapsen::ai {

Action DistilledPlayer::choose(const SeatView& view, const MatchInfo& match) {
  if (view.legal.size() == 1) return view.legal[0];
  if (view.talon_open()) return policy_choice(view, PolicyNet::Pimc);
  if (!pimc_) pimc_ = std::make_unique<SearchPlayer>("pimc", settings_by_work("pimc"), threads_);
  return pimc_->choose(view, match);
}

}  // namespace schnapsen::ai
