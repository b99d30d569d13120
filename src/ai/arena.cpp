#include "schnapsen/ai/arena.hpp"

#include <atomic>
#include <climits>
#include <cmath>
#include <mutex>
#include <optional>
#include <thread>

#include "schnapsen/deal.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {
namespace {

struct PairResult {
  std::array<HandResult, 2> results;  // hand 0: a in seat 0; hand 1: a in seat 1
};

bool in_process(const std::string& name) { return name.rfind("cmd:", 0) != 0; }

std::uint64_t player_seed(std::uint64_t seed, int deal, int role) {
  return SplitMix64(arena_deal_seed(seed, deal) ^ (0xA5A5ull + static_cast<std::uint64_t>(role)))
      .next();
}

// Plays one hand; players[seat] takes that seat. Throws PlayerFailure on an illegal action.
HandResult play_hand(const Rules& rules, int dealer, const Deck& deck,
                     std::array<Player*, 2> players, int hand_id) {
  Hand hand(rules, dealer, deck);
  MatchInfo info;
  info.hand_id = hand_id;
  while (!hand.over()) {
    const int seat = hand.state().to_act();
    const SeatView view = hand.view(seat);
    const Action a = players[seat]->choose(view, info);
    if (auto err = hand.act(seat, a))
      throw PlayerFailure("player '" + players[seat]->name() + "' chose the illegal action '" +
                          to_string(a) + "': " + err->why);
  }
  for (int seat = 0; seat < 2; ++seat)
    players[seat]->hand_over(seat, hand.record(), hand.state().result(), info);
  return hand.state().result();
}

}  // namespace

std::uint64_t arena_deal_seed(std::uint64_t seed, int index) {
  SplitMix64 mix(seed * 0x100000001B3ull + static_cast<std::uint64_t>(index));
  return mix.next();
}

Expected<ArenaResult, std::string> run_arena(const ArenaSettings& settings,
                                             const std::function<void(int, int)>& progress) {
  if (settings.deals <= 0) return unexpected(std::string("the number of deals must be positive"));
  if (settings.threads <= 0) return unexpected(std::string("the thread count must be positive"));
  for (const std::string& name : {settings.a, settings.b}) {
    // Validate names up front (bots are not started until they are asked for a move).
    auto p = make_player(name, 0, settings.player_options);
    if (!p) return unexpected(p.error());
  }
  std::vector<PairResult> pairs(static_cast<std::size_t>(settings.deals));
  std::atomic<int> next{0};
  std::mutex mutex;
  int done = 0;
  std::optional<std::string> failure;
  std::atomic<bool> stop{false};

  auto worker = [&] {
    // Bots live for the worker's whole run; in-process players are made fresh for every deal
    // from a seed of that deal, so results never depend on how deals are split over threads.
    std::array<std::unique_ptr<Player>, 2> bots;
    const std::array<std::string, 2> names{settings.a, settings.b};
    try {
      for (int role = 0; role < 2; ++role)
        if (!in_process(names[role]))
          bots[role] = std::move(*make_player(names[role], 0, settings.player_options));
      int deal = 0;
      while (!stop && (deal = next++) < settings.deals) {
        std::array<std::unique_ptr<Player>, 2> fresh;
        std::array<Player*, 2> roles{};
        for (int role = 0; role < 2; ++role) {
          if (bots[role]) {
            roles[role] = bots[role].get();
          } else {
            fresh[role] = std::move(*make_player(
                names[role], player_seed(settings.seed, deal, role), settings.player_options));
            roles[role] = fresh[role].get();
          }
        }
        const Deck deck = shuffled_deck(arena_deal_seed(settings.seed, deal));
        const int dealer = deal % 2;
        PairResult& r = pairs[static_cast<std::size_t>(deal)];
        r.results[0] = play_hand(settings.rules, dealer, deck, {roles[0], roles[1]}, 2 * deal);
        r.results[1] = play_hand(settings.rules, dealer, deck, {roles[1], roles[0]}, 2 * deal + 1);
        std::lock_guard lock(mutex);
        ++done;
        if (progress) progress(done, settings.deals);
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(mutex);
      if (!failure) failure = e.what();
      stop = true;
    }
  };
  std::vector<std::thread> threads;
  const int n = std::min(settings.threads, settings.deals);
  for (int i = 1; i < n; ++i) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  if (failure) return unexpected(*failure);

  ArenaResult out;
  MatchSettings chain_settings;
  chain_settings.bummerls_to_lose = INT_MAX;
  Match chain(chain_settings, 0);  // indexed by player: 0 = a, 1 = b
  double sum = 0;
  double sum_sq = 0;
  for (std::size_t d = 0; d < pairs.size(); ++d) {
    int margin = 0;
    for (int h = 0; h < 2; ++h) {
      const HandResult& res = pairs[d].results[h];
      const int a_seat = h;  // hand 0: a sits in seat 0; hand 1: seat 1
      const int winner = res.winner == a_seat ? 0 : 1;
      ArenaSide& w = winner == 0 ? out.a : out.b;
      w.game_points += res.game_points;
      ++w.hands_won;
      margin += outcome(res, a_seat);
      HandResult by_player = res;
      by_player.winner = static_cast<std::int8_t>(winner);
      const HandOutcome o = chain.record_hand(by_player);
      if (o.bummerl_over) {
        ++w.bummerls_won;
        (winner == 0 ? out.b : out.a).bummerls_chalked += o.bummerls_chalked;
      }
      ++out.hands;
    }
    out.pair_margins.push_back(margin);
    sum += margin;
    sum_sq += static_cast<double>(margin) * margin;
  }
  const double k = static_cast<double>(pairs.size());
  const double mean = sum / k;
  const double var = k > 1 ? (sum_sq - k * mean * mean) / (k - 1) : 0;
  out.margin_per_hand = mean / 2;
  out.ci95 = 1.96 * std::sqrt(std::max(var, 0.0) / k) / 2;
  return out;
}

}  // namespace schnapsen::ai
