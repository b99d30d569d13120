// Cards in words (card_words.hpp).
#include "schnapsen/line/card_words.hpp"

#include <array>
#include <cctype>
#include <utility>
#include <vector>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::line {

namespace {

// Indexed by Suit (Clubs, Diamonds, Hearts, Spades) and Rank (Jack, Queen, King, Ten, Ace).
constexpr std::array<const char*, 4> kEnglishSuits = {"clubs", "diamonds", "hearts", "spades"};
constexpr std::array<const char*, 4> kGermanFrenchSuits = {"Kreuz", "Karo", "Herz", "Pik"};
constexpr std::array<const char*, 4> kGermanSuits = {"Eichel", "Schelle", "Herz", "Laub"};
constexpr std::array<const char*, 5> kEnglishRanks = {"jack", "queen", "king", "ten", "ace"};
constexpr std::array<const char*, 5> kGermanFrenchRanks = {"Bube", "Dame", "König", "Zehner",
                                                           "Ass"};
constexpr std::array<const char*, 5> kGermanRanks = {"Unter", "Ober", "König", "Zehner", "Ass"};

// Every word taken for a rank or a suit, lower case (ASCII letters only are folded: "könig").
const std::vector<std::pair<std::string_view, Rank>> kRankWords = {
    {"jack", Rank::Jack},  {"j", Rank::Jack},     {"bube", Rank::Jack},   {"unter", Rank::Jack},
    {"u", Rank::Jack},     {"b", Rank::Jack},     {"queen", Rank::Queen}, {"q", Rank::Queen},
    {"dame", Rank::Queen}, {"ober", Rank::Queen}, {"o", Rank::Queen},     {"king", Rank::King},
    {"k", Rank::King},     {"könig", Rank::King}, {"koenig", Rank::King}, {"ten", Rank::Ten},
    {"t", Rank::Ten},      {"10", Rank::Ten},     {"zehn", Rank::Ten},    {"zehner", Rank::Ten},
    {"ace", Rank::Ace},    {"a", Rank::Ace},      {"ass", Rank::Ace},     {"as", Rank::Ace},
    {"sau", Rank::Ace},    {"daus", Rank::Ace},
};
const std::vector<std::pair<std::string_view, Suit>> kSuitWords = {
    {"clubs", Suit::Clubs},   {"club", Suit::Clubs},        {"kreuz", Suit::Clubs},
    {"eichel", Suit::Clubs},  {"diamonds", Suit::Diamonds}, {"diamond", Suit::Diamonds},
    {"karo", Suit::Diamonds}, {"schelle", Suit::Diamonds},  {"schellen", Suit::Diamonds},
    {"hearts", Suit::Hearts}, {"heart", Suit::Hearts},      {"herz", Suit::Hearts},
    {"spades", Suit::Spades}, {"spade", Suit::Spades},      {"pik", Suit::Spades},
    {"laub", Suit::Spades},   {"grün", Suit::Spades},
};

std::vector<std::string> words_of(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : text::lower_ascii(text)) {
    if (c == ' ' || c == '-' || c == '\t' || c == ',') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

template <class T>
std::optional<T> find_word(const std::vector<std::pair<std::string_view, T>>& table,
                           const std::string& word) {
  for (const auto& [name, value] : table)
    if (name == word) return value;
  return std::nullopt;
}

bool german() { return current_language() == Language::German; }

}  // namespace

std::string suit_words(Suit suit, bool german_suits) {
  const auto i = static_cast<std::size_t>(suit);
  if (german_suits) return kGermanSuits[i];
  return german() ? kGermanFrenchSuits[i] : kEnglishSuits[i];
}

std::string card_words(Card card, bool german_suits) {
  const auto r = static_cast<std::size_t>(card.rank());
  if (german_suits) return suit_words(card.suit(), true) + "-" + kGermanRanks[r];
  if (german()) return suit_words(card.suit(), false) + "-" + kGermanFrenchRanks[r];
  return std::string(kEnglishRanks[r]) + " of " + suit_words(card.suit(), false);
}

std::optional<Suit> parse_suit_word(std::string_view text) {
  const std::vector<std::string> words = words_of(text);
  if (words.size() != 1) return std::nullopt;
  return find_word(kSuitWords, words[0]);
}

std::optional<Card> parse_card_words(std::string_view text) {
  const std::vector<std::string> words = words_of(text);
  if (words.size() == 1 && words[0].size() == 2) {  // the bot notation: "ts", "Ah"
    if (auto card =
            parse_card(std::string(1, static_cast<char>(std::toupper(words[0][0]))) + words[0][1]))
      return card;
  }
  std::optional<Rank> rank;
  std::optional<Suit> suit;
  for (const std::string& word : words) {
    if (word == "of" || word == "von" || word == "der" || word == "die") continue;
    if (auto r = find_word(kRankWords, word); r && !rank) {
      rank = r;
    } else if (auto s = find_word(kSuitWords, word); s && !suit) {
      suit = s;
    } else {
      return std::nullopt;
    }
  }
  if (!rank || !suit) return std::nullopt;
  return Card(*suit, *rank);
}

}  // namespace schnapsen::line
