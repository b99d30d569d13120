// The engine's rule functions (play.hpp) and the trick reconstruction (tricks.hpp), checked
// against HandState over random hands and against hand-made cases.
#include <vector>

#include "scenario.hpp"
#include "schnapsen/play.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/tricks.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

TEST_CASE("R3.2: the highest trump wins, else the highest card of the suit led") {
  const Suit trump = Suit::Hearts;
  CHECK(follow_wins(card("Tc"), card("Ac"), trump));   // higher in the led suit
  CHECK(!follow_wins(card("Tc"), card("Kc"), trump));  // lower in the led suit
  CHECK(follow_wins(card("Ac"), card("Jh"), trump));   // any trump to a non-trump lead
  CHECK(!follow_wins(card("Ac"), card("As"), trump));  // another suit, not trump
  CHECK(!follow_wins(card("Th"), card("Kh"), trump));  // a lower trump to a trump lead
  CHECK(!follow_wins(card("Jh"), card("As"), trump));
  CHECK(trick_winner(0, card("Tc"), card("Ac"), trump) == 1);
  CHECK(trick_winner(1, card("Tc"), card("Ac"), trump) == 0);
  CHECK(trick_winner(1, card("Ac"), card("As"), trump) == 1);
}

TEST_CASE("R4.1: higher in suit, else lower in suit, else trump, else anything") {
  const Suit trump = Suit::Hearts;
  CHECK(strict_follows(set_of("Kc Ac Jh Qs"), card("Tc"), trump) == set_of("Ac"));
  CHECK(strict_follows(set_of("Kc Jc Jh Qs"), card("Tc"), trump) == set_of("Kc Jc"));
  CHECK(strict_follows(set_of("Jh Qh Qs"), card("Tc"), trump) == set_of("Jh Qh"));
  CHECK(strict_follows(set_of("Qd Qs"), card("Tc"), trump) == set_of("Qd Qs"));
  CHECK(strict_follows(set_of("Ah Jh Ac"), card("Kh"), trump) == set_of("Ah"));
}

TEST_CASE("R4.1 read backwards: what a follow proves the follower did not hold") {
  const Suit trump = Suit::Hearts;
  // Followed lower in suit: held nothing higher than the lead in that suit.
  CHECK(excluded_by_follow(card("Kc"), card("Jc"), trump) == set_of("Tc Ac"));
  // Followed higher: proves nothing.
  CHECK(excluded_by_follow(card("Kc"), card("Ac"), trump).empty());
  // Trumped: void in the led suit.
  CHECK(excluded_by_follow(card("Kc"), card("Jh"), trump) == set_of("Jc Qc Tc Ac"));
  // Neither followed nor trumped: void in the led suit and in trumps.
  CHECK(excluded_by_follow(card("Kc"), card("As"), trump) ==
        (set_of("Jc Qc Tc Ac") | CardSet::of_suit(trump)));
}

TEST_CASE("R7: game points of claims, closes and standings") {
  CHECK(standing(false, 0) == Standing::NoTrick);
  CHECK(standing(true, 32) == Standing::Below33);
  CHECK(standing(true, 33) == Standing::Safe);
  CHECK(win_points(Standing::NoTrick) == 3);
  CHECK(win_points(Standing::Below33) == 2);
  CHECK(win_points(Standing::Safe) == 1);
  // Not closed: R7.1 on the opponent now, R7.2 on the opponent now.
  CHECK(claim_points(true, 0, -1, Standing::Below33, Standing::NoTrick) == 2);
  CHECK(claim_points(false, 0, -1, Standing::NoTrick, Standing::Safe) == 3);
  CHECK(claim_points(false, 0, -1, Standing::Below33, Standing::NoTrick) == 2);
  // The closer claims: R7.4 and R7.5 on the standing at closing.
  CHECK(claim_points(true, 0, 0, Standing::Safe, Standing::Below33) == 2);
  CHECK(claim_points(false, 0, 0, Standing::Safe, Standing::NoTrick) == 3);
  // The closer's opponent claims: R7.6 on its own standing at closing, R7.7 = R7.2.
  CHECK(claim_points(true, 1, 0, Standing::Safe, Standing::NoTrick) == 3);
  CHECK(claim_points(true, 1, 0, Standing::NoTrick, Standing::Safe) == 2);
  CHECK(claim_points(false, 1, 0, Standing::NoTrick, Standing::Safe) == 3);
  CHECK(closer_failed_points(Standing::Below33) == 2);
  CHECK(outcome(HandResult{1, 2, EndReason::CorrectClaim, 1}, 1) == 2);
  CHECK(outcome(HandResult{1, 2, EndReason::CorrectClaim, 1}, 0) == -2);
}

TEST_CASE("played_tricks rebuilds every trick, its winner, its phase and the draws before it") {
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    HandState s = HandState::deal(rules, static_cast<int>(seed / 2 % 2), shuffled_deck(seed));
    SplitMix64 rng(seed);
    std::vector<SeatAction> history;
    std::vector<bool> strict_at_lead;
    std::vector<int> leaders;
    std::vector<int> drawn_at_lead;  // stock cards drawn before each trick (R3.3)
    while (!s.over()) {
      const ActionList legal = s.legal_actions();
      ActionList pick;  // claims seldom, so that hands reach phase two
      for (Action a : legal)
        if (a.kind != ActionKind::Claim || rng.below(8) == 0) pick.push(a);
      if (pick.empty()) pick = legal;
      const Action a = pick[rng.below(pick.size())];
      if (a.kind == ActionKind::Play && s.phase() == Phase::Lead) {
        strict_at_lead.push_back(s.strict());
        leaders.push_back(s.to_act());
        drawn_at_lead.push_back(kStockSize - s.stock_remaining());
      }
      history.push_back({s.to_act(), a});
      s.apply_legal(a);
    }
    const std::vector<PlayedTrick> tricks = played_tricks(history, s.trump());
    REQUIRE(static_cast<int>(tricks.size()) == s.tricks_played());
    std::array<CardSet, 2> won{};
    for (std::size_t i = 0; i < tricks.size(); ++i) {
      const PlayedTrick& t = tricks[i];
      won[t.winner] |= CardSet(t.cards[0]) | CardSet(t.cards[1]);
      CHECK(t.leader == leaders[i]);
      CHECK(t.strict == strict_at_lead[i]);
      if (!t.strict) CHECK(t.drawn_before == drawn_at_lead[i]);
      if (i + 1 < tricks.size()) CHECK(tricks[i + 1].leader == t.winner);
    }
    CHECK(won[0] == s.won_cards(0));
    CHECK(won[1] == s.won_cards(1));
  }
}

TEST_CASE("played_tricks leaves out a lead still waiting for its follow") {
  const std::vector<SeatAction> history = {{1, Action::play(card("Ac"))},
                                           {0, Action::play(card("Tc"))},
                                           {1, Action::close()},
                                           {1, Action::play(card("Kd"))}};
  const auto tricks = played_tricks(history, Suit::Hearts);
  REQUIRE(tricks.size() == 1);
  CHECK(tricks[0].leader == 1);
  CHECK(tricks[0].winner == 1);
  CHECK(!tricks[0].strict);
}
