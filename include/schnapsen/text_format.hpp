// Helpers of the program's line-based text formats (records, positions, rule specs, saves,
// settings files): lines, words, trimming, whole-number fields, and input quoted in errors.
#pragma once

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace schnapsen::text {

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

// `s` without the blanks, tabs and '\r' at either end.
std::string_view trim(std::string_view s);

// Input quoted in an error message: printable ASCII only ('?' for anything else), at most
// `max` characters, then "...".
std::string shorten(std::string_view s, std::size_t max = 40);

// The whole of `s` as a number of type T: digits only (no sign, no blanks), in T's range.
template <class T>
std::optional<T> parse_number(std::string_view s) {
  T value{};
  if (s.empty() || s.front() == '+' || s.front() == '-') return std::nullopt;
  const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
  return value;
}

}  // namespace schnapsen::text
