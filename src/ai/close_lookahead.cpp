#include "schnapsen/ai/close_lookahead.hpp"

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
  const std::vector<Action> moves = candidate_actions(view.legal);
  std::vector<long> total(moves.size(), 0);
  for (const World& w : some_worlds(hidden_info(view), inner_worlds, rng)) {
    const HandState s = build_world(view, w);
    for (std::size_t i = 0; i < moves.size(); ++i)
      total[i] += exact_action_value(solver, s, moves[i]);
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < moves.size(); ++i)
    if (total[i] > total[best]) best = i;
  return moves[best];
}

ActionEstimate close_by_playouts(Solver& solver, const SeatView& view,
                                 const PlayoutSettings& settings, std::uint64_t seed,
                                 const std::optional<OutcomeUtility>& utility) {
  assert(view.legal.contains(Action::close()));
  SplitMix64 rng(seed);
  const int me = view.seat;
  const std::vector<World> worlds = some_worlds(hidden_info(view), settings.worlds, rng);
  long total = 0;
  double utility_total = 0;
  for (const World& w : worlds) {
    HandState s = build_world(view, w);
    std::vector<SeatAction> history{{me, Action::close()}};
    s.apply_legal(Action::close());
    while (!s.over()) {
      const int seat = s.to_act();
      const Action a =
          playout_choice(solver, make_view(s, history, seat), settings.inner_worlds, rng);
      history.push_back({seat, a});
      s.apply_legal(a);
    }
    const int v = outcome(s.result(), me);
    total += v;
    if (utility) utility_total += utility_of(*utility, v);
  }
  const auto n = static_cast<double>(worlds.size());
  return {Action::close(), static_cast<double>(total) / n, worlds.size(), true, utility_total / n};
}

}  // namespace schnapsen::ai
