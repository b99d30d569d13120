// Presumed-value replies (presumed_reply.hpp).
#include "schnapsen/ai/presumed_reply.hpp"

#include <vector>

#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

Action presumed_reply(Solver& solver, const HandState& state, int worlds) {
  const ActionList legal = state.legal_actions();
  if (legal.size() == 1) return legal[0];
  // The seat to act knows its view of the state and nothing else: no history is needed, the
  // information set (position.hpp) keeps none.
  const SeatView view = make_view(state, {}, state.to_act());
  const HiddenInfo info = hidden_info(view);
  SplitMix64 rng(information_hash(position_of(view)));
  std::vector<World> imagined;
  for (int w = 0; w < worlds; ++w) imagined.push_back(sample_world(info, rng));
  return best_on_average(solver, view, std::vector<Action>(legal.begin(), legal.end()), imagined);
}

}  // namespace schnapsen::ai
