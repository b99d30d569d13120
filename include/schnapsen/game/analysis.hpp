// A decision's evaluation (ai/evaluation.hpp) in words, for `schnapsen analyze`, study play and
// the post-hand review: one line per action, best first.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/game/events.hpp"

namespace schnapsen::game {

// "close: +1.33 game points (all 2002 opponent hands)", "play Ah: -0.40 game points (160
// sampled worlds)"; with `naming`, the action in the table's words ("play A♥", "close the
// talon") instead of the record notation.
std::string describe_estimate(const ai::ActionEstimate& estimate, const Naming* naming = nullptr);

// "+1.33 game points" (two decimals, the sign always shown).
std::string game_points_text(double value);

// The whole ranking: the choice first ("play Ah: ...  <- choice"), then the rest. With `played`
// (a decision looked back at), that action is the one marked ("<- played") and the evaluation's
// choice is not; `naming` as for describe_estimate.
std::vector<std::string> evaluation_lines(const ai::Evaluation& evaluation,
                                          std::optional<Action> played = std::nullopt,
                                          const Naming* naming = nullptr);

// Study play's verdict after a deal, before the ranking: the player's first decision (`played`;
// none: the hand had none of the player's) and what `level` chooses with what the player knew;
// `naming` as for describe_estimate.
std::vector<std::string> study_verdict(const ai::Evaluation& evaluation, std::string_view level,
                                       std::optional<Action> played,
                                       const Naming* naming = nullptr);

}  // namespace schnapsen::game
