#include "schnapsen/ai/decision_record.hpp"

#include "schnapsen/ai/bot_protocol.hpp"
#include "schnapsen/ai/json.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::ai {
namespace {

Json card_list(CardSet cards) {
  Json out = Json::array();
  for (Card c : cards) out.push_back(to_string(c));
  return out;
}

}  // namespace

std::string decision_record(const DecisionOrigin& origin, const SeatView& view,
                            const MatchInfo& match, const HandState& state, Action action) {
  const int seat = view.seat;
  const int other = 1 - seat;
  Json o = Json::object();
  o["pair"] = origin.pair;
  o["a"] = origin.a;
  o["b"] = origin.b;
  o["seed"] = origin.seed;
  o["mode"] = origin.bummerl_mode ? "bummerl" : "deal";
  o["deal"] = origin.deal;
  o["seating"] = origin.seating;
  o["hand"] = origin.hand;
  o["rules"] = rules_name(view.rules);
  o["player"] = seat == origin.seating ? origin.a : origin.b;
  o["seat"] = seat;
  o["dealer"] = view.dealer;
  if (origin.bummerl_mode) {
    Json standing = Json::object();
    standing["points"] = Json::array({match.points[0], match.points[1]});
    standing["bummerls"] = Json::array({match.bummerls[0], match.bummerls[1]});
    o["match"] = std::move(standing);
  } else {
    o["match"] = nullptr;  // single deals: every hand is told 7:7, as the position says
  }
  // The seat's information set, as every player reduces its view before it thinks.
  o["position"] = print_position(position_of(view, {match.points[seat], match.points[other]}));
  Json history = Json::array();
  for (const SeatAction& a : view.history) history.push_back(to_string(a));  // "1 play Ah"
  o["history"] = std::move(history);
  o["legal"] = sorted_action_strings(view.legal);
  o["action"] = to_string(action);
  o["forced"] = view.legal.size() == 1;
  // What the seat could not see: for evaluating a model's guesses, never input to a player.
  Json truth = Json::object();
  truth["opponent_hand"] = card_list(state.hand(other));
  Json stock = Json::array();
  for (int i = 0; i < state.stock_remaining(); ++i) stock.push_back(to_string(state.stock_card(i)));
  truth["stock"] = std::move(stock);
  o["truth"] = std::move(truth);
  // Compact: a data set holds millions of these. A bot's command need not be UTF-8.
  return o.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace schnapsen::ai
