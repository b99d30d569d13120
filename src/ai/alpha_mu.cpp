#include <algorithm>
#include <map>
#include <numeric>
#include <optional>

#include "alpha_mu_impl.hpp"

namespace schnapsen::ai::detail {
namespace {

constexpr std::int8_t kUnset = 127;

// Our claim rule inside the search: claim with 66, pass without; public, so world-independent.
// The opponent is modelled like the solver's: every legal action, false claims included (a
// closer's opponent may prefer a false claim's 2 points to losing 3, R7.7).
std::optional<Action> forced_end(const HandState& s) {
  return claim_rule(s.may_claim(), s.phase() == Phase::ClaimOrPass, s.score(s.to_act()));
}

std::vector<HandState> apply_all(const std::vector<HandState>& worlds, Action a) {
  std::vector<HandState> out = worlds;
  for (HandState& s : out) s.apply_legal(a);
  return out;
}

bool dominates(const Outcomes& a, const Outcomes& b) {
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i] < b[i]) return false;
  return true;
}

}  // namespace

double mean(const Outcomes& v) {
  if (v.empty()) return 0;
  return static_cast<double>(std::accumulate(v.begin(), v.end(), 0)) /
         static_cast<double>(v.size());
}

double best_mean(const Front& front) {
  double best = -4;
  for (const Outcomes& v : front) best = std::max(best, mean(v));
  return best;
}

void AlphaMu::prune(Front& front) const {
  Front kept;
  for (std::size_t i = 0; i < front.size(); ++i) {
    bool dominated = false;
    for (std::size_t j = 0; j < front.size() && !dominated; ++j) {
      if (i == j || !dominates(front[j], front[i])) continue;
      // Equal vectors: keep the first only.
      dominated = front[j] != front[i] || j < i;
    }
    if (!dominated) kept.push_back(std::move(front[i]));
  }
  if (static_cast<int>(kept.size()) > front_limit_) {
    std::stable_sort(kept.begin(), kept.end(),
                     [](const Outcomes& a, const Outcomes& b) { return mean(a) > mean(b); });
    kept.resize(static_cast<std::size_t>(front_limit_));
  }
  front = std::move(kept);
}

Front AlphaMu::search(const std::vector<HandState>& worlds, int depth) {
  const HandState& s0 = worlds.front();
  if (s0.over()) {
    Outcomes v(worlds.size());
    for (std::size_t i = 0; i < worlds.size(); ++i)
      v[i] = static_cast<std::int8_t>(outcome(worlds[i].result(), max_seat_));
    return {v};
  }
  if (s0.to_act() != max_seat_) return min_node(worlds, depth);
  if (auto end = forced_end(s0)) return search(apply_all(worlds, *end), depth);
  return max_node(worlds, depth);
}

// Our turn: one action for all the worlds (we cannot tell them apart); any of our strategies
// may turn out best once the opponent's answers are combined above, so the fronts are united.
Front AlphaMu::max_node(const std::vector<HandState>& worlds, int depth) {
  if (depth == 0) {
    Outcomes v(worlds.size());
    for (std::size_t i = 0; i < worlds.size(); ++i)
      v[i] = static_cast<std::int8_t>(solver_.value(worlds[i]));
    leaves_ += worlds.size();
    return {v};
  }
  Front front;
  for (Action a : worlds.front().legal_actions()) {
    if (a.kind == ActionKind::Claim || a.kind == ActionKind::Pass) continue;
    const int next = a.kind == ActionKind::Play ? depth - 1 : depth;
    for (Outcomes& v : search(apply_all(worlds, a), next)) front.push_back(std::move(v));
  }
  prune(front);
  return front;
}

// The opponent's turn: it sees every card, so it answers world by world; a move legal in only
// some worlds is searched on those, and the fronts are combined by the world-wise minimum.
// The opponent's claims and passes end the hand and are ordinary moves here.
Front AlphaMu::min_node(const std::vector<HandState>& worlds, int depth) {
  std::map<int, std::vector<int>> where;  // action code -> worlds where it is legal
  for (std::size_t i = 0; i < worlds.size(); ++i)
    for (Action a : worlds[i].legal_actions())
      where[static_cast<int>(a.kind) * 32 + a.arg].push_back(static_cast<int>(i));
  Front front{Outcomes(worlds.size(), kUnset)};
  for (const auto& [code, idx] : where) {
    const Action a{static_cast<ActionKind>(code / 32), static_cast<std::uint8_t>(code % 32)};
    std::vector<HandState> child;
    child.reserve(idx.size());
    for (int i : idx) {
      child.push_back(worlds[i]);
      child.back().apply_legal(a);
    }
    const Front sub = search(child, depth);
    Front combined;
    combined.reserve(front.size() * sub.size());
    for (const Outcomes& f : front) {
      for (const Outcomes& g : sub) {
        Outcomes h = f;
        for (std::size_t j = 0; j < idx.size(); ++j) h[idx[j]] = std::min(h[idx[j]], g[j]);
        combined.push_back(std::move(h));
      }
    }
    prune(combined);
    front = std::move(combined);
  }
  return front;
}

}  // namespace schnapsen::ai::detail
