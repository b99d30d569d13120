// The key table and what is derived from it: key to command, the key bar and the help lines.
#include "schnapsen/tui/keys.hpp"

#include <algorithm>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

namespace {

// Replaces "{lr}" and "{enter}" by the glyphs of the table.
std::string with_glyphs(std::string_view text, const Glyphs& g) {
  std::string out(text);
  const auto replace = [&out](std::string_view from, std::string_view to) {
    for (std::size_t at = out.find(from); at != std::string::npos; at = out.find(from, at)) {
      out.replace(at, from.size(), to);
      at += to.size();
    }
  };
  replace("{lr}", std::string(g.left) + std::string(g.right));
  replace("{enter}", g.enter);
  return out;
}

// A text of the key table in the current language (the table holds msgids).
std::string translated(std::string_view msgid) {
  return msgid.empty() ? std::string() : std::string(_(std::string(msgid).c_str()));
}

int lower(int key) { return key >= 'A' && key <= 'Z' ? key - 'A' + 'a' : key; }

}  // namespace

const std::vector<KeyBinding>& key_table() {
  // command, codes, arrows, Enter, F1, help keys, help text, key bar: roomy, medium, tight
  static const std::vector<KeyBinding> table = {
      {Command::Select, "hl", true, false, false, N_("{lr} or h/l"), N_("select a card"),
       N_("{lr}/hl select"), N_("{lr}/hl select"), N_("{lr}hl")},
      {Command::Play, " ", false, true, false, N_("Enter or space"), N_("play it"),
       N_("{enter}/space play"), N_("{enter} play"), N_("{enter} play")},
      {Command::PlayCard, "12345", false, false, false, "1-5", N_("play that card directly"),
       N_("1-5 card"), N_("1-5 card"), "1-5"},
      {Command::Meld, "m", false, false, false, "m", N_("meld a marriage (20, trumps 40)"),
       N_("m meld"), N_("m meld"), N_("m meld")},
      {Command::Exchange, "x", false, false, false, "x", N_("exchange the trump jack"),
       N_("x exchange"), N_("x exch"), N_("x exch")},
      {Command::Close, "c", false, false, false, "c", N_("close the talon (asks first)"),
       N_("c close"), N_("c close"), N_("c close")},
      {Command::Claim, "!", false, false, false, "!", N_("claim 66 (asks first)"), N_("! claim 66"),
       N_("! claim"), N_("!66")},
      {Command::Pass, "n", false, false, false, "n", N_("pass (closed hand's last trick)"),
       N_("n pass"), N_("n pass"), N_("n pass")},
      {Command::WonTricks, "t", false, false, false, "t", N_("look through your won tricks"),
       N_("t tricks"), N_("t tricks"), N_("t won")},
      {Command::LastTrick, "p", false, false, false, "p", N_("the last trick (till next card)"),
       N_("p last trick"), N_("p last"), N_("p last")},
      {Command::Advice, "a", false, false, false, "a", N_("advice; Enter then follows it"),
       N_("a advice"), N_("a advice"), N_("a hint")},
      {Command::Help, "?", false, false, true, N_("? or F1"), N_("this help"), N_("? help"),
       N_("? help"), N_("?help")},
      {Command::TakeBack, "u", false, false, false, "u", N_("take back your last move (--undo)"),
       N_("u undo"), N_("u undo"), N_("u undo")},
      {Command::Statistics, "s", false, false, false, "s", N_("statistics and your rating"),
       N_("s stats"), N_("s stats"), N_("s stat")},
      {Command::ScrollLog, "", false, false, false, "PgUp/PgDn", N_("scroll the log"), "", "", "",
       true},
      {Command::Redraw, "\x0c", false, false, false, "Ctrl-L", N_("redraw the screen"), "", "", ""},
      {Command::Quit, "q", false, false, false, "q", N_("quit (the match is saved)"), N_("q quit"),
       N_("q quit"), N_("q quit")},
  };
  return table;
}

std::optional<Command> command_for_key(int key, int* card_number) {
  key = lower(key);
  for (const KeyBinding& b : key_table()) {
    const bool match =
        (b.left_right && (key == kKeyLeft || key == kKeyRight)) || (b.enter && key == kKeyEnter) ||
        (b.f1 && key == kKeyF1) || (b.page && (key == kKeyPageUp || key == kKeyPageDown)) ||
        (key > 0 && key < 128 && b.codes.find(static_cast<char>(key)) != std::string_view::npos);
    if (!match) continue;
    if (b.command == Command::PlayCard && card_number) *card_number = key - '0';
    return b.command;
  }
  return std::nullopt;
}

KeyBar key_bar(int width, const Glyphs& glyphs, const CommandSet& available) {
  const int room = width - 1;
  std::vector<Command> commands;
  std::vector<std::string> roomy, medium, tight;
  for (const KeyBinding& b : key_table()) {
    if (!available.contains(b.command) || b.bar.empty()) continue;
    commands.push_back(b.command);
    roomy.push_back(with_glyphs(translated(b.bar), glyphs));
    medium.push_back(with_glyphs(translated(b.bar_medium), glyphs));
    tight.push_back(with_glyphs(translated(b.bar_short), glyphs));
  }
  const auto lay_out = [&commands](const std::vector<std::string>& parts, const std::string& lead,
                                   const std::string& gap) {
    KeyBar bar;
    bar.text = lead;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (i > 0) bar.text += gap;
      const int x = text_width(bar.text);
      bar.text += parts[i];
      bar.entries.push_back({commands[i], x, text_width(parts[i])});
    }
    return bar;
  };
  if (roomy.empty()) return {};
  if (KeyBar bar = lay_out(roomy, " ", "  "); text_width(bar.text) <= room) return bar;
  if (KeyBar bar = lay_out(medium, "", " "); text_width(bar.text) <= room) return bar;
  // Tight labels; on a screen too narrow even for those, the last keys before "q quit" go.
  while (!tight.empty()) {
    if (KeyBar bar = lay_out(tight, "", " "); text_width(bar.text) <= room) return bar;
    const std::size_t drop = tight.size() - (tight.size() > 1 ? 2 : 1);
    tight.erase(tight.begin() + static_cast<std::ptrdiff_t>(drop));
    commands.erase(commands.begin() + static_cast<std::ptrdiff_t>(drop));
  }
  return {};
}

std::string key_bar_text(int width, const Glyphs& glyphs, const CommandSet& available) {
  return key_bar(width, glyphs, available).text;
}

int key_of(Command command) {
  if (command == Command::Play) return kKeyEnter;
  if (command == Command::Select || command == Command::PlayCard) return kKeyNone;
  for (const KeyBinding& b : key_table())
    if (b.command == command && !b.codes.empty()) return static_cast<unsigned char>(b.codes[0]);
  return kKeyNone;
}

std::optional<int> footer_key_at(std::string_view footer, int column) {
  if (column < 0 || column >= text_width(footer)) return std::nullopt;
  if (footer.find(':') == std::string_view::npos) return kKeyEnter;
  // Parts are separated by ", " or two spaces; find the one under the column.
  std::size_t start = 0;
  for (;;) {
    std::size_t end = footer.size();
    for (std::string_view sep : {", ", "  "}) {
      const std::size_t at = footer.find(sep, start);
      if (at != std::string_view::npos) end = std::min(end, at);
    }
    if (column < text_width(footer.substr(0, end)) || end == footer.size()) {
      const char first = footer[start];
      if (first > ' ' && static_cast<unsigned char>(first) < 128) return first;
      return std::nullopt;
    }
    start = end;
    while (start < footer.size() && (footer[start] == ',' || footer[start] == ' ')) ++start;
    if (column < text_width(footer.substr(0, start))) return std::nullopt;  // on a separator
  }
}

std::vector<std::string> key_help_lines(const Glyphs& glyphs) {
  constexpr int kColumn = 37;  // two columns in the 74 of an 80x24 help box
  std::vector<std::string> cells;
  for (const KeyBinding& b : key_table())
    cells.push_back(with_glyphs(translated(b.keys), glyphs) + "  " + translated(b.help));
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < cells.size(); i += 2) {
    std::string line = cells[i];
    if (i + 1 < cells.size()) {
      line += std::string(static_cast<std::size_t>(std::max(1, kColumn - text_width(line))), ' ');
      line += cells[i + 1];
    }
    lines.push_back(line);
  }
  lines.emplace_back(_("Capitals work like small letters. Dialogs: Enter, space, Esc or q."));
  return lines;
}

}  // namespace schnapsen::tui
