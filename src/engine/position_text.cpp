// The position text format (docs/positions.md): reading with messages that name the line, and
// printing in one fixed form.
#include <algorithm>
#include <array>
#include <map>
#include <vector>

#include "schnapsen/position.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen {
namespace {

using text::shorten;
using text::split_words;
using text::text_lines;

constexpr std::array<std::string_view, 18> kKeywords = {
    "rules", "trump",    "talon",  "hand",    "opponent-shown", "played",
    "lead",  "score",    "tricks", "pending", "at-close",       "meld",
    "void",  "no-trump", "match",  "dealer",  "dealt",          "history"};
// A hand's public actions: 20 plays, 4 marriages, an exchange and a close at most.
constexpr std::size_t kMaxHistory = 26;
constexpr std::string_view kNotHeld = "not-held";

// A number of at most three characters, a minus sign allowed (check_position refuses it with
// its reason).
std::optional<int> parse_int(std::string_view s) {
  if (s.size() > 3) return std::nullopt;
  const bool minus = s.starts_with('-');
  const auto v = text::parse_number<int>(minus ? s.substr(1) : s);
  if (!v) return std::nullopt;
  return minus ? -*v : *v;
}

struct Line {
  int number = 0;
  std::vector<std::string_view> values;
};

class Reader {
 public:
  explicit Reader(std::map<std::string, Line>& lines) : lines_(lines) {}

  std::string error;
  int line_of(const std::string& keyword) const {
    auto it = lines_.find(keyword);
    return it == lines_.end() ? 0 : it->second.number;
  }
  bool fail(const std::string& keyword, const std::string& message) {
    if (error.empty())
      error = "line " + std::to_string(line_of(keyword)) + " (" + keyword + "): " + message;
    return false;
  }
  const Line* get(const std::string& keyword) const {
    auto it = lines_.find(keyword);
    return it == lines_.end() ? nullptr : &it->second;
  }
  bool cards(const std::string& keyword, CardSet& out, int min, int max) {
    const Line* l = get(keyword);
    if (!l) return true;
    for (std::string_view w : l->values) {
      auto c = parse_card(w);
      if (!c)
        return fail(keyword, "'" + shorten(w) + "' is not a card (rank JQKTA, suit cdhs: Ah)");
      if (out.contains(*c)) return fail(keyword, to_string(*c) + " is listed twice");
      out.insert(*c);
    }
    if (out.size() < min || out.size() > max)
      return fail(keyword, std::to_string(out.size()) + " cards; " + std::to_string(min) + " to " +
                               std::to_string(max) + " expected");
    return true;
  }
  bool pair(const std::string& keyword, std::array<int, 2>& out) {
    const Line* l = get(keyword);
    if (!l) return true;
    if (l->values.size() != 2) return fail(keyword, "expected two numbers: MINE THEIRS");
    for (int i = 0; i < 2; ++i) {
      auto v = parse_int(l->values[i]);
      if (!v) return fail(keyword, "'" + shorten(l->values[i]) + "' is not a number");
      out[i] = *v;
    }
    return true;
  }
  bool whose(const std::string& keyword, std::string_view word, int& out) {
    if (word == "me")
      out = 0;
    else if (word == "opponent")
      out = 1;
    else
      return fail(keyword, "'" + shorten(word) + "' is neither me nor opponent");
    return true;
  }

 private:
  std::map<std::string, Line>& lines_;
};

bool read_talon(Reader& r, Position& p) {
  const Line& l = *r.get("talon");
  const auto& v = l.values;
  if (v.empty()) return r.fail("talon", "expected N CARD, N CARD closed-by me|opponent, or 0");
  auto n = parse_int(v[0]);
  if (!n) return r.fail("talon", "'" + shorten(v[0]) + "' is not a number");
  p.talon_size = *n;
  if (*n == 0) {
    if (v.size() != 1) return r.fail("talon", "an exhausted talon is just 0");
    return true;
  }
  if (v.size() != 2 && v.size() != 4)
    return r.fail("talon", "expected N CARD [closed-by me|opponent]");
  auto c = parse_card(v[1]);
  if (!c) return r.fail("talon", "'" + shorten(v[1]) + "' is not a card");
  p.talon_card = *c;
  if (v.size() == 4) {
    if (v[2] != "closed-by")
      return r.fail("talon", "expected closed-by, found '" + shorten(v[2]) + "'");
    if (!r.whose("talon", v[3], p.closer)) return false;
  }
  return true;
}

// The card of the one-card line `keyword` into `card`, where the position has that line.
bool read_card_line(Reader& r, const std::string& keyword, Card& card) {
  const Line* l = r.get(keyword);
  if (!l) return true;
  if (l->values.size() != 1) return r.fail(keyword, "expected one card");
  auto c = parse_card(l->values[0]);
  if (!c) return r.fail(keyword, "'" + shorten(l->values[0]) + "' is not a card");
  card = *c;
  return true;
}

bool read_facts(Reader& r, Position& p) {
  if (!read_card_line(r, "dealt", p.dealt) || !read_card_line(r, "lead", p.lead)) return false;
  if (const Line* l = r.get("meld")) {
    if (l->values.size() != 1) return r.fail("meld", "expected one suit");
    auto s = parse_suit(l->values[0]);
    if (!s) return r.fail("meld", "'" + shorten(l->values[0]) + "' is not a suit (c d h s)");
    p.meld = *s;
  }
  if (const Line* l = r.get("void")) {
    if (l->values.empty()) return r.fail("void", "expected one or more suits");
    for (std::string_view w : l->values) {
      auto s = parse_suit(w);
      if (!s) return r.fail("void", "'" + shorten(w) + "' is not a suit (c d h s)");
      if (p.voids[static_cast<int>(*s)]) return r.fail("void", "a suit is listed twice");
      p.voids[static_cast<int>(*s)] = true;
    }
  }
  if (const Line* l = r.get("no-trump")) {
    if (l->values.size() != 1 || (l->values[0] != "yes" && l->values[0] != "no"))
      return r.fail("no-trump", "expected yes or no");
    p.no_trump = l->values[0] == "yes";
  }
  if (const Line* l = r.get("at-close")) {
    std::array<int, 2> v{};
    if (!r.pair("at-close", v)) return false;
    (void)l;
    p.at_close = Position::AtClose{v[0], v[1]};
  }
  if (const Line* l = r.get("dealer")) {
    if (l->values.size() != 1) return r.fail("dealer", "expected me or opponent");
    if (!r.whose("dealer", l->values[0], p.dealer)) return false;
  }
  return r.cards(std::string(kNotHeld), p.not_held, 1, 14);
}

// `history me play Ah, opponent play Kh, opponent meld d, ...`: the actions in order, separated
// by commas, each its player (me or opponent) and the action as in hand records.
bool read_history(Reader& r, Position& p) {
  const Line* l = r.get("history");
  if (!l) return true;
  std::string text;
  for (std::string_view w : l->values) text += (text.empty() ? "" : " ") + std::string(w);
  if (text.empty()) return r.fail("history", "expected actions: me play Ah, opponent play Kh, ...");
  std::size_t start = 0;
  for (std::size_t n = 1; start <= text.size(); ++n) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const auto words = split_words(std::string_view(text).substr(start, comma - start));
    start = comma + 1;
    const std::string at = "action " + std::to_string(n);
    if (n > kMaxHistory)
      return r.fail("history", "more than " + std::to_string(kMaxHistory) +
                                   " actions: a hand has at most 20 plays, 4 marriages, an "
                                   "exchange and a close");
    if (words.empty())
      return r.fail("history", at + " is empty (actions are separated by commas: me play Ah, "
                                    "opponent play Kh)");
    if (words[0] != "me" && words[0] != "opponent")
      return r.fail("history", at + ": '" + shorten(words[0]) +
                                   "' is neither me nor opponent (me play Ah, opponent close)");
    const int seat = words[0] == "me" ? 0 : 1;
    std::string action_text;
    for (std::size_t i = 1; i < words.size(); ++i)
      action_text += (i > 1 ? " " : "") + std::string(words[i]);
    const auto action = words.size() <= 3 ? parse_action(action_text) : std::nullopt;
    if (!action)
      return r.fail("history", at + ": '" + shorten(action_text) +
                                   "' is not an action (play CARD, meld SUIT, exchange, close)");
    p.history.push_back({seat, *action});
  }
  return true;
}

}  // namespace

Expected<Position, std::string> parse_position(std::string_view text) {
  std::map<std::string, Line> lines;
  bool header = false;
  for (const auto& [number, line] : text_lines(text)) {
    auto words = split_words(line);
    if (words.empty()) continue;
    const std::string key(words[0]);
    if (!header) {
      if (words.size() != 2 || words[0] != "schnapsen-position")
        return unexpected("line " + std::to_string(number) +
                          ": a position starts with 'schnapsen-position 1', found '" +
                          shorten(line) + "'");
      if (words[1] != "1")
        return unexpected("line " + std::to_string(number) + ": position version '" +
                          shorten(words[1]) + "' is not supported (this program reads version 1)");
      header = true;
      continue;
    }
    bool known = key == kNotHeld;
    for (std::string_view k : kKeywords) known = known || key == k;
    if (!known)
      return unexpected("line " + std::to_string(number) + ": unknown keyword '" + shorten(key) +
                        "'");
    if (lines.count(key))
      return unexpected("line " + std::to_string(number) + " (" + key + "): repeats line " +
                        std::to_string(lines[key].number) + "; each keyword at most once");
    lines[key] = Line{number, {words.begin() + 1, words.end()}};
  }
  if (!header) return unexpected(std::string("not a position: 'schnapsen-position 1' is missing"));
  for (const char* required : {"rules", "trump", "talon", "hand", "score", "tricks"})
    if (!lines.count(required))
      return unexpected(std::string("the required line '") + required + "' is missing");

  Position p;
  Reader r(lines);
  const Line& rules = lines["rules"];
  std::string rules_text;
  for (std::string_view w : rules.values)
    rules_text += (rules_text.empty() ? "" : " ") + std::string(w);
  auto parsed_rules = parse_rules(rules_text);
  if (!parsed_rules) {
    r.fail("rules", parsed_rules.error());
    return unexpected(r.error);
  }
  p.rules = *parsed_rules;
  const Line& trump = lines["trump"];
  auto suit = trump.values.size() == 1 ? parse_suit(trump.values[0]) : std::nullopt;
  if (!suit) {
    r.fail("trump", "expected one suit letter (c d h s)");
    return unexpected(r.error);
  }
  p.trump = *suit;
  const bool ok = read_talon(r, p) && r.cards("hand", p.hand, 0, kHandSize) &&
                  r.cards("opponent-shown", p.opponent_shown, 0, kHandSize) &&
                  r.cards("played", p.played, 0, kCardCount) && r.pair("score", p.score) &&
                  r.pair("tricks", p.tricks) && r.pair("pending", p.pending) &&
                  r.pair("match", p.match) && read_facts(r, p) && read_history(r, p);
  if (!ok) return unexpected(r.error);
  if (auto problem = check_position(p)) {
    r.fail(problem->keyword, problem->message);
    if (r.line_of(problem->keyword) == 0)
      return unexpected("(" + problem->keyword + "): " + problem->message);
    return unexpected(r.error);
  }
  return p;
}

std::string print_position(const Position& p) {
  const auto pair = [](const std::array<int, 2>& v) {
    return std::to_string(v[0]) + " " + std::to_string(v[1]);
  };
  const auto whose = [](int i) { return i == 0 ? "me" : "opponent"; };
  std::string out = "schnapsen-position 1\nrules ";
  out += rules_name(p.rules);
  out += "\ntrump ";
  out += suit_letter(p.trump);
  out += "\ntalon " + std::to_string(p.talon_size);
  if (p.talon_size > 0) out += " " + to_string(p.talon_card);
  if (p.closer >= 0) out += std::string(" closed-by ") + whose(p.closer);
  out += "\nhand " + to_string(p.hand) + "\n";
  if (!p.opponent_shown.empty()) out += "opponent-shown " + to_string(p.opponent_shown) + "\n";
  if (!p.played.empty()) out += "played " + to_string(p.played) + "\n";
  if (p.lead.valid()) out += "lead " + to_string(p.lead) + "\n";
  out += "score " + pair(p.score) + "\ntricks " + pair(p.tricks) + "\n";
  if (p.pending != std::array<int, 2>{}) out += "pending " + pair(p.pending) + "\n";
  if (p.at_close) out += "at-close " + pair({p.at_close->tricks, p.at_close->score}) + "\n";
  if (p.meld) out += std::string("meld ") + suit_letter(*p.meld) + "\n";
  std::string voids;
  for (int s = 0; s < kSuitCount; ++s)
    if (p.voids[s]) voids += std::string(" ") + suit_letter(static_cast<Suit>(s));
  if (!voids.empty()) out += "void" + voids + "\n";
  if (p.no_trump) out += "no-trump yes\n";
  if (!p.not_held.empty()) out += std::string(kNotHeld) + " " + to_string(p.not_held) + "\n";
  if (p.match != std::array<int, 2>{7, 7}) out += "match " + pair(p.match) + "\n";
  if (p.dealer >= 0) out += std::string("dealer ") + whose(p.dealer) + "\n";
  if (p.dealt.valid()) out += "dealt " + to_string(p.dealt) + "\n";
  if (!p.history.empty()) {
    out += "history";
    for (std::size_t i = 0; i < p.history.size(); ++i)
      out += std::string(i == 0 ? " " : ", ") + whose(p.history[i].seat) + " " +
             to_string(p.history[i].action);
    out += "\n";
  }
  return out;
}

}  // namespace schnapsen
