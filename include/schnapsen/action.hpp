// Actions a seat can take, their text form and a fixed-capacity list of them.
//
// Encoding: an Action is a kind plus one byte of argument: the card index for `play`, the suit
// for `meld`, unused otherwise. Text form as in hand records (docs/records.md):
// "play Ah", "meld h", "exchange", "close", "claim", "pass", "resign".
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/card.hpp"

namespace schnapsen {

// Resign: the seat to act gives the hand up (docs/rules.md, R7.8). It is never in a list of legal
// actions (the AIs and the solver do not consider it) but HandState::apply takes it whenever the
// hand is not over.
enum class ActionKind : std::uint8_t { Play, Meld, Exchange, Close, Claim, Pass, Resign };

struct Action {
  ActionKind kind = ActionKind::Play;
  std::uint8_t arg = 0;

  static constexpr Action play(Card c) {
    return {ActionKind::Play, static_cast<std::uint8_t>(c.index())};
  }
  static constexpr Action meld(Suit s) { return {ActionKind::Meld, static_cast<std::uint8_t>(s)}; }
  static constexpr Action exchange() { return {ActionKind::Exchange, 0}; }
  static constexpr Action close() { return {ActionKind::Close, 0}; }
  static constexpr Action claim() { return {ActionKind::Claim, 0}; }
  static constexpr Action pass() { return {ActionKind::Pass, 0}; }
  static constexpr Action resign() { return {ActionKind::Resign, 0}; }

  constexpr Card card() const { return Card::from_index(arg); }
  constexpr Suit suit() const { return static_cast<Suit>(arg); }

  friend constexpr bool operator==(Action, Action) = default;
};

std::string to_string(Action a);
std::optional<Action> parse_action(std::string_view text);

// The legal actions of one turn: at most 5 plays, 2 melds, exchange, close, claim.
class ActionList {
 public:
  static constexpr int kCapacity = 12;
  constexpr void push(Action a) { items_[size_++] = a; }
  constexpr int size() const { return size_; }
  constexpr bool empty() const { return size_ == 0; }
  constexpr Action operator[](int i) const { return items_[i]; }
  constexpr const Action* begin() const { return items_.data(); }
  constexpr const Action* end() const { return items_.data() + size_; }
  constexpr bool contains(Action a) const {
    for (int i = 0; i < size_; ++i)
      if (items_[i] == a) return true;
    return false;
  }
  friend constexpr bool operator==(const ActionList& a, const ActionList& b) {
    if (a.size_ != b.size_) return false;
    for (int i = 0; i < a.size_; ++i)
      if (!(a.items_[i] == b.items_[i])) return false;
    return true;
  }

 private:
  std::array<Action, kCapacity> items_{};
  int size_ = 0;
};

}  // namespace schnapsen
