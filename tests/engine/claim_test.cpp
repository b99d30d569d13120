// docs/rules.md §6: scores, when a claim may be made, and that nothing claims for a player.
#include "decks.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

TEST_CASE("R6.1 score: card points of won tricks plus marriages once a trick is won") {
  HandState s = start(Rules::soft(), kSchneiderDeck, kDealer32);
  CHECK(s.card_points(1) == 12);
  CHECK(s.marriage_points(1) == 20);
  CHECK(s.score(1) == 32);
  CHECK(s.score(0) == 14);
  HandState m = start(Rules::soft(), kClaimDeck, "0 meld s");
  CHECK(m.marriage_points(0) == 40);
  CHECK(m.score(0) == 0);
}

TEST_CASE("R6.2 no claim on the very first lead of a hand") {
  HandState s = start(Rules::soft(), kClaimDeck);
  CHECK_FALSE(can(s, "claim"));
  expect_refused(s, "0 claim", "no claim on the first lead of a hand");
}

TEST_CASE("R6.2 claim just after winning a trick - not while following") {
  HandState s = start(Rules::soft(), kClaimDeck, "0 play Ac, 1 play Tc");
  CHECK(can(s, "claim"));
  run(s, "0 play Jc");
  CHECK_FALSE(can(s, "claim"));
  expect_refused(s, "1 claim", "you may claim only right after winning a trick or melding");
}

TEST_CASE("R6.2 claim right after a marriage - 66 exactly is enough") {
  HandState s = start(Rules::soft(), kClaimDeck, kTo66);
  CHECK(s.score(0) == 66);
  CHECK(legal_text(s) == "play Ks, play Qs, claim");
  run(s, "0 claim");
  check_result(s, 0, 3, EndReason::CorrectClaim);
  CHECK(s.result().claimer == 0);
}

TEST_CASE("R6.2 claim after a meld on the very first lead is allowed and false") {
  HandState s = start(Rules::soft(), kClaimDeck, "0 meld s");
  CHECK(can(s, "claim"));
  run(s, "0 claim");
  check_result(s, 1, 3, EndReason::FalseClaim);  // R7.2: the opponent has no trick
  CHECK(s.result().claimer == 0);
}

TEST_CASE("R6.2 claim after an exchange or a close in the same turn") {
  HandState s = start(Rules::sharp(), kRun, std::string(kOneTrick) + ", 0 exchange");
  CHECK(can(s, "claim"));
  run(s, "0 close");
  CHECK(can(s, "claim"));
  HandState first = start(Rules::soft(), kRun, "0 exchange, 0 close");
  CHECK_FALSE(can(first, "claim"));  // still the first lead
}

TEST_CASE("R6.2 after the last trick of a closed hand its winner claims or passes") {
  HandState s = start(Rules::soft(), kCloseDeck, kDealerLast);
  REQUIRE(s.phase() == Phase::ClaimOrPass);
  CHECK(s.to_act() == 1);
  CHECK(legal_text(s) == "claim, pass");
  expect_refused(s, "1 play Ah", "the last trick is played: claim or pass");
  HandState t = start(Rules::soft(), kCloseDeck, kCloserLast);
  REQUIRE(t.phase() == Phase::ClaimOrPass);
  CHECK(t.to_act() == 0);
}

TEST_CASE("R6.2 pass exists only after the last trick of a closed hand") {
  HandState s = start(Rules::soft(), kClaimDeck, "0 play Ac, 1 play Tc");
  CHECK_FALSE(can(s, "pass"));
  expect_refused(s, "0 pass", "pass is only for the winner of the last trick of a closed hand");
}

namespace {

// Plays random cards and marriages (never claims) from `seed`, returning the state at the first
// lead where `want` holds, or nothing if the hand ends first.
template <class Want>
std::optional<HandState> random_cards_until(const Rules& rules, std::uint64_t seed, Want want) {
  HandState s = HandState::deal(rules, static_cast<int>(seed & 1), shuffled_deck(seed));
  SplitMix64 rng(seed ^ 0x9e3779b97f4a7c15ull);
  bool seen_66 = false;
  int first_66 = -1;
  while (!s.over()) {
    if (s.phase() == Phase::Lead && want(s, seen_66, first_66)) return s;
    for (int seat = 0; seat < 2; ++seat) {
      if (!seen_66 && s.score(seat) >= kWinningScore) {
        seen_66 = true;
        first_66 = seat;
      }
    }
    ActionList plays;
    for (Action a : s.legal_actions())
      if (a.kind == ActionKind::Play || a.kind == ActionKind::Meld) plays.push(a);
    s.apply_legal(plays[rng.below(plays.size())]);
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("R6.3 a player who reaches 66 and does not claim may be overtaken") {
  int found = 0;
  for (std::uint64_t seed = 1; seed < 5000 && found < 5; ++seed) {
    // Both seats past 66 needs marriages: 120 card points cannot make 66 twice.
    auto s = random_cards_until(Rules::soft(), seed, [](const HandState& h, bool seen, int first) {
      return seen && h.to_act() != first && h.score(h.to_act()) >= kWinningScore &&
             h.is_legal(Action::claim());
    });
    if (!s) continue;
    const int claimer = s->to_act();
    REQUIRE(s->score(1 - claimer) >= kWinningScore);  // the first to 66 did not claim
    REQUIRE(!s->apply(Action::claim()));
    CHECK(s->result().winner == claimer);
    CHECK(s->result().reason == EndReason::CorrectClaim);
    ++found;
  }
  CHECK(found == 5);
}

TEST_CASE("R6.3 a hand not closed ends with the last trick whatever the points") {
  int found = 0;
  for (std::uint64_t seed = 1; seed < 5000 && found < 5; ++seed) {
    auto s = random_cards_until(Rules::sharp(), seed, [](const HandState& h, bool, int) {
      return h.hand(0).size() == 1 && !h.closed();  // the last trick is about to be played
    });
    if (!s) continue;
    s->apply_legal(s->legal_actions()[0]);
    s->apply_legal(s->legal_actions()[0]);
    REQUIRE(s->over());
    const int last_winner = s->leader();
    const int high = s->score(0) >= s->score(1) ? 0 : 1;
    if (last_winner == high || s->score(high) < kWinningScore) continue;  // want a low winner
    CHECK(s->result().winner == last_winner);
    CHECK(s->result().game_points == 1);
    CHECK(s->result().reason == EndReason::LastTrick);
    CHECK(s->score(last_winner) < s->score(1 - last_winner));
    ++found;
  }
  CHECK(found == 5);
}
