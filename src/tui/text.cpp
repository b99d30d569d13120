// Display width, cutting by width and ASCII fallback.
#include "schnapsen/tui/text.hpp"

#include <algorithm>
#include <array>

#include "schnapsen/text_format.hpp"

namespace schnapsen::tui {

namespace {

using text::code_point_width;
using text::CodePoint;

CodePoint decode(std::string_view text, std::size_t i) { return text::decode_utf8(text, i); }

int width_at(std::string_view text, std::size_t i, std::size_t* length) {
  const CodePoint cp = decode(text, i);
  *length = cp.length;
  return cp.valid ? code_point_width(cp.value) : 1;
}

// Accent-free letters for U+00C0..U+00FF, one each so that the width stays the same.
constexpr std::string_view kLatin1 =
    "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty";
static_assert(kLatin1.size() == 0x40);
// Base letters of U+0100..U+017F (Latin Extended-A), one each.
constexpr std::string_view kLatinExtendedA =
    "AaAaAaCcCcCcCcDdDdEeEeEeEeEeGgGgGgGgHhHhIiIiIiIiIiJjJjKkkLlLlLlLlLlNnNnNnnNnOoOoOoOoRrRrRr"
    "SsSsSsSsTtTtTtUuUuUuUuUuUuWwYyYZzZzZzs";
static_assert(kLatinExtendedA.size() == 0x80);

}  // namespace

int text_width(std::string_view text) {
  int width = 0;
  for (std::size_t i = 0, n = 0; i < text.size(); i += n) width += width_at(text, i, &n);
  return width;
}

std::size_t prefix_for_width(std::string_view text, int columns) {
  int used = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t n = 0;
    const int w = width_at(text, i, &n);
    if (used + w > columns) break;
    used += w;
    i += n;
  }
  // Zero-width characters (combining accents) stay with the character they belong to.
  while (i < text.size()) {
    std::size_t n = 0;
    const CodePoint cp = decode(text, i);
    if (!cp.valid || cp.value < 0x80 || width_at(text, i, &n) != 0) break;
    i += n;
  }
  return i;
}

std::string fit_width(std::string_view text, int columns) {
  std::string out(text.substr(0, prefix_for_width(text, columns)));
  const int w = text_width(out);
  if (w < columns) out.append(static_cast<std::size_t>(columns - w), ' ');
  return out;
}

std::string ascii_fallback(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint cp = decode(text, i);
    i += cp.length;
    if (!cp.valid) {
      out += '?';
    } else if (cp.value < 0x80) {
      out += static_cast<char>(cp.value);
    } else if (cp.value >= 0xC0 && cp.value <= 0xFF) {
      out += kLatin1[cp.value - 0xC0];
    } else if (cp.value >= 0x100 && cp.value <= 0x17F) {
      out += kLatinExtendedA[cp.value - 0x100];
    } else {
      const int w = code_point_width(cp.value);
      if (w > 0) out.append(static_cast<std::size_t>(w), '?');
    }
  }
  return out;
}

std::vector<std::string> wrap(const std::string& text, int width) {
  std::vector<std::string> lines;
  if (width <= 0) return lines;
  // Leading spaces indent the first line (a menu's unselected entries, a table's columns).
  std::size_t i = std::min(text.find_first_not_of(' '), text.size());
  std::string line(static_cast<int>(i) < width ? i : 0, ' ');
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    std::string word = text.substr(i, j - i);
    i = j + 1;
    while (text_width(word) > width) {  // a word longer than a line is cut
      if (line.find_first_not_of(' ') != std::string::npos) lines.push_back(line);
      line.clear();
      const std::size_t cut = std::max<std::size_t>(1, prefix_for_width(word, width));
      lines.push_back(word.substr(0, cut));
      word = word.substr(cut);
    }
    if (line.find_first_not_of(' ') == std::string::npos)
      line += word;
    else if (text_width(line) + 1 + text_width(word) <= width)
      line += " " + word;
    else
      lines.push_back(line), line = word;
  }
  if (line.find_first_not_of(' ') != std::string::npos) lines.push_back(line);
  return lines;
}

}  // namespace schnapsen::tui
