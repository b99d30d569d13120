// Network play: the table while the player at the other terminal is to act (front_end.hpp).
#include "schnapsen/tui/boxes.hpp"
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/keys.hpp"

namespace schnapsen::tui {

namespace {

// How long a wait for a key lasts before the other terminal is asked again.
constexpr int kRemoteSliceMs = 50;

}  // namespace

bool FrontEnd::wait_for_remote(const std::function<bool()>& ready) {
  CommandSet keys{Command::Help, Command::Quit, Command::Redraw, Command::ScrollLog};
  if (opt_.statistics) keys.add(Command::Statistics);
  struct KeysReset {  // the key bar of a turn is not this one
    CommandSet& keys;
    ~KeysReset() { keys = {}; }
  } reset{table_.marks().keys};
  table_.marks().keys = keys;
  bool drawn = false;
  for (;;) {
    if (ready()) return true;
    if (!drawn) {  // once, and after each key: nothing changes on its own meanwhile
      table_.redraw();
      drawn = true;
    }
    int key = term_.read_key(kRemoteSliceMs);  // throws Interrupted after a signal
    if (key == kKeyNone) continue;
    drawn = false;
    if (key == kKeyCtrlL) term_.repaint();
    if (key == kKeyResize || key == kKeyCtrlL || table_.view().too_small()) continue;
    if (key == kKeyWheelUp) key = kKeyPageUp;
    if (key == kKeyWheelDown) key = kKeyPageDown;
    if (key == kKeyClick) key = table_.clicked_bar_key();
    const std::optional<Command> command = command_for_key(key);
    if (!command || !keys.contains(*command)) continue;  // not now: as during the AI's pauses
    switch (*command) {
      case Command::Help: dialogs_.show(help_box(opt_)); break;
      case Command::Statistics: dialogs_.show(statistics_box(opt_)); break;
      case Command::ScrollLog:
        table_.state().scroll_log(table_.view().scroll_log(table_.state().log_scroll(), key));
        break;
      case Command::Quit:
        if (table_.ask_quit(dialogs_)) return false;
        break;
      default: break;
    }
  }
}

}  // namespace schnapsen::tui
