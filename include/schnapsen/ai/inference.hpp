// Inference: how likely the opponent's observed lead is in an imagined world, under an opponent
// model, so that the search can weight its worlds instead of counting all of them equally
// (docs/ai.md, "Search beyond PIMC"). Hard facts (shown cards, revealed voids) are never
// weights: they already decide which worlds exist (worlds.hpp).
//
// When we follow, the opponent's hand at its lead is its hand now plus the led card (nothing is
// drawn between a lead and its answer), so the lead can be judged in every world.
#pragma once

#include <vector>

#include "schnapsen/ai/solver.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

// The likelihood of the opponent's phase-one lead (view.lead) from its hand in `world` under a
// softmax opponent model that prefers cheap leads (docs/ai.md); 1 when the view is not a
// phase-one follow.
double lead_likelihood(const SeatView& view, const World& world);

// A card the opponent could have led and the model's probability that it did.
struct LeadChance {
  Card card;
  double probability = 0;
};

// The solved lead model: in `world`, the opponent before its lead chooses among the cards it
// then held with probability proportional to exp(beta * v), v its own exact (double-dummy)
// value of leading that card in this world, in game points. Beta 0 is uniform; a large beta an
// opponent that always leads its best card. Empty when the view is not a follow.
std::vector<LeadChance> solved_lead_chances(Solver& solver, const SeatView& view,
                                            const World& world, double beta);

// The probability of the lead actually made (view.lead) under that model; 1 when the view is
// not a follow. Works in phase one (the world's stock order included) and phase two.
double solved_lead_likelihood(Solver& solver, const SeatView& view, const World& world,
                              double beta);

}  // namespace schnapsen::ai
