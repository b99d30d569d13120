// The tricks of a hand rebuilt from its public actions (a record's or a SeatView's history):
// the one reconstruction that the AI's inferences, the game's log and the table's review share.
#pragma once

#include <array>
#include <vector>

#include "schnapsen/card.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen {

struct PlayedTrick {
  int leader = 0;
  int winner = 0;
  std::array<Card, 2> cards{};  // lead, follow
  bool strict = false;          // played in phase two, so the follow obeyed R4.1
  // Not strict: the stock cards drawn before this trick; after it the winner drew the next one,
  // then the loser (the face-up trump card after the fifth trick, R3.3).
  int drawn_before = 0;
};

// Every completed trick of `history` in order; a lead still waiting for its follow is left out.
std::vector<PlayedTrick> played_tricks(const std::vector<SeatAction>& history, Suit trump);

}  // namespace schnapsen
