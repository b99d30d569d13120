// What line mode's golden transcripts share: their files, their setup line, whether they are
// being updated, and the lint of every line written: what a screen reader or a braille display
// stumbles over (a control or escape byte, a suit symbol or box drawing, a card code ("Ts") in
// prose, a "13:1" (read as a time), or a line too long).
#pragma once

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "source_dir.hpp"

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

// The transcripts in `dir` (under the source tree), in name order.
inline std::vector<std::filesystem::path> transcript_files(const char* dir) {
  std::vector<std::filesystem::path> out;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::filesystem::path(SCHNAPSEN_SOURCE_DIR) / dir))
    if (entry.path().extension() == ".txt") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

// SCHNAPSEN_UPDATE_TRANSCRIPTS=1: write what the program says now, on purpose.
inline bool updating_transcripts() {
  return std::getenv("SCHNAPSEN_UPDATE_TRANSCRIPTS") != nullptr;
}

// "key value" from a setup line ("# seed 3, ai random, rules soft, lang en").
inline std::string setting(const std::string& setup, const std::string& key) {
  const std::regex pattern("(?:# |, )" + key + " ([^,]+)");
  std::smatch m;
  return std::regex_search(setup, m, pattern) ? m[1].str() : std::string();
}

}  // namespace schnapsen::line
