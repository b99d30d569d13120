// Text measured and cut by display width (columns on the screen, as wcwidth counts them: "李" takes
// two, a combining accent none) and made printable in any locale. Names are checked by
// game::clean_name (names.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace schnapsen::tui {

// Columns `text` (UTF-8) takes on a UTF-8 terminal; a byte that is not valid UTF-8 counts one.
int text_width(std::string_view text);

// Byte length of the longest prefix of `text` that fits in `columns` (a wide character that
// would stick out is left out).
std::size_t prefix_for_width(std::string_view text, int columns);

// `text` cut to at most `columns`, padded with spaces to exactly `columns`.
std::string fit_width(std::string_view text, int columns);

// Splits text into lines of at most `width` columns at spaces; leading spaces indent the first
// line, and a word longer than a line is cut.
std::vector<std::string> wrap(const std::string& text, int width);

// `text` in plain ASCII for a terminal that is not UTF-8: accented Latin letters lose their
// accents ("Jürgen" → "Jurgen", "ß" → "s"), every other non-ASCII character becomes one '?'
// per column it would take, so the layout measured by text_width stays right.
std::string ascii_fallback(std::string_view text);

}  // namespace schnapsen::tui
