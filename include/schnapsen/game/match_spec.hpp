// One description of a match, from the command line down to the table and the save: its rules,
// Bummerl settings, seats, seed and first dealer (MatchSpec), and which of them the user gave on
// the command line (GivenFlags).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/match.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen::game {

// Who takes a seat: a person at this terminal, a built-in AI, an external bot program, or a
// player at another terminal (network play: `schnapsen host` and `join`).
enum class SeatKind : std::uint8_t { Human, Ai, Bot, Remote };
std::string_view seat_kind_name(SeatKind kind);  // "human", "ai", "bot", "remote"
std::optional<SeatKind> parse_seat_kind(std::string_view text);

// One seat of a match as the save remembers it.
struct SeatSetup {
  SeatKind kind = SeatKind::Human;
  std::string level_or_command = "-";  // AI level ("skilled", "master", ...), bot command, "-"
  std::string name;                    // shown at the table; passes clean_name (names.hpp)
  friend bool operator==(const SeatSetup&, const SeatSetup&) = default;
};

// A match as asked for, set up, played and saved.
struct MatchSpec {
  Rules rules = Rules::soft();
  MatchSettings settings;
  std::array<SeatSetup, 2> seats;  // seat 0 is human; seat 1 human, ai (level) or bot (command)
  std::uint64_t seed = 0;          // every deck derives from it, unless the venue deals
  int first_dealer = -1;           // seat; -1 (asked for): drawn from the seed
};

// Which parts of a match the user gave on the command line, not only in the settings file: a
// resumed match names those that contradict it as ignored, and the next match ("play again?")
// takes the others from the match just played.
struct GivenFlags {
  bool rules = false;
  bool opponent = false;  // --ai, --opponent-cmd or --hotseat
  bool names = false;
  bool bummerls = false;  // --bummerls or --no-schneider-bummerl
};

}  // namespace schnapsen::game
