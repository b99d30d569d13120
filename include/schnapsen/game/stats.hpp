// Playing statistics kept beside the save: hands, Bummerls and matches won and lost by the
// player at this terminal, per opponent (AI level, "bot" or "human") and rule set.
//
// File format: one JSON object (stats.json), version 2:
//   {"schnapsen-stats": 2, "lines": [{"opponent": "master", "rules": "soft", "hands_won": 3,
//    "hands_lost": 2, "bummerls_won": 1, "bummerls_lost": 0, "matches_won": 1,
//    "matches_lost": 0}, ...], "counted": [{"match": "3f9c2a7d11e04b6a", "hands": 4}, ...]}
// "counted" says how many hands of each recent match are in the lines (the most recent match
// last, at most kMaxCountedMatches), so a hand is counted exactly once however often a killed
// match is resumed. Version 1 files (no "counted") are read too.
// A Schneider-Bummerl counts as the two Bummerls it chalks up, as the table says.
#pragma once

#include <compare>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/json_fwd.hpp"
#include "schnapsen/match.hpp"

namespace schnapsen::game {

inline constexpr int kStatsFormatVersion = 2;
inline constexpr std::size_t kMaxCountedMatches = 64;

// The statistics line of a player at another terminal (network play) is its name after this.
inline constexpr std::string_view kRemoteStatsPrefix = "net ";

// Which table line a result belongs to.
struct StatsKey {
  std::string opponent;  // AI level, "bot", "human" or "net <name>"
  std::string rules;     // the rules line: preset and differing options, "sharp meld-leads-king=no"
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

// Hands of one match already counted in the lines.
struct CountedMatch {
  std::string match;  // SavedMatch::match_id
  int hands = 0;      // hands 0 .. hands-1 are counted
  friend bool operator==(const CountedMatch&, const CountedMatch&) = default;
};

// The whole statistics file.
struct Stats {
  std::map<StatsKey, StatsLine> lines;
  std::vector<CountedMatch> counted;  // oldest first
  void add(const StatsKey& key, const StatsLine& delta) { lines[key] += delta; }
  // Hands of `match` counted so far (0 when unknown).
  int counted_hands(const std::string& match) const;
  // Adds the delta of hand `hand_index` (0-based) of `match` unless that hand was counted
  // already; true when added. Keeps the most recent kMaxCountedMatches matches.
  bool count_hand(const std::string& match, int hand_index, const StatsKey& key,
                  const StatsLine& delta);
  StatsLine total() const;
  friend bool operator==(const Stats&, const Stats&) = default;
};

// The line key for a match: the opponent of seat `me` and the match's rules.
StatsKey stats_key(const SavedMatch& match, int me);
// What a finished hand adds, seen from seat `me` (hands; Bummerls and matches when they ended;
// a Schneider-Bummerl adds two Bummerls).
StatsLine stats_delta(const HandOutcome& outcome, int me);

Json stats_to_json(const Stats& stats);
std::string print_stats(const Stats& stats);  // the file text: stats_to_json, pretty, "\n"
// Strict: wrong version, unknown or missing fields, negative or non-integer counts → error.
Expected<Stats, std::string> parse_stats(std::string_view text);
// The share won in whole per cent, rounded ("57%" for 4-3, "43%" for 3-4, so that two sides'
// shares add up), "100%" and "0%" only when nothing was lost or won; "-" for none played.
std::string won_share(long won, long lost);
// A plain-text table for `schnapsen stats`: one row per line plus a total row.
std::string stats_table(const Stats& stats);

// The player's strength on the Elo scale of the AI ladder (ai::LevelInfo::rating of the hand's
// rule set; a retired level's name at the rating it had), fitted by maximum likelihood to the
// hands won and lost against each AI level (every rule set together):
// a hand against a level rated R is won with probability 1 / (1 + 10^((R - r) / 400)). Half a
// hand won and half a hand lost are added per level played, so a clean sweep stays finite.
struct PlayerRating {
  int rating = 0;
  long hands = 0;  // the hands against AI levels it rests on
};
// Below this many hands against AI levels the rating is shown as provisional.
inline constexpr long kSettledRatingHands = 30;
// nullopt before the first hand against an AI level (bots and people do not count).
std::optional<PlayerRating> player_rating(const Stats& stats);
// The statistics screen of the table and `schnapsen stats`: the table, then the rating line.
std::vector<std::string> stats_screen_lines(const Stats& stats);
// The screen's last line: the player's rating against the AI levels, or how to get one.
std::string rating_line(const Stats& stats);

// Reads the statistics without changing anything (for `schnapsen stats`): empty when there is
// no file; an error naming the file and the fault when it is unreadable or corrupt.
Expected<Stats, std::string> read_stats(const std::filesystem::path& file);

// What load_stats found: the statistics (empty when there were none or the file was bad) and a
// warning to show when the file was unreadable or corrupt (it is then moved aside, so that play
// can count again).
struct LoadedStats {
  Stats stats;
  std::string warning;
};
LoadedStats load_stats(const std::filesystem::path& file);
// Counts hand `hand_index` of match `match` (Stats::count_hand) in the file, atomically
// (write_file_atomically) and under an exclusive lock on "<file>.lock", so that two processes
// never lose each other's counts. Returns a message to show when something went wrong (the
// corrupt-file warning, or why it could not be written); nullopt when all went well, including
// when the hand had been counted before.
std::optional<std::string> count_hand(const std::filesystem::path& file, const std::string& match,
                                      int hand_index, const StatsKey& key, const StatsLine& delta);
// Removes the temporary files a writer killed mid-write left beside the statistics file, under
// the same lock as count_hand (so a write in progress in another process is never touched).
void remove_stale_stats_temp_files(const std::filesystem::path& file);

}  // namespace schnapsen::game
