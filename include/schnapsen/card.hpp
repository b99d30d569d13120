// Cards and card sets: the smallest value types of the engine (docs/rules.md §1).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace schnapsen {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };
inline constexpr int kSuitCount = 4;

// Ranks in ascending trick-taking power (R1.2): J < Q < K < T < A.
enum class Rank : std::uint8_t { Jack, Queen, King, Ten, Ace };
inline constexpr int kRankCount = 5;
inline constexpr int kCardCount = kSuitCount * kRankCount;

inline constexpr std::array<int, kRankCount> kRankPoints = {2, 3, 4, 10, 11};
inline constexpr std::string_view kSuitLetters = "cdhs";
inline constexpr std::string_view kRankLetters = "JQKTA";

// A card is an index 0..19 = suit * 5 + rank, so within a suit a higher index beats a lower one.
class Card {
 public:
  constexpr Card() = default;
  constexpr Card(Suit suit, Rank rank)
      : index_(static_cast<std::uint8_t>(static_cast<int>(suit) * kRankCount +
                                         static_cast<int>(rank))) {}
  static constexpr Card from_index(int index) {
    Card c;
    c.index_ = static_cast<std::uint8_t>(index);
    return c;
  }
  static constexpr Card none() { return from_index(kNoIndex); }

  constexpr int index() const { return index_; }
  constexpr bool valid() const { return index_ < kCardCount; }
  constexpr Suit suit() const { return static_cast<Suit>(index_ / kRankCount); }
  constexpr Rank rank() const { return static_cast<Rank>(index_ % kRankCount); }
  constexpr int points() const { return kRankPoints[index_ % kRankCount]; }

  friend constexpr bool operator==(Card, Card) = default;
  friend constexpr auto operator<=>(Card, Card) = default;

 private:
  static constexpr std::uint8_t kNoIndex = 0xFF;
  std::uint8_t index_ = kNoIndex;
};

constexpr char suit_letter(Suit s) { return kSuitLetters[static_cast<int>(s)]; }
constexpr char rank_letter(Rank r) { return kRankLetters[static_cast<int>(r)]; }

// Text notation R1.3: rank letter then suit letter ("Ah", "Tc"); "--" for no card.
std::string to_string(Card card);
std::optional<Card> parse_card(std::string_view text);
std::optional<Suit> parse_suit(std::string_view text);
std::string_view suit_name(Suit s);  // "clubs", "diamonds", ...
std::string_view rank_name(Rank r);  // "Ace", "Ten", ...

// A set of cards as a 20-bit mask in a 32-bit word.
class CardSet {
  // Card points of every 5-bit suit mask (bit r: rank r held).
  static constexpr std::array<std::uint8_t, 32> kSuitPoints = [] {
    std::array<std::uint8_t, 32> table{};
    for (int mask = 0; mask < 32; ++mask) {
      int sum = 0;
      for (int r = 0; r < kRankCount; ++r)
        if (mask & (1 << r)) sum += kRankPoints[r];
      table[mask] = static_cast<std::uint8_t>(sum);
    }
    return table;
  }();

 public:
  constexpr CardSet() = default;
  explicit constexpr CardSet(std::uint32_t bits) : bits_(bits) {}
  constexpr CardSet(Card c) : bits_(1u << c.index()) {}  // NOLINT(google-explicit-constructor)

  static constexpr CardSet all() { return CardSet((1u << kCardCount) - 1); }
  static constexpr CardSet of_suit(Suit s) {
    return CardSet(0x1Fu << (static_cast<int>(s) * kRankCount));
  }

  constexpr std::uint32_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr bool contains(Card c) const { return (bits_ >> c.index()) & 1u; }
  constexpr bool contains_all(CardSet s) const { return (bits_ & s.bits_) == s.bits_; }
  constexpr void insert(Card c) { bits_ |= 1u << c.index(); }
  constexpr void erase(Card c) { bits_ &= ~(1u << c.index()); }
  constexpr Card lowest() const { return Card::from_index(std::countr_zero(bits_)); }
  constexpr Card highest() const { return Card::from_index(31 - std::countl_zero(bits_)); }
  // Cards of this set in c's suit ranked above c.
  constexpr CardSet above(Card c) const {
    const std::uint32_t suit_mask = CardSet::of_suit(c.suit()).bits_;
    const std::uint32_t higher = ~((2u << c.index()) - 1);
    return CardSet(bits_ & suit_mask & higher);
  }
  constexpr CardSet suit(Suit s) const { return CardSet(bits_ & of_suit(s).bits_); }
  // The sum of card points (R1.2): four look-ups of a suit's points by its 5-bit mask.
  constexpr int points() const {
    return kSuitPoints[bits_ & 31] + kSuitPoints[(bits_ >> 5) & 31] +
           kSuitPoints[(bits_ >> 10) & 31] + kSuitPoints[(bits_ >> 15) & 31];
  }

  friend constexpr CardSet operator|(CardSet a, CardSet b) { return CardSet(a.bits_ | b.bits_); }
  friend constexpr CardSet operator&(CardSet a, CardSet b) { return CardSet(a.bits_ & b.bits_); }
  friend constexpr CardSet operator-(CardSet a, CardSet b) { return CardSet(a.bits_ & ~b.bits_); }
  constexpr CardSet& operator|=(CardSet o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr CardSet& operator&=(CardSet o) {
    bits_ &= o.bits_;
    return *this;
  }
  constexpr CardSet& operator-=(CardSet o) {
    bits_ &= ~o.bits_;
    return *this;
  }
  friend constexpr bool operator==(CardSet, CardSet) = default;

  // Iterates cards in index order (clubs J..A, diamonds, hearts, spades).
  class Iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    using pointer = const Card*;
    using reference = Card;

    constexpr Iterator() = default;
    constexpr explicit Iterator(std::uint32_t bits) : bits_(bits) {}
    constexpr Card operator*() const { return Card::from_index(std::countr_zero(bits_)); }
    constexpr Iterator& operator++() {
      bits_ &= bits_ - 1;
      return *this;
    }
    constexpr Iterator operator++(int) {
      Iterator old = *this;
      ++*this;
      return old;
    }
    friend constexpr bool operator==(Iterator, Iterator) = default;

   private:
    std::uint32_t bits_ = 0;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

 private:
  std::uint32_t bits_ = 0;
};

// "Ah Kh Tc" in index order (or with another separator: "Ah, Kh, Tc").
std::string to_string(CardSet set, std::string_view separator = " ");

// The cards the rules name by suit: the Jack (exchanged for the trump card, R5.1) and the King
// and Queen of a marriage (R5.3).
constexpr Card jack_of(Suit s) { return Card(s, Rank::Jack); }
constexpr Card king_of(Suit s) { return Card(s, Rank::King); }
constexpr Card queen_of(Suit s) { return Card(s, Rank::Queen); }
constexpr CardSet marriage_of(Suit s) { return CardSet(king_of(s)) | CardSet(queen_of(s)); }
// The other card of a King's or Queen's marriage.
constexpr Card marriage_partner(Card c) {
  return c.rank() == Rank::King ? queen_of(c.suit()) : king_of(c.suit());
}

}  // namespace schnapsen
