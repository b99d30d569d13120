// Study play (docs/positions.md): a position played out against the AI, again and again, each
// time with the cards its player has not seen dealt anew at random in a way consistent with
// everything the position states; after a deal, the analysis of the position's decision.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/play_front_end.hpp"
#include "schnapsen/game/take_back.hpp"
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

// What study play is asked for (`schnapsen --position FILE`).
struct StudyRequest {
  Position position;  // checked (check_position), with an action to take
  std::string ai{ai::kDefaultLevel};
  std::uint64_t seed = 0;  // the deals' seeds are drawn from it
  bool take_back = false;  // --undo asked for (take_back.hpp decides)
};

// What one deal of a study came to.
struct StudyOutcome {
  bool left = false;            // the player quit during the hand
  std::optional<Action> first;  // the player's first decision, when the hand's first was its
};

// Study play from the game's side: it makes the AI of each deal, deals, plays the hand through a
// front end (the person in seat 0, the AI in seat 1) and analyses the position once.
class StudySession {
 public:
  // Throws std::invalid_argument when request.ai names no level.
  explicit StudySession(StudyRequest request);

  const Position& position() const { return request_.position; }
  const std::string& ai() const { return request_.ai; }  // the opponent's level
  // Whether the player may take back its moves (within a deal, back to the position), or why not.
  TakeBack take_back() const { return take_back_; }
  // The number of the deal play_deal plays next, from 1.
  int deal_number() const { return deals_ + 1; }

  // Plays the next deal (deal_study with the next seed, one Bummerl standing as the position
  // states): the hand as dealt goes to front.show_hand_so_far (a position may begin with a card
  // led), every event after it to front.on_event.
  StudyOutcome play_deal(PlayFrontEnd& front);

  // The level whose analysis of the first decision is shown after a deal: the opponent's level
  // when it searches (what the player just met), else master.
  const ai::LevelInfo& analysis_level() const { return analysis_level_; }
  // That level's evaluation of the position's decision (every action ranked), by what the player
  // knows: the same for every deal, computed on first use.
  const ai::Evaluation& analysis();

 private:
  StudyRequest request_;
  TakeBack take_back_;
  const ai::LevelInfo& analysis_level_;
  SplitMix64 seeds_;
  int deals_ = 0;
  std::optional<ai::Evaluation> analysis_;
};

}  // namespace schnapsen::game
