#include "schnapsen/card.hpp"

namespace schnapsen {
namespace {

// Card points of every 5-bit suit mask, so a set's points take four table lookups.
constexpr std::array<std::uint8_t, 32> make_suit_points() {
  std::array<std::uint8_t, 32> table{};
  for (int mask = 0; mask < 32; ++mask) {
    int sum = 0;
    for (int r = 0; r < kRankCount; ++r)
      if (mask & (1 << r)) sum += kRankPoints[r];
    table[mask] = static_cast<std::uint8_t>(sum);
  }
  return table;
}
constexpr auto kSuitPoints = make_suit_points();

}  // namespace

int CardSet::points() const {
  return kSuitPoints[bits_ & 31] + kSuitPoints[(bits_ >> 5) & 31] +
         kSuitPoints[(bits_ >> 10) & 31] + kSuitPoints[(bits_ >> 15) & 31];
}

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

std::string to_string(CardSet set) {
  std::string out;
  for (Card c : set) {
    if (!out.empty()) out += ' ';
    out += to_string(c);
  }
  return out;
}

}  // namespace schnapsen
