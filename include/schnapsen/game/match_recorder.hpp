// What a session keeps of its matches: the write-ahead save (under the state directory's lock),
// the statistics and the history, every finished hand recorded in both exactly once. The session
// (session.hpp) plays; the recorder keeps.
//
// A finished hand is recorded at the commit of the step that ends it, before the save. Writing
// may fail (a full disk): the hand then waits here and is retried at every commit until both the
// statistics and the history hold it, so a hand that ended while nothing could be written is
// counted, once, when writing works again.
#pragma once

#include <array>
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "schnapsen/game/controller.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/game/session_lock.hpp"
#include "schnapsen/game/stats.hpp"

namespace schnapsen::game {

// What the player is told about saving: whether quitting now keeps the match for --resume
// (the save holds it as it stands), and a line about saving or statistics ("" none).
struct SaveStatus {
  bool saved = false;
  std::string warning;
};

class MatchRecorder {
 public:
  // Keeps nothing (no state directory).
  MatchRecorder() = default;
  // Keeps statistics and history in `records_dir`, but no save (a separate match).
  explicit MatchRecorder(const std::filesystem::path& records_dir);
  // Keeps the save of `lock`'s directory too, and remembers the save as it is now (for
  // restore_previous_save). Removes temporary files a process killed mid-write left.
  MatchRecorder(SessionLock lock, const std::filesystem::path& records_dir);

  // The save as the recorder found it (a rejected one is moved aside); a match loaded is the
  // one saved, until a new match's first commit replaces it.
  LoadedSave load();
  // The match `match_id` between `seats` at the table `look` as it stands after a step of `c`,
  // its deal kept with `deal_proof` (SavedMatch::deal_proof): a hand just finished is recorded,
  // the match saved. Returns whether the step is saved, with what failed ("").
  SaveStatus commit(const Controller& c, const std::array<SeatSetup, 2>& seats,
                    const std::string& match_id, const SavedLook& look = {},
                    const std::string& deal_proof = {});
  // The match is over for good: the save goes; an error says why it did not.
  std::optional<std::string> remove_save();
  // Puts back the save the recorder found (or removes a new one): a new match whose opponent
  // never played must not replace the saved match.
  void restore_previous_save();
  // A match ended: the save found is no longer there to restore.
  void forget_previous_save() { previous_save_.reset(); }

  // True while the save holds a match that `--resume` goes on with.
  bool match_saved() const { return match_saved_; }
  // The match as the current one was last committed (saved or not): where a resumed match whose
  // opponent failed stands. Forgotten when a match begins.
  const std::optional<SavedMatch>& committed() const { return committed_; }
  void begin_match() { committed_.reset(); }
  const std::optional<std::filesystem::path>& stats_file() const { return stats_file_; }

 private:
  // Takes the state directory's lock again if it was removed (e.g. the directory deleted);
  // when another process has taken it meanwhile, stops saving and says why in `problems`.
  void keep_lock(std::vector<std::string>& problems);
  // Queues the hand `s` just finished (its outcome from `c`) unless it is queued or recorded.
  void queue_finished_hand(const Controller& c, const SavedMatch& s);
  // Writes the finished hands not yet recorded into the statistics and the history, oldest
  // first; what failed stays for the next commit and is said in `problems`.
  void record_finished_hands(std::vector<std::string>& problems);

  std::optional<SaveStore> store_;  // none: nothing is saved
  std::optional<std::filesystem::path> stats_file_;
  std::optional<std::filesystem::path> records_dir_;  // the statistics' and the history's
  std::optional<SessionLock> lock_;
  std::optional<std::string> previous_save_;  // the save file's text when the recorder began
  std::optional<SavedMatch> committed_;
  bool match_saved_ = false;
  struct UnrecordedHand {
    SavedMatch hand;  // as committed when it ended
    StatsLine delta;
    std::chrono::system_clock::time_point finished;
    bool in_stats = false;
    bool in_history = false;
  };
  std::vector<UnrecordedHand> unrecorded_;
  std::string last_recorded_;  // "<match id>/<hands before it>" of the last hand recorded
};

}  // namespace schnapsen::game
