// The help screen's text: the keys and a rules summary for the active rule set (RULES.md).
#pragma once

#include <string>
#include <vector>

#include "schnapsen/rules.hpp"

namespace schnapsen::tui {

std::vector<std::string> key_help_lines();
std::vector<std::string> rules_summary(const Rules& rules);

}  // namespace schnapsen::tui
