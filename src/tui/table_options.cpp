// A table's options made from its look (table_options.hpp).
#include "schnapsen/tui/table_options.hpp"

namespace schnapsen::tui {

FrontEndOptions table_options(const TableLook& look, const Rules& rules, MatchSettings match) {
  FrontEndOptions fo;
  fo.rules = rules;
  fo.match = match;
  fo.speed = look.speed;
  fo.show_score = look.show_score && rules.review_won_tricks;  // R9.2
  fo.glyphs = look.glyphs;
  fo.advisor = game::make_advisor();
  fo.keep_look = look.keep;
  return fo;
}

}  // namespace schnapsen::tui
