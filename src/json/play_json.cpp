// Cards, actions and seat pairs as JSON (json.hpp): the one writer behind the bot protocol,
// network play's messages and decision records.
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

}  // namespace schnapsen
