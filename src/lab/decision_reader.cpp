#include "schnapsen/lab/decision_reader.hpp"

#include "schnapsen/json.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::lab {
namespace {

Expected<RecordedDecision, std::string> parse_decision(std::string_view line) {
  const Json o = Json::parse(line, nullptr, false);
  if (o.is_discarded() || !o.is_object()) return unexpected<std::string>("not a JSON object");
  try {
    RecordedDecision d;
    const int seat = o.at("seat").get<int>();
    d.player = o.at("player").get<std::string>();
    const std::string a = o.at("a").get<std::string>();
    const std::string b = o.at("b").get<std::string>();
    d.opponent = d.player == a ? b : a;
    d.deal_key = std::to_string(o.at("pair").get<int>()) + "/" +
                 std::to_string(o.at("deal").get<int>()) + "/" +
                 std::to_string(o.at("hand").get<int>());
    d.hand_key = d.deal_key + "/" + std::to_string(o.at("seating").get<int>());
    auto position = parse_position(o.at("position").get<std::string>());
    if (!position) return unexpected<std::string>("position: " + position.error());
    d.view = view_of(*position);
    for (const Json& h : o.at("history")) {
      const std::string text = h.get<std::string>();  // "1 play Ah"
      const auto action = text.size() > 2 ? parse_action(text.substr(2)) : std::nullopt;
      if (!action || (text[0] != '0' && text[0] != '1') || text[1] != ' ')
        return unexpected<std::string>("history: '" + text + "' is not an action");
      d.view.history.push_back({(text[0] - '0') == seat ? 0 : 1, *action});
    }
    const auto action = parse_action(o.at("action").get<std::string>());
    if (!action || !d.view.legal.contains(*action))
      return unexpected<std::string>("action: not a legal action of the position");
    d.action = *action;
    d.forced = o.at("forced").get<bool>();
    for (const Json& c : o.at("truth").at("opponent_hand")) {
      const auto card = parse_card(c.get<std::string>());
      if (!card) return unexpected<std::string>("truth: not a card");
      d.opponent_hand.insert(*card);
    }
    return d;
  } catch (const Json::exception& e) {
    return unexpected<std::string>(std::string("a field is missing or of the wrong type: ") +
                                   e.what());
  }
}

}  // namespace

Expected<RecordedDecision, std::string> DecisionReader::read(std::string_view line) {
  auto d = parse_decision(line);
  if (!d) return d;
  if (d->hand_key != hand_key_) {
    if (!d->view.history.empty())
      return unexpected<std::string>("the first record of a hand is not its first decision");
    hand_key_ = d->hand_key;
    dealt_ = d->view.trump_card;
  }
  d->view.trump_card_dealt = dealt_;
  return d;
}

}  // namespace schnapsen::lab
