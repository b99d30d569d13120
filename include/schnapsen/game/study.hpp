// Study play (docs/positions.md): a position played out against the AI, the cards its player
// has not seen dealt at random in a way consistent with everything the position states.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/human_seat.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::game {

struct StudyHand {
  // Starts at the position (HandRecord::start), or, for a position with a history, dealt from
  // the start with the history played (HandRecord::given); seat 0 is the position's player, to
  // act.
  HandRecord record;
  // The Bummerl as the position states it (its `match` line), the hand about to be recorded.
  Match match;
};

// One deal of the unseen cards, drawn from `seed`: the opponent's hidden cards among those it
// may hold (voids, no trump, not-held respected) and the face-down stock in a random order; with
// a history, also where each card came from, at random among the ways the history allows.
// `position` must have passed check_position and have an action to take.
StudyHand deal_study(const Position& position, std::uint64_t seed, MatchSettings settings = {});

// What one deal of a study came to.
struct StudyOutcome {
  bool left = false;            // the player quit during the hand
  std::optional<Action> first;  // the player's first decision, when the hand's first was its
};

// Plays one deal of `position` (deal_study with `seed`, one Bummerl standing as the position
// states): `player` is seat 0, `opponent` seat 1. The hand as dealt goes to `start` (a position
// may begin with a card led), every event after it to `show`. `take_back`: the player may take
// back its moves (within the deal, back to the position).
StudyOutcome play_study(const Position& position, std::uint64_t seed, bool take_back,
                        HumanSeat& player, ai::Player& opponent,
                        const std::function<void(const HandSoFar&)>& start,
                        const std::function<void(const GameEvent&)>& show);

// The level whose analysis of the first decision is shown after a deal: the opponent's `ai`
// when it searches (what the player just met), else hard.
const ai::LevelInfo& study_analysis_level(const std::string& ai);

// That level's evaluation of the position's decision (every action ranked), by what the
// player knows.
ai::Evaluation analyze_study(const Position& position, const ai::LevelInfo& level);

}  // namespace schnapsen::game
