// The rules part of the help screen, built from the Rules fields (not from a name). Every line
// fits the help box of an 80x24 terminal (74 columns); the keys come from keys.hpp.
#include "schnapsen/tui/help.hpp"

#include <cctype>

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

std::vector<std::string> rules_summary(const Rules& r, const MatchSettings& match) {
  std::string preset(preset_name(r));  // the lines below spell out any changed option
  preset[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(preset[0])));
  std::vector<std::string> lines = {
      // TRANSLATORS: %s is the rule preset as --rules names it ("Soft", "Sharp"); A, 10, K, Q,
      // J are the ranks (Ace, Ten, King, Queen, Jack).
      tr(N_("%s rules. A 11, 10 10, K 4, Q 3, J 2 points; 66 wins the hand."), {preset}),
      _("Talon open: play any card. Highest trump wins, else highest of suit led."),
      _("Talon closed or empty: follow suit (beat if able), else trump, else any."),
      _("Winner draws first. Claim 66 (!) just after winning a trick or melding:"),
      _("3 game points if the opponent has no trick, 2 if under 33, else 1."),
      _("A false claim: the opponent wins 2 (3 if it has no trick yet)."),
      _("Talon not closed and no claim: the last trick wins 1 game point."),
      _("The closer must reach 66, else the opponent wins 2 (3: no trick at close)."),
  };
  const bool after_trick = r.exchange_needs_won_trick, with_two = r.exchange_with_two_in_talon;
  lines.emplace_back(
      !after_trick && with_two  ? _("Trump jack exchange: any lead while the talon is open.")
      : after_trick && with_two ? _("Trump jack exchange: talon open, after a won trick.")
      : after_trick ? _("Trump jack exchange: talon open, after a won trick, not with two left.")
                    : _("Trump jack exchange: talon open, not with two left."));
  lines.emplace_back(r.close_with_two_in_talon ? _("Closing allowed also with two cards left.")
                                               : _("Closing not allowed with two cards left."));
  lines.emplace_back(r.meld_needs_won_trick
                         ? _("Marriages (only after a won trick): 20, 40 in trumps.")
                         : _("Marriages: 20, 40 in trumps; they count once you win a trick."));
  lines.emplace_back(r.meld_must_lead_king ? _("After melding, lead the King.")
                                           : _("After melding, lead the King or the Queen."));
  lines.emplace_back(r.review_won_tricks
                         ? _("You may look at your won tricks (t) and the last trick (p).")
                         : _("Won tricks stay face down: no looking back, no running score."));
  if (!r.review_won_tricks) lines.emplace_back(_("A taken trick's cards leave the log as well."));
  const std::string n = std::to_string(match.bummerls_to_lose);
  lines.push_back(
      match.schneider_bummerl
          ? tr(N_("Bummerl: 7 down to 0; a Schneider-Bummerl counts two; match lost at %d."), {n})
          : tr(N_("Bummerl: 7 down to 0; a Schneider-Bummerl counts once; match lost at %d."),
               {n}));
  return lines;
}

}  // namespace schnapsen::tui
