// A decision's evaluation (ai/evaluation.hpp) in words, for `schnapsen analyze`, study play and
// the post-hand review: one line per action, best first.
#pragma once

#include <string>
#include <vector>

#include "schnapsen/ai/evaluation.hpp"

namespace schnapsen::game {

// "close: +1.33 game points (all 2002 opponent hands)", "play Ah: -0.40 game points (160
// sampled worlds)".
std::string describe_estimate(const ai::ActionEstimate& estimate);

// "+1.33 game points" (two decimals, the sign always shown).
std::string game_points_text(double value);

// The whole ranking: the choice first ("play Ah: ...  <- the level's choice"), then the rest.
std::vector<std::string> evaluation_lines(const ai::Evaluation& evaluation);

}  // namespace schnapsen::game
