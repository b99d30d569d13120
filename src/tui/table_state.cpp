// The live table's state from the events (table_state.hpp).
#include "schnapsen/tui/table_state.hpp"

#include <algorithm>
#include <utility>

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

namespace {

// The events of a seat's moves: what a take-back undoes, the last of them first.
bool is_move(game::EventKind kind) {
  using game::EventKind;
  switch (kind) {
    case EventKind::Exchanged:
    case EventKind::Closed:
    case EventKind::Melded:
    case EventKind::CardPlayed:
    case EventKind::Claimed:
    case EventKind::Passed:
    case EventKind::Resigned: return true;
    default: return false;
  }
}

}  // namespace

void TableState::log(std::string line) {
  log_.push_back(std::move(line));
  ++logged_;
  while (log_.size() > kLogSize) log_.pop_front();
}

void TableState::apply(const game::GameEvent& e, std::string line, bool past) {
  using game::EventKind;
  if (!past) shown_ = e.table;
  if (e.kind == EventKind::TakenBack) take_back(e);
  log(std::move(line));
  log_scroll_ = 0;  // something new: the log shows the newest lines again
  if (is_move(e.kind)) moves_[static_cast<std::size_t>(e.seat)].push_back(logged_ - 1);
  switch (e.kind) {
    case EventKind::HandStarted:
      trick_lines_.clear();
      shown_points_.reset();
      trick_ = {};
      last_trick_.reset();
      moves_ = {};
      break;
    case EventKind::CardPlayed:
      if (e.led) {
        trick_ = {};
        last_trick_.reset();  // R9.2: the last trick may be seen until the next card is played
      }
      trick_.cards.emplace_back(e.seat, e.card);
      trick_lines_.push_back(logged_ - 1);
      break;
    case EventKind::TrickWon: trick_.note = log_.back(); break;
    case EventKind::HandOver:
      shown_points_ = e.points_left;  // until the next deal: not the new Bummerl's 7 and 7
      break;
    default: break;
  }
}

void TableState::take_back(const game::GameEvent& e) {
  // The log goes back with the hand: the lines from the seat's last move on told what its
  // player may not know now (the card the talon gave, the AI's next lead). Soft play only, where
  // no line was taken out of the log, so the newest line is number logged_ - 1.
  std::vector<std::uint64_t>& moves = moves_[static_cast<std::size_t>(e.seat)];
  if (!moves.empty()) {
    const std::uint64_t cut = moves.back();
    for (; logged_ > cut && !log_.empty(); --logged_) log_.pop_back();
    logged_ = cut;
    for (std::vector<std::uint64_t>& m : moves_)
      std::erase_if(m, [cut](auto n) { return n >= cut; });
  }
  // The table as the hand stands now: a card led and not yet answered stays on it.
  trick_ = {};
  last_trick_.reset();
  trick_lines_.clear();
  const SeatView& v = e.table.views[0];
  if (v.phase == Phase::Follow) trick_.cards.emplace_back(1 - v.to_act, v.lead);
}

void TableState::take_trick() {
  if (trick_kept_) {
    trick_.finished = true;
    last_trick_ = trick_;
  } else {
    // Sharp (R9.2): the trick is turned face down, and its cards leave the log as well, so
    // that no one can look back at them there either (who won it stays).
    trick_ = {};
    const std::uint64_t first = logged_ - log_.size();  // the number of log_.front()
    for (auto it = trick_lines_.rbegin(); it != trick_lines_.rend(); ++it)
      if (*it >= first) log_.erase(log_.begin() + static_cast<std::ptrdiff_t>(*it - first));
    // Cards vanishing from the log would puzzle a player new to sharp rules: said once.
    if (!face_down_told_ && !trick_lines_.empty()) {
      face_down_told_ = true;
      log(_("Sharp rules: a taken trick lies face down, and its cards leave this log (R9.2)"));
    }
  }
  trick_lines_.clear();
}

void TableState::clear_trick() {
  trick_ = {};
  last_trick_.reset();
}

std::optional<TableModel> TableState::model(int bottom_seat) const {
  if (!shown_) return std::nullopt;
  TableModel m;
  const game::TableSnapshot& t = *shown_;
  for (int seat = 0; seat < 2; ++seat) {
    m.points[seat] = shown_points_ ? std::max(0, (*shown_points_)[seat]) : t.points[seat];
    m.bummerls[seat] = t.bummerls[seat];
  }
  m.hand_number = t.hands_played + (t.hand_in_progress ? 1 : 0);
  if (t.dealt) m.view = t.views[static_cast<std::size_t>(bottom_seat)];
  m.trick = trick_;
  m.log.assign(log_.begin(), log_.end());
  m.log_scroll = log_scroll_;
  return m;
}

}  // namespace schnapsen::tui
