// Decision records read back (decision_record.hpp writes them): what the policy model's trainer
// (`schnapsen-lab features`) and the offline check of the opponent reading (`schnapsen-lab
// reading`) take in.
#pragma once

#include <string>
#include <string_view>

#include "schnapsen/action.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::lab {

struct RecordedDecision {
  std::string player;    // who decided
  std::string opponent;  // the other player of the pair
  std::string hand_key;  // the same for every decision of one hand
  // The same for one deal's hand in both seatings (the key without the seating): a trainer's
  // split keeps them on one side, as the same deal replayed is often the same hand.
  std::string deal_key;
  // The decider's view as its position gives it (the decider is seat 0), with the hand's public
  // history in the same seats; trump_card_dealt is set by DecisionReader.
  SeatView view;
  Action action;
  bool forced = false;
  CardSet opponent_hand;  // the truth, for evaluation only: the opponent's whole hand
};

// Reads decision records in the order a run wrote them. A record's position does not state the
// card dealt under the talon (an exchange replaces it), so the reader takes it from the first
// record of each hand, where no action has been played yet.
class DecisionReader {
 public:
  // The decision of one line, or what is wrong with it.
  Expected<RecordedDecision, std::string> read(std::string_view line);

 private:
  std::string hand_key_;
  Card dealt_ = Card::none();
};

}  // namespace schnapsen::lab
