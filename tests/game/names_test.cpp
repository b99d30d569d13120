// Players' names: one check for --names, the settings file, saves and history files.
#include <string>

#include "catch.hpp"
#include "schnapsen/game/names.hpp"

namespace schnapsen::game {
namespace {

TEST_CASE("Names: trimmed, counted by width, blank and control characters refused") {
  CHECK(*clean_name("Anna") == "Anna");
  CHECK(*clean_name(" B") == "B");
  CHECK(*clean_name("Ben  ") == "Ben");
  CHECK(*clean_name("ÄÖÜäöüÄÖÜ") == "ÄÖÜäöüÄÖÜ");                // 9 columns, 18 bytes
  CHECK(*clean_name("ÄÖÜäöüÄÖÜäöüÄÖÜä") == "ÄÖÜäöüÄÖÜäöüÄÖÜä");  // 16 columns
  CHECK(*clean_name("李小龍李小") == "李小龍李小");              // 10 columns
  CHECK_FALSE(clean_name("李小龍李小龍李小龍"));                 // 18 columns
  CHECK_FALSE(clean_name("abcdefghijklmnopq"));                  // 17 columns
  const auto blank = clean_name(" ");
  REQUIRE_FALSE(blank);
  CHECK(blank.error() == "a name cannot be blank");
  CHECK_FALSE(clean_name(""));
  CHECK_FALSE(clean_name("A\tB\x01"));
  CHECK_FALSE(clean_name("A\x7F"));
  CHECK_FALSE(clean_name("\xC3("));  // not UTF-8
  CHECK(clean_name("abcdefghijklmnopq").error().find("16 columns") != std::string::npos);
}

TEST_CASE("Names: invisible and text-direction characters refused, quotes kept short") {
  CHECK(*clean_name("Jürgen") == "Jürgen");
  CHECK(*clean_name("Anna Maria") == "Anna Maria");
  CHECK(*clean_name("e\u0301") == "e\u0301");  // a combining accent on a letter
  for (const char* bad : {"\u200B", "A\u200BB", "\u202EnnA", "A\u2066B", "A\u200EB", "\uFEFFAnna",
                          "A\u2060", "A\u200D",
                          "\xC2\x9B"
                          "31m",
                          "A\xC2\x85", "\u3000", "\u00A0", "\u0301", "\u3164"}) {
    INFO(bad);
    CHECK_FALSE(clean_name(bad));
  }
  CHECK(clean_name("\u200B").error().find("invisible") != std::string::npos);
  CHECK(clean_name("\u00A0\u3000").error().find("visible character") != std::string::npos);
  const std::string huge(5'000'000, 'x');
  const auto long_name = clean_name(huge);
  REQUIRE_FALSE(long_name);
  CHECK(long_name.error().size() < 120);
  CHECK(long_name.error().find("5000000") != std::string::npos);
}

}  // namespace
}  // namespace schnapsen::game
