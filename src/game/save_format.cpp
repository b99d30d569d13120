// print_save / parse_save / check_save: the text form of a saved match (save.hpp).
#include <algorithm>
#include <map>
#include <vector>

#include "schnapsen/deal.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::game {
namespace {

constexpr std::string_view kMagic = "schnapsen-save";
constexpr std::string_view kKeys[] = {
    "rules",      "bummerls-to-lose", "schneider-bummerl", "seed",       "hands-played",
    "dealer",     "points",           "bummerls",          "seat0-kind", "seat0-level",
    "seat0-name", "seat1-kind",       "seat1-level",       "seat1-name"};
// Keys a save may lack: saves written before the key existed stay resumable.
constexpr std::string_view kOptionalKeys[] = {"match-id", "taken-back", "table-language",
                                              "table-suits", "deal-proof"};
constexpr int kMaxHandsPlayed = 1000000;

SaveError error(SaveError::Kind kind, std::string message) { return {kind, std::move(message)}; }

// Printable ASCII or UTF-8 bytes; no control characters (a name must stay on one line).
bool printable(std::string_view s) {
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 32 || u == 127) return false;
  }
  return true;
}

using text::parse_number;
using text::shorten;
using text::trim;

// "a b" → two small non-negative integers.
std::optional<std::array<int, 2>> parse_pair(std::string_view s) {
  const auto space = s.find_first_of(" \t");
  if (space == std::string_view::npos) return std::nullopt;
  auto a = parse_number<int>(trim(s.substr(0, space)));
  auto b = parse_number<int>(trim(s.substr(space + 1)));
  if (!a || !b) return std::nullopt;
  return std::array<int, 2>{*a, *b};
}

bool good_match_id(std::string_view id) {
  return !id.empty() && id.size() <= 32 && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-';
  });
}

using Header = std::map<std::string, std::pair<std::string, int>, std::less<>>;  // value, line

// Reads the header lines up to `schnapsen-record 1`.
Expected<Header, SaveError> read_header(std::string_view text) {
  Header header;
  bool magic_seen = false;
  int line_no = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view raw = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    const std::string where = "line " + std::to_string(line_no) + ": ";
    if (raw.find('\0') != std::string_view::npos)
      return unexpected(error(magic_seen ? SaveError::Kind::Malformed : SaveError::Kind::Version,
                              where + "binary data in save file"));
    std::string_view line = trim(raw);
    if (line.empty()) continue;
    if (line.front() != '#') {
      if (!magic_seen)
        return unexpected(
            error(SaveError::Kind::Version,
                  "not a schnapsen save: it does not start with '# schnapsen-save 1'"));
      break;  // the record begins
    }
    line = trim(line.substr(1));
    const auto space = line.find_first_of(" \t");
    const std::string_view key = line.substr(0, space);
    const std::string_view value =
        space == std::string_view::npos ? std::string_view() : trim(line.substr(space + 1));
    if (!magic_seen) {
      if (key != kMagic)
        return unexpected(
            error(SaveError::Kind::Version,
                  "not a schnapsen save: it does not start with '# schnapsen-save 1'"));
      if (value != std::to_string(kSaveFormatVersion))
        return unexpected(
            error(SaveError::Kind::Version, "save format version '" + shorten(value) +
                                                "' is not supported (this program reads version " +
                                                std::to_string(kSaveFormatVersion) + ")"));
      magic_seen = true;
      continue;
    }
    if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys) &&
        std::find(std::begin(kOptionalKeys), std::end(kOptionalKeys), key) ==
            std::end(kOptionalKeys))
      return unexpected(
          error(SaveError::Kind::Malformed, where + "unknown key '" + shorten(key) + "'"));
    if (header.count(key))
      return unexpected(
          error(SaveError::Kind::Malformed, where + "key '" + std::string(key) + "' repeated"));
    header.emplace(std::string(key), std::make_pair(std::string(value), line_no));
  }
  if (!magic_seen)
    return unexpected(error(SaveError::Kind::Version, "not a schnapsen save: the file is empty"));
  for (auto key : kKeys)
    if (!header.count(key))
      return unexpected(
          error(SaveError::Kind::Malformed, "missing key '" + std::string(key) + "'"));
  return header;
}

const std::string& value_of(const Header& h, std::string_view key) {
  return h.find(key)->second.first;
}

SaveError bad_value(const Header& h, std::string_view key, std::string_view expected) {
  return error(SaveError::Kind::Malformed, "line " + std::to_string(h.find(key)->second.second) +
                                               ": bad value '" + shorten(value_of(h, key)) +
                                               "' for '" + std::string(key) + "' (expected " +
                                               std::string(expected) + ")");
}

// The keys a save may lack (kOptionalKeys), each as its comment says when it is missing.
std::optional<SaveError> fill_optional(const Header& h, SavedMatch& m) {
  const auto value = [&h](std::string_view key) -> const std::string& { return value_of(h, key); };
  if (h.count("match-id")) {
    m.match_id = value("match-id");
    if (!good_match_id(m.match_id))
      return bad_value(h, "match-id", "1 to 32 letters, digits or '-'");
  } else {
    m.match_id = "seed-" + std::to_string(m.seed);  // a save from before match ids
  }
  if (h.count("taken-back")) {  // missing: no take-back (and every save before the key)
    const auto& tb = value("taken-back");
    if (tb != "yes" && tb != "no") return bad_value(h, "taken-back", "yes or no");
    m.taken_back = tb == "yes";
  }
  if (h.count("table-language")) m.look.language = value("table-language");
  if (h.count("table-suits")) m.look.suits = value("table-suits");
  if (!m.look.language.empty() && m.look.language != "de" && m.look.language != "en")
    return bad_value(h, "table-language", "de or en");
  if (!m.look.suits.empty() && m.look.suits != "german" && m.look.suits != "french")
    return bad_value(h, "table-suits", "german or french");
  if (h.count("deal-proof")) m.deal_proof = value("deal-proof");
  if (m.deal_proof.size() > 300 ||
      m.deal_proof.find_first_not_of("0123456789abcdef ") != std::string::npos)
    return bad_value(h, "deal-proof", "hex digits and spaces");
  return std::nullopt;
}

// Converts the header values; the error names the key.
std::optional<SaveError> fill_header(const Header& h, SavedMatch& m, Rules& rules, int& dealer) {
  const auto bad = [&h](std::string_view key, std::string_view expected) {
    return bad_value(h, key, expected);
  };
  const auto value = [&h](std::string_view key) -> const std::string& { return value_of(h, key); };
  auto r = parse_rules(value("rules"));
  if (!r) return bad("rules", r.error());
  rules = *r;
  auto n = parse_number<int>(value("bummerls-to-lose"));
  if (!n || *n < 1 || *n > kMaxBummerlsToLose) return bad("bummerls-to-lose", "1 to 99");
  m.settings.bummerls_to_lose = *n;
  const auto& sb = value("schneider-bummerl");
  if (sb != "on" && sb != "off") return bad("schneider-bummerl", "on or off");
  m.settings.schneider_bummerl = sb == "on";
  auto seed = parse_number<std::uint64_t>(value("seed"));
  if (!seed) return bad("seed", "a whole number");
  m.seed = *seed;
  if (auto err = fill_optional(h, m)) return err;
  auto hands = parse_number<int>(value("hands-played"));
  if (!hands || *hands > kMaxHandsPlayed) return bad("hands-played", "a whole number");
  m.hands_played = *hands;
  const auto& d = value("dealer");
  if (d != "0" && d != "1") return bad("dealer", "0 or 1");
  dealer = d == "1";
  auto points = parse_pair(value("points"));
  if (!points) return bad("points", "two whole numbers");
  m.points = *points;
  auto bummerls = parse_pair(value("bummerls"));
  if (!bummerls) return bad("bummerls", "two whole numbers");
  m.bummerls = *bummerls;
  for (int seat = 0; seat < 2; ++seat) {
    const std::string prefix = "seat" + std::to_string(seat) + "-";
    auto kind = parse_seat_kind(value(prefix + "kind"));
    if (!kind) return bad(prefix + "kind", "human, ai or bot");
    m.seats[seat].kind = *kind;
    m.seats[seat].level_or_command = value(prefix + "level");
    if (m.seats[seat].level_or_command.empty())
      return bad(prefix + "level", "a level, a command or '-'");
    m.seats[seat].name = value(prefix + "name");
    if (m.seats[seat].name.empty()) return bad(prefix + "name", "a name");
  }
  return std::nullopt;
}

}  // namespace

std::string_view seat_kind_name(SeatKind kind) {
  switch (kind) {
    case SeatKind::Human: return "human";
    case SeatKind::Ai: return "ai";
    case SeatKind::Bot: return "bot";
    case SeatKind::Remote: return "remote";
  }
  return "human";
}

std::optional<SeatKind> parse_seat_kind(std::string_view text) {
  if (text == "human") return SeatKind::Human;
  if (text == "ai") return SeatKind::Ai;
  if (text == "bot") return SeatKind::Bot;
  if (text == "remote") return SeatKind::Remote;
  return std::nullopt;
}

Match SavedMatch::match_at_deal() const {
  return Match::restore(settings, hand.dealer, points, bummerls, hands_played);
}

bool operator==(const SavedMatch& a, const SavedMatch& b) {
  return a.settings == b.settings && a.seats == b.seats && a.seed == b.seed &&
         a.match_id == b.match_id && a.hands_played == b.hands_played && a.points == b.points &&
         a.bummerls == b.bummerls && a.hand.rules == b.hand.rules &&
         a.hand.dealer == b.hand.dealer && a.hand.deck == b.hand.deck &&
         a.hand.actions == b.hand.actions && a.taken_back == b.taken_back && a.look == b.look &&
         a.deal_proof == b.deal_proof;
}

std::string print_save(const SavedMatch& m) {
  std::string out = "# schnapsen-save " + std::to_string(kSaveFormatVersion) + "\n";
  auto line = [&out](std::string_view key, const std::string& value) {
    if (!value.empty()) out += "# " + std::string(key) + " " + value + "\n";  // "": not recorded
  };
  line("rules", std::string(rules_name(m.hand.rules)));
  line("bummerls-to-lose", std::to_string(m.settings.bummerls_to_lose));
  line("schneider-bummerl", m.settings.schneider_bummerl ? "on" : "off");
  line("seed", std::to_string(m.seed));
  line("match-id", m.match_id);
  line("hands-played", std::to_string(m.hands_played));
  if (m.taken_back) line("taken-back", "yes");
  line("dealer", std::to_string(m.hand.dealer));
  line("points", std::to_string(m.points[0]) + " " + std::to_string(m.points[1]));
  line("bummerls", std::to_string(m.bummerls[0]) + " " + std::to_string(m.bummerls[1]));
  for (int seat = 0; seat < 2; ++seat) {
    const std::string prefix = "seat" + std::to_string(seat) + "-";
    const auto& s = m.seats[seat];
    line(prefix + "kind", std::string(seat_kind_name(s.kind)));
    line(prefix + "level", s.level_or_command.empty() ? "-" : s.level_or_command);
    line(prefix + "name", s.name);
  }
  line("table-language", m.look.language);
  line("table-suits", m.look.suits);
  line("deal-proof", m.deal_proof);
  return out + print_record(m.hand);
}

std::optional<SaveError> check_save(const SavedMatch& m) {
  auto inconsistent = [](std::string message) {
    return error(SaveError::Kind::Inconsistent, std::move(message));
  };
  const auto& s = m.settings;
  if (s.bummerls_to_lose < 1 || s.bummerls_to_lose > kMaxBummerlsToLose)
    return inconsistent("Bummerls to lose must be 1 to 99");
  if (m.hands_played < 0 || m.hands_played > kMaxHandsPlayed)
    return inconsistent("impossible number of hands played");
  if (!good_match_id(m.match_id)) return inconsistent("the match id is empty or malformed");
  for (int seat = 0; seat < 2; ++seat) {
    if (m.points[seat] < 1 || m.points[seat] > kBummerlStart)
      return inconsistent("Bummerl points of seat " + std::to_string(seat) + " must be 1 to 7");
    if (m.bummerls[seat] < 0 || m.bummerls[seat] >= s.bummerls_to_lose)
      return inconsistent("Bummerls of seat " + std::to_string(seat) + " out of range (0 to " +
                          std::to_string(s.bummerls_to_lose - 1) + ": the match is not over)");
    const auto& seat_setup = m.seats[seat];
    // Surrounding blanks are dropped when the save is read; a blank name would be lost.
    // The name must pass the check of --names (the side panel has room for it; nothing in it
    // can write to the terminal); a name from elsewhere is refused, never shown.
    if (auto name = clean_name(seat_setup.name); !name)
      return inconsistent("the name of seat " + std::to_string(seat) +
                          " is refused: " + name.error());
    if (trim(seat_setup.level_or_command).empty() || !printable(seat_setup.level_or_command))
      return inconsistent("the level of seat " + std::to_string(seat) +
                          " is empty or not printable");
  }
  // A match in its first Bummerl cannot have played fewer hands than the points lost show.
  const int lost_points = 2 * kBummerlStart - m.points[0] - m.points[1];
  if (m.bummerls[0] + m.bummerls[1] == 0 && lost_points > 3 * m.hands_played)
    return inconsistent("Bummerl points lost exceed what the hands played can give");
  if (m.hand.dealer != 0 && m.hand.dealer != 1) return inconsistent("dealer must be 0 or 1");
  if (!is_complete_deck(m.hand.deck)) return inconsistent("the deck is not 20 distinct cards");
  auto state = replay_state(m.hand);
  if (!state) return inconsistent("current hand: " + state.error().describe());
  return std::nullopt;
}

Expected<SavedMatch, SaveError> parse_save(std::string_view text) {
  auto header = read_header(text);
  if (!header) return unexpected(header.error());
  SavedMatch m;
  Rules rules;
  int dealer = 0;
  if (auto err = fill_header(*header, m, rules, dealer)) return unexpected(*err);
  auto record = parse_record(text);
  if (!record)
    return unexpected(
        error(SaveError::Kind::Malformed, "hand record: " + record.error().describe()));
  m.hand = std::move(*record);
  if (m.hand.rules != rules)
    return unexpected(
        error(SaveError::Kind::Inconsistent, "the header's rules differ from the hand record's"));
  if (m.hand.dealer != dealer)
    return unexpected(
        error(SaveError::Kind::Inconsistent, "the header's dealer differs from the hand record's"));
  if (auto err = check_save(m)) return unexpected(*err);
  return m;
}

}  // namespace schnapsen::game
