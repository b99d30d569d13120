// Card glyphs, the sorted hand and the help text: the parts of the table that are plain data.
#include "catch.hpp"
#include "schnapsen/rules.hpp"
#include "schnapsen/tui/help.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/tui/text.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::tui {
namespace {

TEST_CASE("R1.1 R1.2: French and German card labels, Unicode and ASCII") {
  const Card qh(Suit::Hearts, Rank::Queen), jc(Suit::Clubs, Rank::Jack),
      td(Suit::Diamonds, Rank::Ten);
  CHECK(Glyphs::make(true, SuitStyle::French).card_label(qh) == "Q♥");
  CHECK(Glyphs::make(false, SuitStyle::French).card_label(qh) == "Qh");
  CHECK(Glyphs::make(true, SuitStyle::French).card_label(td) == "10♦");
  const Glyphs german = Glyphs::make(true, SuitStyle::German);
  CHECK(german.card_label(qh) == "OH");  // Ober of Herz
  CHECK(german.card_label(jc) == "UE");  // Unter of Eichel
  CHECK(german.card_label(td) == "10S");
  CHECK(german.suit_name(Suit::Hearts) == "Herz");
  CHECK(german.suit_name(Suit::Diamonds) == "Schelle");
  CHECK(german.suit_name(Suit::Spades) == "Laub");
  CHECK(german.suit_name(Suit::Clubs) == "Eichel");
  for (int i = 0; i < kCardCount; ++i)
    CHECK(text_width(Glyphs::make(true, SuitStyle::French).card_label(Card::from_index(i))) <= 3);
}

TEST_CASE("R4.1: the engine's refusals are shown in the table's card glyphs") {
  const std::string why = "you must follow suit and beat the Kh: play Ah or Th";
  CHECK(localize(why, Glyphs::make(true, SuitStyle::French)) ==
        "you must follow suit and beat the K♥: play A♥ or 10♥");
  CHECK(localize(why, Glyphs::make(false, SuitStyle::French)) ==
        "you must follow suit and beat the Kh: play Ah or 10h");
  CHECK(localize("you have no hearts, so you must trump: play Jc",
                 Glyphs::make(true, SuitStyle::German)) ==
        "you have no Herz, so you must trump: play UE");
  CHECK(localize("as it is", Glyphs::make(true, SuitStyle::French)) == "as it is");
  // A marriage in engine notation (an analysis line): the suit letter becomes the suit's name.
  CHECK(localize("meld h: -0.75 game points", Glyphs::make(true, SuitStyle::French)) ==
        "meld hearts: -0.75 game points");
  CHECK(localize("meld s", Glyphs::make(true, SuitStyle::German)) == "meld Laub");
  CHECK(localize("a h", Glyphs::make(true, SuitStyle::French)) == "a h");
}

TEST_CASE("The hand is sorted by suit (colours alternating) and by rank, Ace first") {
  CardSet hand;
  for (const char* c : {"Jh", "As", "Th", "Kc", "Qd"}) hand.insert(*parse_card(c));
  const auto sorted = sorted_hand(hand);
  REQUIRE(sorted.size() == 5);
  CHECK(to_string(sorted[0]) == "As");
  CHECK(to_string(sorted[1]) == "Th");
  CHECK(to_string(sorted[2]) == "Jh");
  CHECK(to_string(sorted[3]) == "Kc");
  CHECK(to_string(sorted[4]) == "Qd");
}

TEST_CASE("R9.2: the help's rule summary follows the active rule set") {
  const auto soft = rules_summary(Rules::soft());
  const auto sharp = rules_summary(Rules::sharp());
  auto has = [](const std::vector<std::string>& lines, const std::string& text) {
    for (const auto& l : lines)
      if (l.find(text) != std::string::npos) return true;
    return false;
  };
  CHECK(has(soft, "look at your won tricks"));
  CHECK_FALSE(has(sharp, "look at your won tricks"));
  CHECK(has(sharp, "no running score"));
  CHECK(has(sharp, "lead the King."));
  CHECK(has(sharp, "only after a won trick"));
  CHECK(has(soft, "King or the Queen"));
  CHECK(has(sharp, "not allowed with two cards left"));
  CHECK(has(soft, "allowed also with two cards left"));
  // The help box of an 80x24 terminal is 74 columns wide (it scrolls when it is too long).
  for (const Rules& rules : {Rules::soft(), Rules::sharp()})
    for (const auto& l : rules_summary(rules)) CHECK(text_width(l) <= 74);
}

TEST_CASE("R8.2 R8.3: the help's Bummerl line follows the match settings") {
  MatchSettings tournament;
  tournament.schneider_bummerl = false;
  tournament.bummerls_to_lose = 3;
  const auto lines = rules_summary(Rules::soft(), tournament);
  const std::string& last = lines.back();
  CHECK(last.find("counts once") != std::string::npos);
  CHECK(last.find("match lost at 3") != std::string::npos);
  CHECK(rules_summary(Rules::soft()).back().find("counts two") != std::string::npos);
  CHECK(last.size() <= 74);
}

TEST_CASE("R4.1 R3.2: the rules summary says a trick goes to the highest card of the suit led") {
  bool found = false;
  for (const auto& line : rules_summary(Rules::soft()))
    found = found || line.find("highest of suit led") != std::string::npos;
  CHECK(found);
}

TEST_CASE("R1.1: the trump label reads well with symbols, letters and German suits") {
  CHECK(trump_label(Suit::Spades, Glyphs::make(true, SuitStyle::French), 17) == "Trump ♠ spades");
  CHECK(trump_label(Suit::Spades, Glyphs::make(false, SuitStyle::French), 17) ==
        "Trump: spades (s)");
  CHECK(trump_label(Suit::Clubs, Glyphs::make(true, SuitStyle::German), 17) == "Trump: Eichel (E)");
  // Without the room for the letter, the name alone.
  CHECK(trump_label(Suit::Diamonds, Glyphs::make(true, SuitStyle::German), 17) == "Trump: Schelle");
}

TEST_CASE("Every role has a monochrome look distinct from Normal where it matters") {
  const auto& styles = role_styles();
  auto mono = [&](Role r) {
    const RoleStyle& s = styles[static_cast<int>(r)];
    return s.mono_reverse || s.mono_bold || s.mono_underline || s.dim;
  };
  CHECK(mono(Role::Selected));
  CHECK(mono(Role::Dimmed));
  CHECK(mono(Role::Trump));
  CHECK(mono(Role::Warning));
  CHECK(mono(Role::KeyBar));
}

}  // namespace
}  // namespace schnapsen::tui
