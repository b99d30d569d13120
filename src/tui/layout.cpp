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
  l.card = width >= kLargeCardsWidth && height >= kLargeCardsHeight ? kLargeCard : kSmallCard;
  const int panel_w = std::clamp(width / 3, 34, 44);  // room for two names of 9 columns
  const int table_w = width - panel_w - 1;            // one blank column between table and panel
  l.header = {0, 0, width, 1};
  l.message = {0, height - 2, width, 1};
  l.keybar = {0, height - 1, width, 1};
  l.panel = {width - panel_w, 1, panel_w, height - 3};
  const int hand_h = l.card.h + 3;  // label, raise row, cards, numbers
  const int opp_h = l.card.h + 1;   // label, cards
  l.opponent = {0, 1, table_w, opp_h};
  l.hand = {0, height - 2 - hand_h, table_w, hand_h};
  const int mid_y = l.opponent.bottom();
  const int mid_h = l.hand.y - mid_y;
  const int talon_w = 18;
  l.talon = {0, mid_y, talon_w, mid_h};
  l.trick = {talon_w + 1, mid_y, table_w - talon_w - 1, mid_h};
  return l;
}

Rect Layout::hand_card(int i, bool raised) const {
  return {hand.x + 2 + i * (card.w + kCardGap), hand.y + (raised ? 1 : 2), card.w, card.h};
}

Rect Layout::opponent_card(int i) const {
  return {opponent.x + 2 + i * (card.w + kCardGap), opponent.y + 1, card.w, card.h};
}

// The talon: title, the stock, the trump card crosswise (three rows, two columns wider), then
// three rows of text.
int Layout::talon_top() const { return talon.y + (talon.h - (card.h + 7)) / 2; }

Rect Layout::talon_stock() const { return {talon.x + 3, talon_top() + 1, card.w, card.h}; }

Rect Layout::talon_trump(bool under_stock) const {
  return {talon.x + 2, talon_top() + 1 + (under_stock ? card.h : 0), card.w + 2, 3};
}

// The trick: title, the cards, a name under each, a note.
int Layout::trick_top() const { return trick.y + (trick.h - (card.h + 3)) / 2; }

Rect Layout::trick_card(int i) const {
  return {trick.x + 2 + i * kTrickStep, trick_top() + 1, card.w, card.h};
}

Rect centred(int width, int height, int w, int h) {
  w = std::min(w, width);
  h = std::min(h, height);
  return {(width - w) / 2, (height - h) / 2, w, h};
}

}  // namespace schnapsen::tui
