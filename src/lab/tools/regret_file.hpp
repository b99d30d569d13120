// Reading the regret files that `schnapsen-lab regret` writes.
#pragma once

#include <string>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/lab/regret_map.hpp"

namespace schnapsen::lab::tools {

// The decisions of a regret file; a torn last line (a killed run) is dropped.
Expected<std::vector<ValuedDecision>, std::string> read_regret_file(const std::string& path);

}  // namespace schnapsen::lab::tools
