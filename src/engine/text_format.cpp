// Helpers of the program's text formats (text_format.hpp).
#include "schnapsen/text_format.hpp"

namespace schnapsen::text {

std::vector<TextLine> text_lines(std::string_view text) {
  std::vector<TextLine> out;
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

std::string shorten(std::string_view s, std::size_t max) {
  std::string out;
  for (char c : s.substr(0, max)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
  if (s.size() > max) out += "...";
  return out;
}

}  // namespace schnapsen::text
