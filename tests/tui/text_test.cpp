// Text by display width: wide characters, accents and LANG=C.
#include <string>

#include "catch.hpp"
#include "schnapsen/tui/text.hpp"

namespace schnapsen::tui {
namespace {

TEST_CASE("Display width: wide characters take two columns, accents one, combining marks none") {
  CHECK(text_width("Anna") == 4);
  CHECK(text_width("Jürgen") == 6);
  CHECK(text_width("ÄÖÜäöüÄÖÜ") == 9);
  CHECK(text_width("李小龍") == 6);
  CHECK(text_width("10♥") == 3);
  CHECK(text_width("e\xCC\x81") == 1);  // e + combining acute accent
  CHECK(text_width("\xFF") == 1);       // not UTF-8: one column, shown as '?'
}

TEST_CASE("Cutting by width never splits or overhangs a wide character") {
  CHECK(prefix_for_width("李小龍", 3) == 3);  // one character: the second would stick out
  CHECK(prefix_for_width("李小龍", 4) == 6);
  CHECK(prefix_for_width("Jürgen", 2) == 3);      // J and the two bytes of ü
  CHECK(prefix_for_width("e\xCC\x81x", 1) == 3);  // the accent stays with its letter
  CHECK(fit_width("李小龍", 5) == "李小 ");
  CHECK(text_width(fit_width("李小龍", 5)) == 5);
  CHECK(fit_width("ab", 4) == "ab  ");
}

TEST_CASE("ASCII fallback keeps the width: accents dropped, others become '?' per column") {
  CHECK(ascii_fallback("Jürgen") == "Jurgen");
  CHECK(ascii_fallback("ÄÖÜ Łukasz Ærø") == "AOU Lukasz Aro");
  CHECK(ascii_fallback("李小") == "????");
  CHECK(ascii_fallback("plain") == "plain");
  for (const char* s : {"Jürgen", "李小龍李小", "Straße", "Zoë ♥"}) {
    INFO(s);
    CHECK(text_width(ascii_fallback(s)) == text_width(s));
  }
}

}  // namespace
}  // namespace schnapsen::tui
