// pimc distilled (distilled_player.hpp).
#include "schnapsen/lab/distilled_player.hpp"

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/policy_model.hpp"

namespace schnapsen::lab {
namespace {

ai::SearchSettings pimc_settings() {
  ai::SearchSettings s = ai::level_settings("pimc");
  s.cpu_net_ms = 0;  // decisions bounded by work alone
  return s;
}

}  // namespace

DistilledPlayer::DistilledPlayer(int threads) : pimc_("pimc", pimc_settings(), threads) {}

Action DistilledPlayer::choose(const SeatView& view, const ai::MatchInfo& match) {
  if (view.legal.size() == 1) return view.legal[0];
  if (!view.talon_open()) return pimc_.choose(view, match);
  return ai::policy_choice(view, ai::PolicyNet::Pimc);
}

}  // namespace schnapsen::lab
