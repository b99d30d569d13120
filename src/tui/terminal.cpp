// The curses wrapper: the only file of the program that includes curses.
#include "schnapsen/tui/terminal.hpp"

#include "schnapsen/game/i18n.hpp"

#include <langinfo.h>
#include <algorithm>
#include <cctype>
#include <clocale>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

#include <curses.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>

namespace schnapsen::tui {

namespace {

volatile std::sig_atomic_t g_signal = 0;

extern "C" void note_signal(int signal_number) { g_signal = signal_number; }

// The signals that end play like SIGTERM: a flag, then Interrupted at the next key read, so the
// save stays intact and the terminal is restored. The first three always; the others (whose
// default action also kills) unless something else already handles or ignores them.
constexpr int kAlwaysFlagged[] = {SIGINT, SIGTERM, SIGHUP};
constexpr int kFlaggedIfDefault[] = {SIGQUIT, SIGUSR1, SIGUSR2,   SIGALRM,
                                     SIGXFSZ, SIGXCPU, SIGVTALRM, SIGPROF};

void install_signal_flags() {
  struct sigaction action {};
  action.sa_handler = note_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a blocked read returns so the flag is seen at once
  for (int s : kAlwaysFlagged) sigaction(s, &action, nullptr);
  for (int s : kFlaggedIfDefault) {
    struct sigaction old {};
    if (sigaction(s, nullptr, &old) == 0 && old.sa_handler == SIG_DFL)
      sigaction(s, &action, nullptr);
  }
}

// Crash signals cannot be turned into an exception: their handler restores the terminal with
// async-signal-safe calls only (write, tcsetattr), then the signal kills with its default
// action (core dump and all). Not under the sanitizers, whose own handlers report the crash.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SCHNAPSEN_CRASH_HANDLERS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SCHNAPSEN_CRASH_HANDLERS 0
#endif
#endif
#ifndef SCHNAPSEN_CRASH_HANDLERS
#define SCHNAPSEN_CRASH_HANDLERS 1
#endif

volatile std::sig_atomic_t g_curses_active = 0;  // between initscr and endwin
struct termios g_saved_modes {};                 // the tty modes before initscr
bool g_have_saved_modes = false;

extern "C" void restore_terminal_and_die(int signal_number) {
  if (g_curses_active) {
    // Leave the alternate screen, mouse reporting off, the cursor shown.
    static constexpr char kRestore[] =
        "\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[?1049l\033[?25h";
    [[maybe_unused]] const ssize_t written = write(STDOUT_FILENO, kRestore, sizeof kRestore - 1);
    if (g_have_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &g_saved_modes);
  }
  // SA_RESETHAND made the action the default one: the signal is delivered again on return.
  raise(signal_number);
}

void install_crash_handlers() {
  g_have_saved_modes = tcgetattr(STDIN_FILENO, &g_saved_modes) == 0;
  if (!SCHNAPSEN_CRASH_HANDLERS) return;
  struct sigaction action {};
  action.sa_handler = restore_terminal_and_die;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  for (int s : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) sigaction(s, &action, nullptr);
}

short colour_number(Colour c) { return static_cast<short>(c); }

attr_t role_attr(Role role, bool color) {
  const RoleStyle& st = role_styles()[static_cast<int>(role)];
  attr_t a = A_NORMAL;
  if (color) {
    a |= static_cast<attr_t>(COLOR_PAIR(static_cast<int>(role) + 1));
    if (st.bold) a |= A_BOLD;
    if (st.dim) a |= A_DIM;
    if (st.reverse) a |= A_REVERSE;
  } else {
    if (st.mono_reverse) a |= A_REVERSE;
    if (st.mono_bold) a |= A_BOLD;
    if (st.mono_underline) a |= A_UNDERLINE;
    if (st.dim) a |= A_DIM;
  }
  return a;
}

// Checks before initscr, which would print "Error opening terminal" and exit.
void check_terminal_type() {
  const char* term = std::getenv("TERM");
  if (!term || !*term)
    throw std::runtime_error(
        _("TERM is not set: interactive play needs a full-screen terminal (e.g. "
          "TERM=xterm-256color)"));
  int error = 0;
  if (setupterm(term, STDOUT_FILENO, &error) != OK)
    throw std::runtime_error(
        error == 0 ? tr(N_("the terminal type '%s' (TERM) is not known to this system's "
                           "terminfo; try TERM=xterm-256color"),
                        {term})
                   : tr(N_("no terminfo database found for TERM=%s"), {term}));
  const char* cup = tigetstr(const_cast<char*>("cup"));
  // tigetstr answers (char*)-1 for a name that is not a string capability.
  const bool usable =
      cup != nullptr && reinterpret_cast<std::intptr_t>(cup) != -1 && tigetflag("hc") <= 0;
  del_curterm(cur_term);
  if (!usable)
    throw std::runtime_error(tr(N_("the terminal '%s' (TERM) cannot place the cursor; "
                                   "interactive play needs a full-screen terminal (e.g. "
                                   "TERM=xterm-256color)"),
                                {term}));
}

// Whether the environment's character locale (LC_ALL, else LC_CTYPE, else LANG) names UTF-8.
bool asks_for_utf8() {
  for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
    const char* value = std::getenv(name);
    if (!value || !*value) continue;
    std::string v(value);
    std::transform(v.begin(), v.end(), v.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return v.find("utf-8") != std::string::npos || v.find("utf8") != std::string::npos;
  }
  return false;
}

}  // namespace

Terminal::Terminal(bool color, bool mouse) {
  // Only the character type: the messages locale is i18n.cpp's (use_language), and numbers are
  // printed the C way.
  if (!std::setlocale(LC_CTYPE, "") && asks_for_utf8()) {
    // A UTF-8 locale that is not installed (de_AT.UTF-8 on a system with only C.UTF-8): the
    // terminal still speaks UTF-8, so the table keeps its glyphs.
    if (!std::setlocale(LC_CTYPE, "C.UTF-8")) std::setlocale(LC_CTYPE, "C.utf8");
  }
  check_terminal_type();
  utf8_ = utf8_locale();
  frames_ = std::getenv("SCHNAPSEN_E2E_FRAMES") != nullptr;
  install_signal_flags();  // before initscr, so curses keeps our handlers
  install_crash_handlers();
  initscr();
  g_curses_active = 1;
  cbreak();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  curs_set(0);
  if (mouse) {
    // Presses, not clicks: no waiting to tell a click from a double click. Releases are asked
    // for too, and dropped by read_key: a report outside the mask makes curses wait for another
    // event, past getch's timeout (a release during the AI's pause froze the table). And clicks:
    // a press and its release read together are merged into one, which must not be lost.
    mousemask(
        BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON4_PRESSED | BUTTON5_PRESSED,
        nullptr);
    mouseinterval(0);
  }
  if (color && has_colors()) {
    start_color();
    use_default_colors();
    color_ = true;
    for (int r = 0; r < kRoleCount; ++r) {
      const RoleStyle& st = role_styles()[r];
      init_pair(static_cast<short>(r + 1), colour_number(st.fg), colour_number(st.bg));
    }
  }
}

Terminal::~Terminal() {
  curs_set(1);
  endwin();
  g_curses_active = 0;
}

int Terminal::width() const { return COLS; }
int Terminal::height() const { return LINES; }

void Terminal::clear() { erase(); }

void Terminal::put(int y, int x, std::string_view text, Role role, int max_width) {
  if (y < 0 || y >= LINES || x >= COLS) return;
  std::string shown = utf8_ ? std::string(text) : ascii_fallback(text);
  if (x < 0) {
    std::size_t skip = prefix_for_width(shown, -x);
    int skipped = text_width(std::string_view(shown).substr(0, skip));
    if (skipped < -x && skip < shown.size()) {  // a wide character across the left edge
      const std::size_t next = skip + prefix_for_width(std::string_view(shown).substr(skip), 2);
      skipped += text_width(std::string_view(shown).substr(skip, next - skip));
      skip = next;
    }
    shown = std::string(static_cast<std::size_t>(skipped + x), ' ') + shown.substr(skip);
    if (max_width >= 0) max_width = std::max(0, max_width + x);
    x = 0;
  }
  int room = COLS - x;
  // The bottom-right cell cannot be written without scrolling: leave it out.
  if (y == LINES - 1) room -= 1;
  if (max_width >= 0 && max_width < room) room = max_width;
  if (room <= 0) return;
  shown.resize(prefix_for_width(shown, room));
  const attr_t a = role_attr(role, color_);
  attron(a);
  mvaddstr(y, x, shown.c_str());
  attroff(a);
}

void Terminal::fill(int y, int x, int width, Role role) {
  if (width > 0) put(y, x, std::string(static_cast<std::size_t>(width), ' '), role, width);
}

void Terminal::refresh() {
  signal_frame(false);
  ::refresh();
}

// For the end-to-end tests only (docs/architecture.md, Testing), when SCHNAPSEN_E2E_FRAMES is
// set: the terminal's title says "schnapsen-e2e idle N keys K" from when read_key waits, the
// screen flushed (frame N; K keys read before it), until the next output to the terminal, which
// "schnapsen-e2e busy N keys K" precedes. The title travels in the same byte stream as the
// screen, so a terminal that shows "idle N" shows all of frame N and nothing after it.
void Terminal::signal_frame(bool idle) {
  if (!frames_ || (idle == idle_ && (!idle || keys_ == signalled_keys_))) return;
  idle_ = idle;
  if (idle) {
    ++frame_;
    signalled_keys_ = keys_;
  }
  char title[96];
  const int n = std::snprintf(title, sizeof title, "\033]2;schnapsen-e2e %s %u keys %u\033\\",
                              idle ? "idle" : "busy", frame_, keys_);
  if (n <= 0) return;
  [[maybe_unused]] const ssize_t written = write(STDOUT_FILENO, title, static_cast<std::size_t>(n));
}

void Terminal::repaint() { clearok(curscr, TRUE); }

void Terminal::discard_typeahead() { flushinp(); }

int Terminal::read_key(int timeout_ms) {
  timeout(timeout_ms < 0 ? -1 : timeout_ms);
  if (g_signal) throw Interrupted(g_signal);
  if (is_wintouched(stdscr)) refresh();  // what getch would draw first, before the signal
  signal_frame(true);
  const int ch = getch();
  if (ch != ERR) ++keys_;
  if (g_signal) throw Interrupted(g_signal);
  switch (ch) {
    case ERR: return kKeyNone;
    case KEY_LEFT: return kKeyLeft;
    case KEY_RIGHT: return kKeyRight;
    case KEY_UP: return kKeyUp;
    case KEY_DOWN: return kKeyDown;
    case KEY_F(1): return kKeyF1;
    case KEY_F(10): return kKeyF10;
    case KEY_HOME: return kKeyHome;
    case KEY_END: return kKeyEnd;
    case KEY_PPAGE: return kKeyPageUp;
    case KEY_NPAGE: return kKeyPageDown;
    case KEY_RESIZE: return kKeyResize;
    case KEY_MOUSE: {
      MEVENT event{};
      if (getmouse(&event) != OK) return kKeyOther;
      if (event.bstate & BUTTON4_PRESSED) return kKeyWheelUp;
      if (event.bstate & BUTTON5_PRESSED) return kKeyWheelDown;
      if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) {
        click_ = {event.x, event.y};
        return kKeyClick;
      }
      if (event.bstate & BUTTON1_RELEASED) return kKeyNone;  // the press was the click
      return kKeyOther;
    }
    case KEY_ENTER:
    case '\r':
    case '\n': return kKeyEnter;
    default: break;
  }
  if (ch >= 0 && ch < 256) return ch;
  return kKeyOther;
}

bool Terminal::utf8_locale() {
  const char* codeset = nl_langinfo(CODESET);
  return codeset && (std::strcmp(codeset, "UTF-8") == 0 || std::strcmp(codeset, "utf8") == 0);
}

int Terminal::pending_signal() { return g_signal; }

}  // namespace schnapsen::tui
