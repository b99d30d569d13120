// What a player types in line mode, one command a line: a card (by its number in the hand as
// last listed, by name, or in the bot notation), an action, an answer, or a question. Commands
// are English or German words in any case; a unique prefix of a word stands for it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/card.hpp"

namespace schnapsen::line {

struct LineCommand {
  enum class Kind {
    Empty,  // an empty line: whose turn, what is asked
    Number,
    Card,
    Meld,  // `suit` when one was named
    Exchange,
    Close,
    Claim,
    Pass,
    Resign,
    Undo,
    Quit,
    Yes,
    No,
    Hand,
    Trick,
    Last,
    Talon,
    Score,
    Status,
    Legal,
    Repeat,
    Log,  // `number`: how many lines (0: the default)
    Help,
    Advice,     // what the advice level would do (where the match allows advice)
    Review,     // the last hand's biggest mistake (against the computer)
    Stats,      // the statistics kept: each opponent and rule set, the rating
    Ready,      // hot-seat: the player named may see their cards
    Unknown,    // `text`: what was typed
    Ambiguous,  // `text`: the words a prefix may stand for
  } kind = Kind::Empty;
  int number = 0;
  Card card;
  std::optional<Suit> suit;
  std::string text;
};

LineCommand parse_line_command(std::string_view line);

}  // namespace schnapsen::line
