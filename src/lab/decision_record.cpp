#include "schnapsen/lab/decision_record.hpp"

#include "schnapsen/json.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::lab {

std::string decision_record(const DecisionOrigin& origin, const SeatView& view,
                            const ai::MatchInfo& match, const HandState& state, Action action) {
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
    standing["points"] = pair_json(match.points);
    standing["bummerls"] = pair_json(match.bummerls);
    o["match"] = std::move(standing);
  } else {
    o["match"] = nullptr;  // single deals: every hand is told 7:7, as the position says
  }
  // The seat's information set, as every player reduces its view before it thinks.
  o["position"] = print_position(position_of(view, {match.points[seat], match.points[other]}));
  o["history"] = history_json(view.history);  // "1 play Ah"
  o["legal"] = sorted_actions_json(view.legal);
  o["action"] = to_string(action);
  o["forced"] = view.legal.size() == 1;
  // What the seat could not see: for evaluating a model's guesses, never input to a player.
  Json truth = Json::object();
  truth["opponent_hand"] = cards_json(state.hand(other));
  Json stock = Json::array();
  for (int i = 0; i < state.stock_remaining(); ++i) stock.push_back(to_string(state.stock_card(i)));
  truth["stock"] = std::move(stock);
  o["truth"] = std::move(truth);
  // Compact: a data set holds millions of these. A bot's command need not be UTF-8.
  return o.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace schnapsen::lab
