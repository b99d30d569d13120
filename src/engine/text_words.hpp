// Helpers of the engine's text formats (records, positions, rule specs); internal to the engine.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace schnapsen::detail {

// One line of a text format: its number (from 1) and what it says, without its comment ('#'
// to the end of the line) and a trailing '\r'.
struct TextLine {
  int number = 0;
  std::string_view content;
};

// The lines of `text`, split at '\n' (a final '\n' ends the last line, it starts none).
std::vector<TextLine> text_lines(std::string_view text);

// The words of a line, separated by blanks and tabs.
std::vector<std::string_view> split_words(std::string_view line);

// Input quoted in an error message: printable ASCII only ('?' for anything else), at most 40
// characters, then "...".
std::string shorten(std::string_view s);

}  // namespace schnapsen::detail
