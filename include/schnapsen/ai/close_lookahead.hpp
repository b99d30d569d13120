// The closing decision with honest look-ahead (SearchSettings::close_playouts, docs/ai.md).
//
// The exhaustive closing value (ClosedTalonSearch::close_estimate) solves every opponent hand
// double-dummy: after the close both seats play as if they saw every card. Here the phase two
// that would follow the close is played out instead, in a sample of opponent hands, by two
// seats that see only their own view: each decides by the average double-dummy value over the
// worlds it cannot tell apart (as the search levels play phase two), and learns from the other's
// follows what R4.1 reveals. The value of closing is the average outcome of those playouts.
#pragma once

#include <cstdint>
#include <optional>

#include "schnapsen/ai/bummerl_odds.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/deal.hpp"

namespace schnapsen::ai {

struct PlayoutSettings {
  int worlds = 16;        // opponent hands played out (all of them when there are fewer)
  int inner_worlds = 16;  // worlds behind each playout decision (all when fewer)
};

// A phase-two decision from `view` alone: the claim rule, a single legal action, else the
// candidate with the best average exact value over up to `inner_worlds` consistent worlds
// (every world when there are no more, else a sample drawn from `rng`); ties go to legal order.
Action playout_choice(Solver& solver, const SeatView& view, int inner_worlds, SplitMix64& rng);

// The value of closing now (view: a phase-one lead where `close` is legal) by playouts; the
// estimate's utility is the average of `utility` over the playouts' outcomes when given. The
// same view and seed always give the same estimate.
ActionEstimate close_by_playouts(Solver& solver, const SeatView& view,
                                 const PlayoutSettings& settings, std::uint64_t seed,
                                 const std::optional<OutcomeUtility>& utility);

}  // namespace schnapsen::ai
