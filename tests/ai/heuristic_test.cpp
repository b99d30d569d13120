// The expert rule-based player (level `heuristic`): its card odds, its rules on chosen
// positions, exact counting in phase two (its edge over `basic`: tests/lab/strength_test.cpp).
#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::check_legal_and_claims_at_66;
using schnapsen::ai::testing::sample_positions;

namespace {

// A hand dealt from `deck` and played to the first position where `want` holds.
template <class Want>
SeatView first_view(const Rules& rules, std::uint64_t deck_seed, Want want) {
  Hand hand(rules, 0, shuffled_deck(deck_seed));
  while (!hand.over()) {
    const int seat = hand.state().to_act();
    const SeatView v = hand.view(seat);
    if (want(v)) return v;
    hand.act(seat, basic_action(v));
  }
  return hand.view(0);
}

}  // namespace

TEST_CASE("expert odds: the opponent's hidden cards share the unseen cards evenly") {
  Hand hand(Rules::soft(), 0, shuffled_deck(11));
  const SeatView v = hand.view(1);  // forehand before the first lead
  const CardOdds odds(v);
  // 5 hidden cards among 20 - 5 own - 1 trump card = 14 unseen.
  int unseen = 0;
  for (Card c : CardSet::all()) {
    if (v.unseen().contains(c)) {
      ++unseen;
      CHECK(odds.holds(c) == Approx(5.0 / 14));
    } else {
      CHECK(odds.holds(c) == 0);
    }
  }
  CHECK(unseen == 14);
  // At least one of two given unseen cards: 1 - C(12,5)/C(14,5) = 1 - 792/2002.
  CardSet two;
  for (Card c : v.unseen()) {
    if (two.size() < 2) two.insert(c);
  }
  CHECK(odds.holds_any(two) == Approx(1 - 792.0 / 2002));
  CHECK(odds.holds_any(v.hand) == 0);
}

TEST_CASE("expert odds: shown cards are certain, revealed voids impossible") {
  int checked = 0;
  for (const auto& p : sample_positions(300, 17)) {
    const SeatView v = p.view();
    const CardOdds odds(v);
    const HiddenInfo info = hidden_info(v);
    for (Card c : v.opponent_shown) CHECK(odds.holds(c) == 1);
    for (Card c : info.excluded) CHECK(odds.holds(c) == 0);
    for (Card c : v.hand) CHECK(odds.holds(c) == 0);
    // The probabilities add up to the opponent's hand size.
    double total = 0;
    for (Card c : CardSet::all()) total += odds.holds(c);
    CHECK(total == Approx(v.opponent_hand_size));
    checked += info.excluded.empty() ? 0 : 1;
  }
  CHECK(checked > 0);
}

TEST_CASE("R9.3 expert: legal, claims exactly at 66, same answer twice") {
  HeuristicPlayer a;
  HeuristicPlayer b;
  for (const auto& p : sample_positions(300, 23)) {
    const SeatView v = p.view();
    const Action x = a.choose(v, MatchInfo{});
    check_legal_and_claims_at_66(v, x);
    CHECK(b.choose(v, MatchInfo{}) == x);
  }
}

TEST_CASE("expert: takes a led non-trump Ten with the Ace of its suit") {
  int seen = 0;
  for (std::uint64_t deck = 1; deck < 400 && seen < 10; ++deck) {
    const SeatView v = first_view(Rules::soft(), deck, [](const SeatView& s) {
      return s.phase == Phase::Follow && s.talon_open() && s.lead.rank() == Rank::Ten &&
             s.lead.suit() != s.trump && s.hand.contains(Card(s.lead.suit(), Rank::Ace));
    });
    if (v.phase != Phase::Follow || v.lead.rank() != Rank::Ten) continue;
    HeuristicPlayer p;
    CHECK(p.choose(v, MatchInfo{}) == Action::play(Card(v.lead.suit(), Rank::Ace)));
    ++seen;
  }
  CHECK(seen > 0);
}

TEST_CASE("expert: phase two is the exact average over every hand the view allows") {
  HeuristicPlayer p;
  ClosedTalonSearch exact(4u << 20);
  for (const auto& pos : sample_positions(80, 29, [](const SeatView& v) {
         return !v.talon_open() && v.scores[v.seat] < kWinningScore;
       })) {
    const SeatView v = pos.view();
    if (v.legal.contains(Action::pass())) continue;
    CHECK(p.choose(v, MatchInfo{}) == exact.average(v).front().action);
  }
}

TEST_CASE("expert: closes when the exact closing value is clearly winning, else not") {
  int closes = 0;
  int declined = 0;
  for (const auto& pos : sample_positions(120, 37, [](const SeatView& v) {
         return v.legal.contains(Action::close()) && !v.legal.contains(Action::exchange()) &&
                !v.melded_suit && v.scores[v.seat] < kWinningScore;
       })) {
    const SeatView v = pos.view();
    ClosedTalonSearch exact(4u << 20);
    const bool good = exact.close_value(v) >= HeuristicPlayer::kCloseValue;
    HeuristicPlayer p;
    CHECK((p.choose(v, MatchInfo{}) == Action::close()) == good);
    (good ? closes : declined) += 1;
  }
  CHECK(closes > 0);
  CHECK(declined > 0);
}
