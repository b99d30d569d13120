// The table's keyboard and its one modal loop: keys read only while the screen can show what
// they act on, and boxes over the table that scroll (Up/Down, PgUp/PgDn, the wheel) until a
// closing key or a click on the footer's key. The live table and the history viewer share it.
#pragma once

#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/game/remote_presence.hpp"
#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/table_view.hpp"
#include "schnapsen/tui/terminal.hpp"

namespace schnapsen::tui {

using BoxLines = std::vector<std::pair<std::string, Role>>;

// What a box over the table shows: its title, its lines and a footer that names its keys. Each
// box of the table is a small type that makes one (boxes.hpp, end_screens.hpp).
struct BoxContent {
  std::string title;
  BoxLines lines;
  std::string footer;
};

class Dialogs {
 public:
  // `draw` draws what lies under a box (and under "terminal too small") and refreshes.
  Dialogs(Terminal& terminal, TableView& table, std::function<void()> draw);

  // The next key: the mouse wheel comes as PgUp/PgDn; Ctrl-L repaints (the caller redraws).
  // While no key comes, the idle check (if any) is asked every 250 ms; when it says the table
  // changed, kKeyResize comes back so that the caller redraws; when it says leave, kKeyLeave.
  int read_key();
  void set_idle(std::function<game::IdleNews()> idle) { idle_ = std::move(idle); }
  // A key for what is on the screen: while "terminal too small" hides it, keys are dropped
  // (a resize, or Ctrl-L, comes back as kKeyResize so the caller redraws).
  int read_shown_key();
  // A box over the table until a key of one of `answers` (or a click on the footer's key for
  // one) is pressed: that key, capitals as small letters (or kKeyLeave). Keys typed before the
  // box appeared, or after the closing one, are dropped.
  int box(const std::string& title, const BoxLines& lines, const std::string& footer,
          std::initializer_list<KeyGroup> answers = {kCloseKeys});
  int show(const BoxContent& box, std::initializer_list<KeyGroup> answers = {kCloseKeys}) {
    return this->box(box.title, box.lines, box.footer, answers);
  }
  // A menu box: `entries` (each "key  text"), one selected (Up/Down move it, Enter takes it);
  // an entry's key or a click on an entry takes that entry. Returns its index, or -1 when the
  // menu was closed (Esc or q, a click on the footer's "q", or kKeyLeave).
  struct MenuEntry {
    char key = 0;  // lower case
    std::string text;
  };
  int menu(const std::string& title, const std::vector<MenuEntry>& entries,
           const std::string& footer, int selected = 0);
  // The key of a click on the footer of the box last drawn.
  std::optional<int> clicked_footer() const;

 private:
  Terminal& term_;
  TableView& table_;
  std::function<void()> draw_;
  std::function<game::IdleNews()> idle_;
};

}  // namespace schnapsen::tui
