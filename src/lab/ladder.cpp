#include "schnapsen/lab/ladder.hpp"

#include "schnapsen/lab/measurement_players.hpp"

#include <algorithm>
#include <cmath>

namespace schnapsen::lab {

std::vector<double> fit_ratings(const std::vector<std::vector<double>>& points, double prior) {
  const std::size_t n = points.size();
  // n_ij: points played between i and j (with the prior), w_i: points i took in all.
  std::vector<std::vector<double>> games(n, std::vector<double>(n, 0.0));
  std::vector<double> wins(n, 0.0);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j) continue;
      const double met = points[i][j] + points[j][i];
      if (met <= 0) continue;
      games[i][j] = met + 2 * prior;
      wins[i] += points[i][j] + prior;
    }
  }
  std::vector<double> strength(n, 1.0);
  for (int iteration = 0; iteration < 10'000; ++iteration) {
    double change = 0;
    std::vector<double> next(n, 1.0);
    for (std::size_t i = 0; i < n; ++i) {
      double denominator = 0;
      for (std::size_t j = 0; j < n; ++j)
        if (games[i][j] > 0) denominator += games[i][j] / (strength[i] + strength[j]);
      next[i] = denominator > 0 && wins[i] > 0 ? wins[i] / denominator : strength[i];
    }
    // Fix the scale: geometric mean 1 (rating mean 0).
    double log_mean = 0;
    for (double s : next) log_mean += std::log(s);
    log_mean /= static_cast<double>(n);
    for (std::size_t i = 0; i < n; ++i) {
      next[i] /= std::exp(log_mean);
      change = std::max(change, std::abs(std::log(next[i] / strength[i])));
    }
    strength = next;
    if (change < 1e-12) break;
  }
  std::vector<double> ratings(n);
  for (std::size_t i = 0; i < n; ++i) ratings[i] = 400 * std::log10(strength[i]);
  return ratings;
}

Expected<LadderResult, std::string> run_ladder(const LadderSettings& settings,
                                               const LadderProgress& progress) {
  const auto& names = settings.players;
  if (names.size() < 2) return unexpected(std::string("a ladder needs at least two players"));
  for (std::size_t i = 0; i < names.size(); ++i) {
    for (std::size_t j = i + 1; j < names.size(); ++j)
      if (names[i] == names[j]) return unexpected("player '" + names[i] + "' is listed twice");
    auto p = make_measurement_player(names[i], 0, settings.player_options);
    if (!p) return unexpected(p.error());
  }
  LadderResult out;
  out.players = names;
  const int n = static_cast<int>(names.size());
  const int pair_count = n * (n - 1) / 2;
  std::vector<std::vector<double>> points(names.size(), std::vector<double>(names.size(), 0.0));
  for (int a = 0; a < n; ++a) {
    for (int b = a + 1; b < n; ++b) {
      ArenaSettings arena;
      arena.a = names[static_cast<std::size_t>(a)];
      arena.b = names[static_cast<std::size_t>(b)];
      arena.deals = settings.deals;
      arena.seed = settings.seed;
      arena.rules = settings.rules;
      arena.threads = settings.threads;
      arena.player_options = settings.player_options;
      const int index = static_cast<int>(out.pairs.size());
      arena.decisions = settings.decisions;
      arena.decisions.pair = index;
      auto result = run_arena(arena, [&](int done, int total) {
        if (progress) progress(index, pair_count, done, total);
      });
      if (!result) return unexpected(arena.a + " vs " + arena.b + ": " + result.error());
      points[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
          static_cast<double>(result->a.game_points);
      points[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] =
          static_cast<double>(result->b.game_points);
      out.pairs.push_back({a, b, std::move(*result)});
    }
  }
  out.ratings = fit_ratings(points);
  return out;
}

}  // namespace schnapsen::lab
