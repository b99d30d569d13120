// The walker over a hand's public history (public_history.hpp): on every moment of random hands it
// agrees with the full state about everything public (turn, tricks, scores, played cards, the
// close, the exchange, the draws), accepts every legal action, and refuses what the rules or the
// public facts forbid, saying why.
#include <algorithm>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/public_history.hpp"

using namespace schnapsen;

namespace {

// Compares the walker with the state it walked to.
void check_same(const PublicHistory& walk, const HandState& s) {
  CHECK(walk.to_act() == s.to_act());
  CHECK(walk.tricks() == std::array<int, 2>{s.tricks(0), s.tricks(1)});
  CHECK(walk.card_points() == std::array<int, 2>{s.card_points(0), s.card_points(1)});
  CHECK(walk.marriages() == std::array<int, 2>{s.marriage_points(0), s.marriage_points(1)});
  for (int seat : {0, 1}) {
    CHECK(walk.score(seat) == s.score(seat));
    CHECK(s.hand(seat).contains_all(walk.known()[seat]));
  }
  CHECK(walk.played() == (s.won_cards(0) | s.won_cards(1)));
  CHECK(walk.lead() == (s.phase() == Phase::Follow ? s.lead_card() : Card::none()));
  CHECK(walk.meld() == s.melded_suit());
  CHECK(walk.closer() == s.closer());
  CHECK(walk.talon_open() == s.talon_open());
  CHECK(walk.stock_drawn() == kStockSize - s.stock_remaining());
  if (s.closed())
    CHECK(walk.at_close() == std::array<int, 2>{s.tricks_at_close(), s.score_at_close()});
  CHECK(walk.jack_under_talon() == (s.talon_size() > 0 && s.trump_card() == jack_of(s.trump()) &&
                                    s.trump_card_dealt() != jack_of(s.trump())));
}

}  // namespace

TEST_CASE("public history: agrees with the full state at every moment of 2000 random hands") {
  int exchanges = 0, closes = 0, melds = 0, last_draws = 0;
  for (std::uint64_t seed = 1; seed <= 2000; ++seed) {
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    HandState s = HandState::deal(rules, static_cast<int>(seed / 2 % 2), shuffled_deck(seed));
    PublicHistory walk(rules, s.trump());
    SplitMix64 rng(seed * 31);
    while (!s.over()) {
      ActionList choices;
      for (Action a : s.legal_actions())
        if (a.kind != ActionKind::Claim && a.kind != ActionKind::Pass) choices.push(a);
      if (choices.empty()) break;  // claim or pass: the end of the public history
      const Action a = choices[rng.below(choices.size())];
      const auto refused = walk.apply({s.to_act(), a});
      INFO("seed " << seed << ": " << to_string(a) << ": " << refused.value_or(""));
      REQUIRE_FALSE(refused);
      s.apply_legal(a);
      exchanges += a.kind == ActionKind::Exchange;
      closes += a.kind == ActionKind::Close;
      melds += a.kind == ActionKind::Meld;
      check_same(walk, s);
    }
    last_draws += walk.last_drawer() >= 0;
    // The tricks as the walker saw them, with the draws before each while the talon was open.
    int drawn = 0;
    for (const PlayedTrick& t : walk.finished()) {
      if (t.strict) continue;
      CHECK(t.drawn_before == drawn);
      drawn = std::min(drawn + 2, kStockSize);
    }
  }
  CHECK(exchanges > 100);
  CHECK(closes > 100);
  CHECK(melds > 100);
  CHECK(last_draws > 100);
}

TEST_CASE("public history: refuses what the rules or the public facts forbid, saying why") {
  const Suit trump = Suit::Hearts;
  const auto first_refusal = [&](const Rules& rules, const std::vector<SeatAction>& actions) {
    PublicHistory walk(rules, trump);
    for (const SeatAction& a : actions)
      if (auto why = walk.apply(a)) return *why;
    return std::string();
  };
  const Card as(Suit::Spades, Rank::Ace), ts(Suit::Spades, Rank::Ten);
  const Card kh = king_of(Suit::Hearts);
  CHECK(first_refusal(Rules::soft(), {{0, Action::play(as)}, {0, Action::play(ts)}}) ==
        "it is seat 1's turn");
  CHECK(first_refusal(Rules::soft(), {{0, Action::play(as)}, {1, Action::play(as)}}) ==
        "As was played already");
  CHECK(first_refusal(Rules::sharp(), {{0, Action::meld(Suit::Clubs)}}) ==
        "under these rules a marriage needs a won trick");
  CHECK(first_refusal(Rules::sharp(), {{0, Action::exchange()}}) ==
        "under these rules only a player with a trick may exchange");
  CHECK(first_refusal(Rules::soft(), {{0, Action::meld(Suit::Hearts)}, {0, Action::play(as)}})
            .starts_with("after the marriage in hearts seat 0 must lead"));
  CHECK(first_refusal(Rules::soft(), {{0, Action::meld(Suit::Hearts)},
                                      {0, Action::play(kh)},
                                      {1, Action::play(queen_of(Suit::Hearts))}}) ==
        "Qh is known to be in seat 0's hand");
  CHECK(
      first_refusal(Rules::soft(), {{0, Action::exchange()}, {0, Action::play(jack_of(trump))}}) ==
      "Jh lies under the talon since the exchange");
  CHECK(first_refusal(Rules::soft(), {{0, Action::claim()}}).starts_with("it ends the hand"));
  CHECK(first_refusal(Rules::soft(), {{2, Action::close()}}) == "a seat is 0 or 1");
  CHECK(first_refusal(Rules::soft(), {{0, Action::close()}, {0, Action::close()}}) ==
        "the talon is closed or used up already");
}
