// The advice key's answer: the action a seat should take and its expected game points, by
// solving sampled worlds consistent with the seat's view (no hidden card is read).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::game {

struct Advice {
  Action action;
  double expected = 0;  // mean solver value over the worlds: game points won minus lost
  int worlds = 0;       // how many worlds were solved
};

// Solves up to `max_worlds` worlds (all of them when a closed or exhausted talon leaves fewer
// opponent hands than that, else a seeded random sample) and picks the legal action with the
// best mean value. `view` must have a legal action.
Advice advise(const SeatView& view, ai::Solver& solver, int max_worlds, std::uint64_t seed);

// The advice key of interactive play: the medium search player's choice and its own estimate
// of it (a forced or rule-of-thumb move is valued by advise() over 16 sampled worlds).
std::function<Advice(const SeatView&)> make_advisor(std::uint64_t seed);

}  // namespace schnapsen::game
