// docs/rules.md §9: what a seat sees. A SeatView holds no card the seat may not know.
#include "schnapsen/view.hpp"
#include "decks.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

namespace {

// Forehand (seat 0) holds the trump Jack (clubs) and the heart marriage.
const Deck kViewDeck =
    layout("Jc Kh Qh As Ad", "Jh Js Jd Qs Ts", "Qc", "Th Kd Ac Ks Td Qd Kc Ah Tc");

// Every card a view exposes in any field.
CardSet exposed(const SeatView& v) {
  CardSet s = v.hand | v.opponent_shown | v.won[0] | v.won[1];
  if (v.lead.valid()) s.insert(v.lead);
  if (v.trump_card.valid()) s.insert(v.trump_card);
  if (v.trump_card_dealt.valid()) s.insert(v.trump_card_dealt);
  return s;
}

}  // namespace

TEST_CASE("R9.1 a seat sees its hand - the trump card and counts - not the opponent's hand") {
  Hand h(Rules::soft(), 1, kViewDeck);
  const SeatView v = h.view(1);
  CHECK(v.seat == 1);
  CHECK(v.hand == h.state().hand(1));
  CHECK(v.trump_card == card("Qc"));
  CHECK(v.trump == Suit::Clubs);
  CHECK(v.talon_size == 10);
  CHECK(v.opponent_hand_size == 5);
  CHECK(v.opponent_shown.empty());
  CHECK((exposed(v) & h.state().hand(0)).empty());  // none of forehand's cards
  for (int i = 0; i < h.state().stock_remaining(); ++i)
    CHECK_FALSE(exposed(v).contains(h.state().stock_card(i)));
  CHECK(v.unseen() == (h.state().hand(0) | set_of("Th Kd Ac Ks Td Qd Kc Ah Tc")));
  CHECK(v.legal.empty());  // not its turn
  CHECK(h.view(0).legal.size() == h.state().legal_actions().size());
}

TEST_CASE("R9.1 shown cards: the marriage partner and the card gained by an exchange") {
  Hand h(Rules::soft(), 1, kViewDeck);
  REQUIRE(!h.act(0, action("exchange")));
  REQUIRE(!h.act(0, action("meld h")));
  REQUIRE(!h.act(0, action("play Kh")));
  const SeatView v = h.view(1);
  CHECK(v.opponent_shown == set_of("Qh Qc"));
  CHECK(v.trump_card == card("Jc"));  // the jack now lies face up
  CHECK(v.trump_card_dealt == card("Qc"));
  CHECK(v.lead == card("Kh"));
  CHECK(v.melded_suit == std::nullopt);
  CHECK(v.marriage_points[0] == 20);
  CHECK(v.history.size() == 3);
  const CardSet hidden =
      (h.state().hand(0) - set_of("Qh Qc")) | set_of("Th Kd Ac Ks Td Qd Kc Ah Tc");
  CHECK(v.unseen() == hidden);
  // The melder's own view lists nothing of the dealer's hand.
  const SeatView mine = h.view(0);
  CHECK(mine.opponent_shown.empty());
  CHECK((exposed(mine) & h.state().hand(1)).empty());
}

TEST_CASE("R9.1 every card played stays visible - the trump card stays known after a close") {
  Hand h(Rules::soft(), 1, kViewDeck);
  REQUIRE(!h.act(0, action("play As")));
  REQUIRE(!h.act(1, action("play Js")));
  REQUIRE(!h.act(0, action("close")));
  const SeatView v = h.view(1);
  CHECK(v.won[0] == set_of("As Js"));
  CHECK(v.closer == 0);
  CHECK(v.trump_card == card("Qc"));
  CHECK_FALSE(v.talon_open());
  CHECK(v.talon_size == 8);
  CHECK(v.unseen().size() == 5 + 7);  // forehand's hand and the seven face-down stock cards
}

TEST_CASE("R9.1 the trump card taken at the last draw is known to the winner") {
  Hand h(Rules::soft(), 1, kViewDeck);
  HandState s = h.state();
  while (s.talon_size() > 0) {  // mirror low plays through Hand to keep the record
    const Action a = s.legal_actions()[0];
    REQUIRE(!h.act(s.to_act(), a));
    s = h.state();
  }
  const int loser = 1 - s.leader();
  CHECK(s.hand(loser).contains(card("Qc")));
  const SeatView v = h.view(s.leader());
  CHECK(v.opponent_shown.contains(card("Qc")));
  CHECK(v.talon_size == 0);
  CHECK_FALSE(v.trump_card.valid());
  CHECK(v.unseen() == s.hand(loser) - CardSet(card("Qc")));
}

TEST_CASE("R9.3 the view keeps public memory only: history - won cards - no stock order") {
  Hand h(Rules::soft(), 1, kViewDeck);
  REQUIRE(!h.act(0, action("play As")));
  REQUIRE(!h.act(1, action("play Ts")));
  const SeatView v = h.view(0);
  CHECK(v.history.size() == 2);
  CHECK(to_string(v.history[1]) == "1 play Ts");
  CHECK(v.won[0] == set_of("As Ts"));
  CHECK(v.won[1].empty());
  CHECK(v.scores[0] == 21);
  CHECK(v.tricks[0] == 1);
  const CardSet hidden = v.unseen();
  CHECK(hidden.size() == 5 + 7);
  CHECK((hidden & v.hand).empty());
}

TEST_CASE("R9.3 a view is the same whatever the opponent's hidden cards and the stock order") {
  // Deal the unseen cards (the opponent's hidden ones and the stock) out differently at every
  // step of random hands: the seat's view must not change, or it leaks what the seat cannot see.
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    Hand h(rules, static_cast<int>(seed / 2 % 2), shuffled_deck(seed));
    SplitMix64 rng(seed);
    while (!h.over()) {
      const HandState& s = h.state();
      for (int seat = 0; seat < 2 && s.phase() != Phase::ClaimOrPass; ++seat) {
        const SeatView v = h.view(seat);
        std::vector<Card> unseen;
        for (Card c : v.unseen()) unseen.push_back(c);
        for (std::size_t i = unseen.size(); i > 1; --i)
          std::swap(unseen[i - 1], unseen[rng.below(static_cast<int>(i))]);
        const std::size_t hidden = v.opponent_hand_size - v.opponent_shown.size();
        CardSet other_hand;
        for (std::size_t i = 0; i < hidden; ++i) other_hand.insert(unseen[i]);
        const std::vector<Card> other_stock(unseen.begin() + static_cast<long>(hidden),
                                            unseen.end());
        const HandState other = world_state(v, other_hand, other_stock);
        REQUIRE(make_view(other, h.record().actions, seat) == v);
        ++compared;
      }
      const ActionList legal = s.legal_actions();
      REQUIRE(!h.act(s.to_act(), legal[rng.below(legal.size())]));
    }
  }
  CHECK(compared > 1000);
}

TEST_CASE("R9.3 world_state with the true hidden cards rebuilds the real state") {
  Hand h(Rules::soft(), 1, kViewDeck);
  for (const char* step : {"0 exchange", "0 meld h", "0 play Qh", "1 play Jh", "0 play Ad"}) {
    const std::string_view sv(step);
    REQUIRE(!h.act(sv[0] - '0', action(sv.substr(2))));
  }
  const HandState& real = h.state();
  for (int seat = 0; seat < 2; ++seat) {
    const SeatView v = h.view(seat);
    std::vector<Card> stock;
    for (int i = 0; i < real.stock_remaining(); ++i) stock.push_back(real.stock_card(i));
    const HandState w = world_state(v, real.hand(1 - seat) - real.shown(1 - seat), stock);
    CHECK(w.hand(0) == real.hand(0));
    CHECK(w.hand(1) == real.hand(1));
    CHECK(w.trump_card() == real.trump_card());
    CHECK(w.to_act() == real.to_act());
    CHECK(w.score(0) == real.score(0));
    CHECK(w.legal_actions().size() == real.legal_actions().size());
  }
}

TEST_CASE("R9 Hand::act refuses the wrong seat and actions after the end") {
  Hand h(Rules::soft(), 1, kViewDeck);
  const auto err = h.act(1, action("play Jh"));
  REQUIRE(err);
  CHECK(err->why == "it is not your turn");
  CHECK(h.record().actions.empty());
  REQUIRE(!h.act(0, action("meld h")));
  REQUIRE(!h.act(0, action("claim")));
  REQUIRE(h.over());
  const auto after = h.act(1, action("play Jh"));
  REQUIRE(after);
  CHECK(after->why == "the hand is over");
  CHECK(h.record().actions.size() == 2);
}
