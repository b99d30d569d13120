// Cards, actions and seat pairs as JSON (json.hpp): the one writer behind the bot protocol,
// network play's messages and decision records, and the strict readers of cards, suits and pairs.
#include <algorithm>

#include "schnapsen/json.hpp"

namespace schnapsen {
namespace {

Json sorted_strings(std::vector<std::string> items) {
  std::sort(items.begin(), items.end());
  items.erase(std::unique(items.begin(), items.end()), items.end());
  Json out = Json::array();
  for (auto& s : items) out.push_back(std::move(s));
  return out;
}

}  // namespace

Json card_json(Card c) { return c.valid() ? Json(to_string(c)) : Json(); }

Json cards_json(CardSet cards) {
  Json out = Json::array();
  for (Card c : cards) out.push_back(to_string(c));
  return out;
}

Json sorted_cards_json(CardSet cards) {
  std::vector<std::string> names;
  for (Card c : cards) names.push_back(to_string(c));
  return sorted_strings(std::move(names));
}

Json pair_json(const std::array<int, 2>& pair) { return Json::array({pair[0], pair[1]}); }

Json actions_json(const ActionList& actions) {
  Json out = Json::array();
  for (Action a : actions) out.push_back(to_string(a));
  return out;
}

Json sorted_actions_json(const ActionList& actions) {
  std::vector<std::string> names;
  for (Action a : actions) names.push_back(to_string(a));
  return sorted_strings(std::move(names));
}

Json history_json(const std::vector<SeatAction>& history) {
  Json out = Json::array();
  for (const SeatAction& a : history) out.push_back(to_string(a));
  return out;
}

Card read_card(const Json& j, const std::string& what, bool may_be_null) {
  if (j.is_null() && may_be_null) return Card::none();
  const auto c = j.is_string() ? parse_card(j.get_ref<const std::string&>()) : std::nullopt;
  if (!c || !c->valid()) refuse_json(what + " is not a card");
  return *c;
}

CardSet read_cards(const Json& j, const std::string& what, int max) {
  CardSet set;
  for (const Json& c : read_list(j, what, static_cast<std::size_t>(max), "cards")) {
    const Card card = read_card(c, what, false);
    if (set.contains(card)) refuse_json(what + " names a card twice");
    set.insert(card);
  }
  return set;
}

Suit read_suit(const Json& j, const std::string& what) {
  const auto s = j.is_string() ? parse_suit(j.get_ref<const std::string&>()) : std::nullopt;
  if (!s) refuse_json(what + " is not a suit");
  return *s;
}

std::array<int, 2> read_pair(const Json& j, const std::string& what, int min, int max) {
  if (!j.is_array() || j.size() != 2) refuse_json(what + " is not a pair");
  return {read_int(j[0], what, min, max), read_int(j[1], what, min, max)};
}

}  // namespace schnapsen
