// pimc distilled (distilled_player.hpp).
#include "schnapsen/lab/distilled_player.hpp"

#include "schnapsen/ai/policy_model.hpp"
#include "schnapsen/lab/regret_map.hpp"

namespace schnapsen::lab {

DistilledPlayer::DistilledPlayer(int threads) : pimc_("pimc", settings_by_work("pimc"), threads) {}

Action DistilledPlayer::choose(const SeatView& view, const ai::MatchInfo& match) {
  if (view.legal.size() == 1) return view.legal[0];
  if (!view.talon_open()) return pimc_.choose(view, match);
  return ai::policy_choice(view, ai::PolicyNet::Pimc);
}

}  // namespace schnapsen::lab
