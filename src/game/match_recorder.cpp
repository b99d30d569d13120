// The save, the statistics and the history of a session's matches (match_recorder.hpp).
#include "schnapsen/game/match_recorder.hpp"

#include <algorithm>

#include "schnapsen/game/history.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::game {

namespace {

// Which hand of which match `s` is: "<match id>/<hands played before it>".
std::string hand_key(const SavedMatch& s) {
  return s.match_id + "/" + std::to_string(s.hands_played);
}

// The match as it stands after a step of `c`, as the save keeps it.
SavedMatch saved_match(const Controller& c, const std::array<SeatSetup, 2>& seats,
                       const std::string& match_id, const SavedLook& look,
                       const std::string& deal_proof) {
  SavedMatch s;
  s.deal_proof = deal_proof;
  s.settings = c.config().match;
  s.seats = seats;
  s.seed = c.config().seed;
  s.match_id = match_id;
  s.look = look;
  const Match& at_deal = c.match_at_deal();
  s.hands_played = at_deal.hands_played();
  s.points = {at_deal.points(0), at_deal.points(1)};
  s.bummerls = {at_deal.bummerls(0), at_deal.bummerls(1)};
  s.hand = c.hand()->record();
  s.hand.action_lines.clear();
  s.taken_back = c.taken_back();
  return s;
}

}  // namespace

MatchRecorder::MatchRecorder(const std::filesystem::path& records_dir)
    : stats_file_(SaveStore(records_dir).stats_file()), records_dir_(records_dir) {}

MatchRecorder::MatchRecorder(SessionLock lock, const std::filesystem::path& records_dir)
    : MatchRecorder(records_dir) {
  store_.emplace(lock.dir());
  lock_.emplace(std::move(lock));
  remove_stale_temp_files(store_->save_file());  // left by a process killed mid-write
  remove_stale_stats_temp_files(*stats_file_);
  if (auto text = read_file(store_->save_file(), kMaxSaveBytes, Symlinks::Refuse))
    previous_save_ = std::move(*text);
}

LoadedSave MatchRecorder::load() {
  LoadedSave loaded = store_ ? store_->load() : LoadedSave{};
  match_saved_ = loaded.status == LoadedSave::Status::Loaded;
  return loaded;
}

SaveStatus MatchRecorder::commit(const Controller& c, const std::array<SeatSetup, 2>& seats,
                                 const std::string& match_id, const SavedLook& look,
                                 const std::string& deal_proof) {
  const SavedMatch s = saved_match(c, seats, match_id, look, deal_proof);
  committed_ = s;
  queue_finished_hand(c, s);
  std::vector<std::string> problems;
  keep_lock(problems);
  std::vector<std::string> recording;  // said after a failed save, which matters more
  record_finished_hands(recording);
  bool saved = false;  // this step is in the save: quitting now loses nothing
  if (store_) {
    if (auto err = store_->save(s))
      problems.push_back(tr(N_("saving failed: %s"), {*err}));
    else
      saved = match_saved_ = true;
  }
  problems.insert(problems.end(), recording.begin(), recording.end());
  return {saved, text::join(problems, "; ")};
}

std::optional<std::string> MatchRecorder::remove_save() {
  if (!store_) return std::nullopt;
  match_saved_ = false;
  return store_->remove();
}

void MatchRecorder::restore_previous_save() {
  if (!store_) return;
  if (previous_save_) {
    if (!write_file_atomically(store_->save_file(), *previous_save_)) match_saved_ = true;
  } else if (!store_->remove()) {
    match_saved_ = false;
  }
}

void MatchRecorder::keep_lock(std::vector<std::string>& problems) {
  if (!lock_ || lock_->still_held()) return;
  // The state directory (or its lock) was removed under us: take the lock again, so that a
  // second process cannot take one too and both write; if one already has, stop saving.
  auto again = SessionLock::acquire(lock_->dir());
  if (again) {
    lock_.emplace(std::move(*again));
    return;
  }
  lock_.reset();
  store_.reset();
  match_saved_ = false;
  problems.push_back(tr(N_("not saving any more: %s"), {again.error().message}));
}

void MatchRecorder::queue_finished_hand(const Controller& c, const SavedMatch& s) {
  // Once for the statistics and the history (each also keeps any hand once: the statistics
  // count by hand, history files are named after the match and the hand).
  const bool queued = std::any_of(unrecorded_.begin(), unrecorded_.end(),
                                  [&](const auto& u) { return hand_key(u.hand) == hand_key(s); });
  if (!c.last_outcome() || !(stats_file_ || store_) || queued || last_recorded_ == hand_key(s))
    return;
  StatsLine delta = stats_delta(*c.last_outcome(), 0);
  if (s.taken_back) delta.hands_won = delta.hands_lost = 0;  // not counted as won or lost
  unrecorded_.push_back({s, delta, std::chrono::system_clock::now()});
}

void MatchRecorder::record_finished_hands(std::vector<std::string>& problems) {
  bool stats_blocked = false;  // an older hand is not counted: later ones wait (counted in order)
  for (UnrecordedHand& u : unrecorded_) {
    if (!u.in_stats && !stats_blocked) {
      const std::optional<std::string> err =
          stats_file_ ? count_hand(*stats_file_, u.hand.match_id, u.hand.hands_played,
                                   stats_key(u.hand, 0), u.delta)
                      : std::nullopt;
      if (err) problems.push_back(tr(N_("statistics: %s"), {*err}));
      u.in_stats = !err;
      stats_blocked = !u.in_stats;
    }
    if (!u.in_history) {
      const std::optional<std::string> err =
          store_ ? HistoryStore(*records_dir_).add(u.hand, u.finished) : std::nullopt;
      if (err) problems.push_back(tr(N_("history: %s"), {*err}));
      u.in_history = !err;
    }
  }
  std::erase_if(unrecorded_, [this](const UnrecordedHand& u) {
    if (!u.in_stats || !u.in_history) return false;
    last_recorded_ = hand_key(u.hand);
    return true;
  });
}

}  // namespace schnapsen::game
