// Playing statistics: counting, the JSON file, the table, and atomic updates (stats.hpp).
#include "schnapsen/game/stats.hpp"

#include <algorithm>
#include <cstdio>
#include <system_error>
#include <vector>

#include "schnapsen/ai/json.hpp"

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

bool good_label(const std::string& s) {
  if (s.empty() || s.size() > kMaxLabel) return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 32 && u != 127;
  });
}

Expected<StatsLine, std::string> parse_line(const Json& j, StatsKey& key) {
  if (!j.is_object()) return unexpected(std::string("a line is not an object"));
  StatsLine line;
  std::size_t found = 0;
  for (const auto& [name, value] : j.items()) {
    if (name == "opponent" || name == "rules") {
      if (!value.is_string() || !good_label(value.get_ref<const std::string&>()))
        return unexpected("bad '" + name + "' in a line");
      (name == "opponent" ? key.opponent : key.rules) = value.get<std::string>();
      ++found;
      continue;
    }
    auto field = std::find_if(std::begin(kFields), std::end(kFields),
                              [&](const Field& f) { return name == f.name; });
    if (field == std::end(kFields)) return unexpected("unknown field '" + name.substr(0, 40) + "'");
    if (!value.is_number_integer() || value.get<std::int64_t>() < 0 ||
        value.get<std::int64_t>() > kMaxCount)
      return unexpected("'" + name + "' is not a count");
    line.*(field->member) = static_cast<long>(value.get<std::int64_t>());
    ++found;
  }
  if (found != std::size(kFields) + 2 || j.size() != found)
    return unexpected(std::string("a line lacks fields or repeats one"));
  if (key.rules != "soft" && key.rules != "sharp")
    return unexpected("unknown rules '" + key.rules.substr(0, 40) + "'");
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
    case SeatKind::Ai: opponent = opp.level.empty() || opp.level == "-" ? "ai" : opp.level; break;
  }
  return {opponent, std::string(rules_name(match.hand.rules))};
}

StatsLine stats_delta(const HandOutcome& outcome, int me) {
  StatsLine d;
  if (outcome.winner != 0 && outcome.winner != 1) return d;
  const bool won = outcome.winner == me;
  (won ? d.hands_won : d.hands_lost) = 1;
  if (outcome.bummerl_over) (won ? d.bummerls_won : d.bummerls_lost) = 1;
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
  Json out = Json::object();
  out["schnapsen-stats"] = kStatsFormatVersion;
  out["lines"] = std::move(lines);
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
  if (*version != kStatsFormatVersion)
    return unexpected("statistics format version " + version->dump() +
                      " is not supported (this program reads version 1)");
  const Json* lines = json_member(*json, "lines");
  if (!lines || !lines->is_array()) return unexpected(std::string("'lines' missing"));
  if (json->size() != 2) return unexpected(std::string("unknown top-level field"));
  Stats stats;
  for (const Json& j : *lines) {
    StatsKey key;
    auto line = parse_line(j, key);
    if (!line) return unexpected(line.error());
    if (stats.lines.count(key))
      return unexpected("line '" + key.opponent + "/" + key.rules + "' repeated");
    stats.lines[key] = *line;
  }
  return stats;
}

std::string stats_table(const Stats& stats) {
  const std::vector<std::string> head = {"Opponent", "Rules", "Hands",   "Won",
                                         "Bummerls", "Won",   "Matches", "Won"};
  std::vector<std::vector<std::string>> rows;
  auto row = [](const std::string& opp, const std::string& rules, const StatsLine& l) {
    auto pct = [](long won, long lost) {
      return won + lost == 0 ? std::string("-") : std::to_string(100 * won / (won + lost)) + "%";
    };
    return std::vector<std::string>{
        opp,
        rules,
        std::to_string(l.hands_won) + "-" + std::to_string(l.hands_lost),
        pct(l.hands_won, l.hands_lost),
        std::to_string(l.bummerls_won) + "-" + std::to_string(l.bummerls_lost),
        pct(l.bummerls_won, l.bummerls_lost),
        std::to_string(l.matches_won) + "-" + std::to_string(l.matches_lost),
        pct(l.matches_won, l.matches_lost)};
  };
  for (const auto& [key, line] : stats.lines) rows.push_back(row(key.opponent, key.rules, line));
  if (stats.lines.size() > 1) rows.push_back(row("total", "", stats.total()));
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
  if (rows.empty()) out += "(no games played yet)\n";
  return out;
}

LoadedStats load_stats(const fs::path& file) {
  LoadedStats out;
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file, ec))) return out;
  std::string why;
  if (auto text = read_file(file)) {
    auto parsed = parse_stats(*text);
    if (parsed) {
      out.stats = std::move(*parsed);
      return out;
    }
    why = parsed.error();
  } else {
    why = text.error();
  }
  out.warning = "the statistics file was unreadable (" + why + ")";
  if (auto moved = move_aside(file)) {
    out.warning += "; it was moved to " + moved->string() + " and fresh statistics begin";
  } else {
    out.warning += "; " + moved.error();
  }
  return out;
}

std::optional<std::string> update_stats(const fs::path& file, const StatsKey& key,
                                        const StatsLine& delta) {
  LoadedStats loaded = load_stats(file);
  loaded.stats.add(key, delta);
  std::error_code ec;
  if (file.has_parent_path()) fs::create_directories(file.parent_path(), ec);
  auto err = ec ? std::optional<std::string>("cannot create " + file.parent_path().string() + ": " +
                                             ec.message())
                : write_file_atomically(file, print_stats(loaded.stats));
  if (!loaded.warning.empty()) return err ? loaded.warning + "; " + *err : loaded.warning;
  return err;
}

}  // namespace schnapsen::game
