// The decision signature (Stockfish's `bench` for choices): a fixed set of positions in both rule
// sets and both phases (first leads, phase-one leads where closing is open, phase-one follows,
// phase two) and the choice of every registered level on each, printed by `schnapsen signature`
// with the solver nodes every search level spent on them, and pinned in a test. A change that alters any level's play changes the signature, so every
// such change is made and explained on purpose; a simplification keeps it identical.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

struct SignaturePosition {
  std::string label;  // e.g. "soft first-lead 3"
  SeatView view;      // the seat to act
  MatchInfo match;    // the Bummerl standing the decision is made under
};

// The fixed positions, in a fixed order: 12 of each kind, half soft and half sharp.
std::vector<SignaturePosition> signature_positions();

struct DecisionSignature {
  // One line per position: its label, its information hash and each level's choice; then one
  // line with the solver nodes each search level spent over all positions.
  std::vector<std::string> lines;
  std::uint64_t hash = 0;  // FNV-1a over the lines
};

// Every registered level's choice on every signature position. The search levels play with
// their registered settings except the CPU-time safety net, which is off, so the signature is
// the same on a loaded machine or under a sanitizer.
DecisionSignature decision_signature();

}  // namespace schnapsen::ai
