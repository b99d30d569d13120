// What the controller tells a front end: one event per thing that happened at the table, in
// order, with every fact a front end needs to show it (no state to read back).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/action.hpp"
#include "schnapsen/game/mistake.hpp"
#include "schnapsen/hand_state.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::game {

enum class EventKind {
  HandStarted,  // a new hand was dealt: dealer, trump card, hand index
  Exchanged,    // seat swapped the trump jack for `card` (the card it took)
  Closed,       // seat closed the talon
  Melded,       // seat declared a marriage in `suit` worth `points`
  CardPlayed,   // seat played `card` (led or followed)
  TrickWon,     // seat won the trick `cards` (lead, follow) worth `points`
  CardsDrawn,   // both seats drew; `talon_left` cards remain (0: exhausted)
  Claimed,      // seat claimed; `correct`, `score`
  Passed,       // seat passed at the end of a closed hand
  Resigned,     // seat gave the hand up (R7.8)
  HandOver,     // the hand ended: `result`, scores, tricks
  BummerlOver,  // seat won the Bummerl; `chalked` Bummerls to the loser (2: Schneider)
  MatchOver,    // seat won the match
  TakenBack,    // seat took back its last move (and the replies to it): the hand is as before it
};

// The events that come after a hand's play: HandOver, BummerlOver, MatchOver.
constexpr bool ends_hand(EventKind kind) {
  return kind == EventKind::HandOver || kind == EventKind::BummerlOver ||
         kind == EventKind::MatchOver;
}

// The table as it stands after an event, made for a front end by the controller: the standing
// of the match and each seat's view of the hand, so a front end never reads game state back.
struct TableSnapshot {
  bool dealt = false;             // a hand was dealt (else `views` are empty)
  bool hand_in_progress = false;  // the hand is not over yet
  int hands_played = 0;           // hands finished in the match
  std::array<int, 2> points{};    // each seat's Bummerl points (Match::points)
  std::array<int, 2> bummerls{};  // Bummerls lost
  // Each seat's view of the hand. On a CardPlayed that answers a lead: the moment the card lands,
  // before the trick is taken and cards drawn (the card out of its player's hand, none legal).
  std::array<SeatView, 2> views{};
};

struct GameEvent {
  EventKind kind = EventKind::HandStarted;
  int seat = -1;                     // the acting or winning seat
  int hand_index = 0;                // hands dealt before this one in the match
  Card card;                         // CardPlayed, Exchanged (card taken), HandStarted (trump card)
  Suit suit = Suit::Clubs;           // Melded
  int points = 0;                    // Melded (20/40), TrickWon (card points)
  std::array<Card, 2> cards{};       // TrickWon: lead, follow
  bool led = false;                  // CardPlayed: true for the first card of a trick
  int talon_left = 0;                // CardsDrawn
  bool correct = false;              // Claimed
  int score = 0;                     // Claimed: the claimer's score
  int dealer = 0;                    // HandStarted
  HandResult result;                 // HandOver
  std::array<int, 2> scores{};       // HandOver: each seat's score (R6.1)
  std::array<int, 2> tricks{};       // HandOver: each seat's tricks
  std::array<CardSet, 2> won{};      // HandOver: each seat's won cards
  int closer = -1;                   // HandOver: who closed, -1 if nobody
  int score_at_close = 0;            // HandOver: the closer's opponent's score at closing
  std::array<int, 2> marriages{};    // HandOver: each seat's declared marriage points
  std::array<int, 2> points_left{};  // HandOver: Bummerl points after this hand (may be <= 0)
  int chalked = 0;                   // BummerlOver
  bool schneider = false;            // BummerlOver: a Schneider-Bummerl
  bool taken_back = false;           // HandOver: a move of this hand was taken back
  // HandOver: the post-hand review (review.hpp), worked out by the game layer when asked: the
  // seat's biggest mistake in this hand, nullopt when it played flawlessly.
  std::function<std::optional<Mistake>(int seat)> review;
  TableSnapshot table;  // the table after this event (the controller's events; hand_events: none)
};

// A hand resumed in the middle: the events a front end shows again, and the table now.
struct HandSoFar {
  std::vector<GameEvent> events;
  TableSnapshot table;
};

// How a front end names cards, suits and players; the default is the French-suited notation.
struct Naming {
  std::array<std::string, 2> players{"Seat 0", "Seat 1"};
  std::function<std::string(Card)> card;  // empty: R1.3 notation ("Ah")
  std::function<std::string(Suit)> suit;  // empty: "hearts"
  // False under sharp rules (R9.2): a won trick is described without its points.
  bool trick_points = true;
  std::string card_name(Card c) const;
  std::string suit_name(Suit s) const;
};

// The default name of the player at the keyboard; sentences about this player are in the
// second person ("You lead Ah", not "You leads Ah").
inline constexpr std::string_view kYou = "You";

// A player's name as the table shows it: the default names ("You", "Player 1", "Player 2",
// "Bot", "AI", "AI <level>") in the current language, any other name as given.
std::string shown_name(const std::string& name);

// The sentence about `who`, translated: `you` (second person; `args` only) for the player named
// "You", else `other` with the name as its first placeholder, then `args`. Both are msgids.
std::string about(const std::string& who, const char* you, const char* other,
                  std::vector<std::string> args = {});

// An action as a player says it, in the current language: "play K♥", "meld hearts", "exchange
// the trump jack", "close the talon", "claim 66", "pass", "resign the hand".
std::string action_text(Action action, const Naming& naming);
// The same in a word or two, where room is short: "K♥", "meld hearts", "exchange", "close",
// "claim", "pass", "resign".
std::string short_action_text(Action action, const Naming& naming);

// One line for the log in the current language, e.g. "Anna melds 40 in hearts".
std::string describe(const GameEvent& event, const Naming& naming);

// Why the hand ended, in words: "Anna claimed 67: correct", "closing broken", "last trick".
std::string describe_end(const GameEvent& hand_over, const Naming& naming);

}  // namespace schnapsen::game
