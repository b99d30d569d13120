// The play-out player (playout_player.hpp).
#include "schnapsen/lab/playout_player.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <stdexcept>
#include <utility>

#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/lab/regret_map.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::lab {
namespace {

ai::SearchSettings base_settings() {
  ai::SearchSettings s = ai::level_settings("pimc");
  s.cpu_net_ms = 0;  // decisions bounded by work alone
  return s;
}

Playout continuation(const PlayoutChoice& c, std::uint64_t seed) {
  if (c.continuation == "pimc") {
    ai::SearchSettings s = default_playout();
    s.phase_one_worlds = c.playout_worlds;
    return Playout(s);
  }
  std::unique_ptr<ai::Player> player = ai::make_level(c.continuation, seed);
  if (!player) throw std::invalid_argument("no level '" + c.continuation + "' to play out with");
  return Playout(std::move(player), default_playout().tt_bytes);
}

}  // namespace

Expected<PlayoutChoice, std::string> parse_playout_spec(std::string_view spec) {
  const std::string_view k = spec.substr(kPlayoutPrefix.size());
  PlayoutChoice out;
  const auto [end, err] = std::from_chars(k.data(), k.data() + k.size(), out.worlds);
  if (err != std::errc() || end != k.data() + k.size() || out.worlds < 2 || out.worlds > 256)
    return unexpected("player '" + std::string(spec) +
                      "': expected playout:K with K the worlds per decision, 2 to 256");
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
      base_("pimc", base_settings(), threads),
      pool_(std::clamp(threads, 1, ai::kMaxDecisionThreads)) {
  for (int w = 0; w < pool_.size(); ++w) playout_.push_back(continuation(settings_, seed));
}

std::vector<int> PlayoutPlayer::play_out(const SeatView& view, const std::vector<Action>& actions,
                                         const std::vector<ai::World>& worlds) {
  std::vector<int> out(actions.size() * worlds.size());
  std::atomic<std::size_t> next{0};
  pool_.run([&](int worker) {
    for (std::size_t t = next++; t < out.size(); t = next++) {
      const Action a = actions[t / worlds.size()];
      HandState s = ai::build_world(view, worlds[t % worlds.size()]);
      s.apply_legal(a);
      std::vector<SeatAction> history = view.history;
      history.push_back({view.seat, a});
      out[t] = playout_[worker].play(s, std::move(history), view.seat);
    }
  });
  playouts_ += out.size();
  return out;
}

Action PlayoutPlayer::choose(const SeatView& view, const ai::MatchInfo& match) {
  const Action pimc = base_.choose(view, match);
  if (!takes_over(view)) return pimc;
  const std::vector<Action> actions =
      playout_candidates(view, base_.last_evaluation(), settings_.top);
  if (actions.size() < 2) return pimc;
  // The worlds: from this seat's information and the hand's public history, and the seed.
  const Position position = position_of(view, {7, 7}, true);
  const std::vector<ai::World> worlds = decision_worlds(
      view, seed_ ^ information_hash(position) ^ history_hash(position), settings_.worlds);
  const std::vector<int> results = play_out(view, actions, worlds);
  Action best = pimc;
  long best_sum = 0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    long sum = 0;
    for (std::size_t k = 0; k < worlds.size(); ++k) sum += results[i * worlds.size() + k];
    // pimc's choice is played out first; another action must beat it.
    if (i == 0 || sum > best_sum) best = actions[i], best_sum = sum;
  }
  return best;
}

}  // namespace schnapsen::lab
