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

// Closing now (view: a phase-one lead where `close` is legal), played out in a sample of
// opponent hands: the average outcome of the playouts, and the average exact (double-dummy)
// value of closing in the same hands. The same view and seed always give the same result.
struct ClosePlayouts {
  double played = 0;
  double exact = 0;
  double played_utility = 0;  // the averages of `utility` when one is given, else 0
  double exact_utility = 0;
  std::uint64_t worlds = 0;
};
ClosePlayouts play_out_close(Solver& solver, const SeatView& view, const PlayoutSettings& settings,
                             std::uint64_t seed, const std::optional<OutcomeUtility>& utility);

// The exhaustive closing estimate corrected by the playouts: `exhaustive` plus what the
// playouts lose (or gain) against the exact values in the same hands. The exhaustive value
// averages every opponent hand; the correction, from a few, is the part perfect play misjudges.
ActionEstimate corrected_close(const ActionEstimate& exhaustive, const ClosePlayouts& playouts);

}  // namespace schnapsen::ai
