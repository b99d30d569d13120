// Line mode's words for cards and commands (card_words.hpp, line_command.hpp).
#include "schnapsen/line/card_words.hpp"
#include "catch.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/line/line_command.hpp"

namespace schnapsen::line {
namespace {

using Kind = LineCommand::Kind;

TEST_CASE("Line mode: cards in words, read back in every naming") {
  use_language(Language::English);
  CHECK(card_words(Card(Suit::Hearts, Rank::King), false) == "king of hearts");
  CHECK(card_words(Card(Suit::Clubs, Rank::Queen), true) == "Eichel-Ober");
  for (int i = 0; i < 20; ++i) {
    const Card c = Card::from_index(i);
    INFO(to_string(c));
    CHECK(parse_card_words(card_words(c, false)) == c);
    CHECK(parse_card_words(card_words(c, true)) == c);
    CHECK(parse_card_words(to_string(c)) == c);
  }
  CHECK(parse_card_words("pik zehner") == Card(Suit::Spades, Rank::Ten));
  CHECK(parse_card_words("Spades TEN") == Card(Suit::Spades, Rank::Ten));
  CHECK(parse_card_words("ten") == std::nullopt);
  CHECK(parse_card_words("ten of ten") == std::nullopt);
  CHECK(parse_card_words("ten of spades please") == std::nullopt);
  CHECK(parse_suit_word("Herz") == Suit::Hearts);
  CHECK(parse_suit_word("hearts spades") == std::nullopt);
}

TEST_CASE("Line mode: German cards with French suits") {
  if (use_language(Language::German)) return;  // no catalogue built: nothing to check
  CHECK(card_words(Card(Suit::Hearts, Rank::King), false) == "Herz-König");
  CHECK(parse_card_words("Herz-König") == Card(Suit::Hearts, Rank::King));
  use_language(Language::English);
}

TEST_CASE("Line mode: commands by word, prefix, number and card") {
  CHECK(parse_line_command("").kind == Kind::Empty);
  CHECK(parse_line_command("   ").kind == Kind::Empty);
  CHECK(parse_line_command("3").kind == Kind::Number);
  CHECK(parse_line_command("3").number == 3);
  CHECK(parse_line_command("play 2").number == 2);
  CHECK(parse_line_command("Ts").card == Card(Suit::Spades, Rank::Ten));
  CHECK(parse_line_command("play ten of spades").card == Card(Suit::Spades, Rank::Ten));
  CHECK(parse_line_command("CLOSE").kind == Kind::Close);
  CHECK(parse_line_command("clo").kind == Kind::Close);
  CHECK(parse_line_command("zudrehen").kind == Kind::Close);
  CHECK(parse_line_command("meld hearts").suit == Suit::Hearts);
  CHECK(parse_line_command("meld").kind == Kind::Meld);
  CHECK_FALSE(parse_line_command("meld").suit);
  CHECK(parse_line_command("meld nothing").kind == Kind::Unknown);
  CHECK(parse_line_command("log 3").number == 3);
  CHECK(parse_line_command("t").kind == Kind::Ambiguous);
  CHECK(parse_line_command("t").text.find("talon") != std::string::npos);
  CHECK(parse_line_command("xyzzy").kind == Kind::Unknown);
  CHECK(parse_line_command("close now").kind == Kind::Unknown);
  CHECK(parse_line_command("ja").kind == Kind::Yes);
  CHECK(parse_line_command("n").kind == Kind::No);
  CHECK(parse_line_command("?").kind == Kind::Help);
  CHECK(parse_line_command("advice").kind == Kind::Advice);
  CHECK(parse_line_command("Rat").kind == Kind::Advice);
  CHECK(parse_line_command("review").kind == Kind::Review);
  CHECK(parse_line_command("re").kind == Kind::Ambiguous);
  CHECK(parse_line_command("bereit").kind == Kind::Ready);
}

}  // namespace
}  // namespace schnapsen::line
