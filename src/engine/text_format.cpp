// Helpers of the program's text formats (text_format.hpp).
#include "schnapsen/text_format.hpp"

#include <locale.h>
#include <wchar.h>

namespace schnapsen::text {

std::vector<TextLine> text_lines(std::string_view text) {
  std::vector<TextLine> out;
  if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    if (auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back({static_cast<int>(out.size()) + 1, line});
  }
  return out;
}

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
  return out;
}

std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

std::string lower_ascii(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string join(const std::vector<std::string>& parts, std::string_view glue) {
  std::string out;
  for (const std::string& p : parts) {
    if (!out.empty()) out += glue;
    out += p;
  }
  return out;
}

CodePoint decode_utf8(std::string_view text, std::size_t i) {
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

bool hidden_code_point(char32_t cp) {
  const auto in = [cp](char32_t first, char32_t last) { return cp >= first && cp <= last; };
  return cp < 0x20 || in(0x7F, 0x9F) || cp == 0x061C || in(0x200B, 0x200F) || in(0x2028, 0x202E) ||
         in(0x2060, 0x206F) || cp == 0xFEFF || in(0xFFF9, 0xFFFB) || in(0xE0000, 0xE007F) ||
         in(0xFDD0, 0xFDEF) || (cp & 0xFFFE) == 0xFFFE;
}

std::string shorten(std::string_view s, std::size_t max) {
  std::string out;
  std::size_t shown = 0;
  std::size_t i = 0;
  for (; i < s.size() && shown < max; ++shown) {
    const CodePoint cp = decode_utf8(s, i);
    if (cp.valid && !hidden_code_point(cp.value))
      out.append(s.substr(i, cp.length));
    else
      out += '?';
    i += cp.length;
  }
  if (i < s.size()) out += "...";
  return out;
}

}  // namespace schnapsen::text
