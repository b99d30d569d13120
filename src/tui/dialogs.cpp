// The keyboard and the one modal loop of the table (dialogs.hpp).
#include "schnapsen/tui/dialogs.hpp"

#include <algorithm>

namespace schnapsen::tui {

Dialogs::Dialogs(Terminal& terminal, TableView& table, std::function<void()> draw)
    : term_(terminal), table_(table), draw_(std::move(draw)) {}

int Dialogs::read_key() {
  for (;;) {
    const int key = term_.read_key(250);
    if (key == kKeyNone) {
      const game::IdleNews news = idle_ ? idle_() : game::IdleNews::None;
      if (news == game::IdleNews::Leave) return kKeyLeave;
      if (news == game::IdleNews::Shown) return kKeyResize;
      continue;
    }
    if (key == kKeyCtrlL) term_.repaint();      // the caller redraws, curses then repaints it all
    if (key == kKeyWheelUp) return kKeyPageUp;  // the wheel scrolls what PgUp/PgDn scroll
    if (key == kKeyWheelDown) return kKeyPageDown;
    return key;
  }
}

int Dialogs::read_shown_key() {
  for (;;) {
    const int key = read_key();
    if (key == kKeyResize || key == kKeyCtrlL) return kKeyResize;
    if (!table_.too_small() || key == kKeyLeave)
      return key;  // hidden behind "terminal too small": no keys
    draw_();
  }
}

int Dialogs::box(const std::string& title, const BoxLines& lines, const std::string& footer,
                 std::initializer_list<KeyGroup> answers) {
  // Keys typed before the box appeared (while the hand was reviewed, say) must not close it
  // unseen: only what is pressed while it is shown counts.
  term_.discard_typeahead();
  int scroll = 0;
  for (;;) {
    draw_();
    const int max_scroll = table_.too_small() ? 0 : table_.draw_box(title, lines, footer, scroll);
    term_.refresh();
    int key = read_shown_key();
    if (key == kKeyClick) key = clicked_footer().value_or(kKeyNone);
    if (key == kKeyUp) scroll = std::max(0, scroll - 1);
    if (key == kKeyDown) scroll = std::min(max_scroll, scroll + 1);
    if (key == kKeyPageUp) scroll = std::max(0, scroll - 5);
    if (key == kKeyPageDown) scroll = std::min(max_scroll, scroll + 5);
    if (key == kKeyLeave) return key;
    for (const KeyGroup& answer : answers) {
      if (!answer.contains(key)) continue;
      term_.discard_typeahead();  // a second Enter typed ahead must not play a card
      return key >= 'A' && key <= 'Z' ? key - 'A' + 'a' : key;
    }
  }
}

int Dialogs::menu(const std::string& title, const std::vector<MenuEntry>& entries,
                  const std::string& footer, int selected) {
  term_.discard_typeahead();
  const int n = static_cast<int>(entries.size());
  if (n == 0) return -1;
  selected = std::clamp(selected, 0, n - 1);
  for (;;) {
    BoxLines lines;
    for (int i = 0; i < n; ++i) {
      const MenuEntry& e = entries[static_cast<std::size_t>(i)];
      lines.emplace_back(std::string(i == selected ? "> " : "  ") + e.key + "  " + e.text,
                         i == selected ? Role::Selected : Role::Normal);
    }
    draw_();
    if (!table_.too_small()) table_.draw_box(title, lines, footer, 0);
    term_.refresh();
    int key = read_shown_key();
    if (key == kKeyClick) {
      // An entry's line takes it (menu lines are short: one line each, never scrolled).
      const Terminal::Cell c = term_.last_click();
      const Terminal::Cell body = table_.box_body_at();
      const int row = c.y - body.y;
      if (c.x >= body.x && row >= 0 && row < n && row < table_.box_body_rows()) {
        term_.discard_typeahead();
        return row;
      }
      key = clicked_footer().value_or(kKeyNone);
    }
    if (key == kKeyUp) selected = (selected + n - 1) % n;
    if (key == kKeyDown) selected = (selected + 1) % n;
    if (key == kKeyEnter) {
      term_.discard_typeahead();
      return selected;
    }
    if (kCancelKeys.contains(key) || key == kKeyLeave) return -1;
    const int lower = key >= 'A' && key <= 'Z' ? key - 'A' + 'a' : key;
    for (int i = 0; i < n; ++i)
      if (lower > ' ' && lower < 128 && entries[static_cast<std::size_t>(i)].key == lower) {
        term_.discard_typeahead();
        return i;
      }
  }
}

std::optional<int> Dialogs::clicked_footer() const {
  const Terminal::Cell c = term_.last_click();
  const Terminal::Cell at = table_.box_footer_at();
  if (c.y != at.y) return std::nullopt;
  return footer_key_at(table_.box_footer(), c.x - at.x);
}

}  // namespace schnapsen::tui
