// The boxes at the end of a hand, a Bummerl and the match, and their lines, made from the events
// alone (the post-hand review comes with the HandOver event, worked out by the game layer).
#pragma once

#include <array>
#include <string>

#include "schnapsen/game/events.hpp"
#include "schnapsen/tui/dialogs.hpp"

namespace schnapsen::tui {

// "Bummerls lost: You 0, AI master 1"
std::string bummerls_lost(const game::TableSnapshot& table, const game::Naming& naming);

// The hand's end: why it ended, each seat's tricks and score, the Bummerl points and Bummerls.
BoxLines hand_over_lines(const game::GameEvent& over, const game::Naming& naming);
// The review's verdict on each seat of `reviewed` (HandOver's review): its biggest mistake or
// "flawless"; in hot-seat play (`by_name`) each line names its player.
BoxLines review_lines(const game::GameEvent& over, const game::Naming& naming,
                      std::array<bool, 2> reviewed, bool by_name);
BoxLines bummerl_over_lines(const game::GameEvent& over, const game::Naming& naming);
BoxLines match_over_lines(const game::GameEvent& over, const game::Naming& naming);

// The end of a hand: hand_over_lines, then the review's lines (`review`, may be empty). Where
// the hand's tricks may be looked at (`tricks`, soft rules, R9.2) its footer offers t for them.
struct HandOverBox {
  const game::GameEvent& over;
  const game::Naming& naming;
  BoxLines review;
  bool tricks = true;
  BoxContent content() const;
  static constexpr KeyGroup kTricks{.codes = "t"};
};

// The end of a Bummerl that does not end the match.
struct BummerlOverBox {
  const game::GameEvent& over;
  const game::Naming& naming;
  BoxContent content() const;
};

// The end of the match, with how its last Bummerl went (`last_bummerl`: bummerl_over_lines of
// it, whose tally line the match's box has too): one box less to close.
struct MatchOverBox {
  const game::GameEvent& over;
  const game::Naming& naming;
  BoxLines last_bummerl;
  BoxContent content() const;
};

}  // namespace schnapsen::tui
