// Study play (docs/positions.md): a position played out against the AI, the cards its player
// has not seen dealt at random in a way consistent with everything the position states.
#pragma once

#include <cstdint>

#include "schnapsen/match.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::game {

struct StudyHand {
  // Starts at the position (HandRecord::start); seat 0 is the position's player, to act.
  HandRecord record;
  // The Bummerl as the position states it (its `match` line), the hand about to be recorded.
  Match match;
};

// One deal of the unseen cards, drawn from `seed`: the opponent's hidden cards among those it
// may hold (voids, no trump, not-held respected) and the face-down stock in a random order.
// `position` must have passed check_position and have an action to take.
StudyHand deal_study(const Position& position, std::uint64_t seed, MatchSettings settings = {});

}  // namespace schnapsen::game
