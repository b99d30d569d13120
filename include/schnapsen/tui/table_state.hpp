// What the live table shows, kept from the game's events alone: the log, the trick on the table,
// the last trick (soft rules, until the next card), the snapshot of the last event and, after a
// hand, its Bummerl points. No terminal: the front end draws it as a TableModel.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "schnapsen/game/events.hpp"
#include "schnapsen/tui/table_view.hpp"

namespace schnapsen::tui {

class TableState {
 public:
  static constexpr std::size_t kLogSize = 500;  // whole hands, several: PgUp scrolls back

  // `trick_kept`: a finished trick stays in view (soft, R9.2); else it is turned face down.
  explicit TableState(bool trick_kept) : trick_kept_(trick_kept) {}

  // An event: its log line (`line`) and what it changes on the table. A past event (a resumed
  // hand shown again) leaves the snapshot alone: the hand's present one follows (`resume`).
  void apply(const game::GameEvent& e, std::string line, bool past = false);
  // The table of a resumed hand, after its past events.
  void resume(const game::TableSnapshot& now) { shown_ = now; }
  // After a won trick has been shown: kept as the last trick (soft) or turned face down, its
  // cards' lines taken out of the log (sharp; the first time, the log says why).
  void take_trick();
  // The end-of-hand box is up: no trick on the table.
  void clear_trick();
  void log(std::string line);

  // The model with every table fact filled in for `bottom_seat`; nullopt before the first
  // event (nothing to show).
  std::optional<TableModel> model(int bottom_seat) const;

  const std::string& last_line() const { return log_.back(); }
  int log_scroll() const { return log_scroll_; }
  void scroll_log(int scroll) { log_scroll_ = scroll; }
  // The trick on the table now.
  const TrickShown& trick() const { return trick_; }
  // The trick just taken, while it may be looked at again (soft, until the next card).
  const std::optional<TrickShown>& last_trick() const { return last_trick_; }

 private:
  // A seat's move was taken back: the log and the trick as they were before it.
  void take_back(const game::GameEvent& e);

  bool trick_kept_;
  std::deque<std::string> log_;
  std::uint64_t logged_ = 0;                // lines ever logged: the newest is number logged_ - 1
  std::vector<std::uint64_t> trick_lines_;  // the numbers of the trick's card lines, in order
  std::array<std::vector<std::uint64_t>, 2> moves_;  // the numbers of each seat's move lines
  int log_scroll_ = 0;                               // lines scrolled back from the newest
  TrickShown trick_;
  std::optional<TrickShown> last_trick_;
  std::optional<game::TableSnapshot> shown_;        // the table as the last event left it
  std::optional<std::array<int, 2>> shown_points_;  // after a hand: its Bummerl points
  bool face_down_told_ = false;  // sharp: the log has said why a taken trick's cards leave it
};

}  // namespace schnapsen::tui
