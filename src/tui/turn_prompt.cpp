// What a human seat is told at its turn (turn_prompt.hpp).
#include "schnapsen/tui/turn_prompt.hpp"

#include <cctype>

#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

std::string follow_prompt(const std::string& lead, bool talon_open, bool closed) {
  // The rules of a closed talon make the prompt long: it drops "Your turn" (the table says so
  // beside the hand) to fit the message line at 80 columns.
  const char* format =
      talon_open ? N_("Your turn: answer %s")
      : closed   ? N_("Answer %s (talon closed: follow suit and beat it if you can, else trump)")
               : N_("Answer %s (talon exhausted: follow suit and beat it if you can, else trump)");
  return tr(format, {lead});
}

std::string turn_prompt(const SeatView& view, const FrontEndOptions& o) {
  // In hot-seat play the prompt names the player: "Anna, your turn: ...".
  const auto to = [&](std::string text) {
    if (!o.hot_seat()) return text;
    if (!text.empty())
      text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    // TRANSLATORS: a player's name, then the prompt for that player ("Anna, your lead: ...").
    return tr(N_("%s, %s"), {game::shown_name(o.names[view.seat]), text});
  };
  // The assist (soft play only): a reminder when a claim would win.
  if (o.show_score && o.rules.review_won_tricks && view.legal.contains(Action::claim()) &&
      view.scores[view.seat] >= kWinningScore)
    return to(tr(N_("You have %d: press ! to claim"), {std::to_string(view.scores[view.seat])}));
  if (view.phase == Phase::ClaimOrPass)
    return to(_("You won the last trick of the closed hand: ! claims 66, n passes"));
  if (view.melded_suit) {
    const bool claim = view.legal.contains(Action::claim()) && view.tricks[view.seat] > 0;
    // A claim is legal here, but worth a hint only once the marriage counts (R5.4).
    if (o.rules.meld_must_lead_king)
      return claim ? _("Now lead the King of the marriage, or ! to claim 66")
                   : _("Now lead the King of the marriage");
    return claim ? _("Now lead the King or the Queen of the marriage, or ! to claim 66")
                 : _("Now lead the King or the Queen of the marriage");
  }
  if (view.phase == Phase::Follow)
    return to(follow_prompt(o.glyphs.card_label(view.lead), view.talon_open(), view.closer >= 0));
  // The extra actions legal now, in the key table's order and words ("m meld", "c close").
  std::string extras;
  for (const Command c : {Command::Meld, Command::Exchange, Command::Close, Command::Claim}) {
    bool legal = false;
    for (Action a : view.legal) legal = legal || command_of(a.kind) == c;
    if (legal) extras += ", " + command_label(c, o.glyphs);
  }
  // TRANSLATORS: %s is a list of keys, e.g. ", m meld, c close" (each part translated alone).
  return to(tr(N_("Your lead: play a card%s"), {extras}));
}

CommandSet turn_commands(const SeatView& view, int cards, bool may_take_back, bool last_trick,
                         const FrontEndOptions& o) {
  CommandSet keys{Command::Help,      Command::Quit,       Command::Redraw,
                  Command::ScrollLog, Command::Statistics, Command::Menu};
  if (o.advice) keys.add(Command::Advice);
  if (view.phase != Phase::ClaimOrPass && cards > 0)
    for (Command c : {Command::Select, Command::Play, Command::PlayCard}) keys.add(c);
  for (Action a : view.legal)
    if (a.kind != ActionKind::Play && a.kind != ActionKind::Resign)  // the menu resigns
      keys.add(command_of(a.kind));
  if (may_take_back) keys.add(Command::TakeBack);  // the controller's word (HumanTurn)
  if (o.rules.review_won_tricks) {
    keys.add(Command::WonTricks);
    if (last_trick) keys.add(Command::LastTrick);
  }
  return keys;
}

}  // namespace schnapsen::tui
