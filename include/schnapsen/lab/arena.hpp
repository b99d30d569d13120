// Duplicate matches between two players: every deal is played twice with the seats swapped, so
// the luck of the cards cancels out; the margins per deal pair give a confidence interval.
// In Bummerl mode the unit is a whole Bummerl instead: the same sequence of deals is played
// twice with the seats swapped, each hand told the standing (MatchInfo), until one side has
// gone out from 7; that measures play for the Bummerl rather than for game points.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "schnapsen/bots/player_factory.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/lab/decision_record.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen::lab {

struct ArenaSettings {
  std::string a = "heuristic";
  std::string b = "random";
  int deals = 100;   // deal pairs: 2 * deals hands
  int bummerls = 0;  // Bummerl mode when positive: this many Bummerl pairs (deals is unused)
  std::uint64_t seed = 1;
  Rules rules = Rules::soft();
  int threads = 1;
  bots::PlayerOptions player_options;
  DecisionSink decisions;  // when set, one record per decision of either seat
};

struct ArenaSide {
  long game_points = 0;  // over all hands
  int hands_won = 0;
  int bummerls_won = 0;      // Bummerls this side won (the opponent chalked one or two up)
  int bummerls_chalked = 0;  // Bummerls chalked up to this side (R8.2 Schneider counts 2)
};

struct ArenaResult {
  int hands = 0;
  ArenaSide a, b;
  double margin_per_hand = 0;     // (game points of a - of b) per hand
  double ci95 = 0;                // half-width of the 95% confidence interval of that margin
  std::vector<int> pair_margins;  // a minus b over each deal's two hands, by deal
  // Hands won by the forehand (0, the dealer's opponent) and the dealer (1), by game points
  // (index 0: one point ... 2: three points): the hand-outcome frequencies of bummerl_odds.hpp.
  std::array<std::array<int, 3>, 2> wins_by_role{};
  // Bummerl mode: the Bummerls played (2 per pair), a's share of them and the 95% interval of
  // that share from the per-pair results.
  int bummerls = 0;
  double a_bummerl_share = 0;
  double bummerl_ci95 = 0;
};

// The deck of deal `index` of a run with `seed` (shuffled_deck of a derived seed).
std::uint64_t arena_deal_seed(std::uint64_t seed, int index);

// Plays the run; `progress(done, total)` is called after each deal pair (from worker threads,
// one call at a time). Decision records go to settings.decisions pair by pair, in order; a
// worker does not run further ahead of the oldest unwritten pair than a few pairs per thread,
// so the records waiting for it stay few. The result does not depend on the thread count,
// except with cmd: players whose own behaviour depends on the order of hands. Errors: a bad
// player name, a bot failure, an illegal action or a failed write of the records; then
// `partial`, when given, receives the results of the deal (or Bummerl) pairs finished before
// the failure (hands 0 when none was).
Expected<ArenaResult, std::string> run_arena(const ArenaSettings& settings,
                                             const std::function<void(int, int)>& progress = {},
                                             ArenaResult* partial = nullptr);

}  // namespace schnapsen::lab
