// Playing statistics kept beside the save: hands, Bummerls and matches won and lost by the
// player at this terminal, per opponent (AI level, "bot" or "human") and rule set.
//
// File format: one JSON object (stats.json), version 1:
//   {"schnapsen-stats": 1, "lines": [{"opponent": "hard", "rules": "soft", "hands_won": 3,
//    "hands_lost": 2, "bummerls_won": 1, "bummerls_lost": 0, "matches_won": 1,
//    "matches_lost": 0}, ...]}
// A Bummerl counts once whether or not it was a Schneider-Bummerl.
#pragma once

#include <compare>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/ai/json_fwd.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/match.hpp"

namespace schnapsen::game {

inline constexpr int kStatsFormatVersion = 1;

// Which table line a result belongs to.
struct StatsKey {
  std::string opponent;  // AI level, "bot" or "human"
  std::string rules;     // "soft" or "sharp"
  friend auto operator<=>(const StatsKey&, const StatsKey&) = default;
};

// Counts of one line, or a change to add to one.
struct StatsLine {
  long hands_won = 0;
  long hands_lost = 0;
  long bummerls_won = 0;
  long bummerls_lost = 0;
  long matches_won = 0;
  long matches_lost = 0;
  StatsLine& operator+=(const StatsLine& o);
  friend bool operator==(const StatsLine&, const StatsLine&) = default;
};

// The whole statistics file.
struct Stats {
  std::map<StatsKey, StatsLine> lines;
  void add(const StatsKey& key, const StatsLine& delta) { lines[key] += delta; }
  StatsLine total() const;
  friend bool operator==(const Stats&, const Stats&) = default;
};

// The line key for a match: the opponent of seat `me` and the match's rules.
StatsKey stats_key(const SavedMatch& match, int me);
// What a finished hand adds, seen from seat `me` (hands; Bummerls and matches when they ended).
StatsLine stats_delta(const HandOutcome& outcome, int me);

Json stats_to_json(const Stats& stats);
std::string print_stats(const Stats& stats);  // the file text: stats_to_json, pretty, "\n"
// Strict: wrong version, unknown or missing fields, negative or non-integer counts → error.
Expected<Stats, std::string> parse_stats(std::string_view text);
// A plain-text table for `schnapsen stats`: one row per line plus a total row.
std::string stats_table(const Stats& stats);

// What load_stats found: the statistics (empty when there were none or the file was bad) and a
// warning to show when the file was unreadable or corrupt (it is then moved aside).
struct LoadedStats {
  Stats stats;
  std::string warning;
};
LoadedStats load_stats(const std::filesystem::path& file);
// Adds `delta` to line `key` of the file, atomically (write_file_atomically). Returns a message
// to show when something went wrong (the corrupt-file warning, or why it could not be written);
// nullopt when all went well.
std::optional<std::string> update_stats(const std::filesystem::path& file, const StatsKey& key,
                                        const StatsLine& delta);

}  // namespace schnapsen::game
