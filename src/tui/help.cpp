// Help text: keys, then the rules in force, built from the Rules fields (not from a name).
#include "schnapsen/tui/help.hpp"

namespace schnapsen::tui {

std::vector<std::string> key_help_lines() {
  return {
      "Left/Right or h/l  select a card      Enter or space  play it",
      "1-5  play that card directly          m  meld a marriage (20, trumps 40)",
      "x  exchange the trump jack            c  close the talon (asks first)",
      "!  claim 66 (asks first)              n  pass (last trick of a closed hand)",
      "t  look through your won tricks       p  the last trick (until the next card)",
      "a  advice: the AI's choice for you    ? or F1  this help",
      "q  quit (asks first; the match is saved)",
  };
}

std::vector<std::string> rules_summary(const Rules& r) {
  std::vector<std::string> lines = {
      std::string("Rules: ") + (r.base == RuleSet::Soft ? "soft" : "sharp") +
          ". 20 cards A 11, 10 10, K 4, Q 3, J 2. First to 66 wins the hand.",
      "Talon open: no need to follow suit. Highest trump wins, else highest of the suit led.",
      "Talon closed or empty: follow suit and beat if you can, else trump, else any card.",
      "Winner draws first. Claim 66 right after winning a trick or melding: 3 game points if",
      "the opponent has no trick, 2 if under 33, else 1. A false claim gives the opponent 2 (3).",
      "Talon not closed and no claim: the last trick wins 1 game point.",
      "Closing: the closer must reach 66, else the opponent wins 2 (3 with no trick at closing).",
  };
  std::string exchange = "Trump jack exchange: while the talon is open";
  if (r.exchange_needs_won_trick) exchange += ", only after winning a trick";
  if (!r.exchange_with_two_in_talon) exchange += ", not with two cards left";
  lines.push_back(exchange + ".");
  lines.push_back(std::string("Closing ") +
                  (r.close_with_two_in_talon ? "allowed also with two cards left."
                                             : "not allowed with two cards left."));
  std::string meld = "Marriages: 20, or 40 in trumps; they count once you win a trick";
  if (r.meld_needs_won_trick) meld += "; only after winning a trick";
  meld += r.meld_must_lead_king ? "; lead the King." : "; lead the King or the Queen.";
  lines.push_back(meld);
  lines.push_back(r.review_won_tricks
                      ? "You may look at your won tricks (t) and the last trick (p)."
                      : "Won tricks stay face down: no looking back, no running score.");
  lines.push_back("Bummerl: from 7 down; reaching 0 wins. A Schneider-Bummerl counts two.");
  return lines;
}

}  // namespace schnapsen::tui
