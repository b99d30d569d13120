// Saved matches: the match header plus the current hand's record, their text form, and the store
// that keeps one save on disk with atomic writes (files.hpp).
//
// File format (version 1): a hand record (docs/records.md) preceded by header lines that the record
// parser treats as comments, so `schnapsen replay match.save` reads the current hand unchanged:
//
//   # schnapsen-save 1
//   # rules soft
//   # bummerls-to-lose 1
//   # schneider-bummerl on
//   # seed 12345
//   # match-id 3f9c2a7d11e04b6a
//   # hands-played 3
//   # dealer 1
//   # points 5 7
//   # bummerls 0 0
//   # seat0-kind human
//   # seat0-level -
//   # seat0-name You
//   # seat1-kind ai
//   # seat1-level master
//   # seat1-name Computer
//   schnapsen-record 1
//   rules soft
//   dealer 1
//   deck ...
//   0 play Ah
//
// Every header key appears exactly once, before `schnapsen-record 1`; `match-id` (1 to 32
// characters of a-z, 0-9 and '-', naming the match for the statistics) may be missing in a save
// written before it existed, and is then "seed-<seed>". `taken-back yes` (after hands-played)
// marks a current hand in which a move was taken back; it is written only then. `table-language`
// ("de" or "en") and `table-suits` ("german" or "french") are the table the match is played at,
// for the resume; each is missing when not recorded (a save from before the keys). `deal-proof`
// (hex digits and spaces) is what a hosted match's dealer keeps of the current hand's deal. The
// header describes the match at the START of the current hand (points and Bummerls before its
// result), so a save whose hand is already over is well defined: the loader applies that hand's
// result. `rules` and `dealer` must agree with the record's lines; a value is the rest of the line
// (a name may hold spaces; a level is "-" when a seat has none).
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/expected.hpp"
#include "schnapsen/game/files.hpp"
#include "schnapsen/game/match_spec.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::game {

inline constexpr int kSaveFormatVersion = 1;
inline constexpr int kMaxBummerlsToLose = 99;

// The table a match is played at, in plain words (the game layer knows no table): its language
// ("de", "en") and card names ("german", "french"); "" where not recorded.
struct SavedLook {
  std::string language;
  std::string suits;
  friend bool operator==(const SavedLook&, const SavedLook&) = default;
};

// A match in progress: its header and the current hand's record (deal and actions so far).
struct SavedMatch {
  MatchSettings settings;
  std::array<SeatSetup, 2> seats;
  std::uint64_t seed = 0;      // the match seed the controller derives later deals from
  std::string match_id = "m";  // names the match: statistics count each of its hands once
  int hands_played = 0;        // hands finished before the current one
  std::array<int, 2> points{kBummerlStart, kBummerlStart};  // Bummerl points left, by seat
  std::array<int, 2> bummerls{};                            // Bummerls chalked up, by seat
  HandRecord hand;  // rules and dealer of the match live here too
  // A move of the current hand was taken back (`u`): the hand is not counted as won or lost.
  bool taken_back = false;
  SavedLook look;  // the table it is played at: a resume comes back to it
  // What the dealer keeps of the current hand's deal (a hosted match: the shares its deck was made
  // from, net/host_deal.hpp), as one line of hex digits and spaces; "" for any other match.
  std::string deal_proof;

  // The match as it stood when the current hand was dealt (Match::restore).
  Match match_at_deal() const;
  // The match it is: rules, settings, seats, seed; the first dealer is the current hand's.
  MatchSpec spec() const { return {hand.rules, settings, seats, seed, hand.dealer}; }
  friend bool operator==(const SavedMatch& a, const SavedMatch& b);
};

// Why a save could not be read.
struct SaveError {
  enum class Kind {
    Version,       // not a save, or another format version
    Malformed,     // missing, repeated or unknown keys, bad values, a bad record
    Inconsistent,  // well formed but impossible: illegal actions, points out of range, ...
  };
  Kind kind = Kind::Malformed;
  std::string message;  // one line, names the line or key when there is one
};

// The text of a save; parse_save(print_save(m)) gives m back (minus the record's line numbers).
std::string print_save(const SavedMatch& match);
// Strict: checks the form and then check_save(); the error says what is wrong.
Expected<SavedMatch, SaveError> parse_save(std::string_view text);
// The consistency check: settings, points and Bummerls in range, the match not already over,
// names pass clean_name, and the hand's actions replay legally. nullopt when consistent.
std::optional<SaveError> check_save(const SavedMatch& match);

// What SaveStore::load found.
struct LoadedSave {
  enum class Status { NoSave, Loaded, Rejected };
  Status status = Status::NoSave;
  std::optional<SavedMatch> match;  // when Loaded
  std::string message;              // when Rejected: why, and where the file was moved
  std::filesystem::path moved_to;   // when Rejected and moved aside successfully
};

// The one saved match of a user, kept in a state directory beside the statistics.
class SaveStore {
 public:
  explicit SaveStore(std::filesystem::path dir);
  const std::filesystem::path& dir() const { return dir_; }
  std::filesystem::path save_file() const { return dir_ / "match.save"; }
  std::filesystem::path stats_file() const { return dir_ / "stats.json"; }

  // Checks the match (check_save), creates the directory if needed and writes the save
  // atomically; an error message on failure (an inconsistent match, read-only directory, full
  // disk, ...): play goes on and the table shows it.
  std::optional<std::string> save(const SavedMatch& match) const;
  // Reads the save. An unreadable, other-version or inconsistent file is moved aside (never
  // deleted) and reported as Rejected, so a new match can be offered.
  LoadedSave load() const;
  // Removes the save (a match ended); no error when there is none.
  std::optional<std::string> remove() const;

 private:
  std::filesystem::path dir_;
};

}  // namespace schnapsen::game
