// The hand history: every finished hand of the player's matches, kept as a file of its own in
// the state directory's history/ folder (the last kMaxHistoryHands; older ones are dropped), so
// `schnapsen history` can list them and step through any of them with a review of each decision.
//
// A history file is the save of the hand's match at the moment the hand ended (save.hpp: the
// match header as the hand was dealt plus the hand's whole record) followed by one comment line
// with the time the hand ended:
//
//   # schnapsen-save 1
//   ...                      (the save, as print_save writes it)
//   # finished 2026-11-23T05:50:12Z
//
// so `schnapsen replay` reads a history file as it reads a save. The file is named after the
// match and the hand (`<match-id>-<hand number>.hand`, hand numbers from 1, four digits) and is
// never rewritten: a hand that is committed again after a resume is kept exactly once.
#pragma once

#include <chrono>
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/game/save.hpp"

namespace schnapsen::game {

inline constexpr std::size_t kMaxHistoryHands = 1000;

// One finished hand of the history.
struct HistoryEntry {
  std::filesystem::path file;
  SavedMatch hand;       // the match header as the hand was dealt, and the finished hand
  std::string finished;  // "2026-11-23T05:50:12Z", UTC; empty when the line is missing
};

// What HistoryStore::list found: the readable hands, newest first, and the files it skipped.
struct HistoryListing {
  std::vector<HistoryEntry> hands;
  std::vector<std::string> skipped;  // "<file>: <why>", for files that are not history hands
};

class HistoryStore {
 public:
  // `state_dir` is the directory of the save and statistics; the hands go to its history/.
  explicit HistoryStore(const std::filesystem::path& state_dir,
                        std::size_t max_hands = kMaxHistoryHands);
  const std::filesystem::path& dir() const { return dir_; }

  // Keeps `finished` (a save whose hand is over) unless its file exists already, then drops the
  // oldest hands beyond the limit. An error message on failure; nothing is half written.
  std::optional<std::string> add(const SavedMatch& finished,
                                 std::chrono::system_clock::time_point when) const;
  // Every hand in the folder, newest first (by the finished time, then the file name); a missing
  // folder is an empty history. An error only when the folder cannot be read at all.
  Expected<HistoryListing, std::string> list() const;

 private:
  std::filesystem::path dir_;
  std::size_t max_hands_;
};

// The file name a finished hand is kept under: "3f9c2a7d11e04b6a-0004.hand" for hand 4.
std::string history_file_name(const SavedMatch& finished);
// "2026-11-23T05:50:12Z".
std::string utc_timestamp(std::chrono::system_clock::time_point when);
// The result of a history hand in words, seen from seat 0: "won 2", "lost 1".
std::string history_result(const SavedMatch& finished);

}  // namespace schnapsen::game
