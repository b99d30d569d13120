// Test helpers: decks laid out by hand and scripted actions ("0 play Ah, 1 play Qd").
#pragma once

#include <array>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "schnapsen/action.hpp"
#include "schnapsen/card.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand_state.hpp"

namespace schnapsen::test {

// Test data errors throw, so that decks can also be laid out before any test runs.
inline void require_data(bool ok, const std::string& what) {
  if (!ok) throw std::invalid_argument("bad test data: " + what);
}

// The cards of a space-separated list, in order.
inline std::vector<Card> cards_of(std::string_view text) {
  std::vector<Card> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) {
      const auto card = parse_card(text.substr(i, j - i));
      require_data(card.has_value(), "card '" + std::string(text.substr(i, j - i)) + "'");
      out.push_back(*card);
    }
    i = j;
  }
  return out;
}

inline CardSet set_of(std::string_view text) {
  CardSet s;
  for (Card c : cards_of(text)) s.insert(c);
  return s;
}

inline Card card(std::string_view text) {
  const auto c = parse_card(text);
  require_data(c.has_value(), "card '" + std::string(text) + "'");
  return *c;
}

// A deck dealt as R2.2: forehand's five cards, the dealer's five, the trump card, and the stock
// in draw order. Stock cards not listed are filled in from the unused cards in index order.
inline Deck layout(std::string_view forehand, std::string_view dealer, std::string_view trump,
                   std::string_view stock = "") {
  const auto fore = cards_of(forehand);
  const auto deal = cards_of(dealer);
  const auto talon = cards_of(stock);
  require_data(fore.size() == 5 && deal.size() == 5, "hands of five cards");
  require_data(talon.size() <= static_cast<std::size_t>(kStockSize), "at most nine stock cards");
  Deck d{};
  d[0] = fore[0], d[1] = fore[1], d[2] = fore[2], d[7] = fore[3], d[8] = fore[4];
  d[3] = deal[0], d[4] = deal[1], d[5] = deal[2], d[9] = deal[3], d[10] = deal[4];
  d[6] = card(trump);
  CardSet used;
  for (int i = 0; i <= 10; ++i) used.insert(d[i]);
  for (std::size_t i = 0; i < talon.size(); ++i) {
    d[11 + i] = talon[i];
    used.insert(talon[i]);
  }
  CardSet rest = CardSet::all() - used;
  for (std::size_t i = 11 + talon.size(); i < static_cast<std::size_t>(kCardCount); ++i) {
    require_data(!rest.empty(), "a card listed twice");
    d[i] = rest.lowest();
    rest.erase(d[i]);
  }
  require_data(is_complete_deck(d), "a card listed twice");
  return d;
}

// One scripted step "<seat> <action>": checks the seat is to act, then applies.
inline std::optional<Illegal> act(HandState& s, std::string_view line) {
  REQUIRE(line.size() > 2);
  const int seat = line[0] - '0';
  const auto action = parse_action(line.substr(2));
  if (!action) FAIL("bad action in test: '" << std::string(line) << "'");
  if (s.to_act() != seat)
    FAIL("'" << std::string(line) << "': seat " << s.to_act() << " is to act");
  return s.apply(*action);
}

// Applies every step of a comma-separated script; each must be legal.
inline void run(HandState& s, std::string_view script) {
  std::size_t i = 0;
  while (i < script.size()) {
    std::size_t j = script.find(',', i);
    if (j == std::string_view::npos) j = script.size();
    std::string_view step = script.substr(i, j - i);
    while (!step.empty() && step.front() == ' ') step.remove_prefix(1);
    while (!step.empty() && step.back() == ' ') step.remove_suffix(1);
    if (!step.empty()) {
      const auto err = act(s, step);
      if (err) FAIL("'" << std::string(step) << "' refused: " << err->why);
    }
    i = j + 1;
  }
}

inline HandState start(const Rules& rules, const Deck& deck, std::string_view script = "",
                       int dealer = 1) {
  HandState s = HandState::deal(rules, dealer, deck);
  run(s, script);
  return s;
}

inline Action action(std::string_view text) {
  const auto a = parse_action(text);
  if (!a) FAIL("bad action in test: '" << std::string(text) << "'");
  return *a;
}

inline bool can(const HandState& s, std::string_view text) { return s.is_legal(action(text)); }

// The legal actions as text, in the engine's order, e.g. "play Jh, play Qh, claim".
inline std::string legal_text(const HandState& s) {
  std::string out;
  for (Action a : s.legal_actions()) {
    if (!out.empty()) out += ", ";
    out += to_string(a);
  }
  return out;
}

// The raw bytes of a state, to prove that a refused action changed nothing.
using StateBytes = std::array<unsigned char, sizeof(HandState)>;
inline StateBytes bytes_of(const HandState& s) {
  StateBytes b;
  std::memcpy(b.data(), &s, sizeof s);
  return b;
}

// Expects `line` to be refused with a message containing `why`, leaving the state unchanged.
inline void expect_refused(HandState& s, std::string_view line, std::string_view why) {
  const StateBytes before = bytes_of(s);
  const auto err = act(s, line);
  INFO("action: " << std::string(line));
  REQUIRE(err.has_value());
  INFO("message: " << err->why);
  CHECK(err->why.find(why) != std::string::npos);
  CHECK(bytes_of(s) == before);
}

// Plays the lowest-index legal card each turn until `tricks` more tricks are complete.
inline void play_low_tricks(HandState& s, int tricks) {
  const int target = s.tricks_played() + tricks;
  while (!s.over() && s.phase() != Phase::ClaimOrPass && s.tricks_played() < target) {
    for (Action a : s.legal_actions()) {
      if (a.kind == ActionKind::Play) {
        s.apply_legal(a);
        break;
      }
    }
  }
}

// Every observable field of two states, compared one by one.
inline bool same_state(const HandState& a, const HandState& b) {
  if (!(a.rules() == b.rules()) || a.phase() != b.phase() || a.to_act() != b.to_act() ||
      a.leader() != b.leader() || a.dealer() != b.dealer() || a.trump() != b.trump() ||
      a.trump_card_dealt() != b.trump_card_dealt() || a.trump_card() != b.trump_card() ||
      a.talon_size() != b.talon_size() || a.closer() != b.closer() ||
      a.tricks_at_close() != b.tricks_at_close() || a.score_at_close() != b.score_at_close() ||
      a.melded_suit() != b.melded_suit() || a.stock_remaining() != b.stock_remaining() ||
      !(a.result() == b.result()))
    return false;
  if (a.phase() == Phase::Follow && a.lead_card() != b.lead_card()) return false;
  for (int seat = 0; seat < 2; ++seat) {
    if (a.hand(seat) != b.hand(seat) || a.won_cards(seat) != b.won_cards(seat) ||
        a.shown(seat) != b.shown(seat) || a.card_points(seat) != b.card_points(seat) ||
        a.tricks(seat) != b.tricks(seat) || a.marriage_points(seat) != b.marriage_points(seat))
      return false;
  }
  for (int i = 0; i < a.stock_remaining(); ++i)
    if (a.stock_card(i) != b.stock_card(i)) return false;
  return true;
}

}  // namespace schnapsen::test

// Readable failure messages: cards and card sets in their text notation.
namespace Catch {
template <>
struct StringMaker<schnapsen::Card> {
  static std::string convert(schnapsen::Card c) { return schnapsen::to_string(c); }
};
template <>
struct StringMaker<schnapsen::CardSet> {
  static std::string convert(schnapsen::CardSet s) {
    std::string out(1, '{');
    out += schnapsen::to_string(s);
    out += '}';
    return out;
  }
};
}  // namespace Catch
