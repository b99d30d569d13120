// Where each part of the table goes: a pure function of the terminal size, recomputed on every
// resize, so it can be unit-tested without a terminal.
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace schnapsen::tui {

inline constexpr int kMinWidth = 80;
inline constexpr int kMinHeight = 24;
inline constexpr int kCardWidth = 5;  // ┌───┐ / │10♥│ / └───┘
inline constexpr int kCardHeight = 3;
inline constexpr int kCardGap = 1;

struct Rect {
  int x = 0, y = 0, w = 0, h = 0;
  int right() const { return x + w; }   // one past the last column
  int bottom() const { return y + h; }  // one past the last row
  bool empty() const { return w <= 0 || h <= 0; }
  bool inside(int width, int height) const {
    return x >= 0 && y >= 0 && right() <= width && bottom() <= height;
  }
  bool overlaps(const Rect& o) const {
    return !empty() && !o.empty() && x < o.right() && o.x < right() && y < o.bottom() &&
           o.y < bottom();
  }
};

struct Layout {
  int width = 0, height = 0;
  bool too_small = false;  // below kMinWidth x kMinHeight: only a message is drawn
  Rect header;             // title, rules, names
  Rect opponent;           // the opponent's hand (label row plus card backs)
  Rect talon;              // stock, trump card crosswise, count or "closed"
  Rect trick;              // the trick in play
  Rect hand;               // own hand: label row, raise row, card rows, number row
  Rect panel;              // Bummerl points, Bummerls lost, marriages, log
  Rect message;            // explanations, prompts
  Rect keybar;             // every key, one line

  // Every region with its name (for tests and debugging).
  std::vector<std::pair<std::string_view, Rect>> regions() const;
};

Layout compute_layout(int width, int height);

// A centred box of at most w x h inside the screen (dialogs and overlays).
Rect centred(int width, int height, int w, int h);

}  // namespace schnapsen::tui
