// The one thin wrapper around ncursesw: every curses call of the program is behind this class.
// It owns the screen (RAII: the terminal is restored when it is destroyed, also while an
// exception unwinds), draws clipped text in a colour role, and reads keys with a timeout.
#pragma once

#include <stdexcept>
#include <string_view>

#include "schnapsen/tui/text.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::tui {

// Keys the front end understands, as read_key returns them (printable keys are their char).
enum Key : int {
  kKeyNone = -1,  // the timeout passed
  kKeyEnter = 10,
  kKeyEscape = 27,
  kKeyLeft = 0x10000,
  kKeyRight,
  kKeyUp,
  kKeyDown,
  kKeyF1,
  kKeyHome,
  kKeyEnd,
  kKeyPageUp,
  kKeyPageDown,
  kKeyClick,    // the left mouse button: where, Terminal::last_click()
  kKeyWheelUp,  // the mouse wheel
  kKeyWheelDown,
  kKeyResize,
  kKeyOther,
  kKeyF10,
  // Not a key: the idle check says the other side of a network match is gone (IdleNews::Leave).
  // A box closes with it, a question is answered no, a turn ends in Quit.
  kKeyLeave,
};

// Thrown by read_key after SIGINT, SIGTERM or SIGHUP: the signal handler only sets a flag.
class Interrupted : public std::runtime_error {
 public:
  explicit Interrupted(int signal_number)
      : std::runtime_error("interrupted by a signal"), signal(signal_number) {}
  int signal;
};

class Terminal {
 public:
  // Sets the locale from the environment, installs the signal flags and starts curses. Throws
  // std::runtime_error with a message for the user when TERM names no usable full-screen
  // terminal (unset, unknown to terminfo, or unable to place the cursor, like "dumb").
  // `mouse`: report clicks and the wheel (kKeyClick, kKeyWheelUp/Down); the terminal's own
  // text selection then needs Shift held, as in other full-screen programs.
  explicit Terminal(bool color, bool mouse = false);
  ~Terminal();
  Terminal(const Terminal&) = delete;
  Terminal& operator=(const Terminal&) = delete;

  int width() const;
  int height() const;
  void clear();
  // Draws `text` (UTF-8) at row y, column x, clipped by display width to the screen and to
  // `max_width` columns when that is not negative; on a terminal that is not UTF-8 the text is
  // shown through ascii_fallback.
  void put(int y, int x, std::string_view text, Role role = Role::Normal, int max_width = -1);
  void fill(int y, int x, int width, Role role);  // blanks in a role's background
  void refresh();
  // Repaints the whole screen from scratch on the next refresh (Ctrl-L).
  void repaint();
  // Drops keys typed ahead, so that a key that closed a dialog does not act twice.
  void discard_typeahead();
  // Waits up to timeout_ms (negative: no limit) for a key; throws Interrupted after a signal.
  // What was drawn is on the terminal before it waits.
  int read_key(int timeout_ms);

  // The cell of the last kKeyClick: column x, row y.
  struct Cell {
    int x = -1, y = -1;
  };
  Cell last_click() const { return click_; }

  // True when the locale (after setlocale(LC_ALL, "")) encodes UTF-8.
  static bool utf8_locale();
  // The signal received since start-up, or 0.
  static int pending_signal();

 private:
  bool color_ = false;
  bool utf8_ = true;  // the locale encodes UTF-8; else text is shown through ascii_fallback
  Cell click_;
  // The end-to-end tests' signal that a frame is finished (SCHNAPSEN_E2E_FRAMES; terminal.cpp).
  void signal_frame(bool idle);
  bool frames_ = false;
  bool idle_ = false;
  unsigned frame_ = 0, keys_ = 0, signalled_keys_ = 0;
};

}  // namespace schnapsen::tui
