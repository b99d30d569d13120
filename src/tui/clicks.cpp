// Mouse clicks as keys (front_end.hpp).
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/layout.hpp"

namespace schnapsen::tui {

int FrontEnd::clicked_answer() const {
  // The question ends in "(y/n)" ("(j/n)" in German), drawn on the message line from column 1.
  const Terminal::Cell c = term_.last_click();
  const Layout l = compute_layout(term_.width(), term_.height());
  const std::size_t slash = message_.rfind("/n)");
  if (c.y != l.message.y || slash == std::string::npos || slash < 2) return kKeyNone;
  const int yes = 1 + text_width(message_.substr(0, slash - 1));
  if (c.x == yes) return 'y';
  if (c.x == yes + 2) return 'n';
  return kKeyNone;
}

int FrontEnd::clicked_key(int cards) {
  const Terminal::Cell c = term_.last_click();
  const Layout l = compute_layout(term_.width(), term_.height());
  const auto inside = [&c](const Rect& r) {
    return c.x >= r.x && c.x < r.right() && c.y >= r.y && c.y < r.bottom();
  };
  for (int i = 0; i < cards; ++i) {
    if (!inside(l.hand_card(i, i == selected_))) continue;
    if (i == selected_) return '1' + i;  // a second click plays it
    selected_ = i;
    advised_.reset();
    return kKeyNone;
  }
  if (inside(l.talon)) return 'c';  // closing asks first, as the key does
  if (c.y == l.keybar.y)
    for (const KeyBarEntry& e : table_.key_bar().entries)
      if (c.x >= e.x && c.x < e.x + e.w) return key_of(e.command);
  return kKeyNone;
}

}  // namespace schnapsen::tui
