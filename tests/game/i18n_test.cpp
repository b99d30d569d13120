// The table's language: --lang codes, the choice from the environment, placeholders, and that
// the German catalogue of the build tree is found and used.
#include <map>
#include <string>

#include "catch.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/message.hpp"

namespace schnapsen {
namespace {

Language from(const std::map<std::string, std::string>& env) {
  return language_from_environment([&env](const char* name) -> const char* {
    const auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  });
}

TEST_CASE("i18n: --lang takes de and en, nothing else") {
  CHECK(parse_language("de") == Language::German);
  CHECK(parse_language("en") == Language::English);
  for (const char* bad : {"", "DE", "german", "de_AT", "fr", "e"}) {
    INFO(bad);
    CHECK_FALSE(parse_language(bad));
  }
  CHECK(language_code(Language::German) == "de");
  CHECK(language_code(Language::English) == "en");
}

TEST_CASE("i18n: the language from LANGUAGE, then LC_ALL, LC_MESSAGES, LANG") {
  CHECK(from({}) == Language::English);
  CHECK(from({{"LANG", "C"}}) == Language::English);
  CHECK(from({{"LANG", "C.UTF-8"}, {"LC_ALL", "C.UTF-8"}}) == Language::English);
  CHECK(from({{"LANG", "de_AT.UTF-8"}}) == Language::German);
  CHECK(from({{"LANG", "de"}}) == Language::German);
  CHECK(from({{"LC_MESSAGES", "de_DE.UTF-8"}, {"LANG", "en_GB.UTF-8"}}) == Language::German);
  CHECK(from({{"LC_ALL", "en_US.UTF-8"}, {"LC_MESSAGES", "de_AT.UTF-8"}}) == Language::English);
  CHECK(from({{"LC_ALL", ""}, {"LANG", "de_AT"}}) == Language::German);  // empty: not set
  // LANGUAGE counts even under the C locale (this machine may have no German locale).
  CHECK(from({{"LANGUAGE", "de"}, {"LANG", "C"}}) == Language::German);
  CHECK(from({{"LANGUAGE", "de_AT:en"}, {"LC_ALL", "C"}}) == Language::German);
  CHECK(from({{"LANGUAGE", "fr:de"}}) == Language::German);  // the first one we have
  CHECK(from({{"LANGUAGE", "en:de"}}) == Language::English);
  CHECK(from({{"LANGUAGE", "fr"}, {"LANG", "de_AT.UTF-8"}}) == Language::German);
  CHECK(from({{"LANGUAGE", "dex"}, {"LANG", "C"}}) == Language::English);  // not "de"
  CHECK(from({{"LANG", "des_XX"}}) == Language::English);
}

TEST_CASE("i18n: fill puts text into printf-style placeholders, positional ones too") {
  CHECK(fill("%s leads %s", {"Anna", "Ah"}) == "Anna leads Ah");
  CHECK(fill("Hand %d over", {"3"}) == "Hand 3 over");
  CHECK(fill("Spiel %2$d: %1$s gibt", {"Anna", "2"}) == "Spiel 2: Anna gibt");
  CHECK(fill("100%% sure", {}) == "100% sure");
  CHECK(fill("%s and %s", {"one"}) == "one and %s");  // a missing argument stays visible
  CHECK(fill("%x %", {"a"}) == "%x %");
  CHECK(fill("", {"a"}).empty());
}

TEST_CASE("i18n: the engine's refusals carry their msgid and arguments") {
  const Message m{N_("you must follow suit: play %s"), {"Kh, Ah"}};
  CHECK(m.text() == "you must follow suit: play Kh, Ah");
}

TEST_CASE("i18n: English by default, German from the build tree's catalogue") {
  REQUIRE(current_language() == Language::English);
  CHECK(std::string(_("Talon exhausted")) == "Talon exhausted");
  CHECK(std::string(P_("%d card left", "%d cards left", 2)) == "%d cards left");
  REQUIRE_FALSE(use_language(Language::German));
  CHECK(current_language() == Language::German);
  CHECK(std::string(_("Talon exhausted")) == "Talon aufgebraucht");
  CHECK(tr(P_("%d card left", "%d cards left", 1), {"1"}) == "noch 1 Karte");
  CHECK(tr(P_("%d card left", "%d cards left", 4), {"4"}) == "noch 4 Karten");
  CHECK(game::shown_name("You") == "Du");
  CHECK(game::about("Anna", N_("You lead %s"), N_("%s leads %s"), {"AH"}) == "Anna spielt AH aus");
  CHECK(game::about("You", N_("You lead %s"), N_("%s leads %s"), {"AH"}) == "Du spielst AH aus");
  REQUIRE_FALSE(use_language(Language::English));
  CHECK(std::string(_("Talon exhausted")) == "Talon exhausted");
  CHECK(game::shown_name("You") == "You");
}

TEST_CASE("i18n: decimals with the language's separator, never -0.00") {
  CHECK(decimal(0.5, 2, true) == "+0.50");
  CHECK(decimal(-0.004, 2, true) == "+0.00");
  CHECK(decimal(1.25, 1) == "1.2");
  REQUIRE_FALSE(use_language(Language::German));
  CHECK(decimal(-1.5, 2, true) == "-1,50");
  CHECK(decimal(0.85, 2) == "0,85");
  REQUIRE_FALSE(use_language(Language::English));
  CHECK(decimal(-1.5, 2, true) == "-1.50");
}

}  // namespace
}  // namespace schnapsen
