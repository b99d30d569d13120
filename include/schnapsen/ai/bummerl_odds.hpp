// Playing for the Bummerl rather than for game points: the chance of winning the Bummerl from a
// standing, and what each outcome of the current hand is worth towards it (docs/ai.md).
//
// Between two equal players a hand is won by the forehand (the dealer's opponent, who leads
// first) or by the dealer, with 1, 2 or 3 game points, at the frequencies measured in self-play
// (kHandOutcomes). The Bummerl chance follows by recursion over the points still needed: the
// dealer passes to the other seat after every hand (R8.1), the first side to need no more
// points wins. When one point wins the Bummerl, all wins are worth the same and losing by 3 no
// more than by 1 only while the opponent needs at least 3: so the search plays safe, and when
// only a big win saves the Bummerl, it gambles.
#pragma once

#include <array>
#include <cstddef>

#include "schnapsen/ai/player.hpp"

namespace schnapsen::ai {

// Frequencies of a hand's outcomes between equal players: [winner][points - 1], winner 0 the
// forehand, 1 the dealer; the six numbers sum to 1.
using HandOutcomes = std::array<std::array<double, 3>, 2>;
extern const HandOutcomes kHandOutcomes;

// The probability that a side needing `mine` more points (1..7) wins the Bummerl against one
// needing `theirs`, when it deals the next hand (`deals_next`) or not.
double bummerl_chance(int mine, int theirs, bool deals_next,
                      const HandOutcomes& odds = kHandOutcomes);

// What each outcome of the current hand is worth to `seat`: the Bummerl chance after it, indexed
// by the outcome's game points + 3 (0: lost by 3 ... 6: won by 3; index 3 is never used). The
// standing is `match.points` (by seat) and `dealer` deals the current hand.
using OutcomeUtility = std::array<double, 7>;
OutcomeUtility outcome_utility(const MatchInfo& match, int seat, int dealer);

// The utility of an outcome of `value` game points (-3..3, never 0) for the seat.
inline double utility_of(const OutcomeUtility& utility, int value) {
  return utility[static_cast<std::size_t>(value + 3)];
}

}  // namespace schnapsen::ai
