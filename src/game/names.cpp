// The check of players' names (names.hpp).
#include "schnapsen/game/names.hpp"

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::game {
namespace {

// Characters that show as blank space: with nothing else, a name could not be seen.
bool blank_code_point(char32_t cp) {
  return cp == 0x20 || cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) ||
         cp == 0x202F || cp == 0x205F || cp == 0x3000 || cp == 0x115F || cp == 0x1160 ||
         cp == 0x3164 || cp == 0xFFA0 || cp == 0x2800;
}

}  // namespace

Expected<std::string, std::string> clean_name(std::string_view raw) {
  const std::size_t first = raw.find_first_not_of(" \t");
  if (first == std::string_view::npos) return unexpected(std::string(_("a name cannot be blank")));
  const std::string_view name = raw.substr(first, raw.find_last_not_of(" \t") - first + 1);
  int width = 0;
  bool visible = false;
  for (std::size_t i = 0; i < name.size();) {
    const text::CodePoint cp = text::decode_utf8(name, i);
    if (!cp.valid) return unexpected(std::string(_("a name must be valid UTF-8 text")));
    if (cp.value < 0x20 || (cp.value >= 0x7F && cp.value < 0xA0))
      return unexpected(std::string(_("a name cannot hold control characters")));
    if (text::hidden_code_point(cp.value))
      return unexpected(std::string(_(
          "a name cannot hold invisible or text-direction characters (such as U+200B or U+202E)")));
    const int w = text::code_point_width(cp.value);
    width += w;
    if (w > 0 && !blank_code_point(cp.value)) visible = true;
    i += cp.length;
  }
  if (!visible) return unexpected(std::string(_("a name needs at least one visible character")));
  if (width > kMaxNameWidth)
    return unexpected(
        tr(N_("a name may be at most %d columns wide; '%s' takes %d"),
           {std::to_string(kMaxNameWidth), text::shorten(name), std::to_string(width)}));
  return std::string(name);
}

}  // namespace schnapsen::game
