// Where each part of the table goes: a pure function of the terminal size, recomputed on every
// resize, so it can be unit-tested without a terminal.
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace schnapsen::tui {

inline constexpr int kMinWidth = 80;
inline constexpr int kMinHeight = 24;
inline constexpr int kCardGap = 1;
inline constexpr int kTrickStep = 12;  // columns from one trick card to the next

// The two card faces, by their outer size in columns and rows.
struct CardSize {
  int w = 0, h = 0;
  bool operator==(const CardSize&) const = default;
};
// ┌───┐
// │10♥│   from kMinWidth x kMinHeight
// └───┘
inline constexpr CardSize kSmallCard{5, 3};
// ┌─────┐
// │10♥  │
// │  ♥  │   from kLargeCardsWidth x kLargeCardsHeight
// │  10♥│
// └─────┘
inline constexpr CardSize kLargeCard{7, 5};
inline constexpr int kLargeCardsWidth = 120;
inline constexpr int kLargeCardsHeight = 36;

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
  bool too_small = false;      // below kMinWidth x kMinHeight: only a message is drawn
  Rect header;                 // title, rules, names
  Rect opponent;               // the opponent's hand (label row plus card backs)
  Rect talon;                  // stock, trump card crosswise, count or "closed"
  Rect trick;                  // the trick in play
  Rect hand;                   // own hand: label row, raise row, card rows, number row
  Rect panel;                  // Bummerl points, Bummerls lost, marriages, log
  Rect message;                // explanations, prompts
  Rect keybar;                 // every key, one line
  CardSize card = kSmallCard;  // the face every card on the table has

  // Every region with its name (for tests and debugging).
  std::vector<std::pair<std::string_view, Rect>> regions() const;

  // Where the cards go (inside their regions; for drawing and hit tests):
  Rect hand_card(int i, bool raised = false) const;  // the i-th own card from the left
  Rect opponent_card(int i) const;                   // the i-th card of the opponent's hand
  Rect trick_card(int i) const;                      // the lead (0) and the answer (1)
  Rect talon_stock() const;                          // the face-down stock
  Rect talon_trump(bool under_stock) const;          // the trump card, crosswise
  int talon_top() const;  // the row of the talon's title; three rows of text follow the cards
  int trick_top() const;  // the row of the trick's title; names and a note follow the cards
};

// The layout for a terminal of width x height: large cards from kLargeCardsWidth x
// kLargeCardsHeight, small ones from kMinWidth x kMinHeight, below that too_small.
Layout compute_layout(int width, int height);

// A centred box of at most w x h inside the screen (dialogs and overlays).
Rect centred(int width, int height, int w, int h);

}  // namespace schnapsen::tui
