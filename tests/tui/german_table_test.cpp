// The German table: the help and the key bar fit the same room as the English ones, and
// --lang de's card names are the German suits'.
#include <algorithm>

#include "catch.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/boxes.hpp"
#include "schnapsen/tui/end_screens.hpp"
#include "schnapsen/tui/help.hpp"
#include "schnapsen/tui/history_view.hpp"
#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/layout.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/tui/text.hpp"
#include "schnapsen/tui/turn_prompt.hpp"

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
  // The keys' names too, as a German keyboard labels them.
  CHECK(all.find("BildAuf/BildAb") != std::string::npos);
  CHECK(all.find("Strg-L") != std::string::npos);
  CHECK(all.find("PgUp") == std::string::npos);
}

TEST_CASE("Help: the second key of each line starts in the same column, in either language") {
  for (const Language lang : {Language::English, Language::German}) {
    REQUIRE_FALSE(use_language(lang));
    std::vector<std::string> lines = key_help_lines(Glyphs::make(true, SuitStyle::French));
    lines.pop_back();  // the closing sentence is one whole line
    for (const std::string& line : lines) {
      INFO(line);
      const std::size_t left = prefix_for_width(line, 37);
      if (left >= line.size()) continue;  // a last line with one key
      CHECK(line[left - 1] == ' ');
      CHECK(line[left] != ' ');
    }
  }
  use_language(Language::English);
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

TEST_CASE("The key bar keeps the menu's entry at 80 columns with every key, in either language") {
  CommandSet all;
  for (const KeyBinding& b : key_table()) all.add(b.command);
  for (const Language lang : {Language::English, Language::German}) {
    REQUIRE_FALSE(use_language(lang));
    for (const bool unicode : {true, false}) {
      const KeyBar bar = key_bar(80, Glyphs::make(unicode, SuitStyle::German), all);
      INFO(bar.text);
      CHECK(text_width(bar.text) < 80);
      CHECK(std::any_of(bar.entries.begin(), bar.entries.end(),
                        [](const KeyBarEntry& e) { return e.command == Command::Menu; }));
    }
  }
  use_language(Language::English);
}

TEST_CASE("German: the menu's lines fit an 80x24 box and its questions the message line") {
  const German german;
  const int message = compute_layout(kMinWidth, kMinHeight).message.w - 1;
  // The menu's entries, as "> k  text" in a box of 74 columns.
  for (const char* entry :
       {N_("Resign this hand (the opponent wins 3 game points)"),
        N_("New match (this one is abandoned)"), N_("Another opponent (a new match)"),
        N_("Assist: not in sharp play (R9.2)"), N_("Assist (score, claim reminder): on"),
        N_("Assist (score, claim reminder): off"), N_("History of your hands"),
        N_("Keep speed, suits, assist and language for the next games"),
        N_("Enter: choose, q: close"), N_("Enter: continue, t: the hand's tricks")}) {
    INFO(entry);
    CHECK(text_width(std::string("> k  ") + _(entry)) <= 74);
  }
  CHECK(text_width("> c  " + tr(N_("Suits: %s (from the next hand)"), {_("French")})) <= 74);
  // Questions and messages of the menu and the assist on the message line, with "(j/n)".
  for (const std::string& line :
       {tr(N_("%s (y/n)"), {_("Start a new match? This one is abandoned, not counted as lost.")}),
        tr(N_("%s (y/n)"),
           {tr(N_("A new match against %s? This one is abandoned."), {"KI random"})}),
        tr(N_("%s (y/n)"),
           {tr(N_("Resign this hand? %s wins 3 game points (R7.8)."), {"KI random"})}),
        std::string(_("No assist in sharp play: won tricks lie face down (R9.2)")),
        tr(N_("Kept in %s for the next games"), {"~/.config/schnapsen/config.toml"}),
        tr(N_("You have %d: press ! to claim"), {"120"})}) {
    INFO(line);
    CHECK(text_width(line) <= message);
  }
}

TEST_CASE("German: the end of hand puts each unit beside its number") {
  // "Du: 5 Stiche, 82 Augen (Ansagen 20)", not "82, Ansagen 20 Augen".
  const German german;
  game::Naming naming;
  naming.players = {"You", "AI expert"};
  game::GameEvent e;
  e.kind = game::EventKind::HandOver;
  e.result = {0, 1, EndReason::CorrectClaim, 0};
  e.scores = {82, 27};
  e.tricks = {5, 2};
  e.marriages = {20, 0};
  e.won[0].insert(Card(Suit::Hearts, Rank::Ace));
  e.won[1].insert(Card(Suit::Hearts, Rank::Ten));
  std::string all;
  for (const auto& [line, role] : hand_over_lines(e, naming)) all += line + "\n";
  INFO(all);
  CHECK(all.find("Du: 5 Stiche, 82 Augen (Ansagen 20): ") != std::string::npos);
  CHECK(all.find("KI expert: 2 Stiche, 27 Augen: ") != std::string::npos);
  e.tricks = {0, 7};
  e.scores = {0, 82};
  all.clear();
  for (const auto& [line, role] : hand_over_lines(e, naming)) all += line + "\n";
  CHECK(all.find("Du: 0 Stiche, 0 Augen (Ansagen 20, zählen ohne Stich nicht)") !=
        std::string::npos);
}

TEST_CASE("German: suit names of either deck, and the trump label") {
  const German german;
  CHECK(Glyphs::make(true, SuitStyle::French).suit_name(Suit::Diamonds) == "Karo");
  CHECK(Glyphs::make(true, SuitStyle::French).suit_name(Suit::Spades) == "Pik");
  CHECK(Glyphs::make(true, SuitStyle::German).suit_name(Suit::Spades) == "Laub");
  CHECK(trump_label(Suit::Clubs, Glyphs::make(true, SuitStyle::German), 40) ==
        "Trumpf: Eichel (E)");
}

TEST_CASE("The trump label and the follower's prompt fit their room in either language") {
  const int talon_text = compute_layout(kMinWidth, kMinHeight).talon.w - 1;
  const int message = compute_layout(kMinWidth, kMinHeight).message.w - 1;
  for (const Language lang : {Language::English, Language::German}) {
    REQUIRE_FALSE(use_language(lang));
    for (const SuitStyle style : {SuitStyle::French, SuitStyle::German})
      for (const bool unicode : {true, false}) {
        const Glyphs g = Glyphs::make(unicode, style);
        for (int s = 0; s < kSuitCount; ++s) {
          const std::string label = trump_label(static_cast<Suit>(s), g, talon_text);
          INFO(label);
          CHECK(text_width(label) <= talon_text);
          CHECK(label.find(g.suit_name(static_cast<Suit>(s))) != std::string::npos);
        }
        const std::string bar = history_key_bar(g);
        INFO(bar);
        CHECK(text_width(bar) <= message);
        CHECK(bar.find(lang == Language::German ? "q zurück" : "q back") != std::string::npos);
        const std::string ten = g.card_label(Card(Suit::Hearts, Rank::Ten));
        for (const auto& [open, closed] : {std::pair{true, false}, {false, true}, {false, false}}) {
          const std::string prompt = follow_prompt(ten, open, closed);
          INFO(prompt);
          CHECK(text_width(prompt) <= message);
        }
      }
  }
  use_language(Language::English);
}

TEST_CASE("History: a decision's line fits the message line at 80 columns, in either language") {
  // Every kind of decision against every other as the better one (a mistake, a near tie, the
  // best), at step 12 of 19 by the player at the keyboard: the longest verdict that fits, never a
  // cut one ("You chose close the talon (+0.12); better: exchange the trump jack (+0.50)" does
  // not fit, nor "... in Schelle ansagen gewählt ...; besser: in Eichel ansagen ...").
  const int message = compute_layout(kMinWidth, kMinHeight).message.w - 1;
  const std::vector<Action> actions = {Action::play(Card(Suit::Hearts, Rank::Ten)),
                                       Action::meld(Suit::Diamonds),
                                       Action::meld(Suit::Clubs),
                                       Action::exchange(),
                                       Action::close(),
                                       Action::claim(),
                                       Action::pass()};
  for (const Language lang : {Language::English, Language::German}) {
    REQUIRE_FALSE(use_language(lang));
    const Glyphs g =
        Glyphs::make(true, lang == Language::German ? SuitStyle::German : SuitStyle::French);
    game::Naming naming;
    naming.players = {"You", "AI master"};
    naming.card = [g](Card c) { return g.card_label(c); };
    naming.suit = [g](Suit s) { return g.suit_name(s); };
    for (const Action taken : actions)
      for (const Action best : actions)
        for (const bool mistake : {true, false}) {
          game::DecisionReview review;
          review.evaluation.choice = best;
          review.evaluation.values = {{best, best == taken ? -0.82 : 0.5}, {taken, -0.82}};
          if (best == taken) review.evaluation.values.pop_back();
          review.mistake = mistake;
          const std::string line = decision_line(12, 19, "You", review, taken, naming, message);
          INFO(line);
          CHECK(text_width(line) <= message);
          CHECK(line.find(lang == Language::German ? "Schritt 12/19: Du: " : "Step 12/19: You ") ==
                0);
        }
    // A card against a card, the usual decision, keeps the better one's name at 80 columns.
    game::DecisionReview review;
    const Action king = Action::play(Card(Suit::Diamonds, Rank::King));
    review.evaluation.values = {{king, 0.5}, {actions[0], -0.82}};
    review.mistake = true;
    CHECK(decision_line(12, 19, "You", review, actions[0], naming, message) ==
          (lang == Language::German ? "Schritt 12/19: Du: 10H gespielt (-0,82); besser: KS (+0,50)"
                                    : "Step 12/19: You played 10♥ (-0.82); better: K♦ (+0.50)"));
    review.mistake = false;
    CHECK(decision_line(12, 19, "You", review, actions[0], naming, message) ==
          (lang == Language::German
               ? "Schritt 12/19: Du: 10H gespielt (-0,82): fast gleich gut wie KS (+0,50)"
               : "Step 12/19: You played 10♥ (-0.82): a near tie with K♦ (+0.50)"));
    // Where there is room, the whole verdict.
    review.evaluation.values = {{Action::close(), 0.5}, {Action::exchange(), -0.82}};
    review.mistake = true;
    CHECK(decision_line(12, 19, "You", review, Action::exchange(), naming, 200) ==
          (lang == Language::German
               ? "Schritt 12/19: Du: den Trumpf-Unter austauschen gewählt (-0,82); besser nach "
                 "deinem Wissen: zudrehen (+0,50), 1,32 mehr"
               : "Step 12/19: You chose exchange the trump jack (-0.82); better by what you "
                 "knew: close the talon (+0.50), 1.32 more"));
  }
  use_language(Language::English);
}

}  // namespace
TEST_CASE("German: the last trick speaks to you in the second person, of others in the third") {
  const German german;
  game::Naming naming;
  naming.players = {std::string(game::kYou), "AI skilled"};
  const auto line = [&naming](int leader) {
    TrickShown t{{{leader, *parse_card("Jh")}, {1 - leader, *parse_card("Ah")}}, "Stich", true};
    return last_trick_line(t, SeatView{}, Rules::soft(), naming).first;
  };
  CHECK(line(1) == "Letzter Stich: KI skilled spielte Jh aus, du gabst Ah zu; Stich");
  CHECK(line(0) == "Letzter Stich: du spieltest Jh aus, KI skilled gab Ah zu; Stich");
}

}  // namespace schnapsen::tui
