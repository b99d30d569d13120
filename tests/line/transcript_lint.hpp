// The lint of line mode's transcripts: what a screen reader or a braille display stumbles over in
// a line written: a control or escape byte, a suit symbol or box drawing, a card code ("Ts") in
// prose, a "13:1" (read as a time), or a line too long.
#pragma once

#include <regex>
#include <sstream>
#include <string>

namespace schnapsen::line {

// Why `line` is hard to hear or read, or "".
inline std::string transcript_lint(const std::string& line) {
  for (const unsigned char c : line)
    if (c < 0x20 || c == 0x7f) return "a control byte";
  for (const char* symbol : {"\u2660", "\u2665", "\u2666", "\u2663", "\u2500", "\u2502", "\u250c"})
    if (line.find(symbol) != std::string::npos) return "a symbol";
  static const std::regex code("\\b[AKQJT][cdhs]\\b");
  static const std::regex time("[0-9]:[0-9]");
  if (std::regex_search(line, code)) return "a card code";
  if (std::regex_search(line, time)) return "n:m";
  std::istringstream words(line);
  int n = 0;
  for (std::string w; words >> w;) ++n;
  if (n > 32 || line.size() > 240) return "too long";
  return {};
}

}  // namespace schnapsen::line
