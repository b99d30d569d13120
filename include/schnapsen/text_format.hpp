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

// The UTF-8 byte order mark some editors write at the start of a text file.
inline constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// The lines of `text`, split at '\n' (a final '\n' ends the last line, it starts none); a
// byte order mark at the very start is skipped.
std::vector<TextLine> text_lines(std::string_view text);

// The words of a line, separated by blanks and tabs.
std::vector<std::string_view> split_words(std::string_view line);

// `s` without the blanks, tabs and '\r' at either end.
std::string_view trim(std::string_view s);

// `s` with its ASCII letters in lower case (other bytes, UTF-8 letters too, as they are).
std::string lower_ascii(std::string_view s);

// The parts with `glue` between them: {"a", "b"} and ", " give "a, b".
std::string join(const std::vector<std::string>& parts, std::string_view glue);

// One code point of UTF-8 text: its value and length in bytes; not valid (length 1) for a byte
// that does not start a well-formed sequence (strict: no overlong forms, no surrogates).
struct CodePoint {
  char32_t value = 0;
  std::size_t length = 1;
  bool valid = false;
};

// The code point starting at text[i] (i < text.size()).
CodePoint decode_utf8(std::string_view text, std::size_t i);

// Columns a code point takes on a UTF-8 terminal (wcwidth under a UTF-8 locale, whatever the
// program's locale is): 0 for a combining accent, 2 for a wide character; 1 for one that
// wcwidth cannot print (it is shown as '?').
int code_point_width(char32_t cp);

// Whether a code point must never reach the terminal from outside text: C0 and C1 controls and
// DEL (they start escape sequences), bidirectional controls (U+061C, U+200E/F, U+202A-U+202E,
// U+2066-U+2069: they reorder what follows), zero-width and other invisible format characters
// (U+200B-U+200D, U+2060-U+2064, U+FEFF, tags), line and paragraph separators, noncharacters.
bool hidden_code_point(char32_t cp);

// The one sanitizer for text from outside the program (files, names, bot output, settings,
// paths) before it is shown: valid UTF-8 is kept ("Jürgen" stays), every byte that is not valid
// UTF-8 and every hidden_code_point becomes '?'; at most `max` characters (code points), then
// "...". No control byte survives it.
std::string shorten(std::string_view s, std::size_t max = 40);

// The length (in characters) to which shorten cuts a path or a whole message in output: any
// real path fits, a planted huge one does not flood the terminal.
inline constexpr std::size_t kMaxShownPath = 4096;

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
