#include "schnapsen/ai/close_lookahead.hpp"

#include <algorithm>
#include <cassert>

#include "schnapsen/ai/heuristic_player.hpp"

namespace schnapsen::ai {
namespace {

// Up to `limit` worlds of `info`: all of them when there are no more, else a uniform sample.
std::vector<World> some_worlds(const HiddenInfo& info, int limit, SplitMix64& rng) {
  std::vector<World> out;
  if (count_opponent_hands(info) <= static_cast<std::uint64_t>(limit)) {
    for (CardSet hand : enumerate_opponent_hands(info)) out.push_back(world_with_hand(info, hand));
    return out;
  }
  for (int i = 0; i < limit; ++i) out.push_back(sample_world(info, rng));
  return out;
}

}  // namespace

Action playout_choice(Solver& solver, const SeatView& view, int inner_worlds, SplitMix64& rng) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  return best_on_average(solver, view, candidate_actions(view.legal),
                         some_worlds(hidden_info(view), inner_worlds, rng));
}

ClosePlayouts play_out_close(Solver& solver, const SeatView& view, const PlayoutSettings& settings,
                             std::uint64_t seed, const std::optional<OutcomeUtility>& utility) {
  assert(view.legal.contains(Action::close()));
  SplitMix64 rng(seed);
  const int me = view.seat;
  const std::vector<World> worlds = some_worlds(hidden_info(view), settings.worlds, rng);
  ClosePlayouts out;
  for (const World& w : worlds) {
    HandState s = build_world(view, w);
    const int exact = exact_action_value(solver, s, Action::close());
    std::vector<SeatAction> history{{me, Action::close()}};
    s.apply_legal(Action::close());
    while (!s.over()) {
      const int seat = s.to_act();
      const Action a =
          playout_choice(solver, make_view(s, history, seat), settings.inner_worlds, rng);
      history.push_back({seat, a});
      s.apply_legal(a);
    }
    const int played = outcome(s.result(), me);
    out.played += played;
    out.exact += exact;
    if (utility) {
      out.played_utility += utility_of(*utility, played);
      out.exact_utility += utility_of(*utility, exact);
    }
  }
  out.worlds = worlds.size();
  const auto n = static_cast<double>(worlds.size());
  out.played /= n;
  out.exact /= n;
  out.played_utility /= n;
  out.exact_utility /= n;
  return out;
}

ActionEstimate corrected_close(const ActionEstimate& exhaustive, const ClosePlayouts& playouts) {
  ActionEstimate e = exhaustive;
  e.value = std::clamp(e.value + playouts.played - playouts.exact, -3.0, 3.0);
  e.utility = std::clamp(e.utility + playouts.played_utility - playouts.exact_utility, 0.0, 1.0);
  e.sampled = true;
  return e;
}

}  // namespace schnapsen::ai
