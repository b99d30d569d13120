// One typed line as a command (line_command.hpp).
#include "schnapsen/line/line_command.hpp"

#include <array>
#include <utility>
#include <vector>

#include "schnapsen/line/card_words.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::line {

namespace {

using Kind = LineCommand::Kind;

// Every command word, English first, then German.
const std::vector<std::pair<std::string_view, Kind>> kWords = {
    {"play", Kind::Card},
    {"meld", Kind::Meld},
    {"exchange", Kind::Exchange},
    {"close", Kind::Close},
    {"claim", Kind::Claim},
    {"66", Kind::Claim},
    {"pass", Kind::Pass},
    {"resign", Kind::Resign},
    {"undo", Kind::Undo},
    {"quit", Kind::Quit},
    {"yes", Kind::Yes},
    {"no", Kind::No},
    {"hand", Kind::Hand},
    {"cards", Kind::Hand},
    {"trick", Kind::Trick},
    {"last", Kind::Last},
    {"talon", Kind::Talon},
    {"trump", Kind::Talon},
    {"score", Kind::Score},
    {"status", Kind::Status},
    {"legal", Kind::Legal},
    {"repeat", Kind::Repeat},
    {"again", Kind::Repeat},
    {"log", Kind::Log},
    {"help", Kind::Help},
    {"?", Kind::Help},
    {"spielen", Kind::Card},
    {"ansagen", Kind::Meld},
    {"tauschen", Kind::Exchange},
    {"zudrehen", Kind::Close},
    {"aus", Kind::Claim},
    {"passen", Kind::Pass},
    {"weiter", Kind::Pass},
    {"aufgeben", Kind::Resign},
    {"zurück", Kind::Undo},
    {"ende", Kind::Quit},
    {"beenden", Kind::Quit},
    {"ja", Kind::Yes},
    {"nein", Kind::No},
    {"karten", Kind::Hand},
    {"stich", Kind::Trick},
    {"letzter", Kind::Last},
    {"trumpf", Kind::Talon},
    {"punkte", Kind::Score},
    {"stand", Kind::Status},
    {"erlaubt", Kind::Legal},
    {"wiederholen", Kind::Repeat},
    {"verlauf", Kind::Log},
    {"hilfe", Kind::Help},
    {"ready", Kind::Ready},
    {"bereit", Kind::Ready},
    {"advice", Kind::Advice},
    {"rat", Kind::Advice},
    {"tipp", Kind::Advice},
    {"review", Kind::Review},
    {"stats", Kind::Stats},
    {"statistics", Kind::Stats},
    {"statistik", Kind::Stats},
    {"rückblick", Kind::Review},
};

LineCommand of(Kind kind) {
  LineCommand c;
  c.kind = kind;
  return c;
}
LineCommand number_of(int n) {
  LineCommand c = of(Kind::Number);
  c.number = n;
  return c;
}
LineCommand card_of(Card card) {
  LineCommand c = of(Kind::Card);
  c.card = card;
  return c;
}
LineCommand unknown(const std::string& text) {
  LineCommand c = of(Kind::Unknown);
  c.text = text;
  return c;
}

std::string trim_copy(std::string_view text) { return std::string(text::trim(text)); }

// The command a first word stands for: the word itself, else the one word it begins.
LineCommand command_word(const std::string& word) {
  std::vector<std::pair<std::string_view, Kind>> matches;
  for (const auto& entry : kWords) {
    if (entry.first == word) return of(entry.second);
    if (entry.first.starts_with(word)) matches.push_back(entry);
  }
  if (matches.empty()) return unknown(word);
  bool one = true;
  for (const auto& m : matches) one = one && m.second == matches.front().second;
  if (one) return of(matches.front().second);
  LineCommand c = of(Kind::Ambiguous);
  std::vector<std::string> words;
  for (const auto& m : matches) words.emplace_back(m.first);
  c.text = text::join(words, ", ");
  return c;
}

// A card's number: a few digits (no sign, no blanks).
std::optional<int> whole_number(const std::string& text) {
  return text.size() <= 3 ? text::parse_number<int>(text) : std::nullopt;
}

}  // namespace

LineCommand parse_line_command(std::string_view line) {
  const std::string text = trim_copy(line);
  if (text.empty()) return of(Kind::Empty);
  // "10" is a card's number in a hand, never the rank: a hand holds at most five cards.
  if (auto n = whole_number(text)) return number_of(*n);
  if (auto card = parse_card_words(text)) return card_of(*card);
  const std::string folded = text::lower_ascii(text);
  const auto space = folded.find(' ');
  const std::string first = folded.substr(0, space);
  const std::string rest = space == std::string::npos ? "" : trim_copy(folded.substr(space + 1));
  LineCommand c = command_word(first);
  if (c.kind == Kind::Card) {  // "play ten of spades", "play 2"
    if (auto n = whole_number(rest)) return number_of(*n);
    if (auto card = parse_card_words(rest)) return card_of(*card);
    return unknown(text);
  }
  if (c.kind == Kind::Meld && !rest.empty()) {
    c.suit = parse_suit_word(rest);
    if (!c.suit) return unknown(text);
  } else if (c.kind == Kind::Log && !rest.empty()) {
    auto n = whole_number(rest);
    if (!n) return unknown(text);
    c.number = *n;
  } else if (!rest.empty() && c.kind != Kind::Unknown && c.kind != Kind::Ambiguous) {
    return unknown(text);
  }
  if (c.kind == Kind::Unknown) c.text = text;
  return c;
}

}  // namespace schnapsen::line
