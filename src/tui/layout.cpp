// The table layout as a pure function of the terminal size.
#include "schnapsen/tui/layout.hpp"

#include <algorithm>

namespace schnapsen::tui {

std::vector<std::pair<std::string_view, Rect>> Layout::regions() const {
  return {{"header", header}, {"opponent", opponent}, {"talon", talon},     {"trick", trick},
          {"hand", hand},     {"panel", panel},       {"message", message}, {"keybar", keybar}};
}

Layout compute_layout(int width, int height) {
  Layout l;
  l.width = width;
  l.height = height;
  if (width < kMinWidth || height < kMinHeight) {
    l.too_small = true;
    return l;
  }
  const int panel_w = std::clamp(width / 3, 34, 44);  // room for two names of 9 columns
  const int table_w = width - panel_w - 1;            // one blank column between table and panel
  l.header = {0, 0, width, 1};
  l.message = {0, height - 2, width, 1};
  l.keybar = {0, height - 1, width, 1};
  l.panel = {width - panel_w, 1, panel_w, height - 3};
  const int hand_h = kCardHeight + 3;  // label, raise row, cards, numbers
  const int opp_h = kCardHeight + 1;   // label, cards
  l.opponent = {0, 1, table_w, opp_h};
  l.hand = {0, height - 2 - hand_h, table_w, hand_h};
  const int mid_y = l.opponent.bottom();
  const int mid_h = l.hand.y - mid_y;
  const int talon_w = 18;
  l.talon = {0, mid_y, talon_w, mid_h};
  l.trick = {talon_w + 1, mid_y, table_w - talon_w - 1, mid_h};
  return l;
}

Rect centred(int width, int height, int w, int h) {
  w = std::min(w, width);
  h = std::min(h, height);
  return {(width - w) / 2, (height - h) / 2, w, h};
}

}  // namespace schnapsen::tui
