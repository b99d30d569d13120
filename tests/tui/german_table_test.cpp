// The German table: the help and the key bar fit the same room as the English ones, and
// --lang de's card names are the German suits'.
#include "catch.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/help.hpp"
#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/tui/text.hpp"

namespace schnapsen::tui {
namespace {

struct German {
  German() { REQUIRE_FALSE(use_language(Language::German)); }
  ~German() { use_language(Language::English); }
};

TEST_CASE("German: help lines fit the 74 columns of an 80x24 help box") {
  const German german;
  const Glyphs g = Glyphs::make(true, SuitStyle::German);
  std::vector<std::string> lines = key_help_lines(g);
  for (const Rules& r : {Rules::soft(), Rules::sharp()})
    for (const std::string& l : rules_summary(r, MatchSettings{99, true})) lines.push_back(l);
  std::string all;
  for (const std::string& l : lines) {
    INFO(l);
    CHECK(text_width(l) <= 74);
    all += l + "\n";
  }
  CHECK(all.find("Zehner 10") != std::string::npos);
  CHECK(all.find("zudrehen") != std::string::npos);
}

TEST_CASE("German: the key bar fits 80 columns and speaks German") {
  const German german;
  const Glyphs g = Glyphs::make(true, SuitStyle::German);
  CommandSet all;
  for (const KeyBinding& b : key_table()) all.add(b.command);
  const std::string bar = key_bar_text(80, g, all);
  INFO(bar);
  CHECK(text_width(bar) < 80);
  CHECK(bar.find("q Ende") != std::string::npos);
  CHECK(key_bar_text(100, g, {Command::Claim, Command::Quit}).find("! Genug") != std::string::npos);
}

TEST_CASE("German: suit names of either deck, and the trump label") {
  const German german;
  CHECK(Glyphs::make(true, SuitStyle::French).suit_name(Suit::Diamonds) == "Karo");
  CHECK(Glyphs::make(true, SuitStyle::French).suit_name(Suit::Spades) == "Pik");
  CHECK(Glyphs::make(true, SuitStyle::German).suit_name(Suit::Spades) == "Laub");
  CHECK(trump_label(Suit::Clubs, Glyphs::make(true, SuitStyle::German)) == "Trumpf: Eichel (E)");
}

}  // namespace
}  // namespace schnapsen::tui
