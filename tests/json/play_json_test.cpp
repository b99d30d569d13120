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

namespace {

// What a reader refuses `j` with ("" when it takes it).
template <class Read>
std::string refusal_of(const Json& j, Read read) {
  const auto r = read_strictly([&] {
    read(j);
    return 0;
  });
  return r ? std::string() : r.error();
}

}  // namespace

TEST_CASE("JSON of play read back: cards, a card or null, suits and seat pairs") {
  const Card ah(Suit::Hearts, Rank::Ace);
  const CardSet cards = CardSet(ah) | CardSet(Card(Suit::Clubs, Rank::Ten));
  const auto back = read_strictly([&] {
    CHECK(read_card(card_json(ah), "c", false) == ah);
    CHECK(read_card(Json(), "c", true) == Card::none());
    CHECK(read_suit(Json("h"), "s") == Suit::Hearts);
    CHECK(read_pair(pair_json({3, 66}), "p", 0, 66) == std::array<int, 2>{3, 66});
    return read_cards(cards_json(cards), "cs", 2);
  });
  REQUIRE(back.has_value());
  CHECK(*back == cards);
  const auto card = [](const Json& j) { read_card(j, "view.lead", false); };
  CHECK(refusal_of(Json(), card) == "view.lead is not a card");
  CHECK(refusal_of(Json("Ahx"), card) == "view.lead is not a card");
  CHECK(refusal_of(Json(7), card) == "view.lead is not a card");
  const auto hand = [](const Json& j) { read_cards(j, "view.hand", 2); };
  CHECK(refusal_of(Json::array({"Ah", "Tc", "Ks"}), hand) ==
        "view.hand is not a list of at most 2 cards");
  CHECK(refusal_of(Json("Ah"), hand) == "view.hand is not a list of at most 2 cards");
  CHECK(refusal_of(Json::array({"Ah", "Ah"}), hand) == "view.hand names a card twice");
  CHECK(refusal_of(Json::array({"Ah", nullptr}), hand) == "view.hand is not a card");
  CHECK(refusal_of(Json("x"), [](const Json& j) { read_suit(j, "trump"); }) ==
        "trump is not a suit");
  CHECK(refusal_of(Json(3), [](const Json& j) { read_suit(j, "trump"); }) == "trump is not a suit");
  const auto pair = [](const Json& j) { read_pair(j, "scores", 0, 66); };
  CHECK(refusal_of(Json::array({1, 2, 3}), pair) == "scores is not a pair");
  CHECK(refusal_of(Json::array({1, 67}), pair) == "scores is out of range (0 to 66)");
}
