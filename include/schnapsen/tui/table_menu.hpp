// The table's menu (Esc, F10) at a human's turn: the box with its entries, and the look it
// changes (speed, suits, assist) with what "keep" writes to the settings file. What an entry
// does at the turn is the turn's (turn_input.cpp).
#pragma once

#include <optional>

#include "schnapsen/tui/dialogs.hpp"
#include "schnapsen/tui/table_options.hpp"

namespace schnapsen::tui {

// What the menu changes in the look: the speed and the assist at once (in the front end's
// options), the suits from the next hand on.
class LookChoice {
 public:
  explicit LookChoice(FrontEndOptions& options) : opt_(options) {}

  void next_speed();  // slow, normal, fast, slow...
  void toggle_suits();
  // The assist on or off; false (and nothing changes) under rules where won tricks lie face
  // down (R9.2).
  bool toggle_assist();
  // The suits as the next hand will have them, and whether that is a change.
  SuitStyle suits() const { return next_suits_.value_or(opt_.glyphs.suits); }
  bool suits_pending() const { return next_suits_.has_value(); }
  // At a new hand: the suits to change to, if the menu chose others.
  std::optional<SuitStyle> take_new_suits();

  // The look the next match starts with, and the same told to the options' look_changed.
  TableLook look() const;
  void tell() const;
  // What the menu's "keep" writes: the speed, the suits, the assist (only where it may be on:
  // under sharp rules it is off whatever the player chose) and the table's language.
  Settings settings() const;

 private:
  FrontEndOptions& opt_;
  std::optional<SuitStyle> next_suits_;
};

enum class MenuEntry {
  Help,
  Statistics,
  History,
  Speed,
  Suits,
  Assist,
  Keep,
  NewMatch,
  Opponent,
  Resign,
  Quit
};

// The menu box: one line per entry the options offer, "key  text", with the look's values; the
// harmless entries first, and it opens on the first (the help), so Esc then Enter never asks
// about ending the hand. choose() shows it until an entry is taken (returned; the selection
// stays there for the next show) or it is closed (nullopt).
class TableMenu {
 public:
  TableMenu(const FrontEndOptions& options, const LookChoice& look) : opt_(options), look_(look) {}
  std::optional<MenuEntry> choose(Dialogs& dialogs);

 private:
  const FrontEndOptions& opt_;
  const LookChoice& look_;
  int selected_ = 0;
};

}  // namespace schnapsen::tui
