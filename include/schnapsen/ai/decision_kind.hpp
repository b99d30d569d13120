// The kinds of phase-one decisions, by what is open to the decider: what the play-outs take over
// (playout_choice.hpp) and what the lab's regret map counts by.
#pragma once

#include <cstdint>
#include <string_view>

#include "schnapsen/view.hpp"

namespace schnapsen::ai {

// The first that applies: the trump jack's exchange, a marriage, the first lead of the hand, a
// later lead, a follow. Whether the decider could close is a fact of its own: closing is open at
// almost every lead.
enum class DecisionKind : std::uint8_t { Exchange, Marriage, FirstLead, Lead, Follow };
inline constexpr int kDecisionKinds = 5;
std::string_view kind_name(DecisionKind kind);
// The kind of the decision `view` asks for (phase one).
DecisionKind kind_of(const SeatView& view);
// A phase-one choice: the talon open, more than one candidate action, and not the claim at 66
// (claiming at once is proven best).
bool eligible(const SeatView& view);

}  // namespace schnapsen::ai
