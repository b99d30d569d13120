// The end-of-hand verdict and the advice key, checked against the solver itself.
#include "schnapsen/game/review.hpp"
#include "catch.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/game/advice.hpp"
#include "schnapsen/game/controller.hpp"

namespace schnapsen::game {
namespace {

// Plays the solver's best action (perfect information: a test player only).
HandRecord solver_hand(std::uint64_t seed, ai::Solver& solver, int sloppy_seat) {
  HandRecord r;
  r.deck = deck_for_hand(seed, 0);
  HandState s = r.initial_state();
  while (!s.over()) {
    const int seat = s.to_act();
    const auto values = solver.action_values(s);
    Action pick = values.front().action;
    int best = -4, worst = 4;
    for (const auto& v : values) {
      if (seat != sloppy_seat && v.value > best) best = v.value, pick = v.action;
      if (seat == sloppy_seat && v.value < worst) worst = v.value, pick = v.action;
    }
    r.actions.push_back({seat, pick});
    s.apply_legal(pick);
  }
  return r;
}

TEST_CASE("Review: a seat that always plays the solver's best action makes no mistake") {
  ai::Solver solver;
  const HandRecord r = solver_hand(5, solver, -1);
  CHECK_FALSE(biggest_mistake(r, 0, solver).has_value());
  CHECK_FALSE(biggest_mistake(r, 1, solver).has_value());
}

TEST_CASE("Review: the costliest decision of a sloppy seat is found and valued by the solver") {
  ai::Solver solver;
  bool found_one = false;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const HandRecord r = solver_hand(seed, solver, 0);
    const auto m = biggest_mistake(r, 0, solver);
    if (!m) continue;
    found_one = true;
    CHECK(m->loss() > 0);
    CHECK(r.actions[static_cast<std::size_t>(m->action_index)].seat == 0);
    CHECK(r.actions[static_cast<std::size_t>(m->action_index)].action == m->chosen);
    // Re-solve the position of the mistake: the values reported are the solver's.
    HandState s = r.initial_state();
    for (int i = 0; i < m->action_index; ++i)
      s.apply_legal(r.actions[static_cast<std::size_t>(i)].action);
    CHECK(m->trick == s.tricks_played() + 1);
    for (const auto& v : solver.action_values(s)) {
      if (v.action == m->best) CHECK(v.value == m->best_value);
      if (v.action == m->chosen) CHECK(v.value == m->chosen_value);
      CHECK(v.value <= m->best_value);
    }
    const std::string text = describe_mistake(*m, Naming{});
    CHECK(text.find("at trick " + std::to_string(m->trick)) != std::string::npos);
  }
  CHECK(found_one);
}

TEST_CASE("describe_mistake reads like a sentence") {
  Mistake m;
  m.trick = 3;
  m.best = Action::close();
  m.best_value = 3;
  m.chosen = Action::play(Card(Suit::Hearts, Rank::King));
  m.chosen_value = -2;
  CHECK(describe_mistake(m, Naming{}) ==
        "at trick 3 closing would have won 3 game points; playing Kh loses 2 against best play");
  m.best_value = -1;
  m.chosen_value = -3;
  m.best = Action::meld(Suit::Hearts);
  CHECK(describe_mistake(m, Naming{}) ==
        "at trick 3 melding in hearts would have lost only 1 game point; playing Kh loses 3 "
        "against best play");
  m.best_value = 3;
  m.chosen_value = 1;
  CHECK(describe_mistake(m, Naming{}) ==
        "at trick 3 melding in hearts would have won 3 game points; playing Kh wins only 1 "
        "against best play");
}

TEST_CASE("Advice: a legal action with an expected value within the game-point range") {
  ai::Solver solver;
  ai::RandomPlayer a(1), b(2);
  ControllerConfig cfg;
  cfg.seed = 42;
  Controller c(cfg, {&a, &b});
  int checked = 0;
  for (int step = 0; step < 30 && c.step() && c.hand_in_progress(); ++step) {
    const SeatView v = c.hand()->view(c.hand()->state().to_act());
    if (step % 4 != 1) continue;
    const Advice adv = advise(v, solver, 6, 7);
    CHECK(v.legal.contains(adv.action));
    CHECK(adv.expected >= -3.0);
    CHECK(adv.expected <= 3.0);
    CHECK(adv.worlds >= 1);
    ++checked;
  }
  CHECK(checked > 2);
}

}  // namespace
}  // namespace schnapsen::game
