// The one key table of the table: which keys do what. It drives the input handling (a key to a
// command), the key bar (only the commands that apply now) and the key part of the help screen.
#pragma once

#include <bitset>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/action.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::tui {

// What a key asks for while a human seat is to act.
enum class Command : int {
  Select,    // move the selection left or right
  Play,      // play the selected card (or follow the advice just given)
  PlayCard,  // play the card with that number
  Meld,
  Exchange,
  Close,
  Claim,
  Pass,
  WonTricks,  // look through the won tricks (soft)
  LastTrick,  // the last trick, until the next card (soft)
  Advice,
  TakeBack,  // take back the last move (soft play against the AI, --undo)
  Help,
  Statistics,  // your results per AI level and your rating
  ScrollLog,   // PgUp / PgDn: the log back and forth
  Redraw,
  Menu,  // Esc or F10: the menu (new match, speed, suits, assist, history, ...)
  Quit,
  kCount,
};
inline constexpr int kCommandCount = static_cast<int>(Command::kCount);

// A set of commands, e.g. those that apply now.
class CommandSet {
 public:
  CommandSet() = default;
  CommandSet(std::initializer_list<Command> commands) {
    for (Command c : commands) add(c);
  }
  void add(Command c) { bits_.set(static_cast<std::size_t>(c)); }
  bool contains(Command c) const { return bits_.test(static_cast<std::size_t>(c)); }
  bool empty() const { return bits_.none(); }

 private:
  std::bitset<kCommandCount> bits_;
};

// One row of the key table. In the texts, "{lr}" stands for the arrow glyphs and "{enter}" for
// the Enter glyph of the active Glyphs.
struct KeyBinding {
  Command command = Command::kCount;
  std::string_view codes{};       // the keys (lower case; capitals act alike): printable characters
  bool left_right = false;        // also the arrow keys Left and Right
  bool enter = false;             // also Enter
  bool f1 = false;                // also F1
  bool menu_keys = false;         // also Esc and F10
  std::string_view keys{};        // how the help names the keys: "1-5", "? or F1"
  std::string_view help{};        // what the help says they do
  std::string_view bar{};         // key bar, roomy: "x exchange"
  std::string_view bar_medium{};  // key bar, medium: "x exch"
  std::string_view bar_short{};   // key bar, tight: "x exch"
  bool page = false;              // also the keys PgUp and PgDn
};

// The table, in the order of the help screen and the key bar.
const std::vector<KeyBinding>& key_table();

// The command a key asks for (capital letters act like small ones); nullopt: no such key.
// For PlayCard, `card_number` is set to the 1-based number of the card.
std::optional<Command> command_for_key(int key, int* card_number = nullptr);

// The key bar for a screen `width` columns wide: the keys of `available`, on one line that fits
// in width - 1 columns (the last cell of the screen cannot be written).
std::string key_bar_text(int width, const Glyphs& glyphs, const CommandSet& available);

// The key bar with the columns of each entry, so that a click on an entry acts as its key.
struct KeyBarEntry {
  Command command;
  int x = 0, w = 0;  // columns x .. x + w - 1
};
struct KeyBar {
  std::string text;
  std::vector<KeyBarEntry> entries;
};
// `cards`: the cards in hand, so that the card keys read "1-4" with four ("1" with one).
KeyBar key_bar(int width, const Glyphs& glyphs, const CommandSet& available, int cards = 5);

// A command as the roomy key bar and the turn's prompt name it, in the current language and
// `glyphs`: its key and a word ("m meld", "x exchange", "! claim 66").
std::string command_label(Command command, const Glyphs& glyphs);

// The command of the key that does an action of this kind (Play: the card keys).
Command command_of(ActionKind kind);

// The key a click on `command` stands for: its first key (Enter for Play, '?' for Help, Esc for
// Menu); kKeyNone
// (from terminal.hpp) for commands without one key (Select, PlayCard, ScrollLog).
int key_of(Command command);

// A click in a dialog's footer, "y: a new match, n or q: quit": the key of the part clicked
// (its first character), or Enter for a footer without keys ("Press Enter to go back");
// nullopt beside the footer's text. `column` counts from the footer's first column.
std::optional<int> footer_key_at(std::string_view footer, int column);

// The keys part of the help screen: two keys a line, each line at most 74 columns.
std::vector<std::string> key_help_lines(const Glyphs& glyphs);

// Ctrl-L, the conventional "redraw the screen" key.
inline constexpr int kKeyCtrlL = 12;

// Whether a Select key moves the selection left (else right).
bool selects_left(int key);

// The keys that answer a dialog or a question, one group per meaning (capitals act alike).
struct KeyGroup {
  std::string_view codes{};  // printable characters, lower case
  bool enter = false;        // also Enter
  bool escape = false;       // also Esc
  bool contains(int key) const;
};
inline constexpr KeyGroup kYesKeys{.codes = "yj"};                                   // j: ja
inline constexpr KeyGroup kNoKeys{.codes = "n", .escape = true};                     // a question
inline constexpr KeyGroup kCloseKeys{.codes = " q", .enter = true, .escape = true};  // a box
inline constexpr KeyGroup kCancelKeys{.codes = "q", .escape = true};  // a choice, a viewer
inline constexpr KeyGroup kQuitKeys{.codes = "q"};                    // "q: quit"
inline constexpr KeyGroup kNewKeys{.codes = "n"};            // "n: a new match" or a new deal
inline constexpr KeyGroup kOtherOpponentKeys{.codes = "o"};  // "o: another opponent"

// What a key does in the history viewer (`schnapsen history N`).
enum class HistoryCommand {
  Next,
  Previous,
  First,
  Last,
  NextDecision,
  PreviousDecision,
  Options,
  ScrollLog,
  Back
};
// The command of a key in the history viewer; nullopt: none. Unlike the table's keys, g and G
// differ (first and last step).
std::optional<HistoryCommand> history_command(int key);

}  // namespace schnapsen::tui
