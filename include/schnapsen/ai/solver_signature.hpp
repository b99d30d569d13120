// The solver's fixed workload (Stockfish's `bench`): the positions bench/solver_bench times and
// the node-count signature that a test pins, so that any change to the search shows up as a
// changed number and is made on purpose.
#pragma once

#include <cstdint>
#include <vector>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/hand_state.hpp"

namespace schnapsen::ai {

// The deal of `seed`: soft rules for odd seeds, sharp for even ones, dealer alternating.
HandState workload_deal(std::uint64_t seed);

// `count` phase-two leads with five cards each, from seeds `first_seed` on: random play (no
// claims) until the talon is exhausted, or closed at a lead with five cards each (even seeds).
std::vector<HandState> five_card_positions(std::size_t count, std::uint64_t first_seed);

// Total nodes over 20 deals, 200 phase-two positions and every action of 10 deals, each
// solved with cleared tables; 2,151,850 today (docs/ai.md).
std::uint64_t solver_signature(Solver& solver);

}  // namespace schnapsen::ai
