// The help screen's rules summary for the active rule set (docs/rules.md); the keys part comes
// from the key table (keys.hpp).
#pragma once

#include <string>
#include <vector>

#include "schnapsen/match.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen::tui {

// The rules in force, with the match settings (Schneider-Bummerl, Bummerls to lose).
std::vector<std::string> rules_summary(const Rules& rules, const MatchSettings& match = {});

}  // namespace schnapsen::tui
