#include "schnapsen/ai/closed_talon.hpp"

#include <algorithm>
#include <cassert>

#include "alpha_mu_impl.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/inference.hpp"

namespace schnapsen::ai {
namespace {

// Every consistent world of a strict (phase two) view as a full state.
std::vector<HandState> all_worlds(const SeatView& view) {
  const HiddenInfo info = hidden_info(view);
  std::vector<HandState> out;
  for (CardSet hand : enumerate_opponent_hands(info))
    out.push_back(build_world(view, world_with_hand(info, hand)));
  return out;
}

std::vector<ActionEstimate> sorted(std::vector<ActionEstimate> v) {
  std::stable_sort(v.begin(), v.end(), [](const ActionEstimate& a, const ActionEstimate& b) {
    return a.value > b.value;
  });
  return v;
}

}  // namespace

std::vector<Action> candidate_actions(const ActionList& legal) {
  std::vector<Action> out;
  for (Action a : legal)
    if (a.kind != ActionKind::Claim && a.kind != ActionKind::Pass) out.push_back(a);
  return out;
}

int exact_action_value(Solver& solver, const HandState& state, Action a) {
  const int me = state.to_act();
  HandState child = state;
  child.apply_legal(a);
  if (child.over()) return outcome(child.result(), me);
  const int v = solver.value(child);
  return child.to_act() == me ? v : -v;
}

Action best_on_average(Solver& solver, const SeatView& view, const std::vector<Action>& moves,
                       const std::vector<World>& worlds) {
  std::vector<long> total(moves.size(), 0);
  for (const World& w : worlds) {
    const HandState s = build_world(view, w);
    for (std::size_t i = 0; i < moves.size(); ++i)
      total[i] += exact_action_value(solver, s, moves[i]);
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < moves.size(); ++i)
    if (total[i] > total[best]) best = i;
  return moves[best];
}

ClosedTalonSearch::ClosedTalonSearch(std::size_t tt_bytes, ClosedTalonOptions options)
    : solver_(tt_bytes), options_(options) {}

std::vector<ActionEstimate> ClosedTalonSearch::average(const SeatView& view) {
  const std::vector<Action> moves = candidate_actions(view.legal);
  std::vector<ActionEstimate> out;
  for (Action a : moves) out.push_back({a, 0.0, 0, false});
  const HiddenInfo info = hidden_info(view);
  const bool infer = options_.infer_solved_beta > 0 && view.phase == Phase::Follow;
  double weights = 0;
  std::uint64_t n = 0;
  for (CardSet hand : enumerate_opponent_hands(info)) {
    const World world = world_with_hand(info, hand);
    const HandState w = build_world(view, world);
    const double weight =
        infer ? solved_lead_likelihood(solver_, view, world, options_.infer_solved_beta) : 1.0;
    for (ActionEstimate& e : out) {
      const int v = exact_action_value(solver_, w, e.action);
      e.value += weight * v;
      if (utility_) e.utility += weight * utility_of(*utility_, v);
    }
    weights += weight;
    ++n;
  }
  worlds_solved_ += n;
  for (ActionEstimate& e : out) {
    e.value /= weights;
    e.utility /= weights;
  }
  return sorted(std::move(out));
}

std::vector<ActionEstimate> ClosedTalonSearch::alpha_mu(const SeatView& view, int depth) {
  assert(depth >= 1);
  const std::vector<HandState> worlds = all_worlds(view);
  detail::AlphaMu search(solver_, view.seat, options_.front_limit);
  std::vector<ActionEstimate> out;
  for (Action a : candidate_actions(view.legal)) {
    std::vector<HandState> child = worlds;
    for (HandState& s : child) s.apply_legal(a);
    const int next = a.kind == ActionKind::Play ? depth - 1 : depth;
    out.push_back({a, detail::best_mean(search.search(child, next)), 0, false});
  }
  worlds_solved_ += search.leaves();
  return sorted(std::move(out));
}

ActionEstimate ClosedTalonSearch::close_estimate(const SeatView& view) {
  assert(view.legal.contains(Action::close()));
  const HiddenInfo info = hidden_info(view);
  const std::vector<CardSet> hands = enumerate_opponent_hands(info);
  long total = 0;
  double utility = 0;
  for (CardSet hand : hands) {
    HandState s = build_world(view, world_with_hand(info, hand));
    const int v = exact_action_value(solver_, s, Action::close());
    total += v;
    if (utility_) utility += utility_of(*utility_, v);
  }
  worlds_solved_ += hands.size();
  const auto n = static_cast<double>(hands.size());
  return {Action::close(), static_cast<double>(total) / n, hands.size(), false, utility / n};
}

std::vector<ActionEstimate> ClosedTalonSearch::rank(const SeatView& view) {
  const bool small = count_opponent_hands(hidden_info(view)) <=
                     static_cast<std::uint64_t>(options_.alpha_mu_max_worlds);
  if (options_.alpha_mu_depth > 1 && small) return alpha_mu(view, options_.alpha_mu_depth);
  return average(view);
}

Action ClosedTalonSearch::choose(const SeatView& view) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  return rank(view).front().action;
}

}  // namespace schnapsen::ai
