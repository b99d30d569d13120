// Honest play-outs (playouts.hpp): worlds laid into a real state, play-outs to the hand's end,
// choices kept where they are a function of the position.
#include <catch.hpp>

#include <cstdlib>
#include <memory>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/playouts.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;

namespace {

// Plays `steps` actions of a seeded hand (the first legal action each time, a meld or exchange
// when open, so that shown cards appear).
Hand hand_after(std::uint64_t seed, int steps, const Rules& rules) {
  Hand hand(rules, static_cast<int>(seed % 2), shuffled_deck(seed));
  SplitMix64 rng(seed);
  for (int i = 0; i < steps && !hand.over(); ++i) {
    const ActionList legal = hand.state().legal_actions();
    Action a = legal[rng.below(legal.size())];
    for (Action x : legal)
      if (x.kind == ActionKind::Meld || x.kind == ActionKind::Exchange) a = x;
    if (a.kind == ActionKind::Claim) a = legal[0];
    hand.act(hand.state().to_act(), a);
  }
  return hand;
}

ai::World true_world(const HandState& s, int seat) {
  ai::World w;
  w.opponent_hidden = s.hand(1 - seat) - s.shown(1 - seat);
  w.stock_count = s.stock_remaining();
  for (int i = 0; i < w.stock_count; ++i) w.stock[i] = s.stock_card(i);
  return w;
}

}  // namespace

TEST_CASE(
    "Play-outs: a state rebuilt with its own hidden cards is the state (both seats' views, the "
    "stock)") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    const Hand hand = hand_after(seed, static_cast<int>(seed % 14), rules);
    const HandState& real = hand.state();
    if (real.over()) continue;
    for (int seat = 0; seat < 2; ++seat) {
      const HandState again = with_world(real, seat, true_world(real, seat));
      for (int s = 0; s < 2; ++s)
        CHECK(make_view(again, hand.record().actions, s) ==
              make_view(real, hand.record().actions, s));
      REQUIRE(again.stock_remaining() == real.stock_remaining());
      for (int i = 0; i < real.stock_remaining(); ++i)
        CHECK(again.stock_card(i) == real.stock_card(i));
      CHECK(again.legal_actions() == real.legal_actions());
      ++checked;
    }
  }
  CHECK(checked > 400);
}

TEST_CASE("Play-outs: a play-out from an exhausted talon is the solver's exact value") {
  Playout playout(continuation_search(2));
  ai::Solver solver;
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 200 && checked < 20; ++seed) {
    Hand hand = hand_after(seed, 0, Rules::soft());
    while (!hand.over() && (hand.state().talon_open() || hand.state().closed())) {
      const ActionList legal = hand.state().legal_actions();
      Action a = legal[0];
      for (Action x : legal)
        if (x.kind == ActionKind::Close || x.kind == ActionKind::Claim) a = legal[legal.size() - 1];
      if (a.kind == ActionKind::Close || a.kind == ActionKind::Claim) a = legal[0];
      hand.act(hand.state().to_act(), a);
    }
    if (hand.over() || hand.state().closed()) continue;
    const HandState& s = hand.state();
    const int v = solver.value(s);
    CHECK(playout.play(s, hand.record().actions, s.to_act()) == v);
    CHECK(playout.play(s, hand.record().actions, 1 - s.to_act()) == -v);
    ++checked;
  }
  CHECK(checked == 20);
}

TEST_CASE("Play-outs: with exact_at_close a play-out ends at the close with the solver's value") {
  Playout playout(continuation_search(2));
  ai::Solver solver;
  int checked = 0;
  std::uint64_t exact_nodes = 0, played_nodes = 0;
  for (std::uint64_t seed = 1; seed <= 100 && checked < 12; ++seed) {
    Hand hand = hand_after(seed, 2 + static_cast<int>(seed % 4), Rules::soft());
    if (hand.over() || !hand.state().legal_actions().contains(Action::close())) continue;
    hand.act(hand.state().to_act(), Action::close());
    const HandState& s = hand.state();
    const int v = solver.value(s);
    CHECK(playout.play(s, hand.record().actions, s.to_act(), true) == v);
    CHECK(playout.play(s, hand.record().actions, 1 - s.to_act(), true) == -v);
    std::uint64_t before = playout.nodes();
    playout.play(s, hand.record().actions, s.to_act(), true);
    exact_nodes += playout.nodes() - before;
    before = playout.nodes();
    playout.play(s, hand.record().actions, s.to_act());  // played out by the players
    played_nodes += playout.nodes() - before;
    ++checked;
  }
  CHECK(checked == 12);
  CHECK(exact_nodes < played_nodes);  // one solve, not a search at each card
}

TEST_CASE("Play-outs: a play-out's choices met again are the choices a search would make again") {
  const ai::SearchSettings policy = continuation_search(4);
  Playout kept(policy);  // keeps its players' choices by position
  Playout searched(std::make_unique<ai::SearchPlayer>("pimc", policy), policy.tt_bytes);
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    const Hand hand = hand_after(seed, 4 + static_cast<int>(seed % 3) * 2, Rules::soft());
    const HandState& real = hand.state();
    if (real.over() || !real.talon_open() || real.closed()) continue;
    const int seat = real.to_act();
    const SeatView view = make_view(real, hand.record().actions, seat);
    SplitMix64 rng(seed);
    for (int w = 0; w < 6; ++w) {
      const HandState s = with_world(real, seat, ai::sample_world(ai::hidden_info(view), rng));
      const int v = kept.play(s, hand.record().actions, seat);
      CHECK(v == searched.play(s, hand.record().actions, seat));
      ++checked;
    }
  }
  CHECK(checked > 60);
  CHECK(kept.decisions() == searched.decisions());
  CHECK(searched.reused() == 0);  // a player of its own: nothing known of what it reads
  CHECK(kept.reused() * 10 > kept.decisions());  // the same information sets do come again
  CHECK(kept.nodes() < searched.nodes());
}

TEST_CASE("Play-outs: with a rule level as continuation, the level's own hand in both seats") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Hand hand =
        hand_after(seed, static_cast<int>(seed % 6), seed % 2 ? Rules::soft() : Rules::sharp());
    if (hand.over()) continue;
    const int seat = hand.state().to_act();
    Playout playout(ai::make_level("expert", 5), 1u << 20);
    const int v = playout.play(hand.state(), hand.record().actions, seat);
    // The same hand finished by the level itself, one instance for both seats, until the talon is
    // exhausted (then the play-out takes the solver's exact value, which the level may not reach).
    std::unique_ptr<ai::Player> expert = ai::make_level("expert", 5);
    ai::Solver solver;
    int expected = 0;
    for (;;) {
      const HandState& s = hand.state();
      if (s.over()) {
        expected = outcome(s.result(), seat);
        break;
      }
      if (!s.closed() && s.talon_size() == 0) {
        expected = s.to_act() == seat ? solver.value(s) : -solver.value(s);
        break;
      }
      const int actor = s.to_act();
      hand.act(actor, expert->choose(hand.view(actor), ai::MatchInfo{}));
    }
    CHECK(v == expected);
    CHECK(std::abs(v) <= 3);
    ++checked;
  }
  CHECK(checked > 10);
}
