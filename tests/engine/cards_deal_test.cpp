// docs/rules.md §1–§3: cards, notation, the deal, the seeded shuffle, phase-one play and drawing.
#include <string>

#include "decks.hpp"
#include "schnapsen/match.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

TEST_CASE("R1.1 twenty cards: four suits of five ranks") {
  const Deck d = canonical_deck();
  CHECK(is_complete_deck(d));
  CHECK(CardSet::all().size() == 20);
  for (int s = 0; s < kSuitCount; ++s) CHECK(CardSet::of_suit(static_cast<Suit>(s)).size() == 5);
  CHECK(suit_name(Suit::Clubs) == "clubs");
  CHECK(suit_name(Suit::Spades) == "spades");
  Deck dup = d;
  dup[19] = dup[0];
  CHECK_FALSE(is_complete_deck(dup));
  dup[19] = Card::none();
  CHECK_FALSE(is_complete_deck(dup));
}

TEST_CASE("R1.2 rank order and card points - the deck holds 120 points") {
  CHECK(card("Ah").points() == 11);
  CHECK(card("Th").points() == 10);
  CHECK(card("Kh").points() == 4);
  CHECK(card("Qh").points() == 3);
  CHECK(card("Jh").points() == 2);
  CHECK(CardSet::all().points() == 120);
  CHECK(set_of("Ah Tc Kd").points() == 25);
  // Within a suit a higher rank has a higher index (the engine compares indices).
  CHECK(card("Jc") < card("Qc"));
  CHECK(card("Qc") < card("Kc"));
  CHECK(card("Kc") < card("Tc"));
  CHECK(card("Tc") < card("Ac"));
  CHECK(rank_name(Rank::Ten) == "Ten");
}

TEST_CASE("R1.3 card notation: rank letter then suit letter") {
  for (int i = 0; i < kCardCount; ++i) {
    const Card c = Card::from_index(i);
    const auto back = parse_card(to_string(c));
    REQUIRE(back.has_value());
    CHECK(*back == c);
  }
  CHECK(to_string(Card(Suit::Hearts, Rank::Ace)) == "Ah");
  CHECK(to_string(Card(Suit::Clubs, Rank::Ten)) == "Tc");
  CHECK(to_string(Card(Suit::Spades, Rank::Queen)) == "Qs");
  CHECK(to_string(Card(Suit::Diamonds, Rank::Jack)) == "Jd");
  CHECK(to_string(Card::none()) == "--");
  for (const char* bad : {"", "A", "ah", "AH", "hA", "1h", "Xc", "Ahh", "10h", "A h"})
    CHECK_FALSE(parse_card(bad).has_value());
  CHECK(parse_suit("h") == Suit::Hearts);
  CHECK_FALSE(parse_suit("x").has_value());
  CHECK_FALSE(parse_suit("hh").has_value());
  CHECK(to_string(set_of("As Jc Th")) == "Jc Th As");
}

TEST_CASE("R2.1 the dealer's opponent is forehand and leads first") {
  for (int dealer : {0, 1}) {
    const HandState s = HandState::deal(Rules::soft(), dealer, canonical_deck());
    CHECK(s.dealer() == dealer);
    CHECK(s.leader() == 1 - dealer);
    CHECK(s.to_act() == 1 - dealer);
    CHECK(s.phase() == Phase::Lead);
  }
}

TEST_CASE("R2.2 deal positions: 3+3 - trump card - 2+2 - stock from index 11") {
  const Deck d = shuffled_deck(7);
  for (int dealer : {0, 1}) {
    const HandState s = HandState::deal(Rules::sharp(), dealer, d);
    const int fore = 1 - dealer;
    CardSet fore_cards, dealer_cards;
    for (int i : {0, 1, 2, 7, 8}) fore_cards.insert(d[i]);
    for (int i : {3, 4, 5, 9, 10}) dealer_cards.insert(d[i]);
    CHECK(s.hand(fore) == fore_cards);
    CHECK(s.hand(dealer) == dealer_cards);
    CHECK(s.trump_card() == d[6]);
    CHECK(s.trump_card_dealt() == d[6]);
    CHECK(s.trump() == d[6].suit());
    CHECK(s.talon_size() == 10);
    REQUIRE(s.stock_remaining() == 9);
    for (int i = 0; i < 9; ++i) CHECK(s.stock_card(i) == d[11 + i]);
    CHECK(s.talon_open());
    CHECK_FALSE(s.strict());
  }
}

TEST_CASE("R2.2 seeded shuffle: the documented SplitMix64 Fisher-Yates - pinned") {
  CHECK(SplitMix64(0).next() == 0xe220a8397b1dcdafull);  // the reference generator's first word
  auto text = [](const Deck& d) {
    std::string out;
    for (Card c : d) {
      if (!out.empty()) out += ' ';
      out += to_string(c);
    }
    return out;
  };
  CHECK(text(canonical_deck()) == "Jc Qc Kc Tc Ac Jd Qd Kd Td Ad Jh Qh Kh Th Ah Js Qs Ks Ts As");
  CHECK(text(shuffled_deck(0)) == "Jh Ah Ac Qd Ts Jd Kh Tc Ad Th Kd As Td Ks Jc Qh Kc Qc Qs Js");
  CHECK(text(shuffled_deck(1)) == "Qc Ah Jh Tc As Ac Qd Qs Js Th Kc Jc Qh Kd Ts Ad Ks Kh Td Jd");
  CHECK(text(shuffled_deck(42)) == "Qs Tc Td Qh Ks Ts Ac Qd As Kd Jh Qc Ah Ad Kh Kc Jd Jc Js Th");
  CHECK(text(shuffled_deck(0xDEADBEEF)) ==
        "Ts Kc Ad Qd Ac Jc As Td Qc Tc Jh Th Ks Ah Jd Qs Kh Qh Js Kd");
  CHECK(text(shuffled_deck(~0ull)) ==
        "Kc As Qh Kd Qd Td Kh Ks Ts Ad Ac Jc Jd Tc Jh Ah Js Th Qc Qs");
  for (std::uint64_t seed = 0; seed < 200; ++seed) CHECK(is_complete_deck(shuffled_deck(seed)));
}

TEST_CASE("R2.3 the dealer alternates hand by hand") {
  Match m({}, 1);
  CHECK(m.dealer() == 1);
  m.record_hand({0, 1, EndReason::LastTrick, -1});
  CHECK(m.dealer() == 0);
  m.record_hand({1, 1, EndReason::LastTrick, -1});
  CHECK(m.dealer() == 1);
  CHECK(m.hands_played() == 2);
}

// Trumps spades; forehand (seat 0) holds Ah As Kh Jc Qd, the dealer Th Jh Ks Qc Ad.
const Deck kPhaseOne =
    layout("Ah As Kh Jc Qd", "Th Jh Ks Qc Ad", "Js", "Ts Tc Jd Kd Td Ac Kc Qh Qs");

TEST_CASE("R3.1 forehand leads - the trick's winner leads the next") {
  HandState s = start(Rules::soft(), kPhaseOne);
  CHECK(s.to_act() == 0);
  run(s, "0 play Kh, 1 play Th");  // the follower wins
  CHECK(s.leader() == 1);
  CHECK(s.to_act() == 1);
  CHECK(s.phase() == Phase::Lead);
  run(s, "1 play Ad, 0 play Qd");  // the leader wins
  CHECK(s.leader() == 1);
  CHECK(s.to_act() == 1);
}

TEST_CASE("R3.2 phase one: no duty to follow - highest trump - else highest of the suit led") {
  HandState s = start(Rules::soft(), kPhaseOne, "0 play Ah");
  // The follower may play any card while the talon is open.
  CHECK(legal_text(s) == "play Qc, play Ad, play Jh, play Th, play Ks");
  HandState discard = s;
  run(discard, "1 play Ad");  // another suit, even an Ace, loses
  CHECK(discard.tricks(0) == 1);
  CHECK(discard.card_points(0) == 22);
  HandState low_trump = s;
  run(low_trump, "1 play Ks");  // a trump wins
  CHECK(low_trump.tricks(1) == 1);
  CHECK(low_trump.card_points(1) == 15);
  HandState under = s;
  run(under, "1 play Th");  // a lower card of the suit led loses
  CHECK(under.tricks(0) == 1);
  // A trump led beats a higher non-trump; a higher trump beats a lower one.
  HandState t = start(Rules::soft(), kPhaseOne, "0 play As, 1 play Ad");
  CHECK(t.tricks(0) == 1);
  HandState k = start(Rules::soft(), kPhaseOne, "0 play Kh, 1 play Ks");
  CHECK(k.tricks(1) == 1);
  run(k, "1 play Qc, 0 play As");  // trump beats the led club
  CHECK(k.tricks(0) == 1);
}

TEST_CASE("R3.3 the winner draws first - then the loser") {
  HandState s = start(Rules::soft(), kPhaseOne, "0 play Kh, 1 play Th");
  CHECK(s.hand(1).contains(card("Ts")));  // winner: stock card 11
  CHECK(s.hand(0).contains(card("Tc")));  // loser: stock card 12
  CHECK(s.talon_size() == 8);
  CHECK(s.hand(0).size() == 5);
  CHECK(s.hand(1).size() == 5);
}

TEST_CASE("R3.3 at the last stock card the loser takes the face-up trump card") {
  HandState s = start(Rules::soft(), kPhaseOne);
  play_low_tricks(s, 4);
  REQUIRE(s.talon_size() == 2);
  const Card last = s.stock_card(0);
  play_low_tricks(s, 1);
  const int winner = s.leader();
  CHECK(s.hand(winner).contains(last));
  CHECK(s.hand(1 - winner).contains(card("Js")));
  CHECK(s.shown(1 - winner).contains(card("Js")));  // it was face up: the winner knows it
  CHECK(s.talon_size() == 0);
  CHECK_FALSE(s.talon_open());
  CHECK(s.strict());
  CHECK_FALSE(s.closed());
}

TEST_CASE("R3.3 the loser of the last draw takes the exchanged jack instead") {
  HandState s = start(Rules::soft(), kRun, kFourTricks);
  REQUIRE(s.talon_size() == 2);
  CHECK(s.card_points(0) == 52);
  run(s, "0 exchange");
  CHECK(s.trump_card() == card("Jc"));
  run(s, "0 play Ac, 1 play Qs");
  CHECK(s.hand(0).contains(card("Tc")));  // the winner draws the last stock card
  CHECK(s.hand(1).contains(card("Jc")));  // the loser the jack lying under it
  CHECK(s.hand(0).contains(card("Qc")));  // got by the exchange
  CHECK(s.talon_size() == 0);
  CHECK(s.shown(1).contains(card("Jc")));
}
