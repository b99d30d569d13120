// Decision records: one JSON line per decision of an arena or ladder run (`--decisions FILE`,
// docs/records.md "Decision records"), the data a model of how players choose is trained on.
// Each holds what the deciding seat saw (its position and the hand's public actions), what it
// could do and what it did, and, apart, what it could not see (for evaluation only).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/hand_state.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::lab {

// Where a run's decision records go. `write` receives the records of one deal pair (or Bummerl
// pair) at a time, whole lines, in the order of the pairs whatever the thread count; it may
// throw (a write error), which stops the run as a failure. Unset: no records are made.
struct DecisionSink {
  std::function<void(std::string_view lines)> write;
  int pair = 0;  // the ladder's pair index, written into every record (0 in an arena run)
  explicit operator bool() const { return static_cast<bool>(write); }
};

// Which run, pair, deal and hand a decision belongs to.
struct DecisionOrigin {
  std::string a, b;  // the run's players, as given
  int pair = 0;
  std::uint64_t seed = 0;
  bool bummerl_mode = false;
  int deal = 0;     // the deal pair; in Bummerl mode the Bummerl pair
  int seating = 0;  // 0: a in seat 0; 1: a in seat 1
  int hand = 0;     // hands of the Bummerl played before this one; 0 in deal mode
};

// The record of view.seat choosing `action` from view.legal, `state` being the full state the
// view was made from (only the truth field reads it), as one line ending in '\n'.
std::string decision_record(const DecisionOrigin& origin, const SeatView& view,
                            const ai::MatchInfo& match, const HandState& state, Action action);

}  // namespace schnapsen::lab
