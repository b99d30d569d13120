#include "schnapsen/card.hpp"

namespace schnapsen {

std::string to_string(Card card) {
  if (!card.valid()) return "--";
  return {rank_letter(card.rank()), suit_letter(card.suit())};
}

std::optional<Suit> parse_suit(std::string_view text) {
  if (text.size() != 1) return std::nullopt;
  const auto pos = kSuitLetters.find(text[0]);
  if (pos == std::string_view::npos) return std::nullopt;
  return static_cast<Suit>(pos);
}

std::optional<Card> parse_card(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  const auto rank = kRankLetters.find(text[0]);
  const auto suit = parse_suit(text.substr(1));
  if (rank == std::string_view::npos || !suit) return std::nullopt;
  return Card(*suit, static_cast<Rank>(rank));
}

std::string_view suit_name(Suit s) {
  static constexpr std::array<std::string_view, kSuitCount> kNames = {"clubs", "diamonds", "hearts",
                                                                      "spades"};
  return kNames[static_cast<int>(s)];
}

std::string_view rank_name(Rank r) {
  static constexpr std::array<std::string_view, kRankCount> kNames = {"Jack", "Queen", "King",
                                                                      "Ten", "Ace"};
  return kNames[static_cast<int>(r)];
}

std::string to_string(CardSet set, std::string_view separator) {
  std::string out;
  for (Card c : set) {
    if (!out.empty()) out += separator;
    out += to_string(c);
  }
  return out;
}

}  // namespace schnapsen
