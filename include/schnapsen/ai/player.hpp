// The one interface every seat-taker implements: the human front end, the AIs, external bots.
// A player is given only its seat's view (R9.3) and answers with one of view.legal.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "schnapsen/match.hpp"
#include "schnapsen/play.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

// Where the hand stands in the match, from the acting seat's hand's seat numbering.
struct MatchInfo {
  std::array<int, 2> points{kBummerlStart, kBummerlStart};  // Bummerl points left, by seat
  std::array<int, 2> bummerls{};                            // Bummerls lost, by seat
  int hand_id = 0;                                          // hands played before this one
};

// Thrown by players that talk to the outside world (bots) when they cannot answer; the caller
// stops the match cleanly. In-process players never throw.
class PlayerFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The claim rule every AI follows: the engine's claim_rule (play.hpp) on a view. `claim` exactly
// when the seat's score is 66 or more and a claim is legal; `pass` at the end of a closed hand
// otherwise. Nothing when neither applies.
inline std::optional<Action> claim_or_pass(const SeatView& view) {
  return claim_rule(view.legal.contains(Action::claim()), view.legal.contains(Action::pass()),
                    view.scores[view.seat]);
}

// Thrown by a player that was waiting (an external bot) when the front end asked it to stop
// (BotOptions::stop_requested: the user pressed q, or a signal came). No action was chosen; the
// game ends where it stands, as when a human seat quits.
class Stopped : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string name() const = 0;
  // Chooses one of view.legal (never empty when called).
  virtual Action choose(const SeatView& view, const MatchInfo& match) = 0;
  // The hand is over: its complete record (every card now revealed) and result.
  virtual void hand_over(int /*seat*/, const HandRecord& /*record*/, const HandResult& /*result*/,
                         const MatchInfo& /*match*/) {}
};

}  // namespace schnapsen::ai
