// Helpers of the engine's text formats (text_words.hpp).
#include "text_words.hpp"

namespace schnapsen::detail {

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

std::string shorten(std::string_view s) {
  constexpr std::size_t kMax = 40;
  std::string out;
  for (char c : s.substr(0, kMax)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
  if (s.size() > kMax) out += "...";
  return out;
}

}  // namespace schnapsen::detail
