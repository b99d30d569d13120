// The search features of SearchSettings by name, so that a player can be named as a search level
// with features switched on or set: "medium+infer_lead",
// "hard+presumed_reply=2+exchange_by_search", "pimc+ismcts=20000". Every row of the ablation in
// docs/ai.md is then a command anybody can run
// (`schnapsen arena --a medium+model_reply --b medium`), not a temporary build. The levels
// themselves stay as registered (player_factory.hpp); this only derives measurement players.
#pragma once

#include <string>
#include <string_view>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::ai {

// Applies "+feature[=value]..." (the text after the level's name, starting with '+') to
// `settings`. A flag is switched on by its name alone and set by =1 or =0; a number must lie in
// the feature's range. A feature may appear once. On error: one line naming the feature and
// what is expected, and `settings` is left as it was.
Expected<SearchSettings, std::string> apply_features(SearchSettings settings,
                                                     std::string_view features);

// One line per feature, "  name[=VALUE]  what it sets", for help footers and docs.
std::string features_help();

}  // namespace schnapsen::ai
