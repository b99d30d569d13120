// Playing statistics: counting, the JSON file, the table, and atomic updates (stats.hpp).
#include "schnapsen/game/stats.hpp"

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/session_lock.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <system_error>
#include <vector>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::game {
namespace fs = std::filesystem;
namespace {

struct Field {
  const char* name;
  long StatsLine::*member;
};
constexpr Field kFields[] = {
    {"hands_won", &StatsLine::hands_won},       {"hands_lost", &StatsLine::hands_lost},
    {"bummerls_won", &StatsLine::bummerls_won}, {"bummerls_lost", &StatsLine::bummerls_lost},
    {"matches_won", &StatsLine::matches_won},   {"matches_lost", &StatsLine::matches_lost}};
constexpr long kMaxCount = 1'000'000'000'000L;
constexpr std::size_t kMaxLabel = 64;

// A label is shown as it is (stats screen, `schnapsen stats`): only text the sanitizer keeps
// whole (valid UTF-8, no control, bidi or zero-width character).
bool good_label(const std::string& s) {
  if (s.empty() || s.size() > kMaxLabel) return false;
  return text::shorten(s, s.size()) == s;
}

// The label `name` of a line ("opponent" or "rules"), as good_label wants it.
std::string label_of(JsonFields& f, const std::string& name) {
  const Json& value = f.take(name);
  if (!value.is_string() || !good_label(value.get_ref<const std::string&>()))
    refuse_json("bad '" + name + "' in a line");
  return value.get<std::string>();
}

StatsLine line_of(const Json& j, StatsKey& key) {
  JsonFields f(j, "a line");
  key = {label_of(f, "opponent"), label_of(f, "rules")};
  StatsLine line;
  for (const Field& field : kFields)
    line.*(field.member) = static_cast<long>(
        read_int64(f.take(field.name), "'" + std::string(field.name) + "'", 0, kMaxCount));
  f.done();
  if (!parse_rules(key.rules)) refuse_json("unknown rules '" + key.rules.substr(0, 40) + "'");
  return line;
}

std::string pad(std::string s, std::size_t width, bool right) {
  if (s.size() >= width) return s;
  const std::string fill(width - s.size(), ' ');
  return right ? fill + s : s + fill;
}

}  // namespace

StatsLine& StatsLine::operator+=(const StatsLine& o) {
  for (const auto& f : kFields) this->*(f.member) += o.*(f.member);
  return *this;
}

int Stats::counted_hands(const std::string& match) const {
  for (const CountedMatch& c : counted)
    if (c.match == match) return c.hands;
  return 0;
}

bool Stats::count_hand(const std::string& match, int hand_index, const StatsKey& key,
                       const StatsLine& delta) {
  if (hand_index < counted_hands(match)) return false;
  add(key, delta);
  std::erase_if(counted, [&](const CountedMatch& c) { return c.match == match; });
  counted.push_back({match, hand_index + 1});
  if (counted.size() > kMaxCountedMatches)
    counted.erase(counted.begin(), counted.begin() + static_cast<std::ptrdiff_t>(
                                                         counted.size() - kMaxCountedMatches));
  return true;
}

StatsLine Stats::total() const {
  StatsLine sum;
  for (const auto& [key, line] : lines) sum += line;
  return sum;
}

StatsKey stats_key(const SavedMatch& match, int me) {
  const SeatSetup& opp = match.seats[1 - me];
  std::string opponent;
  switch (opp.kind) {
    case SeatKind::Human: opponent = "human"; break;
    case SeatKind::Bot: opponent = "bot"; break;
    case SeatKind::Remote: opponent = std::string(kRemoteStatsPrefix) + opp.name; break;
    case SeatKind::Ai:
      opponent =
          opp.level_or_command.empty() || opp.level_or_command == "-" ? "ai" : opp.level_or_command;
      break;
  }
  return {opponent, std::string(rules_name(match.hand.rules))};
}

StatsLine stats_delta(const HandOutcome& outcome, int me) {
  StatsLine d;
  if (outcome.winner != 0 && outcome.winner != 1) return d;
  const bool won = outcome.winner == me;
  (won ? d.hands_won : d.hands_lost) = 1;
  if (outcome.bummerl_over)
    (won ? d.bummerls_won : d.bummerls_lost) = std::max(1, outcome.bummerls_chalked);
  if (outcome.match_over) (won ? d.matches_won : d.matches_lost) = 1;
  return d;
}

Json stats_to_json(const Stats& stats) {
  Json lines = Json::array();
  for (const auto& [key, line] : stats.lines) {
    Json j = Json::object();
    j["opponent"] = key.opponent;
    j["rules"] = key.rules;
    for (const auto& f : kFields) j[f.name] = static_cast<std::int64_t>(line.*(f.member));
    lines.push_back(std::move(j));
  }
  Json counted = Json::array();
  for (const CountedMatch& c : stats.counted) {
    Json j = Json::object();
    j["match"] = c.match;
    j["hands"] = c.hands;
    counted.push_back(std::move(j));
  }
  Json out = Json::object();
  out["schnapsen-stats"] = kStatsFormatVersion;
  out["lines"] = std::move(lines);
  out["counted"] = std::move(counted);
  return out;
}

std::string print_stats(const Stats& stats) { return dump_pretty(stats_to_json(stats)) + "\n"; }

Expected<Stats, std::string> parse_stats(std::string_view text) {
  auto json = parse_json(text);
  if (!json) return unexpected("not JSON: " + json.error());
  if (!json->is_object()) return unexpected(std::string("not a statistics object"));
  const Json* version = json_member(*json, "schnapsen-stats");
  if (!version || !version->is_number_integer())
    return unexpected(std::string("not a schnapsen statistics file"));
  if (*version != 1 && *version != kStatsFormatVersion)
    return unexpected("statistics format version " + version->dump() +
                      " is not supported (this program reads versions 1 and 2)");
  const Json* lines = json_member(*json, "lines");
  if (!lines || !lines->is_array()) return unexpected(std::string("'lines' missing"));
  const Json* counted = json_member(*json, "counted");
  if (*version == kStatsFormatVersion && (!counted || !counted->is_array()))
    return unexpected(std::string("'counted' missing"));
  if (json->size() != (counted ? 3u : 2u))
    return unexpected(std::string("unknown top-level field"));
  Stats stats;
  if (counted) {
    for (const Json& c : *counted) {
      const Json* match = c.is_object() ? json_member(c, "match") : nullptr;
      const Json* hands = c.is_object() ? json_member(c, "hands") : nullptr;
      if (!match || !hands || c.size() != 2 || !match->is_string() ||
          !good_label(match->get<std::string>()) || !hands->is_number_integer() ||
          hands->get<std::int64_t>() < 0 || hands->get<std::int64_t>() > kMaxCount)
        return unexpected(std::string("a bad entry in 'counted'"));
      const std::string id = match->get<std::string>();
      if (stats.counted_hands(id) != 0 || stats.counted.size() >= kMaxCountedMatches)
        return unexpected(std::string("'counted' repeats a match or is too long"));
      stats.counted.push_back({id, static_cast<int>(hands->get<std::int64_t>())});
    }
  }
  for (const Json& j : *lines) {
    StatsKey key;
    auto line = read_strictly([&] { return line_of(j, key); });
    if (!line) return unexpected(line.error());
    if (stats.lines.count(key))
      return unexpected("line '" + key.opponent + "/" + key.rules + "' repeated");
    stats.lines[key] = *line;
  }
  return stats;
}

std::string won_share(long won, long lost) {
  const long played = won + lost;
  if (played <= 0) return "-";
  const long rounded = (200 * won + played) / (2 * played);  // half up
  return std::to_string(std::clamp(rounded, won > 0 ? 1L : 0L, lost > 0 ? 99L : 100L)) + "%";
}

std::string stats_table(const Stats& stats) {
  // TRANSLATORS: column heads of the statistics table; "Won" is the share won, in per cent.
  const std::vector<std::string> head = {_("Opponent"), _("Rules"), _("Hands"),   _("Won"),
                                         _("Bummerls"), _("Won"),   _("Matches"), _("Won")};
  std::vector<std::vector<std::string>> rows;
  auto row = [](const std::string& opp, const std::string& rules, const StatsLine& l) {
    return std::vector<std::string>{
        opp,
        rules,
        std::to_string(l.hands_won) + "-" + std::to_string(l.hands_lost),
        won_share(l.hands_won, l.hands_lost),
        std::to_string(l.bummerls_won) + "-" + std::to_string(l.bummerls_lost),
        won_share(l.bummerls_won, l.bummerls_lost),
        std::to_string(l.matches_won) + "-" + std::to_string(l.matches_lost),
        won_share(l.matches_won, l.matches_lost)};
  };
  for (const auto& [key, line] : stats.lines) rows.push_back(row(key.opponent, key.rules, line));
  if (stats.lines.size() > 1) rows.push_back(row(_("total"), "", stats.total()));
  std::vector<std::size_t> width(head.size());
  for (std::size_t c = 0; c < head.size(); ++c) {
    width[c] = head[c].size();
    for (const auto& r : rows) width[c] = std::max(width[c], r[c].size());
  }
  auto print_row = [&](const std::vector<std::string>& r) {
    std::string out;
    for (std::size_t c = 0; c < r.size(); ++c) {
      if (c) out += "  ";
      out += pad(r[c], width[c], c >= 2);
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  };
  std::string out = print_row(head);
  for (const auto& r : rows) out += print_row(r);
  if (rows.empty()) out += std::string(_("(no games played yet)")) + "\n";
  return out;
}

std::optional<PlayerRating> player_rating(const Stats& stats) {
  struct Games {
    double won = 0, played = 0;
  };
  std::map<int, Games> by_rating;  // level rating -> hands (rule sets and equal levels merged)
  long hands = 0;
  std::map<std::string, bool> seen;
  for (const auto& [key, line] : stats.lines) {
    const auto rules = parse_rules(key.rules);  // a line it cannot read counts as soft
    const bool sharp = rules && rules->base == RuleSet::Sharp;
    // A level of an earlier version counts at the rating it had then.
    const ai::RetiredLevel* retired = ai::retired_level(key.opponent);
    const ai::LevelInfo* level = ai::find_level(key.opponent);
    if (!level && !retired) continue;  // a bot or a person: no rating to measure against
    const long n = line.hands_won + line.hands_lost;
    if (n == 0) continue;
    const int rating =
        retired ? (sharp ? retired->rating_sharp : retired->rating_soft) : level->rating(sharp);
    Games& g = by_rating[rating];
    g.won += static_cast<double>(line.hands_won);
    g.played += static_cast<double>(n);
    if (!seen[key.opponent]) {  // the prior: half a hand each way per level played
      seen[key.opponent] = true;
      g.won += 0.5;
      g.played += 1;
    }
    hands += n;
  }
  if (hands == 0) return std::nullopt;
  // The likelihood's slope, sum of won - played * p(r), falls as r rises: bisection.
  const auto slope = [&](double r) {
    double sum = 0;
    for (const auto& [rating, g] : by_rating)
      sum += g.won - g.played / (1 + std::pow(10.0, (rating - r) / 400.0));
    return sum;
  };
  double lo = -4000, hi = 4000;
  for (int i = 0; i < 60; ++i) {
    const double mid = (lo + hi) / 2;
    (slope(mid) > 0 ? lo : hi) = mid;
  }
  return PlayerRating{static_cast<int>(std::lround((lo + hi) / 2)), hands};
}

std::string rating_line(const Stats& stats) {
  const auto rating = player_rating(stats);
  if (!rating) return _("Your rating: play a hand against an AI level to get one.");
  std::string scale;
  for (const ai::LevelInfo& l : ai::levels())
    if (l.role == ai::LevelRole::Person)
      scale += (scale.empty() ? "" : ", ") + std::string(l.name) + " " +
               (l.rating_soft > 0 ? "+" : "") + std::to_string(l.rating_soft);
  const std::string shown =
      std::string(rating->rating > 0 ? "+" : "") + std::to_string(rating->rating);
  // A few hands say little (a hand won or lost moves the fit by 100 points and more).
  return rating->hands < kSettledRatingHands
             ? tr(P_("Your rating: %s, provisional: from %d hand against the AI (%s)",
                     "Your rating: %s, provisional: from %d hands against the AI (%s)",
                     rating->hands),
                  {shown, std::to_string(rating->hands), scale})
             : tr(P_("Your rating: %s from %d hand against the AI (%s)",
                     "Your rating: %s from %d hands against the AI (%s)", rating->hands),
                  {shown, std::to_string(rating->hands), scale});
}

std::vector<std::string> stats_screen_lines(const Stats& stats) {
  std::vector<std::string> lines;
  std::istringstream table(stats_table(stats));
  for (std::string line; std::getline(table, line);) lines.push_back(line);
  lines.emplace_back("");
  lines.push_back(rating_line(stats));
  return lines;
}

Expected<Stats, std::string> read_stats(const fs::path& file) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file, ec))) return Stats{};
  auto text = read_file(file, kMaxStatsBytes, Symlinks::Refuse);
  if (!text) return unexpected(text.error());
  auto parsed = parse_stats(*text);
  if (!parsed) return unexpected(file.string() + ": " + parsed.error());
  return parsed;
}

LoadedStats load_stats(const fs::path& file) {
  LoadedStats out;
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file, ec))) return out;
  std::string why;
  if (auto text = read_file(file, kMaxStatsBytes, Symlinks::Refuse)) {
    auto parsed = parse_stats(*text);
    if (parsed) {
      out.stats = std::move(*parsed);
      return out;
    }
    why = parsed.error();
  } else {
    why = text.error();
  }
  if (auto moved = move_aside(file))
    out.warning = tr(N_("the statistics file was unreadable (%s); it was moved to %s and fresh "
                        "statistics begin"),
                     {why, moved->string()});
  else
    out.warning = tr(N_("the statistics file was unreadable (%s); %s"), {why, moved.error()});
  return out;
}

std::optional<std::string> count_hand(const fs::path& file, const std::string& match,
                                      int hand_index, const StatsKey& key, const StatsLine& delta) {
  std::error_code ec;
  if (file.has_parent_path()) fs::create_directories(file.parent_path(), ec);
  if (ec) return "cannot create " + file.parent_path().string() + ": " + ec.message();
  // Best effort: without the lock, counting still works within one process.
  const auto lock = FileLock::acquire(file.string() + ".lock", true);
  remove_stale_temp_files(file);  // every writer holds the lock: a temporary file now is stale
  LoadedStats loaded = load_stats(file);
  if (!loaded.stats.count_hand(match, hand_index, key, delta)) return std::nullopt;
  auto err = write_file_atomically(file, print_stats(loaded.stats));
  if (!loaded.warning.empty()) return err ? loaded.warning + "; " + *err : loaded.warning;
  return err;
}

void remove_stale_stats_temp_files(const fs::path& file) {
  if (!fs::exists(file.parent_path())) return;
  // Best effort: without the lock, counting still works within one process.
  const auto lock = FileLock::acquire(file.string() + ".lock", true);
  remove_stale_temp_files(file);
}

}  // namespace schnapsen::game
