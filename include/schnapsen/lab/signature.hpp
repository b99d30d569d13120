// The AI's fixed workloads (Stockfish's `bench`), printed by `schnapsen-lab signature` and pinned
// in tests, so that any change to play or to the search shows up as a changed number and is made on
// purpose; a simplification keeps both identical.
// - The decision signature: 48 positions checked in as text (signature_positions.inc: both rule
//   sets, first leads, phase-one leads where closing is open, phase-one follows, phase two), every
//   registered level's choice on each, the solver nodes every search level's search spent on
//   them and the play-outs of every level that plays out.
// - The solver's node signature over fixed deals and phase-two positions (bench/solver_bench
//   times the same positions).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/hand_state.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::lab {

struct SignaturePosition {
  std::string label;    // e.g. "soft first-lead 3"
  SeatView view;        // the seat to act (seat 0), with the hand's history
  ai::MatchInfo match;  // the Bummerl standing the decision is made under (the `match` line)
};

// The checked-in positions, in their fixed order: 12 of each kind, half soft and half sharp.
std::vector<SignaturePosition> signature_positions();

struct DecisionSignature {
  // One line per position: its label, its information hash and each level's choice; then one
  // line with the solver nodes each search level's search spent over all positions, and one
  // with the play-outs of each level that plays out.
  std::vector<std::string> lines;
  std::uint64_t hash = 0;  // FNV-1a over the lines
};

// Every registered level's choice on every signature position. The search levels play with
// their registered settings except the CPU-time safety net, which is off, so the signature is
// the same on a loaded machine or under a sanitizer.
DecisionSignature decision_signature();

// The deal of `seed`: soft rules for odd seeds, sharp for even ones, dealer alternating.
HandState workload_deal(std::uint64_t seed);

// `count` phase-two leads with five cards each, from seeds `first_seed` on: random play (no
// claims) until the talon is exhausted, or closed at a lead with five cards each (even seeds).
std::vector<HandState> five_card_positions(std::size_t count, std::uint64_t first_seed);

// Total nodes over 20 deals, 200 phase-two positions and every action of 10 deals, each
// solved with cleared tables; 2,151,850 today (docs/ai.md).
std::uint64_t solver_signature(ai::Solver& solver);

}  // namespace schnapsen::lab
