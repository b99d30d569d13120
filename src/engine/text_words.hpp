// Helpers of the engine's text formats (records, positions, rule specs); internal to the engine.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace schnapsen::detail {

// The words of a line, separated by blanks and tabs.
std::vector<std::string_view> split_words(std::string_view line);

// Input quoted in an error message: printable ASCII only ('?' for anything else), at most 40
// characters, then "...".
std::string shorten(std::string_view s);

}  // namespace schnapsen::detail
