// Honest play-outs over the search (playout_choice.hpp).
#include "schnapsen/ai/playout_choice.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <numeric>
#include <utility>

#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/decision_kind.hpp"
#include "schnapsen/ai/distilled_player.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::ai {
namespace {

Playout continuation(const PlayoutSettings& s) {
  using C = PlayoutSettings::Continuation;
  // The exact endings' table: no value depends on its size, and 1 MB keeps a play-out worker
  // small (eight threads' master stays under 170 MB) at no cost in speed.
  constexpr std::size_t tt = 1u << 20;
  switch (s.continuation) {
    case C::Pimc: return Playout(continuation_search(s.pimc_worlds));
    case C::Distilled: return Playout(std::make_unique<DistilledPlayer>(), tt);
    case C::Expert: return Playout(std::make_unique<HeuristicPlayer>("expert"), tt);
  }
  return Playout(continuation_search(s.pimc_worlds));
}

// The candidate with the best sum of scores so far, the earliest on ties (the search's choice
// is first).
std::size_t leader(const std::vector<std::vector<double>>& scores,
                   const std::vector<std::size_t>& alive) {
  const auto sum = [&](std::size_t a) {
    return std::accumulate(scores[a].begin(), scores[a].end(), 0.0);
  };
  std::size_t best = alive.front();
  for (std::size_t a : alive)
    if (sum(a) > sum(best)) best = a;
  return best;
}

// The candidates whose paired difference to the leader is within `z` standard errors; the spread
// is taken as at least `unit` (a game point's worth): a few equal differences are no certainty.
std::vector<std::size_t> survivors(const std::vector<std::vector<double>>& scores,
                                   const std::vector<std::size_t>& alive, double z, double unit) {
  const std::size_t lead = leader(scores, alive);
  std::vector<std::size_t> out;
  for (std::size_t a : alive) {
    const std::size_t count = scores[a].size();
    const double n = static_cast<double>(count);
    double mean = 0, squares = 0;
    for (std::size_t k = 0; k < count; ++k) {
      const double d = scores[lead][k] - scores[a][k];
      mean += d, squares += d * d;
    }
    mean /= n;
    const double var = count > 1 ? (squares - n * mean * mean) / (n - 1) : 0;
    if (a == lead || mean <= z * std::sqrt(std::max(var, unit * unit) / n)) out.push_back(a);
  }
  return out;
}

double mean_of(const std::vector<double>& xs) {
  return std::accumulate(xs.begin(), xs.end(), 0.0) / static_cast<double>(xs.size());
}

}  // namespace

bool takes_over(const SeatView& view) {
  if (!eligible(view) || settled_by_rule(view)) return false;
  const DecisionKind kind = kind_of(view);
  return view.legal.contains(Action::close()) || kind == DecisionKind::FirstLead ||
         kind == DecisionKind::Lead;
}

std::vector<Action> playout_candidates(const SeatView& view, const Evaluation& root, int top) {
  std::vector<Action> all = candidate_actions(view.legal);
  std::vector<std::pair<double, Action>> ranked;
  for (Action a : all) {
    const ActionEstimate* e = root.find(a);
    if (!e) return all;
    ranked.emplace_back(a == root.choice ? 1e9 : e->value, a);
  }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<Action> out;
  for (const auto& [value, a] : ranked)
    if (static_cast<int>(out.size()) < top || a == Action::close()) out.push_back(a);
  return out;
}

PlayoutChooser::PlayoutChooser(const SearchSettings& search, int threads)
    : settings_(search.playout),
      for_bummerl_(search.play_for_bummerl),
      pool_(std::clamp(threads, 1, kMaxDecisionThreads)) {
  for (int w = 0; w < pool_.size(); ++w) playout_.push_back(continuation(settings_));
}

bool PlayoutChooser::gated(const SeatView& view, const std::vector<Action>& candidates,
                           const Evaluation& root) const {
  if (candidates.size() < 2) return false;
  if (view.tricks[0] + view.tricks[1] < settings_.from_trick) return false;
  std::vector<double> values;
  for (Action a : candidates)
    if (const ActionEstimate* e = root.find(a)) values.push_back(e->value);
  if (values.size() < 2) return true;  // no estimates to gate by
  std::sort(values.begin(), values.end(), std::greater<>());
  return values[0] - values[1] <= settings_.margin;
}

void PlayoutChooser::play_out(const SeatView& view, const std::vector<Action>& actions,
                              const std::vector<std::size_t>& alive,
                              const std::vector<World>& worlds, std::size_t begin, std::size_t end,
                              std::vector<std::vector<int>>& points,
                              std::vector<std::vector<double>>& scores) {
  const std::size_t span = end - begin;
  std::vector<int> out(alive.size() * span);
  std::atomic<std::size_t> next{0};
  pool_.run([&](int worker) {
    for (std::size_t t = next++; t < out.size(); t = next++) {
      const Action a = actions[alive[t / span]];
      HandState s = build_world(view, worlds[begin + t % span]);
      s.apply_legal(a);
      std::vector<SeatAction> history = view.history;
      history.push_back({view.seat, a});
      out[t] = playout_[worker].play(s, std::move(history), view.seat, settings_.exact_at_close);
    }
  });
  for (std::size_t t = 0; t < out.size(); ++t) {
    points[alive[t / span]].push_back(out[t]);
    scores[alive[t / span]].push_back(score(out[t]));
  }
  playouts_ += out.size();
}

double PlayoutChooser::score(int points) const {
  return utility_ ? utility_of(*utility_, points) : points;
}

void PlayoutChooser::take_over(const SeatView& view, const MatchInfo& match, Evaluation& e) {
  if (!takes_over(view)) return;
  const std::vector<Action> actions = playout_candidates(view, e, settings_.top);
  if (!gated(view, actions, e)) return;
  utility_.reset();
  if (for_bummerl_) utility_ = outcome_utility(match, view.seat, view.dealer);
  const double unit = std::abs(score(3) - score(-3)) / 6;  // a game point's worth, for racing
  // The worlds: from this seat's information and the hand's public history.
  const Position position = position_of(view, {7, 7}, true);
  const std::vector<World> worlds =
      decision_worlds(view, information_hash(position) ^ history_hash(position), settings_.worlds);
  std::vector<std::vector<int>> points(actions.size());
  std::vector<std::vector<double>> scores(actions.size());
  std::vector<std::size_t> alive(actions.size());
  std::iota(alive.begin(), alive.end(), 0);
  const std::size_t batch =
      settings_.race_z > 0 ? static_cast<std::size_t>(settings_.batch) : worlds.size();
  for (std::size_t begin = 0; begin < worlds.size() && alive.size() > 1; begin += batch) {
    const std::size_t end = std::min(begin + batch, worlds.size());
    play_out(view, actions, alive, worlds, begin, end, points, scores);
    if (settings_.race_z > 0) alive = survivors(scores, alive, settings_.race_z, unit);
  }
  e.choice = actions[leader(scores, alive)];
  show(actions, points, scores, e);
}

void PlayoutChooser::show(const std::vector<Action>& actions,
                          const std::vector<std::vector<int>>& points,
                          const std::vector<std::vector<double>>& scores, Evaluation& e) const {
  e.played_out.clear();
  for (std::size_t a = 0; a < actions.size(); ++a) {
    const std::vector<double> as_points(points[a].begin(), points[a].end());
    e.played_out.push_back({.action = actions[a],
                            .value = mean_of(as_points),
                            .worlds = points[a].size(),
                            .sampled = true,
                            .utility = utility_ ? mean_of(scores[a]) : 0});
  }
  // The choice first, then by what decided: the scores' means.
  std::stable_sort(e.played_out.begin(), e.played_out.end(), [&](const auto& x, const auto& y) {
    const auto key = [&](const ActionEstimate& a) {
      return a.action == e.choice ? 1e9 : utility_ ? a.utility : a.value;
    };
    return key(x) > key(y);
  });
  std::stable_partition(e.values.begin(), e.values.end(),
                        [&](const ActionEstimate& a) { return a.action == e.choice; });
}

}  // namespace schnapsen::ai
