// `schnapsen history [N] [--json] [--state-dir DIR]`: lists the finished hands kept in the
// state directory's history (history.hpp), newest first; with N, steps through hand N on the
// table with the review of each of the player's decisions.
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "play_session.hpp"
#include "schnapsen/game/history.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/line/line_history.hpp"
#include "schnapsen/text_format.hpp"
#include "settings_file.hpp"

namespace schnapsen::cli {
namespace {

struct HistoryFlags {
  int number = 0;  // 0: list
  bool json = false;
  std::string state_dir;
  LookFlags look;       // of hand N's table
  FrontEndFlags front;  // hand N at the table or in line mode
};

// Names and paths come from files in the state directory: shown through text::shorten.
std::string shown(const std::string& s, std::size_t max = 40) { return text::shorten(s, max); }
using text::kMaxShownPath;

std::string players(const game::SavedMatch& h) {
  return shown(h.seats[0].name) + " vs " + shown(h.seats[1].name);
}

Json entry_json(const game::HistoryEntry& e, int number) {
  const HandResult r = Hand(e.hand.hand).state().result();
  Json j = Json::object();
  j["number"] = number;
  j["finished"] = e.finished;
  j["players"] = Json::array({shown(e.hand.seats[0].name), shown(e.hand.seats[1].name)});
  j["opponent"] =
      std::string(game::seat_kind_name(e.hand.seats[1].kind)) +
      (e.hand.seats[1].kind == game::SeatKind::Ai ? " " + e.hand.seats[1].level_or_command : "");
  j["rules"] = rules_name(e.hand.hand.rules);
  j["match"] = e.hand.match_id;
  j["hand"] = e.hand.hands_played + 1;
  j["winner"] = static_cast<int>(r.winner);
  j["game_points"] = static_cast<int>(r.game_points);
  j["taken_back"] = e.hand.taken_back;
  j["file"] = shown(e.file.string(), kMaxShownPath);
  return j;
}

void print_table(const game::HistoryListing& listing, const std::filesystem::path& dir) {
  std::cout << "Hands from " << shown(dir.string(), kMaxShownPath) << ", newest first\n\n";
  // "#" numbers the hands kept here; "In match" says which hand of its match each was. Columns
  // are fixed (a result with the take-back mark '*' included) so that rows stay in line.
  std::cout << "   #  Finished (UTC)        In match  Rules  Result   Players\n";
  int number = 0;
  for (const game::HistoryEntry& e : listing.hands) {
    std::string when = e.finished.empty() ? "?" : e.finished;
    if (when.size() == 20) when = when.substr(0, 10) + " " + when.substr(11, 8);  // no T, Z
    std::ostringstream row;
    row << std::setw(4) << ++number << "  " << std::left << std::setw(20) << when << "  "
        << std::right << std::setw(8) << e.hand.hands_played + 1 << "  " << std::left
        << std::setw(5) << rules_name(e.hand.hand.rules) << "  " << std::setw(7)
        << game::history_result(e.hand) << "  " << players(e.hand);
    std::cout << row.str() << "\n";
  }
  for (const game::HistoryEntry& e : listing.hands)
    if (e.hand.taken_back) {
      std::cout << "\n* a move was taken back (u): the hand is not counted as won or lost.\n";
      break;
    }
  std::cout << "\n'schnapsen history N' steps through hand N with a review of your decisions.\n";
}

int run_history(const HistoryFlags& f) {
  const auto found = state_dir_or_default(f.state_dir);
  if (!found) {
    std::cerr << "schnapsen history: " << shown(found.error(), kMaxShownPath) << "\n";
    return kExitUsage;
  }
  const std::filesystem::path& dir = *found;
  const game::HistoryStore store(dir);
  auto listing = store.list();
  if (!listing) {
    std::cerr << "schnapsen history: " << shown(listing.error(), kMaxShownPath) << "\n";
    return kExitUnreadable;
  }
  for (const std::string& why : listing->skipped)
    std::cerr << "schnapsen history: skipped " << shown(why, kMaxShownPath) << "\n";
  const int count = static_cast<int>(listing->hands.size());
  if (f.number > 0) {
    if (f.number > count) {
      std::cerr << "schnapsen history: there is no hand " << f.number << "; the history ("
                << shown(store.dir().string(), kMaxShownPath) << ") holds " << count << " hand"
                << (count == 1 ? "" : "s") << "\n";
      return kExitUsage;
    }
    const std::optional<LookOptions> look = look_options(f.look);
    if (!look) return kExitUsage;
    const game::HistoryEntry& entry = listing->hands[static_cast<std::size_t>(f.number - 1)];
    const auto front = front_end_of(with_settings(f.front, default_settings_values()));
    if (!front) {
      std::cerr << "schnapsen history: " << front.error() << "\n";
      return kExitUsage;
    }
    if (chosen_front_end(*front) == FrontEndKind::Line) {
      line::read_history(std::cout, entry, look->suits == tui::SuitStyle::German);
      return kExitOk;
    }
    return run_history_view(entry, *look);
  }
  if (f.json) {
    Json hands = Json::array();
    for (int i = 0; i < count; ++i)
      hands.push_back(entry_json(listing->hands[static_cast<std::size_t>(i)], i + 1));
    std::cout << dump_pretty(
                     Json{{"dir", shown(store.dir().string(), kMaxShownPath)}, {"hands", hands}})
              << "\n";
    return kExitOk;
  }
  if (count == 0) {
    std::cout << "No finished hands yet: every hand you finish is kept in "
              << shown(store.dir().string(), kMaxShownPath) << " (the last "
              << game::kMaxHistoryHands << ").\n";
    return kExitOk;
  }
  print_table(*listing, store.dir());
  return kExitOk;
}

}  // namespace

void add_history_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "history", "List the hands you finished, or step through hand N with a review");
  auto f = std::make_shared<HistoryFlags>();
  cmd->add_option("N", f->number, "The hand to step through (1: the newest)")
      ->check(whole_number(1, static_cast<long>(game::kMaxHistoryHands)));
  cmd->add_flag("--json", f->json, "Print the list as one JSON object");
  cmd->add_option("--state-dir", f->state_dir,
                  "Directory of the save, statistics and history (default "
                  "$XDG_STATE_HOME/schnapsen or ~/.local/state/schnapsen)");
  add_look_flags(*cmd, f->look, false);  // hand N's table (the list is always English)
  add_front_end_flags(*cmd, f->front, false);
  cmd->callback([&run, f] {
    if (f->json && f->number > 0) throw CLI::ValidationError("--json", "lists only: leave out N");
    run = [f] { return run_history(*f); };
  });
}

}  // namespace schnapsen::cli
