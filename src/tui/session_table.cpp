// The terminal table as a session front end (session_table.hpp).
#include "schnapsen/tui/session_table.hpp"

#include <array>
#include <utility>
#include <vector>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/history.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/text_format.hpp"
#include "schnapsen/tui/history_view.hpp"

namespace schnapsen::tui {

namespace {

// The statistics screen from the file as it is now (it is only read here).
std::vector<std::string> statistics_lines(const std::filesystem::path& file) {
  auto stats = game::read_stats(file);
  if (!stats) return {tr(N_("The statistics cannot be read: %s"), {stats.error()})};
  return game::stats_screen_lines(*stats);
}

// The menu's history: a line per hand kept in the state directory's history, newest first.
std::vector<std::string> history_rows(const std::filesystem::path& state_dir) {
  const game::HistoryStore store(state_dir);
  auto listing = store.list();
  if (!listing) return {tr(N_("The history cannot be read: %s"), {listing.error()})};
  std::vector<std::string> rows;
  for (const game::HistoryEntry& e : listing->hands) {
    const std::string when = finished_time(e.finished);
    const HandResult r = Hand(e.hand.hand).state().result();
    std::string result = tr(r.winner == 0 ? N_("won %d") : N_("lost %d"),
                            {std::to_string(static_cast<int>(r.game_points))});
    if (e.hand.taken_back) result += "*";
    // TRANSLATORS: when, the hand's number in its match, "won 2", and the two players.
    rows.push_back(tr(N_("%s, hand %d: %s  %s - %s"),
                      {when, std::to_string(e.hand.hands_played + 1), result,
                       text::shorten(game::shown_name(e.hand.seats[0].name), 16),
                       text::shorten(game::shown_name(e.hand.seats[1].name), 16)}));
  }
  return rows;
}

// The resume offer's lines (SessionFrontEnd::offer_resume).
std::vector<std::string> description_lines(const std::string& description) {
  std::vector<std::string> lines;
  for (const text::TextLine& line : text::text_lines(description)) lines.emplace_back(line.content);
  return lines;
}

}  // namespace

SessionTable::SessionTable(Terminal& terminal, TableLook look)
    : term_(terminal), look_(std::move(look)) {}

SessionTable::~SessionTable() = default;

FrontEnd& SessionTable::front() {
  if (!front_) {
    FrontEndOptions blank;
    blank.glyphs = look_.glyphs;
    front_ = std::make_unique<FrontEnd>(term_, blank);
  }
  return *front_;
}

game::ResumeChoice SessionTable::offer_resume(const game::SavedMatch&,
                                              const std::string& description) {
  const int key =
      front().message_box(_("Saved match"), description_lines(description),
                          _("y: resume it, n: start a new match (replaces the save), q: quit"),
                          {kYesKeys, kNewKeys, kCancelKeys});
  if (kCancelKeys.contains(key)) return game::ResumeChoice::Quit;
  return kYesKeys.contains(key) ? game::ResumeChoice::Resume : game::ResumeChoice::NewMatch;
}

game::OpponentChoice SessionTable::opponent_failed(const game::SavedMatch& saved,
                                                   const std::string& why) {
  game::OpponentChoice choice;
  const int key = front().message_box(_("The opponent cannot start"),
                                      {tr(N_("The saved match's opponent (%s) failed to start:"),
                                          {saved.seats[1].level_or_command}),
                                       why, _("The save stays as it is.")},
                                      _("n: new match  o: another opponent  q: quit"),
                                      {kNewKeys, kOtherOpponentKeys, kQuitKeys});
  if (kQuitKeys.contains(key)) return choice;
  if (kNewKeys.contains(key)) {
    choice.kind = game::OpponentChoice::Kind::NewMatch;
    return choice;
  }
  std::vector<std::string> levels = ai::person_level_names();  // weakest first
  if (levels.size() > 9) levels.resize(9);
  std::vector<std::string> lines{_("Who takes the opponent's seat in the saved match?")};
  std::string keys;
  for (std::size_t i = 0; i < levels.size(); ++i) {
    lines.push_back(std::to_string(i + 1) + ": " + game::shown_name("AI " + levels[i]));
    keys += static_cast<char>('1' + i);
  }
  const int pick =
      front().message_box(_("Another opponent"), lines,
                          tr(N_("1-%d: choose, q: quit"), {std::to_string(levels.size())}),
                          {KeyGroup{.codes = keys}, kQuitKeys});
  if (pick < '1' || pick >= '1' + static_cast<int>(levels.size())) return choice;
  choice.kind = game::OpponentChoice::Kind::OtherOpponent;
  choice.level = levels[static_cast<std::size_t>(pick - '1')];
  return choice;
}

void SessionTable::begin_match(const game::MatchSetup& setup) {
  FrontEndOptions fo = table_options(look_, setup.spec.rules, setup.spec.settings);
  fo.human = {setup.spec.seats[0].kind == game::SeatKind::Human,
              setup.spec.seats[1].kind == game::SeatKind::Human};
  // Network play: the player at the other terminal sees nothing of this table's review (it
  // needs the whole deal) nor of its advice unless the host allowed advice for both.
  const bool network = setup.spec.seats[0].kind == game::SeatKind::Remote ||
                       setup.spec.seats[1].kind == game::SeatKind::Remote;
  fo.review = !network;
  fo.advice = setup.advice;
  fo.names = {setup.spec.seats[0].name, setup.spec.seats[1].name};
  if (setup.stats_file) {
    fo.statistics = [file = *setup.stats_file] { return statistics_lines(file); };
    // The statistics file lies in the state directory, beside the history.
    const std::filesystem::path dir = setup.stats_file->parent_path();
    fo.history = [dir] { return history_rows(dir); };
    fo.view_history = [this, dir](int number) {
      auto listing = game::HistoryStore(dir).list();
      if (!listing || number < 1 || number > static_cast<int>(listing->hands.size())) return;
      HistoryViewOptions view;
      view.entry = listing->hands[static_cast<std::size_t>(number - 1)];
      view.look = look_;
      run_history_view(term_, view);
    };
  }
  fo.new_match = !network;
  fo.look_changed = [this, soft = setup.spec.rules.review_won_tricks](const TableLook& changed) {
    look_.speed = changed.speed;
    look_.glyphs = changed.glyphs;
    // Kept through a sharp match, where the assist is off: the next soft match has it again.
    if (soft) look_.show_score = changed.show_score;
  };
  stats_file_ = setup.stats_file;
  fo.take_back = setup.take_back;
  fo.idle = idle_;
  front_ = std::make_unique<FrontEnd>(term_, fo);
}

game::HumanSeat& SessionTable::human(int seat) { return front().human(seat); }

std::unique_ptr<ai::Player> SessionTable::watch(int seat, ai::Player& inner) {
  return front().show_thinking(seat, inner);
}

void SessionTable::show_hand_so_far(const game::HandSoFar& hand) { front().show_hand_so_far(hand); }

void SessionTable::on_event(const game::GameEvent& event) { front().on_event(event); }

void SessionTable::set_save_status(const game::SaveStatus& status) {
  front().set_save_status(status.saved, status.warning, quit_meaning_);
}

void SessionTable::end_match() { front_.reset(); }

void SessionTable::set_remote_status(const std::string& line, bool news) {
  front().show_status(line, news);
}

bool SessionTable::wait_for_remote(const std::function<bool()>& ready) {
  return front().wait_for_remote(ready);
}

void SessionTable::tell(const std::string& title, const std::vector<std::string>& lines) {
  front().message_box(title, lines, _("Enter: leave"), {kCloseKeys});
}

std::function<bool()> SessionTable::stop_check() {
  return [this] { return front_ ? front_->stop_requested() : Terminal::pending_signal() != 0; };
}

bool SessionTable::play_again(const game::MatchSummary& summary) {
  std::vector<std::string> lines;
  lines.push_back(tr(N_("Hands played: %d, Bummerls lost: %d to %d"),
                     {std::to_string(summary.hands), std::to_string(summary.bummerls[0]),
                      std::to_string(summary.bummerls[1])}));
  if (summary.stats) {
    const game::StatsLine& s = *summary.stats;
    lines.push_back(tr(N_("Against %s (%s rules): matches %d-%d (%s), hands %d-%d"),
                       {game::shown_name(summary.stats_key.opponent), summary.stats_key.rules,
                        std::to_string(s.matches_won), std::to_string(s.matches_lost),
                        game::won_share(s.matches_won, s.matches_lost), std::to_string(s.hands_won),
                        std::to_string(s.hands_lost)}));
  }
  if (stats_file_) {  // the whole table and the rating, as the s key shows them
    lines.emplace_back("");
    for (const std::string& line : statistics_lines(*stats_file_)) lines.push_back(line);
  }
  // Network play: the other player must want another match too, and is asked at their table.
  const std::string footer = other_player_.empty()
                                 ? std::string(_("y: a new match, n or q: quit"))
                                 : tr(N_("y: another match, if %s wants one too; n or q: quit"),
                                      {game::shown_name(other_player_)});
  const int key =
      front().message_box(_("Play again?"), lines, footer, {kYesKeys, kNewKeys, kQuitKeys});
  return kYesKeys.contains(key);
}

}  // namespace schnapsen::tui
