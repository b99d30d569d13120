// The role table and the glyph tables.
#include "schnapsen/tui/theme.hpp"

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

const std::array<RoleStyle, kRoleCount>& role_styles() {
  using enum Colour;
  static const std::array<RoleStyle, kRoleCount> table = {{
      /* Normal    */ {},
      /* Title     */ {.fg = Cyan, .bold = true, .mono_bold = true},
      /* RedSuit   */ {.fg = Red, .bold = true},
      /* BlackSuit */ {.bold = true},
      /* Trump     */ {.fg = Yellow, .bold = true, .mono_bold = true, .mono_underline = true},
      /* Selected  */
      {.fg = Black, .bg = Yellow, .bold = true, .mono_reverse = true, .mono_bold = true},
      /* Dimmed    */ {.dim = true},
      /* CardBack  */ {.fg = Blue},
      /* Warning   */ {.fg = Red, .bold = true, .mono_bold = true},
      /* Good      */ {.fg = Green, .bold = true, .mono_bold = true},
      /* KeyBar    */ {.fg = Black, .bg = Cyan, .mono_reverse = true},
      /* Border    */ {},
  }};
  return table;
}

Glyphs Glyphs::make(bool unicode, SuitStyle suits) {
  Glyphs g;
  g.unicode = unicode;
  g.suits = suits;
  if (unicode) {
    g.tl = "┌", g.tr = "┐", g.bl = "└", g.br = "┘", g.h = "─", g.v = "│";
    g.back = "░";
    g.left = "←", g.right = "→", g.enter = "⏎";
  } else {
    g.tl = "+", g.tr = "+", g.bl = "+", g.br = "+", g.h = "-", g.v = "|";
    g.back = "#";
    g.left = "<", g.right = ">", g.enter = "Enter";
  }
  return g;
}

std::string Glyphs::suit_glyph(Suit s) const {
  if (suits == SuitStyle::German) {
    static constexpr std::array<const char*, kSuitCount> kGerman = {"E", "S", "H", "L"};
    return kGerman[static_cast<int>(s)];
  }
  if (unicode) {
    static constexpr std::array<const char*, kSuitCount> kUnicode = {"♣", "♦", "♥", "♠"};
    return kUnicode[static_cast<int>(s)];
  }
  return std::string(1, suit_letter(s));
}

std::string Glyphs::rank_label(Rank r) const {
  static constexpr std::array<const char*, kRankCount> kFrench = {"J", "Q", "K", "10", "A"};
  static constexpr std::array<const char*, kRankCount> kGerman = {"U", "O", "K", "10", "A"};
  return (suits == SuitStyle::German ? kGerman : kFrench)[static_cast<int>(r)];
}

std::string Glyphs::card_label(Card c) const {
  if (!c.valid()) return "--";
  return rank_label(c.rank()) + suit_glyph(c.suit());
}

std::string Glyphs::suit_name(Suit s) const {
  if (suits == SuitStyle::German) {
    static constexpr std::array<const char*, kSuitCount> kGerman = {"Eichel", "Schelle", "Herz",
                                                                    "Laub"};
    return kGerman[static_cast<int>(s)];
  }
  // The French suits' names in the table's language ("hearts", German "Herz").
  static constexpr std::array<const char*, kSuitCount> kFrench = {N_("clubs"), N_("diamonds"),
                                                                  N_("hearts"), N_("spades")};
  return _(kFrench[static_cast<int>(s)]);
}

}  // namespace schnapsen::tui
