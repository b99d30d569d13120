// Hand records (docs/records.md): parse, print, and replay into states.
#pragma once

#include <array>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/hand_state.hpp"

namespace schnapsen {

struct SeatAction {
  int seat = 0;
  Action action;
  friend bool operator==(const SeatAction&, const SeatAction&) = default;
};

std::string to_string(const SeatAction& a);  // "1 play Ah"

struct HandRecord {
  Rules rules;
  int dealer = 0;
  Deck deck{};
  std::vector<SeatAction> actions;
  std::vector<int> action_lines;  // source line of each action; empty for records built in memory
  // A study hand (docs/positions.md) starts from a position, not from the deal: its state then,
  // and what each seat knew its opponent not to hold (position facts: voids, no trump). Such a
  // record is played in memory only; print_record and saves take dealt hands.
  std::optional<HandState> start;
  std::array<CardSet, 2> known_lacks{};
  // A study hand of a position with a history is dealt from the start instead, and its first
  // `given` actions are the position's history: the problem's, never taken back or reviewed.
  std::size_t given = 0;

  HandState initial_state() const { return start ? *start : HandState::deal(rules, dealer, deck); }
  int line_of(std::size_t action_index) const {
    return action_index < action_lines.size() ? action_lines[action_index] : 0;
  }
};

struct RecordError {
  enum class Kind { Malformed, Illegal };  // `replay` exit status 2 and 3
  Kind kind = Kind::Malformed;
  int line = 0;  // 1-based line of the input, 0 when not tied to a line
  std::string message;
  std::string describe() const;  // "line 7: ..."
};

// Reads a whole record and checks its form (not the legality of its actions).
Expected<HandRecord, RecordError> parse_record(std::string_view text);
// The canonical text of a record; parse_record(print_record(r)) gives r back.
std::string print_record(const HandRecord& record);
// The header lines only ("schnapsen-record 1", rules, dealer, deck).
std::string print_record_header(const HandRecord& record);

// One replayed action: the seat to act, what it could do, and what it did (none for the tail).
struct ReplayStep {
  int seat = 0;
  ActionList legal;
  std::optional<Action> action;
};

struct Replay {
  std::vector<ReplayStep> steps;  // with the `action: null` tail when the hand is not over
  HandState state;                // after the last action
};

// One action of a record as it is replayed: its index in record.actions, the action, and the
// states before and after it.
struct ReplayedAction {
  std::size_t index = 0;
  const SeatAction& taken;
  const HandState& before;
  const HandState& after;
};

// How far a replay of a record's actions got.
struct ReplayRun {
  HandState state;                        // after the last action played
  std::optional<std::size_t> stopped_at;  // the first action that could not be played
  std::string why;                        // why not: "seat 1, 'play Jc': it is seat 0's turn"
};

// The one loop that replays a record step by step: plays its actions in order from its initial
// state, calling `on_action` after each, and stops at the first one that is not the acting
// seat's legal action (or comes after the end of the hand). replay(), Hand, the game's events,
// reviews and hand moments all go through it.
ReplayRun replay_steps(const HandRecord& record,
                       const std::function<void(const ReplayedAction&)>& on_action = {});

// Replays every action, checking seat and legality; an illegal one gives Kind::Illegal.
Expected<Replay, RecordError> replay(const HandRecord& record);
// Replays without collecting steps (for loading saves and building positions).
Expected<HandState, RecordError> replay_state(const HandRecord& record);

}  // namespace schnapsen
