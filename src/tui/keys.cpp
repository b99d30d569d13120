// The key table and what is derived from it: key to command, the key bar and the help lines.
#include "schnapsen/tui/keys.hpp"

#include <algorithm>
#include <array>

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
  static const std::vector<KeyBinding> table = {
      {.command = Command::Select,
       .codes = "hl",
       .left_right = true,
       .keys = N_("{lr} or h/l"),
       .help = N_("select a card"),
       .bar = N_("{lr}/hl select"),
       .bar_medium = N_("{lr}/hl select"),
       .bar_short = N_("{lr}hl")},
      {.command = Command::Play,
       .codes = " ",
       .enter = true,
       .keys = N_("Enter or space"),
       .help = N_("play it"),
       .bar = N_("{enter}/space play"),
       .bar_medium = N_("{enter} play"),
       .bar_short = N_("{enter} play")},
      {.command = Command::PlayCard,
       .codes = "12345",
       .keys = "1-5",
       .help = N_("play that card directly"),
       .bar = N_("1-5 card"),
       .bar_medium = N_("1-5 card"),
       .bar_short = "1-5"},
      {.command = Command::Meld,
       .codes = "m",
       .keys = "m",
       .help = N_("meld a marriage (20, trumps 40)"),
       .bar = N_("m meld"),
       .bar_medium = N_("m meld"),
       .bar_short = N_("m meld")},
      {.command = Command::Exchange,
       .codes = "x",
       .keys = "x",
       .help = N_("exchange the trump jack"),
       .bar = N_("x exchange"),
       .bar_medium = N_("x exch"),
       .bar_short = N_("x exch")},
      {.command = Command::Close,
       .codes = "c",
       .keys = "c",
       .help = N_("close the talon (asks first)"),
       .bar = N_("c close"),
       .bar_medium = N_("c close"),
       .bar_short = N_("c close")},
      {.command = Command::Claim,
       .codes = "!",
       .keys = "!",
       .help = N_("claim 66 (asks first)"),
       .bar = N_("! claim 66"),
       .bar_medium = N_("! claim"),
       .bar_short = N_("!66")},
      {.command = Command::Pass,
       .codes = "n",
       .keys = "n",
       .help = N_("pass (closed hand's last trick)"),
       .bar = N_("n pass"),
       .bar_medium = N_("n pass"),
       .bar_short = N_("n pass")},
      {.command = Command::WonTricks,
       .codes = "t",
       .keys = "t",
       .help = N_("look through your won tricks"),
       .bar = N_("t tricks"),
       .bar_medium = N_("t tricks"),
       .bar_short = N_("t won")},
      {.command = Command::LastTrick,
       .codes = "p",
       .keys = "p",
       .help = N_("the last trick (till next card)"),
       .bar = N_("p last trick"),
       .bar_medium = N_("p last"),
       .bar_short = N_("p last")},
      {.command = Command::Advice,
       .codes = "a",
       .keys = "a",
       .help = N_("advice; Enter then follows it"),
       .bar = N_("a advice"),
       .bar_medium = N_("a advice"),
       .bar_short = N_("a advice")},
      {.command = Command::Help,
       .codes = "?",
       .f1 = true,
       .keys = N_("? or F1"),
       .help = N_("this help"),
       .bar = N_("? help"),
       .bar_medium = N_("? help"),
       .bar_short = N_("?help")},
      {.command = Command::TakeBack,
       .codes = "u",
       .keys = "u",
       .help = N_("take back your move (--undo)"),
       .bar = N_("u undo"),
       .bar_medium = N_("u undo"),
       .bar_short = N_("u undo")},
      {.command = Command::Statistics,
       .codes = "s",
       .keys = "s",
       .help = N_("statistics and your rating"),
       .bar = N_("s stats"),
       .bar_medium = N_("s stats"),
       .bar_short = N_("s stat")},
      {.command = Command::ScrollLog,
       .keys = N_("PgUp/PgDn"),
       .help = N_("scroll the log"),
       .page = true},
      {.command = Command::Redraw,
       .codes = "\x0c",
       .keys = N_("Ctrl-L"),
       .help = N_("redraw the screen")},
      {.command = Command::Menu,
       .menu_keys = true,
       .keys = N_("Esc or F10"),
       .help = N_("the menu"),
       .bar = N_("Esc menu"),
       .bar_medium = N_("Esc menu"),
       .bar_short = N_("Esc menu")},
      {.command = Command::Quit,
       .codes = "q",
       .keys = "q",
       .help = N_("quit (asks first)"),
       .bar = N_("q quit"),
       .bar_medium = N_("q quit"),
       .bar_short = N_("q quit")},
  };
  return table;
}

std::optional<Command> command_for_key(int key, int* card_number) {
  key = lower(key);
  for (const KeyBinding& b : key_table()) {
    const bool match =
        (b.left_right && (key == kKeyLeft || key == kKeyRight)) || (b.enter && key == kKeyEnter) ||
        (b.f1 && key == kKeyF1) || (b.menu_keys && (key == kKeyEscape || key == kKeyF10)) ||
        (b.page && (key == kKeyPageUp || key == kKeyPageDown)) ||
        (key > 0 && key < 128 && b.codes.find(static_cast<char>(key)) != std::string_view::npos);
    if (!match) continue;
    if (b.command == Command::PlayCard && card_number) *card_number = key - '0';
    return b.command;
  }
  return std::nullopt;
}

KeyBar key_bar(int width, const Glyphs& glyphs, const CommandSet& available, int cards) {
  const int room = width - 1;
  // Each form of the bar as its entries: (command, label).
  using Entries = std::vector<std::pair<Command, std::string>>;
  Entries roomy, medium, tight;
  // The card keys as many as there are cards: "1-4", "1".
  const std::string range = cards > 1 ? "1-" + std::to_string(cards) : "1";
  const auto add = [&](Entries& form, Command command, std::string_view text) {
    if (text.empty()) return;
    std::string out = with_glyphs(translated(text), glyphs);
    if (const auto at = out.find("1-5"); command == Command::PlayCard && at != std::string::npos)
      out.replace(at, 3, range);
    form.emplace_back(command, std::move(out));
  };
  for (const KeyBinding& b : key_table()) {
    if (!available.contains(b.command) || b.bar.empty()) continue;
    add(roomy, b.command, b.bar);
    add(medium, b.command, b.bar_medium);
    add(tight, b.command, b.bar_short);
  }
  const auto lay_out = [](const Entries& parts, const std::string& lead, const std::string& gap) {
    KeyBar bar;
    bar.text = lead;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (i > 0) bar.text += gap;
      const int x = text_width(bar.text);
      bar.text += parts[i].second;
      bar.entries.push_back({parts[i].first, x, text_width(parts[i].second)});
    }
    return bar;
  };
  if (roomy.empty()) return {};
  if (KeyBar bar = lay_out(roomy, " ", "  "); text_width(bar.text) <= room) return bar;
  if (KeyBar bar = lay_out(medium, "", " "); text_width(bar.text) <= room) return bar;
  // Tight labels; on a screen too narrow even for those, "1-5" goes first (the numbers stand
  // under the cards), then the last keys before "Esc menu" and "q quit" (the menu reaches help,
  // statistics and quit).
  while (!tight.empty()) {
    if (KeyBar bar = lay_out(tight, "", " "); text_width(bar.text) <= room) return bar;
    std::size_t drop = tight.size() - 1;
    for (std::size_t i = tight.size(); i-- > 0;)
      if (tight[i].first != Command::Menu && tight[i].first != Command::Quit) {
        drop = i;
        break;
      }
    for (std::size_t i = 0; i < tight.size(); ++i)
      if (tight[i].first == Command::PlayCard) drop = i;
    tight.erase(tight.begin() + static_cast<std::ptrdiff_t>(drop));
  }
  return {};
}

std::string command_label(Command command, const Glyphs& glyphs) {
  for (const KeyBinding& b : key_table())
    if (b.command == command) return with_glyphs(translated(b.bar), glyphs);
  return {};
}

Command command_of(ActionKind kind) {
  switch (kind) {
    case ActionKind::Play: return Command::PlayCard;
    case ActionKind::Meld: return Command::Meld;
    case ActionKind::Exchange: return Command::Exchange;
    case ActionKind::Close: return Command::Close;
    case ActionKind::Claim: return Command::Claim;
    case ActionKind::Pass: return Command::Pass;
    case ActionKind::Resign: return Command::Menu;  // the menu resigns
  }
  return Command::kCount;
}

std::string key_bar_text(int width, const Glyphs& glyphs, const CommandSet& available) {
  return key_bar(width, glyphs, available).text;
}

int key_of(Command command) {
  if (command == Command::Play) return kKeyEnter;
  if (command == Command::Menu) return kKeyEscape;
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
      if (footer.substr(start, 5) == "Enter") return kKeyEnter;  // "Enter: continue"
      if (footer.substr(start, 3) == "Esc") return kKeyEscape;
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

bool selects_left(int key) { return key == kKeyLeft || lower(key) == 'h'; }

bool KeyGroup::contains(int key) const {
  if (key == kKeyEnter) return enter;
  if (key == kKeyEscape) return escape;
  key = lower(key);
  return key > 0 && key < 128 && codes.find(static_cast<char>(key)) != std::string_view::npos;
}

namespace {

struct HistoryBinding {
  HistoryCommand command = HistoryCommand::Back;
  std::string_view codes{};  // case-sensitive
  std::array<int, 2> special{kKeyNone, kKeyNone};
};

}  // namespace

std::optional<HistoryCommand> history_command(int key) {
  static constexpr std::array<HistoryBinding, 9> kTable = {{
      {.command = HistoryCommand::Next, .codes = " lL", .special = {kKeyRight, kKeyDown}},
      {.command = HistoryCommand::Previous, .codes = "hH", .special = {kKeyLeft, kKeyUp}},
      {.command = HistoryCommand::First, .codes = "g", .special = {kKeyHome, kKeyNone}},
      {.command = HistoryCommand::Last, .codes = "G", .special = {kKeyEnd, kKeyNone}},
      {.command = HistoryCommand::NextDecision, .codes = "nN"},
      {.command = HistoryCommand::PreviousDecision, .codes = "pP"},
      {.command = HistoryCommand::Options, .special = {kKeyEnter, kKeyNone}},
      {.command = HistoryCommand::ScrollLog, .special = {kKeyPageUp, kKeyPageDown}},
      {.command = HistoryCommand::Back, .codes = "qQ", .special = {kKeyEscape, kKeyNone}},
  }};
  if (key == kKeyNone) return std::nullopt;
  for (const HistoryBinding& b : kTable) {
    if (key == b.special[0] || key == b.special[1]) return b.command;
    if (key > 0 && key < 128 && b.codes.find(static_cast<char>(key)) != std::string_view::npos)
      return b.command;
  }
  return std::nullopt;
}

}  // namespace schnapsen::tui
