// What a human seat is told at its turn: the prompt, the keys that apply and why u does not
// (front_end.hpp).
#include <cctype>

#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/front_end.hpp"

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

std::string FrontEnd::turn_prompt(const SeatView& view) const {
  // In hot-seat play the prompt names the player: "Anna, your turn: ...".
  const auto to = [&](std::string text) {
    if (!hot_seat()) return text;
    if (!text.empty())
      text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    // TRANSLATORS: a player's name, then the prompt for that player ("Anna, your lead: ...").
    return tr(N_("%s, %s"), {game::shown_name(opt_.names[view.seat]), text});
  };
  // The assist (soft play only): a reminder when a claim would win.
  if (opt_.show_score && opt_.rules.review_won_tricks && view.legal.contains(Action::claim()) &&
      view.scores[view.seat] >= kWinningScore)
    return to(tr(N_("You have %d: press ! to claim"), {std::to_string(view.scores[view.seat])}));
  if (view.phase == Phase::ClaimOrPass)
    return to(_("You won the last trick of the closed hand: ! claims 66, n passes"));
  if (view.melded_suit) {
    const bool claim = view.legal.contains(Action::claim()) && view.tricks[view.seat] > 0;
    // A claim is legal here, but worth a hint only once the marriage counts (R5.4).
    if (opt_.rules.meld_must_lead_king)
      return claim ? _("Now lead the King of the marriage, or ! to claim 66")
                   : _("Now lead the King of the marriage");
    return claim ? _("Now lead the King or the Queen of the marriage, or ! to claim 66")
                 : _("Now lead the King or the Queen of the marriage");
  }
  if (view.phase == Phase::Follow)
    return to(follow_prompt(label(view.lead), view.talon_open(), view.closer >= 0));
  std::string extras;
  const std::pair<Action, const char*> keys[] = {{Action::exchange(), N_("x exchange")},
                                                 {Action::close(), N_("c close")},
                                                 {Action::claim(), N_("! claim 66")}};
  bool meld = false;
  for (Action a : view.legal) meld = meld || a.kind == ActionKind::Meld;
  if (meld) extras += std::string(", ") + _("m meld");
  for (const auto& [action, text] : keys)
    if (view.legal.contains(action)) extras += std::string(", ") + _(text);
  // TRANSLATORS: %s is a list of keys, e.g. ", m meld, c close" (each part translated alone).
  return to(tr(N_("Your lead: play a card%s"), {extras}));
}

CommandSet FrontEnd::available(const SeatView& view, int cards, bool may_take_back) const {
  CommandSet keys{Command::Help,      Command::Quit,       Command::Redraw,
                  Command::ScrollLog, Command::Statistics, Command::Menu};
  if (opt_.advice) keys.add(Command::Advice);
  if (view.phase != Phase::ClaimOrPass && cards > 0)
    for (Command c : {Command::Select, Command::Play, Command::PlayCard}) keys.add(c);
  for (Action a : view.legal) {
    switch (a.kind) {
      case ActionKind::Meld: keys.add(Command::Meld); break;
      case ActionKind::Exchange: keys.add(Command::Exchange); break;
      case ActionKind::Close: keys.add(Command::Close); break;
      case ActionKind::Claim: keys.add(Command::Claim); break;
      case ActionKind::Pass: keys.add(Command::Pass); break;
      case ActionKind::Resign: break;  // never listed (the menu resigns)
      case ActionKind::Play: break;
    }
  }
  if (may_take_back) keys.add(Command::TakeBack);  // the controller's word (HumanTurn)
  if (opt_.rules.review_won_tricks) {
    keys.add(Command::WonTricks);
    const std::optional<TrickShown>& last = state_.last_trick();
    if (last && last->cards.size() == 2) keys.add(Command::LastTrick);
  }
  return keys;
}

std::string FrontEnd::take_back_refusal() const {
  if (!opt_.rules.review_won_tricks) return _("No take-backs under sharp rules");
  if (hot_seat()) return _("No take-backs in hot-seat play");
  if (!opt_.take_back)
    return _("Take-backs are off: start with --undo (soft rules, against a built-in AI)");
  return _("Nothing to take back: you have not moved in this hand yet");
}

}  // namespace schnapsen::tui
