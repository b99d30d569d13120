// The play-out player (playout_player.hpp).
#include "schnapsen/lab/playout_player.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>
#include <numeric>
#include <stdexcept>
#include <utility>

#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/lab/distilled_player.hpp"
#include "schnapsen/lab/regret_map.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::lab {
namespace {

Playout continuation(const PlayoutChoice& c, std::uint64_t seed) {
  if (c.continuation == "pimc") {
    ai::SearchSettings s = default_playout();
    s.phase_one_worlds = c.playout_worlds;
    return Playout(s);
  }
  if (c.continuation == kDistilledName)
    return Playout(std::make_unique<DistilledPlayer>(), default_playout().tt_bytes);
  std::unique_ptr<ai::Player> player = ai::make_level(c.continuation, seed);
  if (!player) throw std::invalid_argument("no level '" + c.continuation + "' to play out with");
  return Playout(std::move(player), default_playout().tt_bytes);
}

}  // namespace

Expected<PlayoutChoice, std::string> parse_playout_spec(std::string_view spec) {
  const auto refused = [&] {
    return unexpected(
        "player '" + std::string(spec) +
        "': expected playout:K[:close][:race][:fromT][:distilled] with K the worlds per "
        "decision, 2 to 256, T a trick, 0 to 4, and :distilled to play them out "
        "by pimc's policy model");
  };
  // A number that is the whole of `text`, within [lo, hi].
  const auto number = [](std::string_view text, int lo, int hi) -> std::optional<int> {
    const std::optional<int> n = text::parse_number<int>(text);
    return n && *n >= lo && *n <= hi ? n : std::nullopt;
  };
  std::vector<std::string_view> parts;
  for (std::string_view rest = spec.substr(kPlayoutPrefix.size());;) {
    const std::size_t colon = rest.find(':');
    parts.push_back(rest.substr(0, colon));
    if (colon == std::string_view::npos) break;
    rest = rest.substr(colon + 1);
  }
  const std::optional<int> worlds = number(parts[0], 2, 256);
  if (!worlds) return refused();
  PlayoutChoice out;
  out.worlds = *worlds;
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const std::string_view option = parts[i];
    const std::optional<int> trick =
        option.starts_with("from") ? number(option.substr(4), 0, 4) : std::nullopt;
    if (option == "close")
      out.exact_at_close = true;
    else if (option == kDistilledName)
      out.continuation = kDistilledName;
    else if (option == "race")
      out.race_z = 1.5;  // as measured offline (docs/notes/2026-12-03-gating.md)
    else if (trick)
      out.from_trick = *trick;
    else
      return refused();
  }
  return out;
}

bool takes_over(const SeatView& view) {
  if (!eligible(view)) return false;
  const DecisionKind kind = kind_of(view);
  return view.legal.contains(Action::close()) || kind == DecisionKind::FirstLead ||
         kind == DecisionKind::Lead;
}

std::vector<Action> playout_candidates(const SeatView& view, const ai::Evaluation& pimc, int top) {
  std::vector<Action> all = ai::candidate_actions(view.legal);
  std::vector<std::pair<double, Action>> ranked;
  for (Action a : all) {
    const ai::ActionEstimate* e = pimc.find(a);
    if (!e) return all;
    ranked.emplace_back(a == pimc.choice ? 1e9 : e->value, a);
  }
  std::stable_sort(ranked.begin(), ranked.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<Action> out;
  for (const auto& [value, a] : ranked)
    if (static_cast<int>(out.size()) < top || a == Action::close()) out.push_back(a);
  return out;
}

PlayoutPlayer::PlayoutPlayer(std::string name, PlayoutChoice settings, std::uint64_t seed,
                             int threads)
    : name_(std::move(name)),
      settings_(std::move(settings)),
      seed_(seed),
      base_("pimc", settings_by_work("pimc"), threads),
      pool_(std::clamp(threads, 1, ai::kMaxDecisionThreads)) {
  for (int w = 0; w < pool_.size(); ++w) playout_.push_back(continuation(settings_, seed));
}

bool PlayoutPlayer::gated(const SeatView& view, const std::vector<Action>& candidates) const {
  if (!takes_over(view) || candidates.size() < 2) return false;
  if (view.tricks[0] + view.tricks[1] < settings_.from_trick) return false;
  std::vector<double> values;
  for (Action a : candidates)
    if (const ai::ActionEstimate* e = base_.last_evaluation().find(a)) values.push_back(e->value);
  if (values.size() < 2) return true;  // no estimates to gate by
  std::sort(values.begin(), values.end(), std::greater<>());
  return values[0] - values[1] <= settings_.margin;
}

void PlayoutPlayer::play_out(const SeatView& view, const std::vector<Action>& actions,
                             const std::vector<std::size_t>& alive,
                             const std::vector<ai::World>& worlds, std::size_t begin,
                             std::size_t end, std::vector<std::vector<int>>& results) {
  const std::size_t span = end - begin;
  std::vector<int> out(alive.size() * span);
  std::atomic<std::size_t> next{0};
  pool_.run([&](int worker) {
    for (std::size_t t = next++; t < out.size(); t = next++) {
      const Action a = actions[alive[t / span]];
      HandState s = ai::build_world(view, worlds[begin + t % span]);
      s.apply_legal(a);
      std::vector<SeatAction> history = view.history;
      history.push_back({view.seat, a});
      out[t] = playout_[worker].play(s, std::move(history), view.seat, settings_.exact_at_close);
    }
  });
  for (std::size_t t = 0; t < out.size(); ++t) results[alive[t / span]].push_back(out[t]);
  playouts_ += out.size();
}

namespace {

long sum_of(const std::vector<int>& r) { return std::accumulate(r.begin(), r.end(), 0L); }

// The candidate with the best sum so far, the earliest on ties (pimc's choice is the first).
std::size_t leader(const std::vector<std::vector<int>>& results,
                   const std::vector<std::size_t>& alive) {
  std::size_t best = alive.front();
  for (std::size_t a : alive)
    if (sum_of(results[a]) > sum_of(results[best])) best = a;
  return best;
}

// The candidates whose paired difference to the leader is within `z` standard errors.
std::vector<std::size_t> survivors(const std::vector<std::vector<int>>& results,
                                   const std::vector<std::size_t>& alive, double z) {
  const std::size_t lead = leader(results, alive);
  std::vector<std::size_t> out;
  for (std::size_t a : alive) {
    const std::size_t count = results[a].size();
    const double n = static_cast<double>(count);
    double mean = 0, squares = 0;
    for (std::size_t k = 0; k < count; ++k) {
      const double d = results[lead][k] - results[a][k];
      mean += d, squares += d * d;
    }
    mean /= n;
    const double var = count > 1 ? (squares - n * mean * mean) / (n - 1) : 0;
    // The spread at least a game point: a few equal differences are no certainty.
    if (a == lead || mean <= z * std::sqrt(std::max(var, 1.0) / n)) out.push_back(a);
  }
  return out;
}

}  // namespace

Action PlayoutPlayer::choose(const SeatView& view, const ai::MatchInfo& match) {
  const Action pimc = base_.choose(view, match);
  if (!takes_over(view)) return pimc;
  const std::vector<Action> actions =
      playout_candidates(view, base_.last_evaluation(), settings_.top);
  if (!gated(view, actions)) return pimc;
  // The worlds: from this seat's information and the hand's public history, and the seed.
  const Position position = position_of(view, {7, 7}, true);
  const std::vector<ai::World> worlds = decision_worlds(
      view, seed_ ^ information_hash(position) ^ history_hash(position), settings_.worlds);
  std::vector<std::vector<int>> results(actions.size());
  std::vector<std::size_t> alive(actions.size());
  std::iota(alive.begin(), alive.end(), 0);
  const std::size_t batch =
      settings_.race_z > 0 ? static_cast<std::size_t>(settings_.batch) : worlds.size();
  for (std::size_t begin = 0; begin < worlds.size() && alive.size() > 1; begin += batch) {
    play_out(view, actions, alive, worlds, begin, std::min(begin + batch, worlds.size()), results);
    if (settings_.race_z > 0) alive = survivors(results, alive, settings_.race_z);
  }
  return actions[leader(results, alive)];
}

}  // namespace schnapsen::lab
