// The curses wrapper: the only file of the program that includes curses.
#include "schnapsen/tui/terminal.hpp"

#include <langinfo.h>
#include <clocale>
#include <csignal>
#include <cstring>
#include <string>

#include <curses.h>

namespace schnapsen::tui {

namespace {

volatile std::sig_atomic_t g_signal = 0;

extern "C" void note_signal(int signal_number) { g_signal = signal_number; }

void install_signal_flags() {
  struct sigaction action {};
  action.sa_handler = note_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a blocked read returns so the flag is seen at once
  for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaction(s, &action, nullptr);
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

// Byte length of the first `columns` code points of `text`.
std::size_t prefix_bytes(std::string_view text, int columns) {
  std::size_t i = 0;
  int seen = 0;
  while (i < text.size()) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if ((byte & 0xC0) != 0x80) {
      if (seen == columns) break;
      ++seen;
    }
    ++i;
  }
  return i;
}

}  // namespace

int text_width(std::string_view text) {
  int n = 0;
  for (char ch : text)
    if ((static_cast<unsigned char>(ch) & 0xC0) != 0x80) ++n;
  return n;
}

Terminal::Terminal(bool color) {
  std::setlocale(LC_ALL, "");
  install_signal_flags();  // before initscr, so curses keeps our handlers
  initscr();
  cbreak();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  curs_set(0);
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
}

int Terminal::width() const { return COLS; }
int Terminal::height() const { return LINES; }

void Terminal::clear() { erase(); }

void Terminal::put(int y, int x, std::string_view text, Role role, int max_width) {
  if (y < 0 || y >= LINES || x >= COLS) return;
  if (x < 0) {
    const std::size_t skip = prefix_bytes(text, -x);
    text.remove_prefix(skip);
    if (max_width >= 0) max_width = std::max(0, max_width + x);
    x = 0;
  }
  int room = COLS - x;
  if (max_width >= 0 && max_width < room) room = max_width;
  const std::string clipped(text.substr(0, prefix_bytes(text, room)));
  const attr_t a = role_attr(role, color_);
  attron(a);
  // The bottom-right cell cannot be written without scrolling: leave it out.
  if (y == LINES - 1 && x + text_width(clipped) >= COLS) {
    const std::string shorter = clipped.substr(0, prefix_bytes(clipped, COLS - 1 - x));
    mvaddstr(y, x, shorter.c_str());
  } else {
    mvaddstr(y, x, clipped.c_str());
  }
  attroff(a);
}

void Terminal::fill(int y, int x, int width, Role role) {
  if (width > 0) put(y, x, std::string(static_cast<std::size_t>(width), ' '), role, width);
}

void Terminal::refresh() { ::refresh(); }

int Terminal::read_key(int timeout_ms) {
  timeout(timeout_ms < 0 ? -1 : timeout_ms);
  if (g_signal) throw Interrupted(g_signal);
  const int ch = getch();
  if (g_signal) throw Interrupted(g_signal);
  switch (ch) {
    case ERR: return kKeyNone;
    case KEY_LEFT: return kKeyLeft;
    case KEY_RIGHT: return kKeyRight;
    case KEY_UP: return kKeyUp;
    case KEY_DOWN: return kKeyDown;
    case KEY_F(1): return kKeyF1;
    case KEY_RESIZE: return kKeyResize;
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
