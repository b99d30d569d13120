// A position: what the player to act knows at one moment of a hand and nothing more (docs/
// positions.md). It is the input of `schnapsen analyze` and of study play, the output of
// `schnapsen replay --position`, and the canonical form of a seat's information set: the AI
// evaluates a SeatView by way of its position, so a decision depends on what the seat knows,
// never on the path that led there.
//
// Every pair is [me, opponent]; "me" is the player to act.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen {

inline constexpr int kPositionVersion = 1;

struct Position {
  struct AtClose {
    int tricks = 0;  // the closer's opponent's tricks and score when the talon was closed
    int score = 0;
    friend bool operator==(const AtClose&, const AtClose&) = default;
  };

  Rules rules = Rules::soft();
  Suit trump = Suit::Clubs;
  int talon_size = 0;  // cards in the talon, the card under it included; 0: exhausted
  Card talon_card;     // the card under the talon (also when closed); none when exhausted
  int closer = -1;     // -1: not closed; 0: I closed; 1: the opponent closed
  CardSet hand;
  CardSet opponent_shown;  // cards I know the opponent holds now
  CardSet played;          // every card of a finished trick
  Card lead;               // the opponent's lead to the current trick; none: I am on lead
  std::array<int, 2> score{};
  std::array<int, 2> tricks{};
  std::array<int, 2> pending{};  // declared marriage points of a player without a trick
  std::optional<AtClose> at_close;
  std::optional<Suit> meld;  // I have just declared this marriage and must lead from it
  std::array<bool, kSuitCount> voids{};
  bool no_trump = false;
  CardSet not_held;  // unseen cards the opponent is known not to hold (R4.1: it followed lower)
  std::array<int, 2> match{7, 7};  // Bummerl points still needed
  int dealer = -1;                 // -1: unknown; 0: me; 1: the opponent
  // Every public action of the hand so far, in order, seat-relative (0: me, 1: the opponent);
  // empty: not stated. Optional: only a level that reads the opponent's earlier play needs it.
  std::vector<SeatAction> history;
  // The card dealt face up under the talon, stated (with a history) where the talon no longer
  // shows it: after an exchange, or once the talon is exhausted. Replaying the history from the
  // deal needs it. None otherwise.
  Card dealt;

  // The cards I have not seen: the opponent's unshown cards and the face-down talon cards.
  CardSet unseen() const;
  // The unseen cards the opponent cannot hold: its voids, its trumps under `no-trump`, not_held.
  CardSet opponent_lacks() const;
  int tricks_played() const { return tricks[0] + tricks[1]; }
  bool talon_open() const { return talon_size > 0 && closer < 0; }

  friend bool operator==(const Position&, const Position&) = default;
};

// A failed check: the keyword of the line at fault and what is wrong.
struct PositionProblem {
  std::string keyword;
  std::string message;
};

// Every consistency check of docs/positions.md, the history's against the rest of the position
// included; the first that fails, or nothing.
std::optional<PositionProblem> check_position(const Position& p);

// Reads the text format. Errors name the line ("line 6 (hand): 6 cards; ..."), or say which
// required line is missing. The result passed check_position.
Expected<Position, std::string> parse_position(std::string_view text);

// The text format, keywords in a fixed order, defaults left out, cards in suit order.
std::string print_position(const Position& p);

// What the seat of `view` knows (it must be to act): the voids, no-trump and not-held facts
// come from view.opponent_lacks. `match` is [me, opponent]; the dealer is written as known.
// `with_history`: the position also carries view.history (seat-relative) when it is the hand's
// from the deal (its tricks are all the hand's: not so in a hand begun at a position); without
// it, as the AI's information set and the printed positions of records and `replay --position`
// have it, the history is left empty.
Position position_of(const SeatView& view, std::array<int, 2> match = {7, 7},
                     bool with_history = false);

// The seat view of a position that passed check_position: seat 0 is me and is to act (unless
// the hand is over), the legal actions are the engine's, the opponent's hand size follows from
// mine, and opponent_lacks holds the stated facts. Without a history a position does not say
// who won which played card: they are given to the players' tricks by a fixed rule; the scores
// are exact. With one, view.history is the position's (seat 0 is me), the tricks go to their
// winners, and an unstated dealer is the one the history's first action implies.
SeatView view_of(const Position& p);

// A hash of everything the player knows about the hand (not the match standing or the dealer,
// not the history): equal positions give equal hashes on every platform.
std::uint64_t information_hash(const Position& p);

// A hash of the position's history alone (its actions in order, seat-relative), 0 for an empty
// one: equal histories give equal hashes on every platform. For a level whose decision depends
// on the path as well as on information_hash.
std::uint64_t history_hash(const Position& p);

}  // namespace schnapsen
