// Cards, actions and seat pairs as JSON (json.hpp): the one writer that the bot protocol,
// network play and decision records share.
#include "catch.hpp"
#include "schnapsen/json.hpp"

using namespace schnapsen;

TEST_CASE("JSON of play: a card or null, cards in suit order or sorted, a seat pair") {
  const Card ah(Suit::Hearts, Rank::Ace);
  const Card tc(Suit::Clubs, Rank::Ten);
  const Card ks(Suit::Spades, Rank::King);
  CHECK(dump_line(card_json(ah)) == "\"Ah\"");
  CHECK(card_json(Card::none()).is_null());
  const CardSet cards = CardSet(ah) | CardSet(tc) | CardSet(ks);
  CHECK(cards_json(cards) == Json::array({"Tc", "Ah", "Ks"}));  // clubs, hearts, spades
  CHECK(sorted_cards_json(cards) == Json::array({"Ah", "Ks", "Tc"}));
  CHECK(cards_json(CardSet()) == Json::array());
  CHECK(dump_line(pair_json({3, 66})) == "[3, 66]");
}

TEST_CASE("JSON of play: actions in their order or sorted once each, a history with seats") {
  ActionList legal;
  legal.push(Action::play(Card(Suit::Hearts, Rank::Ace)));
  legal.push(Action::close());
  legal.push(Action::claim());
  legal.push(Action::close());
  CHECK(actions_json(legal) == Json::array({"play Ah", "close", "claim", "close"}));
  CHECK(sorted_actions_json(legal) == Json::array({"claim", "close", "play Ah"}));
  const std::vector<SeatAction> history = {{1, Action::play(Card(Suit::Clubs, Rank::Ten))},
                                           {0, Action::meld(Suit::Hearts)}};
  CHECK(history_json(history) == Json::array({"1 play Tc", "0 meld h"}));
}
