// text::shorten, the one sanitizer for text from outside: no control byte survives it, valid
// UTF-8 text does, and it is cut to a length.
#include <string>

#include "catch.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::text {
namespace {

// Whether `s` holds a byte or character a terminal could act on (C0, DEL, C1 as UTF-8 or as a
// raw byte, ESC) or a bidi or zero-width character.
bool holds_control(const std::string& s) {
  for (std::size_t i = 0; i < s.size();) {
    const CodePoint cp = decode_utf8(s, i);
    if (!cp.valid || hidden_code_point(cp.value)) return true;
    i += cp.length;
  }
  return false;
}

TEST_CASE("shorten keeps printable UTF-8: names like Jürgen survive") {
  CHECK(shorten("Jürgen") == "Jürgen");
  CHECK(shorten("Ærøskøbing 李小龍 ♥ e\u0301") == "Ærøskøbing 李小龍 ♥ e\u0301");
  CHECK(shorten("plain ascii ~!") == "plain ascii ~!");
  CHECK(shorten("") == "");
}

TEST_CASE("shorten replaces C0, DEL, ESC, C1 and invalid UTF-8 with '?'") {
  CHECK(shorten("a\x1b]0;PWN\x07z") == "a?]0;PWN?z");
  CHECK(shorten("tab\there\nnew\rret") == "tab?here?new?ret");
  CHECK(shorten("del\x7f") == "del?");
  CHECK(shorten("csi\xC2\x9B"
                "31m") == "csi?31m");  // U+009B, the 8-bit CSI
  CHECK(shorten("nel\xC2\x85") == "nel?");
  CHECK(shorten(std::string("nul\0x", 5)) == "nul?x");
  CHECK(shorten("raw\x9B"
                "31m") == "raw?31m");  // a lone C1 byte is not UTF-8
  CHECK(shorten("bad\xC3(") == "bad?(");
  CHECK(shorten("overlong\xC0\xAF") == "overlong??");
  CHECK(shorten("surrogate\xED\xA0\x80") == "surrogate???");
  CHECK(shorten("cut\xE2\x82") == "cut??");
}

TEST_CASE("shorten replaces bidi controls and zero-width characters") {
  for (const char* c : {"\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067",
                        "\u2068", "\u2069", "\u200E", "\u200F", "\u061C", "\u200B", "\u200C",
                        "\u200D", "\u2060", "\uFEFF", "\u2028", "\u2029"}) {
    INFO(c);
    CHECK(shorten(std::string("a") + c + "b") == "a?b");
  }
}

TEST_CASE("shorten cuts long text after max characters and marks the cut") {
  CHECK(shorten(std::string(1000, 'x')) == std::string(40, 'x') + "...");
  CHECK(shorten(std::string(40, 'x')) == std::string(40, 'x'));
  CHECK(shorten("abcdef", 3) == "abc...");
  std::string umlauts;
  for (int i = 0; i < 50; ++i) umlauts += "ü";
  std::string forty;
  for (int i = 0; i < 40; ++i) forty += "ü";
  CHECK(shorten(umlauts) == forty + "...");  // characters, not bytes; never half a character
  const std::string huge(5'000'000, '\x1b');
  const std::string shown = shorten(huge);
  CHECK(shown.size() == 43);
  CHECK_FALSE(holds_control(shown));
}

TEST_CASE("shorten never lets a control through, whatever the bytes") {
  std::string all;
  for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
  for (int b = 0x80; b < 0x100; ++b) all += std::string("\xC2") + static_cast<char>(b);
  all += "\xE2\x80\xAE\xE2\x81\xA6\xEF\xBB\xBF";
  const std::string shown = shorten(all, all.size());
  CHECK_FALSE(holds_control(shown));
  for (char c : shown) CHECK((static_cast<unsigned char>(c) >= 0x20 && c != 0x7F));
}

}  // namespace
}  // namespace schnapsen::text

namespace schnapsen::text {
namespace {

TEST_CASE("join puts the glue between parts only; lower_ascii folds ASCII letters alone") {
  CHECK(join({}, ", ").empty());
  CHECK(join({"a"}, ", ") == "a");
  CHECK(join({"a", "b", "c"}, "; ") == "a; b; c");
  CHECK(lower_ascii("KÖNIG of Hearts") == "kÖnig of hearts");
  CHECK(lower_ascii("Ts 10") == "ts 10");
}

}  // namespace
}  // namespace schnapsen::text
