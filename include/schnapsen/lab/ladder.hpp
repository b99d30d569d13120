// A ladder: every pair of several players in duplicate arena runs on the same deals, and one
// rating per player fitted from all pairs (Bradley-Terry on game points, Elo scale; docs/ai.md).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "schnapsen/lab/arena.hpp"

namespace schnapsen::lab {

struct LadderSettings {
  std::vector<std::string> players;  // at least two, no repeats
  int deals = 100;                   // per pair
  std::uint64_t seed = 1;            // the same deals for every pair
  Rules rules = Rules::soft();
  int threads = 1;
  bots::PlayerOptions player_options;
  DecisionSink decisions;  // every pair's records, pair by pair (its `pair` is set per pair)
};

struct LadderPair {
  int a = 0;  // indices into LadderResult::players
  int b = 0;
  ArenaResult result;
};

struct LadderResult {
  std::vector<std::string> players;
  std::vector<LadderPair> pairs;  // (0,1), (0,2), ..., (1,2), ...
  std::vector<double> ratings;    // by player, Elo scale, mean 0
};

// Bradley-Terry strengths from a matrix of "wins" (points[i][j]: game points i took from j),
// by Hunter's MM iteration, on the Elo scale (400 log10 of the strength) with mean 0. `prior`
// adds that many points each way to every pair that met, so that a player who never lost a
// point still gets a finite rating. Pairs with no points at all do not link their players.
std::vector<double> fit_ratings(const std::vector<std::vector<double>>& points, double prior = 0.5);

// Progress: the pair being played (0-based), the pair count, and its arena progress.
using LadderProgress = std::function<void(int pair, int pairs, int done, int deals)>;

// Plays every pair (run_arena for each); errors: fewer than two players, a repeated or unknown
// name, or any arena error.
Expected<LadderResult, std::string> run_ladder(const LadderSettings& settings,
                                               const LadderProgress& progress = {});

}  // namespace schnapsen::lab
