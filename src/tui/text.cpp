// Display width, cutting by width, ASCII fallback and name checks.
#include "schnapsen/tui/text.hpp"

#include <locale.h>
#include <wchar.h>

#include <array>

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

namespace {

struct CodePoint {
  char32_t value = 0;
  std::size_t length = 1;  // bytes
  bool valid = false;
};

// The code point starting at text[i] (strict UTF-8: no overlong forms, no surrogates).
CodePoint decode(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return {b0, 1, true};
  std::size_t length = 0;
  char32_t value = 0;
  char32_t minimum = 0;
  if ((b0 & 0xE0) == 0xC0) {
    length = 2, value = b0 & 0x1F, minimum = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    length = 3, value = b0 & 0x0F, minimum = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    length = 4, value = b0 & 0x07, minimum = 0x10000;
  } else {
    return {};
  }
  if (i + length > text.size()) return {};
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return {};
    value = (value << 6) | (byte(i + k) & 0x3F);
  }
  if (value < minimum || value > 0x10FFFF || (value >= 0xD800 && value <= 0xDFFF)) return {};
  return {value, length, true};
}

// wcwidth under a UTF-8 locale whatever the program's locale is (under LANG=C, wcwidth knows
// only ASCII); a character it cannot print counts one column, as it is shown as '?'.
int code_point_width(char32_t cp) {
  if (cp < 0x80) return 1;
  static const locale_t utf8 = [] {
    locale_t l = newlocale(LC_CTYPE_MASK, "C.UTF-8", static_cast<locale_t>(nullptr));
    if (!l) l = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", static_cast<locale_t>(nullptr));
    return l;
  }();
  if (!utf8) return 1;
  const locale_t previous = uselocale(utf8);
  const int w = wcwidth(static_cast<wchar_t>(cp));
  uselocale(previous);
  return w < 0 ? 1 : w;
}

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

Expected<std::string, std::string> clean_name(std::string_view raw) {
  const std::size_t first = raw.find_first_not_of(" \t");
  if (first == std::string_view::npos) return unexpected(std::string(_("a name cannot be blank")));
  const std::string_view name = raw.substr(first, raw.find_last_not_of(" \t") - first + 1);
  for (std::size_t i = 0; i < name.size();) {
    const CodePoint cp = decode(name, i);
    if (!cp.valid) return unexpected(std::string(_("a name must be valid UTF-8 text")));
    if (cp.value < 0x20 || (cp.value >= 0x7F && cp.value < 0xA0))
      return unexpected(std::string(_("a name cannot hold control characters")));
    i += cp.length;
  }
  if (const int w = text_width(name); w > kMaxNameWidth)
    return unexpected(tr(N_("a name may be at most %d columns wide; '%s' takes %d"),
                         {std::to_string(kMaxNameWidth), std::string(name), std::to_string(w)}));
  return std::string(name);
}

}  // namespace schnapsen::tui
