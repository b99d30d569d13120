// Advice by averaging perfect-information values over the worlds a seat can imagine.
#include "schnapsen/game/advice.hpp"

#include <memory>

#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"

namespace schnapsen::game {

Advice advise(const SeatView& view, ai::Solver& solver, int max_worlds, std::uint64_t seed) {
  const ai::HiddenInfo info = ai::hidden_info(view);
  std::vector<ai::World> worlds;
  if (info.stock_count == 0 &&
      ai::count_opponent_hands(info) <= static_cast<std::uint64_t>(max_worlds)) {
    for (CardSet hidden : ai::enumerate_opponent_hands(info))
      worlds.push_back(ai::world_with_hand(info, hidden));
  } else {
    SplitMix64 rng(seed);
    for (int i = 0; i < max_worlds; ++i) worlds.push_back(ai::sample_world(info, rng));
  }
  std::vector<double> total(static_cast<std::size_t>(view.legal.size()), 0.0);
  for (const ai::World& world : worlds) {
    const HandState state = ai::build_world(view, world);
    for (const ai::ActionValue& v : solver.action_values(state)) {
      for (int i = 0; i < view.legal.size(); ++i)
        if (view.legal[i] == v.action) total[static_cast<std::size_t>(i)] += v.value;
    }
  }
  Advice best;
  best.worlds = static_cast<int>(worlds.size());
  for (int i = 0; i < view.legal.size(); ++i) {
    const double mean = worlds.empty() ? 0.0 : total[static_cast<std::size_t>(i)] / best.worlds;
    if (i == 0 || mean > best.expected) {
      best.action = view.legal[i];
      best.expected = mean;
    }
  }
  return best;
}

std::function<Advice(const SeatView&)> make_advisor(std::uint64_t seed) {
  auto search = std::make_shared<ai::SearchPlayer>(ai::Level::Medium, seed);
  auto solver = std::make_shared<ai::Solver>();
  return [search, solver, seed](const SeatView& view) {
    Advice advice;
    advice.action = search->choose(view, ai::MatchInfo{});
    for (const ai::ActionEstimate& e : search->last_estimates()) {
      if (e.action == advice.action) {
        advice.expected = e.value;
        advice.worlds = 1;
      }
    }
    if (advice.worlds == 0) {  // a forced or rule-of-thumb move: value it by sampled worlds
      const Advice valued = advise(view, *solver, 16, seed);
      advice.expected = valued.expected;
      advice.worlds = valued.worlds;
    }
    return advice;
  };
}

}  // namespace schnapsen::game
