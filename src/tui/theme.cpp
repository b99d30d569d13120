// The role table and the glyph tables.
#include "schnapsen/tui/theme.hpp"

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

const std::array<RoleStyle, kRoleCount>& role_styles() {
  // fg, bg, bold, dim, reverse, mono_reverse, mono_bold, mono_underline
  static const std::array<RoleStyle, kRoleCount> table = {{
      /* Normal    */ {Colour::Default, Colour::Default, false, false, false, false, false, false},
      /* Title     */ {Colour::Cyan, Colour::Default, true, false, false, false, true, false},
      /* RedSuit   */ {Colour::Red, Colour::Default, true, false, false, false, false, false},
      /* BlackSuit */ {Colour::Default, Colour::Default, true, false, false, false, false, false},
      /* Trump     */ {Colour::Yellow, Colour::Default, true, false, false, false, true, true},
      /* Selected  */ {Colour::Black, Colour::Yellow, true, false, false, true, true, false},
      /* Dimmed    */ {Colour::Default, Colour::Default, false, true, false, false, false, false},
      /* CardBack  */ {Colour::Blue, Colour::Default, false, false, false, false, false, false},
      /* Warning   */ {Colour::Red, Colour::Default, true, false, false, false, true, false},
      /* Good      */ {Colour::Green, Colour::Default, true, false, false, false, true, false},
      /* KeyBar    */ {Colour::Black, Colour::Cyan, false, false, false, true, false, false},
      /* Border    */ {Colour::Default, Colour::Default, false, false, false, false, false, false},
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
