// Colours named by role in one table (with a monochrome fallback), and the glyphs of the table
// chosen once at start-up: Unicode suits and borders or ASCII, French or German card names.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "schnapsen/card.hpp"

namespace schnapsen::tui {

enum class Role : int {
  Normal,
  Title,
  RedSuit,
  BlackSuit,
  Trump,
  Selected,
  Dimmed,
  CardBack,
  Warning,
  Good,
  KeyBar,
  Border,
  kCount,
};
inline constexpr int kRoleCount = static_cast<int>(Role::kCount);

enum class Colour : short { Default = -1, Black, Red, Green, Yellow, Blue, Magenta, Cyan, White };

// How a role looks: colours when the terminal has them, attributes in either case.
struct RoleStyle {
  Colour fg = Colour::Default;
  Colour bg = Colour::Default;
  bool bold = false;
  bool dim = false;
  bool reverse = false;       // with colours
  bool mono_reverse = false;  // without colours (the monochrome fallback)
  bool mono_bold = false;
  bool mono_underline = false;
};

// The one table of roles, indexed by Role.
const std::array<RoleStyle, kRoleCount>& role_styles();

enum class SuitStyle { French, German };

// Every glyph and card name of the table, fixed at start-up.
struct Glyphs {
  bool unicode = true;
  SuitStyle suits = SuitStyle::French;
  // Box drawing: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
  std::string_view tl, tr, bl, br, h, v;
  std::string_view back;  // one column of a card back
  std::string_view left, right, enter;

  static Glyphs make(bool unicode, SuitStyle suits);
  // The suit symbol or letter: "♥" / "h"; German: "H" (Herz), "S" (Schelle), "L", "E".
  std::string suit_glyph(Suit s) const;
  // The rank label: "A", "10", "K", "Q", "J"; German: "A", "10", "K", "O", "U".
  std::string rank_label(Rank r) const;
  // Rank label plus suit glyph, e.g. "10♥", "Qs", "OH".
  std::string card_label(Card c) const;
  // "hearts" / "Herz".
  std::string suit_name(Suit s) const;
  // "Ace of hearts" style is not needed: the log uses card_label.
};

// Red suits (hearts and diamonds; Herz and Schelle) draw in RedSuit.
constexpr bool is_red(Suit s) { return s == Suit::Hearts || s == Suit::Diamonds; }

}  // namespace schnapsen::tui
