// Strategy fusion on a fixed set of closed-talon positions: how often alpha-mu (depth 3) picks
// another card than plain averaging, and what each choice is worth when played out in every
// world: we then continue with averaging from our own views, the opponent plays double-dummy.
// Prints the table recorded in docs/ai.md.
#include <cstdio>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::sample_positions;

namespace {

// Plays `first` in `world`, then to the end: `me` by averaging over its view's worlds, the
// opponent by its best double-dummy action. The game points for `me`.
int play_out(Hand hand, int me, Action first, ClosedTalonSearch& search, Solver& solver) {
  hand.act(me, first);
  while (!hand.over()) {
    const int seat = hand.state().to_act();
    Action a;
    if (seat == me) {
      a = search.choose(hand.view(seat));
    } else {
      int best = -4;
      for (const ActionValue& av : solver.action_values(hand.state()))
        if (av.value > best) best = av.value, a = av.action;
    }
    hand.act(seat, a);
  }
  return outcome(hand.state().result(), me);
}

// A Hand (record plus state) for `world` of `view`: the real deck is not needed, so the
// world's state is reached by re-running the record with the hidden cards swapped in.
Hand hand_in_world(const testing::Position& p, const SeatView& v, CardSet opponent_hidden) {
  // Rebuild the deck: cards the seat has not seen are permuted so that the opponent's current
  // hand is `opponent_hidden` (plus its shown cards); every played card keeps its place.
  const HandState& real = p.hand.state();
  const int opp = v.opponent();
  const CardSet real_hidden = real.hand(opp) - v.opponent_shown;
  const CardSet gone = real_hidden - opponent_hidden;  // real cards to move into the stock
  const CardSet come = opponent_hidden - real_hidden;  // stock cards to move into the hand
  std::vector<Card> from(gone.begin(), gone.end());
  std::vector<Card> to(come.begin(), come.end());
  HandRecord rec = p.hand.record();
  for (Card& c : rec.deck) {
    for (std::size_t i = 0; i < from.size(); ++i) {
      if (c == from[i]) {
        c = to[i];
        break;
      }
      if (c == to[i]) {
        c = from[i];
        break;
      }
    }
  }
  return Hand(rec);
}

}  // namespace

TEST_CASE("R4.1 strategy fusion: alpha-mu against averaging on fixed closed-talon positions") {
  ClosedTalonOptions plain;
  plain.alpha_mu_depth = 1;
  ClosedTalonSearch averaging(8u << 20, plain);
  ClosedTalonSearch search(8u << 20);
  Solver solver;
  int positions = 0;
  int differ = 0;
  double exact_avg = 0, exact_am = 0, played_avg = 0, played_am = 0, played_am_am = 0;
  const auto fixed = sample_positions(1000, 2026, [](const SeatView& v) {
    return !v.talon_open() && v.scores[v.seat] < kWinningScore && v.opponent_hand_size >= 3 &&
           count_opponent_hands(hidden_info(v)) <= 120;
  });
  for (const auto& p : fixed) {
    const SeatView v = p.view();
    ++positions;
    const auto avg = search.average(v);
    const auto am = search.alpha_mu(v, 3);
    if (avg.front().action == am.front().action) continue;
    ++differ;
    const Action a = avg.front().action, b = am.front().action;
    for (const auto& e : avg) {
      if (e.action == a) exact_avg += e.value;
      if (e.action == b) exact_am += e.value;
    }
    const HiddenInfo info = hidden_info(v);
    const auto hands = enumerate_opponent_hands(info);
    double sa = 0, sb = 0, sc = 0;
    for (CardSet h : hands) {
      const Hand world = hand_in_world(p, v, h);
      // Swapping unseen cards can make an earlier play illegal only if the view was wrong.
      REQUIRE(world.state().hand(v.seat) == v.hand);
      sa += play_out(world, v.seat, a, averaging, solver);
      sb += play_out(world, v.seat, b, averaging, solver);
      sc += play_out(world, v.seat, b, search, solver);  // alpha-mu all the way
    }
    played_avg += sa / static_cast<double>(hands.size());
    played_am += sb / static_cast<double>(hands.size());
    played_am_am += sc / static_cast<double>(hands.size());
  }
  std::printf(
      "strategy fusion: %d positions, alpha-mu(3) differs from averaging in %d\n"
      "  on those, mean double-dummy average value: averaging's choice %+.3f, alpha-mu's %+.3f\n"
      "  played out (we average, opponent double-dummy): averaging %+.3f, alpha-mu %+.3f\n"
      "  alpha-mu's choice played out with alpha-mu for every later decision: %+.3f\n",
      positions, differ, differ ? exact_avg / differ : 0.0, differ ? exact_am / differ : 0.0,
      differ ? played_avg / differ : 0.0, differ ? played_am / differ : 0.0,
      differ ? played_am_am / differ : 0.0);
  CHECK(positions == 1000);
  CHECK(differ > 0);
  // Averaging's choice has the best double-dummy average by construction.
  CHECK(exact_avg >= exact_am);
}
