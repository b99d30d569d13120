// The help screen's text: the keys and a rules summary for the active rule set (RULES.md).
#pragma once

#include <string>
#include <vector>

#include "schnapsen/match.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen::tui {

std::vector<std::string> key_help_lines();
// The rules in force, with the match settings (Schneider-Bummerl, Bummerls to lose).
std::vector<std::string> rules_summary(const Rules& rules, const MatchSettings& match = {});

}  // namespace schnapsen::tui
