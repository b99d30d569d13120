#include "schnapsen/lab/arena.hpp"

#include <algorithm>
#include <atomic>
#include <climits>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/lab/cheat_players.hpp"
#include "schnapsen/lab/interval.hpp"
#include "schnapsen/lab/measurement_players.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::lab {
namespace {

struct PairResult {
  std::array<HandResult, 2> results;  // hand 0: a in seat 0; hand 1: a in seat 1
  int dealer = 0;                     // the seat dealing both hands
};

// One hand as the results need it: its result and its dealer (by seat).
struct PlayedHand {
  HandResult result;
  int dealer = 0;
};

// A Bummerl pair: side 0 with a in seat 0, side 1 with a in seat 1, on the same deals.
struct BummerlPair {
  std::array<std::vector<PlayedHand>, 2> hands;
  std::array<int, 2> loser{};    // seat that lost the Bummerl, by side
  std::array<int, 2> chalked{};  // 1, or 2 for a Schneider-Bummerl, by side
};

bool in_process(const std::string& name) { return name.rfind("cmd:", 0) != 0; }

std::uint64_t player_seed(std::uint64_t seed, int deal, int role) {
  return SplitMix64(arena_deal_seed(seed, deal) ^ (0xA5A5ull + static_cast<std::uint64_t>(role)))
      .next();
}

// Where the records of a hand's decisions go: nowhere when `out` is null.
struct HandLog {
  std::string* out = nullptr;
  DecisionOrigin origin;
};

// Plays one hand; players[seat] takes that seat. Throws PlayerFailure on an illegal action.
HandResult play_hand(const Rules& rules, int dealer, const Deck& deck,
                     std::array<ai::Player*, 2> players, const ai::MatchInfo& info,
                     const HandLog& log = {}) {
  Hand hand(rules, dealer, deck);
  while (!hand.over()) {
    const int seat = hand.state().to_act();
    const SeatView view = hand.view(seat);
    // Only the cheating measurement players are shown the full state (cheat_players.hpp).
    if (auto* cheat = dynamic_cast<ClairvoyantPlayer*>(players[seat])) cheat->see(hand.state());
    const Action a = players[seat]->choose(view, info);
    // Made from the state the view was made from, kept once the action proved legal.
    const std::string record =
        log.out ? decision_record(log.origin, view, info, hand.state(), a) : std::string();
    if (auto err = hand.act(seat, a))
      throw ai::PlayerFailure("player '" + players[seat]->name() + "' chose the illegal action '" +
                              to_string(a) + "': " + err->why);
    if (log.out) *log.out += record;
  }
  for (int seat = 0; seat < 2; ++seat)
    players[seat]->hand_over(seat, hand.record(), hand.state().result(), info);
  return hand.state().result();
}

ai::MatchInfo fresh_match(int hand_id) {
  ai::MatchInfo info;
  info.hand_id = hand_id;
  return info;
}

// The deck of hand `hand` of Bummerl `index`.
Deck bummerl_deck(std::uint64_t seed, int index, int hand) {
  return shuffled_deck(arena_deal_seed(seed ^ 0xB0BBE41ull, index * 16 + hand));
}

// Plays Bummerl `index` once, players[seat] in each seat, telling every hand the standing.
void play_bummerl(const ArenaSettings& settings, int index, std::array<ai::Player*, 2> players,
                  BummerlPair& out, int side, HandLog log) {
  Match match(MatchSettings{}, index % 2);
  while (!match.over()) {
    ai::MatchInfo info;
    info.points = {match.points(0), match.points(1)};
    info.bummerls = {match.bummerls(0), match.bummerls(1)};
    info.hand_id = match.hands_played();
    const int dealer = match.dealer();
    log.origin.hand = match.hands_played();
    const HandResult r =
        play_hand(settings.rules, dealer, bummerl_deck(settings.seed, index, match.hands_played()),
                  players, info, log);
    out.hands[side].push_back({r, dealer});
    const HandOutcome o = match.record_hand(r);
    if (o.bummerl_over) {
      out.loser[side] = 1 - o.winner;
      out.chalked[side] = o.bummerls_chalked;
    }
  }
}

// Counts a hand won by seat `winner` of a run in which a sits in seat `a_seat`.
void count_hand(ArenaResult& out, const PlayedHand& h, int a_seat) {
  const HandResult& res = h.result;
  ArenaSide& w = res.winner == a_seat ? out.a : out.b;
  w.game_points += res.game_points;
  ++w.hands_won;
  ++out.wins_by_role[res.winner == h.dealer ? 1 : 0][res.game_points - 1];
  ++out.hands;
}

// Mean and 95% half-width of `xs`.
std::pair<double, double> mean_ci95(const std::vector<int>& xs) {
  double sum = 0;
  double sum_sq = 0;
  for (int x : xs) {
    sum += x;
    sum_sq += static_cast<double>(x) * x;
  }
  const double k = static_cast<double>(xs.size());
  return {sum / k, ci95_half_width(k, sum, sum_sq)};
}

ArenaResult bummerl_results(const std::vector<BummerlPair>& pairs) {
  ArenaResult out;
  std::vector<int> a_wins;  // Bummerls a won in each pair: 0, 1 or 2
  for (const BummerlPair& p : pairs) {
    int margin = 0;
    int wins = 0;
    for (int side = 0; side < 2; ++side) {
      const int a_seat = side;
      for (const PlayedHand& h : p.hands[side]) {
        count_hand(out, h, a_seat);
        margin += outcome(h.result, a_seat);
      }
      const bool a_won = p.loser[side] != a_seat;
      ArenaSide& w = a_won ? out.a : out.b;
      ++w.bummerls_won;
      (a_won ? out.b : out.a).bummerls_chalked += p.chalked[side];
      wins += a_won ? 1 : 0;
      ++out.bummerls;
    }
    out.pair_margins.push_back(margin);
    a_wins.push_back(wins);
  }
  const auto [gp_mean, gp_ci] = mean_ci95(out.pair_margins);
  const double hands_per_pair = static_cast<double>(out.hands) / static_cast<double>(pairs.size());
  out.margin_per_hand = gp_mean / hands_per_pair;
  out.ci95 = gp_ci / hands_per_pair;
  const auto [share, share_ci] = mean_ci95(a_wins);
  out.a_bummerl_share = share / 2;
  out.bummerl_ci95 = share_ci / 2;
  return out;
}

ArenaResult deal_results(const std::vector<PairResult>& pairs) {
  ArenaResult out;
  MatchSettings chain_settings;
  chain_settings.bummerls_to_lose = INT_MAX;
  Match chain(chain_settings, 0);  // indexed by player: 0 = a, 1 = b
  for (std::size_t d = 0; d < pairs.size(); ++d) {
    int margin = 0;
    const int dealer = pairs[d].dealer;
    for (int h = 0; h < 2; ++h) {
      const HandResult& res = pairs[d].results[h];
      const int a_seat = h;  // hand 0: a sits in seat 0; hand 1: seat 1
      const int winner = res.winner == a_seat ? 0 : 1;
      count_hand(out, {res, dealer}, a_seat);
      margin += outcome(res, a_seat);
      HandResult by_player = res;
      by_player.winner = static_cast<std::int8_t>(winner);
      const HandOutcome o = chain.record_hand(by_player);
      if (o.bummerl_over) {
        ++(winner == 0 ? out.a : out.b).bummerls_won;
        (winner == 0 ? out.b : out.a).bummerls_chalked += o.bummerls_chalked;
      }
    }
    out.pair_margins.push_back(margin);
  }
  const auto [mean, ci] = mean_ci95(out.pair_margins);
  out.margin_per_hand = mean / 2;
  out.ci95 = ci / 2;
  return out;
}

}  // namespace

std::uint64_t arena_deal_seed(std::uint64_t seed, int index) {
  SplitMix64 mix(seed * 0x100000001B3ull + static_cast<std::uint64_t>(index));
  return mix.next();
}

Expected<ArenaResult, std::string> run_arena(const ArenaSettings& settings,
                                             const std::function<void(int, int)>& progress,
                                             ArenaResult* partial) {
  if (settings.deals <= 0) return unexpected(std::string("the number of deals must be positive"));
  if (settings.bummerls < 0)
    return unexpected(std::string("the number of Bummerls must be positive"));
  if (settings.threads <= 0) return unexpected(std::string("the thread count must be positive"));
  for (const std::string& name : {settings.a, settings.b}) {
    // Validate names up front (bots are not started until they are asked for a move).
    auto p = make_measurement_player(name, 0, settings.player_options, Cheats::Allowed);
    if (!p) return unexpected(p.error());
  }
  const bool by_bummerl = settings.bummerls > 0;
  const int units = by_bummerl ? settings.bummerls : settings.deals;
  std::vector<PairResult> pairs(by_bummerl ? 0 : static_cast<std::size_t>(units));
  std::vector<BummerlPair> bummerl_pairs(by_bummerl ? static_cast<std::size_t>(units) : 0);
  std::atomic<int> next{0};
  std::mutex mutex;
  int done = 0;
  std::optional<std::string> failure;
  std::atomic<bool> stop{false};
  std::vector<char> finished(static_cast<std::size_t>(units), 0);  // by unit, under `mutex`
  // Decision records: each unit's in a string of its own, written in unit order. A worker waits
  // before it starts a unit more than `window` units past the oldest unwritten one, so at most
  // that many units' records wait in `unwritten` (a slow deal cannot pile up the others').
  const bool recording = static_cast<bool>(settings.decisions);
  const int window = 4 * std::max(settings.threads, 1);
  std::map<int, std::string> unwritten;  // by unit, under `mutex`
  int next_to_write = 0;                 // under `mutex`
  std::condition_variable written;

  auto worker = [&] {
    // Bots live for the worker's whole run; in-process players are made fresh for every unit
    // from a seed of that unit, so results never depend on how units are split over threads.
    std::array<std::unique_ptr<ai::Player>, 2> bots;
    const std::array<std::string, 2> names{settings.a, settings.b};
    try {
      for (int role = 0; role < 2; ++role)
        if (!in_process(names[role]))
          bots[role] = std::move(
              *make_measurement_player(names[role], 0, settings.player_options, Cheats::Allowed));
      int unit = 0;
      while (!stop && (unit = next++) < units) {
        if (recording) {
          std::unique_lock lock(mutex);
          written.wait(lock, [&] { return stop || unit < next_to_write + window; });
          if (stop) break;
        }
        std::array<std::unique_ptr<ai::Player>, 2> fresh;
        std::array<ai::Player*, 2> roles{};
        for (int role = 0; role < 2; ++role) {
          if (bots[role]) {
            roles[role] = bots[role].get();
          } else {
            fresh[role] = std::move(
                *make_measurement_player(names[role], player_seed(settings.seed, unit, role),
                                         settings.player_options, Cheats::Allowed));
            roles[role] = fresh[role].get();
          }
        }
        std::string records;
        std::array<HandLog, 2> logs;  // by seating: a in seat 0, a in seat 1
        for (int seating = 0; seating < 2 && recording; ++seating) {
          HandLog& log = logs[static_cast<std::size_t>(seating)];
          log.out = &records;
          log.origin = {.a = settings.a,
                        .b = settings.b,
                        .pair = settings.decisions.pair,
                        .seed = settings.seed,
                        .bummerl_mode = by_bummerl,
                        .deal = unit,
                        .seating = seating};
        }
        if (by_bummerl) {
          BummerlPair& r = bummerl_pairs[static_cast<std::size_t>(unit)];
          play_bummerl(settings, unit, {roles[0], roles[1]}, r, 0, logs[0]);
          play_bummerl(settings, unit, {roles[1], roles[0]}, r, 1, logs[1]);
        } else {
          const Deck deck = shuffled_deck(arena_deal_seed(settings.seed, unit));
          PairResult& r = pairs[static_cast<std::size_t>(unit)];
          r.dealer = unit % 2;
          r.results[0] = play_hand(settings.rules, r.dealer, deck, {roles[0], roles[1]},
                                   fresh_match(2 * unit), logs[0]);
          r.results[1] = play_hand(settings.rules, r.dealer, deck, {roles[1], roles[0]},
                                   fresh_match(2 * unit + 1), logs[1]);
        }
        std::lock_guard lock(mutex);
        if (recording && !stop) {
          unwritten.emplace(unit, std::move(records));
          try {
            for (auto it = unwritten.begin(); it != unwritten.end() && it->first == next_to_write;
                 it = unwritten.erase(it), ++next_to_write)
              settings.decisions.write(it->second);
          } catch (const std::exception& e) {
            // The run fails here, under the lock: no other worker writes after a failed write.
            if (!failure) failure = e.what();
            stop = true;
            written.notify_all();
            break;
          }
          written.notify_all();
        }
        finished[static_cast<std::size_t>(unit)] = 1;
        ++done;
        if (progress) progress(done, units);
      }
    } catch (const std::exception& e) {
      std::lock_guard lock(mutex);
      if (!failure) failure = e.what();
      stop = true;
      written.notify_all();
    }
  };
  std::vector<std::thread> threads;
  const int n = std::min(settings.threads, units);
  for (int i = 1; i < n; ++i) threads.emplace_back(worker);
  worker();
  for (auto& t : threads) t.join();
  if (failure) {
    if (partial) {  // what was finished is not lost with the failure
      *partial = ArenaResult{};
      std::vector<PairResult> done_pairs;
      std::vector<BummerlPair> done_bummerls;
      for (std::size_t u = 0; u < finished.size(); ++u) {
        if (!finished[u]) continue;
        if (by_bummerl)
          done_bummerls.push_back(bummerl_pairs[u]);
        else
          done_pairs.push_back(pairs[u]);
      }
      if (!done_bummerls.empty()) *partial = bummerl_results(done_bummerls);
      if (!done_pairs.empty()) *partial = deal_results(done_pairs);
    }
    return unexpected(*failure);
  }
  return by_bummerl ? bummerl_results(bummerl_pairs) : deal_results(pairs);
}

}  // namespace schnapsen::lab
