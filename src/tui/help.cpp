// The rules part of the help screen, built from the Rules fields (not from a name). Every line
// fits the help box of an 80x24 terminal (74 columns); the keys come from keys.hpp.
#include "schnapsen/tui/help.hpp"

#include <cctype>

namespace schnapsen::tui {

std::vector<std::string> rules_summary(const Rules& r, const MatchSettings& match) {
  std::string preset(preset_name(r));  // the lines below spell out any changed option
  preset[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(preset[0])));
  std::vector<std::string> lines = {
      preset + " rules. A 11, 10 10, K 4, Q 3, J 2 points; 66 wins the hand.",
      "Talon open: play any card. Highest trump wins, else highest of suit led.",
      "Talon closed or empty: follow suit (beat if able), else trump, else any.",
      "Winner draws first. Claim 66 (!) just after winning a trick or melding:",
      "3 game points if the opponent has no trick, 2 if under 33, else 1.",
      "A false claim: the opponent wins 2 (3 if it has no trick yet).",
      "Talon not closed and no claim: the last trick wins 1 game point.",
      "The closer must reach 66, else the opponent wins 2 (3: no trick at close).",
  };
  std::string exchange = "Trump jack exchange: any lead while the talon is open";
  if (r.exchange_needs_won_trick || !r.exchange_with_two_in_talon) {
    exchange = "Trump jack exchange: talon open";
    if (r.exchange_needs_won_trick) exchange += ", after a won trick";
    if (!r.exchange_with_two_in_talon) exchange += ", not with two left";
  }
  lines.push_back(exchange + ".");
  lines.push_back(std::string("Closing ") + (r.close_with_two_in_talon
                                                 ? "allowed also with two cards left."
                                                 : "not allowed with two cards left."));
  lines.push_back(r.meld_needs_won_trick
                      ? "Marriages (only after a won trick): 20, 40 in trumps."
                      : "Marriages: 20, 40 in trumps; they count once you win a trick.");
  lines.push_back(r.meld_must_lead_king ? "After melding, lead the King."
                                        : "After melding, lead the King or the Queen.");
  lines.push_back(r.review_won_tricks
                      ? "You may look at your won tricks (t) and the last trick (p)."
                      : "Won tricks stay face down: no looking back, no running score.");
  const std::string n = std::to_string(match.bummerls_to_lose);
  lines.push_back("Bummerl: 7 down to 0; a Schneider-Bummerl counts " +
                  std::string(match.schneider_bummerl ? "two" : "once") + "; match lost at " + n +
                  ".");
  return lines;
}

}  // namespace schnapsen::tui
