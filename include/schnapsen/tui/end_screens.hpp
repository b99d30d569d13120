// The lines of the boxes at the end of a hand, a Bummerl and the match, made from the events
// alone (the post-hand review comes with the HandOver event, worked out by the game layer).
#pragma once

#include <array>
#include <string>

#include "schnapsen/game/events.hpp"
#include "schnapsen/tui/dialogs.hpp"

namespace schnapsen::tui {

// "Bummerls lost: You 0, AI medium 1"
std::string bummerls_lost(const game::TableSnapshot& table, const game::Naming& naming);

// The hand's end: why it ended, each seat's tricks and score, the Bummerl points and Bummerls.
BoxLines hand_over_lines(const game::GameEvent& over, const game::Naming& naming);
// The review's verdict on each seat of `reviewed` (HandOver's review): its biggest mistake or
// "flawless"; in hot-seat play (`by_name`) each line names its player.
BoxLines review_lines(const game::GameEvent& over, const game::Naming& naming,
                      std::array<bool, 2> reviewed, bool by_name);
BoxLines bummerl_over_lines(const game::GameEvent& over, const game::Naming& naming);
BoxLines match_over_lines(const game::GameEvent& over, const game::Naming& naming);

}  // namespace schnapsen::tui
