// Worlds: every consistent opponent hand, and nothing the view rules out (R4.1, R9.1, R9.3).
#include <algorithm>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::sample_positions;

TEST_CASE("R5.2 worlds: closing before the first trick leaves 2002 opponent hands") {
  Hand hand(Rules::soft(), 0, shuffled_deck(42));
  REQUIRE(!hand.act(1, Action::close()));
  const SeatView v = hand.view(1);
  const HiddenInfo info = hidden_info(v);
  CHECK(info.unseen.size() == 14);
  CHECK(info.opponent_hidden == 5);
  CHECK(info.stock_count == 9);
  CHECK(count_opponent_hands(info) == 2002);
  const auto hands = enumerate_opponent_hands(info);
  REQUIRE(hands.size() == 2002);
  CHECK(std::find(hands.begin(), hands.end(), hand.state().hand(0)) != hands.end());
  for (CardSet h : hands) CHECK((h.size() == 5 && (h - info.unseen).empty()));
}

TEST_CASE("R4.1 worlds: a follower who does not follow suit is void, and without trumps") {
  // Deal with a close at once, then find a trick where the opponent renounced.
  bool saw_void = false;
  for (std::uint64_t seed = 1; seed < 400 && !saw_void; ++seed) {
    Hand hand(Rules::soft(), 0, shuffled_deck(seed));
    hand.act(1, Action::close());
    while (!hand.over() && hand.state().phase() != Phase::ClaimOrPass) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      const Action a = basic_action(v);
      const Card lead = v.lead;
      hand.act(seat, a);
      if (v.phase != Phase::Follow || a.kind != ActionKind::Play) continue;
      if (a.card().suit() == lead.suit()) continue;
      const SeatView leader = hand.view(1 - seat);
      const CardSet excluded = revealed_exclusions(leader);
      CHECK(excluded.contains_all(CardSet::of_suit(lead.suit())));
      if (a.card().suit() != v.trump) CHECK(excluded.contains_all(CardSet::of_suit(v.trump)));
      saw_void = true;
      break;
    }
  }
  CHECK(saw_void);
}

TEST_CASE("R4.1 worlds: following low shows no higher card of the led suit") {
  const SeatView base = [] {
    Hand hand(Rules::soft(), 0, shuffled_deck(3));
    return hand.view(1);
  }();
  SeatView v = base;
  const Suit side = v.trump == Suit::Hearts ? Suit::Clubs : Suit::Hearts;
  v.history = {{1, Action::close()},
               {1, Action::play(Card(side, Rank::King))},
               {0, Action::play(Card(side, Rank::Jack))}};
  const CardSet ex = revealed_exclusions(v);
  CHECK(ex.contains(Card(side, Rank::Ace)));
  CHECK(ex.contains(Card(side, Rank::Ten)));
  CHECK_FALSE(ex.contains(Card(side, Rank::Queen)));
  // The same follow with the talon open (phase one) reveals nothing.
  v.history.erase(v.history.begin());
  CHECK(revealed_exclusions(v).empty());
}

TEST_CASE("R9.3 worlds: the true hand is always a consistent world, and worlds match the view") {
  const auto positions = sample_positions(300, 11);
  SplitMix64 rng(5);
  int constrained = 0;
  for (const auto& p : positions) {
    const SeatView v = p.view();
    const HiddenInfo info = hidden_info(v);
    const int opp = v.opponent();
    const CardSet truth = p.hand.state().hand(opp) - v.opponent_shown;
    CHECK((info.excluded & truth).empty());
    if (!info.excluded.empty()) ++constrained;
    if (!v.talon_open()) {
      const auto hands = enumerate_opponent_hands(info);
      CHECK(hands.size() == count_opponent_hands(info));
      CHECK(std::find(hands.begin(), hands.end(), truth) != hands.end());
    }
    for (int i = 0; i < 3; ++i) {
      const World w = sample_world(info, rng);
      const HandState s = build_world(v, w);
      CHECK(s.hand(v.seat) == v.hand);
      CHECK(s.hand(opp).size() == v.opponent_hand_size);
      CHECK(s.hand(opp).contains_all(v.opponent_shown));
      CHECK((w.opponent_hidden & info.excluded).empty());
      const SeatView again = make_view(s, v.history, v.seat);
      CHECK(again.unseen() == v.unseen());
      CHECK(again.legal.size() == v.legal.size());
    }
  }
  CHECK(constrained > 0);
}
