// Presumed-value replies: an opponent that answers without seeing our cards (docs/ai.md, "Search
// beyond PIMC"), after Wisser's Presumed Value PIMC ("An Expert-Level Card Playing Agent Based
// on a Variant of Perfect Information Monte Carlo Sampling", IJCAI 2015).
//
// PIMC solves every imagined world exactly, so in each world the opponent answers our lead as
// if it saw our hand and the stock order. Here the opponent's answer is chosen the way our own
// choice is: it imagines worlds of its own (our unshown cards and the stock, dealt from what it
// can see) and takes the answer with the best average exact value over them. The answer is a
// function of the opponent's information set alone: two of our worlds in which it holds the same
// cards and has seen the same get the same answer, whatever our hidden cards are.
#pragma once

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/hand_state.hpp"

namespace schnapsen::ai {

// The answer of the seat to act in `state` (which must not be over): the legal action with the
// best average exact value over `worlds` worlds drawn from that seat's view of `state`, seeded
// by the view's information hash (position.hpp). Ties go to the first legal action; a single
// legal action is returned without search.
Action presumed_reply(Solver& solver, const HandState& state, int worlds);

}  // namespace schnapsen::ai
