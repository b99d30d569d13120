// The one key table: keys to commands, the key bar (only what applies now) and the help lines.
#include <set>
#include <string>

#include "catch.hpp"
#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/terminal.hpp"
#include "schnapsen/tui/text.hpp"

namespace schnapsen::tui {
namespace {

CommandSet all_but(std::initializer_list<Command> left_out) {
  CommandSet set;
  for (int i = 0; i < kCommandCount; ++i) {
    const auto c = static_cast<Command>(i);
    if (std::set<Command>(left_out).count(c) == 0) set.add(c);
  }
  return set;
}

TEST_CASE("Keys: capital letters act like small ones, arrows and Enter map to their commands") {
  CHECK(command_for_key('m') == Command::Meld);
  CHECK(command_for_key('M') == Command::Meld);
  CHECK(command_for_key('Q') == Command::Quit);
  CHECK(command_for_key('C') == Command::Close);
  CHECK(command_for_key('H') == Command::Select);
  CHECK(command_for_key(kKeyLeft) == Command::Select);
  CHECK(command_for_key(kKeyEnter) == Command::Play);
  CHECK(command_for_key(' ') == Command::Play);
  CHECK(command_for_key(kKeyF1) == Command::Help);
  CHECK(command_for_key(kKeyCtrlL) == Command::Redraw);
  int number = 0;
  CHECK(command_for_key('3', &number) == Command::PlayCard);
  CHECK(number == 3);
  CHECK_FALSE(command_for_key('z'));
  CHECK_FALSE(command_for_key('6'));
  CHECK_FALSE(command_for_key(kKeyOther));
}

TEST_CASE("Keys: no key is bound twice") {
  std::set<char> seen;
  for (const KeyBinding& b : key_table())
    for (char c : b.codes) {
      INFO(c);
      CHECK(seen.insert(c).second);
    }
}

TEST_CASE("Key bar: only the keys that apply now") {
  const Glyphs g = Glyphs::make(true, SuitStyle::French);
  const std::string lead =
      key_bar_text(100, g,
                   {Command::Select, Command::Play, Command::PlayCard, Command::Close,
                    Command::Advice, Command::Help, Command::Quit});
  CHECK(lead.find("c close") != std::string::npos);
  CHECK(lead.find("q quit") != std::string::npos);
  for (const char* absent : {"x exch", "! claim", "t tricks", "p last", "m meld", "n pass"}) {
    INFO(absent << " in " << lead);
    CHECK(lead.find(absent) == std::string::npos);
  }
  const std::string end = key_bar_text(100, g, {Command::Claim, Command::Pass, Command::Quit});
  CHECK(end.find("! claim") != std::string::npos);
  CHECK(end.find("n pass") != std::string::npos);
  CHECK(end.find("play") == std::string::npos);
  CHECK(key_bar_text(100, g, {}).empty());
}

TEST_CASE("Key bar: fits one line at every width from 80 up, whatever applies") {
  for (bool unicode : {true, false}) {
    const Glyphs g = Glyphs::make(unicode, SuitStyle::French);
    // The most keys that can apply at once: a lead with everything legal (pass never is then).
    const CommandSet most = all_but({Command::Pass});
    for (int w : {80, 90, 100, 120, 160, 200}) {
      const std::string bar = key_bar_text(w, g, most);
      INFO(w << " " << bar);
      CHECK(text_width(bar) <= w - 1);  // the bottom-right cell stays empty
      for (const char* key : {"hl", "play", "m meld", "x exch", "c close", "!", "t ", "p last",
                              "a advice", "Esc menu", "q quit"})
        CHECK(bar.find(key) != std::string::npos);
      // The card keys but in a tight bar, which leaves them to the numbers under the cards.
      if (w >= 120)
        for (const char* key : {"1-5"}) CHECK(bar.find(key) != std::string::npos);
      // Help too, but at 80 columns with every key at once: there the menu reaches the help.
      if (w > 80)
        for (const char* key : {"?", "help"}) CHECK(bar.find(key) != std::string::npos);
    }
  }
}

TEST_CASE("Key bar: each command is named by one word at every width") {
  // The tight labels of a narrow screen shorten a word ("x exch"), never name it otherwise: the
  // advice is "a advice" and the menu "Esc menu" at 80 columns as at 200.
  const Glyphs g = Glyphs::make(true, SuitStyle::French);
  for (const CommandSet& now :
       {CommandSet{Command::Advice, Command::Menu, Command::Quit}, all_but({Command::Pass})}) {
    for (int w : {80, 100, 200}) {
      const std::string bar = key_bar_text(w, g, now);
      INFO(w << " " << bar);
      CHECK(bar.find("a advice") != std::string::npos);
      CHECK(bar.find("a hint") == std::string::npos);
      CHECK(bar.find("Esc menu") != std::string::npos);
    }
  }
}

TEST_CASE("Help: every command of the key table is explained, in lines that fit 74 columns") {
  const Glyphs g = Glyphs::make(true, SuitStyle::French);
  const std::vector<std::string> lines = key_help_lines(g);
  std::string all;
  for (const std::string& l : lines) {
    INFO(l);
    CHECK(text_width(l) <= 74);
    all += l + "\n";
  }
  for (const KeyBinding& b : key_table()) {
    INFO(b.help);
    CHECK(all.find(std::string(b.help)) != std::string::npos);
  }
  CHECK(all.find("Ctrl-L") != std::string::npos);
  CHECK(all.find("←→ or h/l") != std::string::npos);
}

}  // namespace

TEST_CASE("Mouse: a key bar entry's columns, and a dialog footer's keys") {
  const Glyphs g = Glyphs::make(true, SuitStyle::French);
  for (int w : {80, 100, 200}) {
    const KeyBar bar = key_bar(w, g, all_but({Command::Pass}));
    CHECK(bar.text == key_bar_text(w, g, all_but({Command::Pass})));
    REQUIRE_FALSE(bar.entries.empty());
    for (const KeyBarEntry& e : bar.entries) {
      INFO(w << " " << bar.text << " at " << e.x);
      // Each entry's columns hold its label: the help entry starts with '?', quit with 'q'.
      const std::string at = bar.text.substr(prefix_for_width(bar.text, e.x));
      if (e.command == Command::Help) CHECK(at.rfind('?', 0) == 0);
      if (e.command == Command::Quit) CHECK(at.rfind("q ", 0) == 0);
      CHECK(e.x + e.w <= text_width(bar.text));
    }
  }
  CHECK(key_of(Command::Help) == '?');
  CHECK(key_of(Command::Close) == 'c');
  CHECK(key_of(Command::Play) == kKeyEnter);
  CHECK(key_of(Command::Select) == kKeyNone);
  const std::string footer = "y: a new match, n or q: quit";
  CHECK(footer_key_at(footer, 0) == 'y');
  CHECK(footer_key_at(footer, 5) == 'y');
  CHECK(footer_key_at(footer, 16) == 'n');
  CHECK(footer_key_at(footer, 27) == 'n');
  CHECK_FALSE(footer_key_at(footer, 14).has_value());  // on the ", "
  CHECK_FALSE(footer_key_at(footer, 40).has_value());  // beside the text
  CHECK(footer_key_at("Press Enter to go back", 3) == kKeyEnter);
  CHECK(footer_key_at("n: new match  o: another opponent  q: quit", 15) == 'o');
}

TEST_CASE("Key bar: the card keys as many as the cards in hand") {
  const Glyphs g = Glyphs::make(true, SuitStyle::French);
  const CommandSet keys{Command::Select, Command::Play, Command::PlayCard, Command::Quit};
  CHECK(key_bar(100, g, keys, 5).text.find("1-5 card") != std::string::npos);
  CHECK(key_bar(100, g, keys, 4).text.find("1-4 card") != std::string::npos);
  CHECK(key_bar(100, g, keys, 4).text.find("1-5") == std::string::npos);
  CHECK(key_bar(100, g, keys, 1).text.find(" 1 card") != std::string::npos);
}

}  // namespace schnapsen::tui

namespace schnapsen::tui {

TEST_CASE("Dialog keys: each group once, capitals alike, Enter and Esc where the group says") {
  CHECK(kYesKeys.contains('y'));
  CHECK(kYesKeys.contains('J'));  // ja
  CHECK_FALSE(kYesKeys.contains(kKeyEnter));
  CHECK(kNoKeys.contains('N'));
  CHECK(kNoKeys.contains(kKeyEscape));
  for (int key : std::initializer_list<int>{kKeyEnter, ' ', kKeyEscape, 'q', 'Q'})
    CHECK(kCloseKeys.contains(key));
  CHECK_FALSE(kCloseKeys.contains('n'));
  CHECK(kCancelKeys.contains(kKeyEscape));
  CHECK_FALSE(kQuitKeys.contains(kKeyEscape));
  CHECK_FALSE(kYesKeys.contains(kKeyNone));
  CHECK(selects_left(kKeyLeft));
  CHECK(selects_left('H'));
  CHECK_FALSE(selects_left('l'));
}

TEST_CASE("History viewer keys: steps, first and last (g and G differ), decisions, back") {
  CHECK(history_command(kKeyRight) == HistoryCommand::Next);
  CHECK(history_command(' ') == HistoryCommand::Next);
  CHECK(history_command('h') == HistoryCommand::Previous);
  CHECK(history_command(kKeyUp) == HistoryCommand::Previous);
  CHECK(history_command('g') == HistoryCommand::First);
  CHECK(history_command('G') == HistoryCommand::Last);
  CHECK(history_command(kKeyEnd) == HistoryCommand::Last);
  CHECK(history_command('N') == HistoryCommand::NextDecision);
  CHECK(history_command('p') == HistoryCommand::PreviousDecision);
  CHECK(history_command(kKeyEnter) == HistoryCommand::Options);
  CHECK(history_command(kKeyPageDown) == HistoryCommand::ScrollLog);
  CHECK(history_command(kKeyEscape) == HistoryCommand::Back);
  CHECK(history_command('Q') == HistoryCommand::Back);
  CHECK_FALSE(history_command('z').has_value());
  CHECK_FALSE(history_command(kKeyNone).has_value());
}

}  // namespace schnapsen::tui
