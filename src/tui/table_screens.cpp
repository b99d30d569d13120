// The screens a human seat may open at its turn: won tricks, the last trick, help, statistics
// and advice (front_end.hpp).
#include <algorithm>
#include <cstdio>

#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tricks.hpp"
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/help.hpp"

namespace schnapsen::tui {

int tricks_before(const SeatView& view, const std::vector<PlayedTrick>& tricks) {
  return std::max(0, view.tricks[0] + view.tricks[1] - static_cast<int>(tricks.size()));
}

void FrontEnd::show_won_tricks(const SeatView& view) {
  if (!opt_.rules.review_won_tricks) {
    say(_("Sharp rules: won tricks lie face down, no looking through them (R9.2)"), Role::Warning);
    return;
  }
  std::vector<std::pair<std::string, Role>> lines;
  const std::vector<PlayedTrick> tricks = played_tricks(view.history, view.trump);
  int number = tricks_before(view, tricks);
  for (const PlayedTrick& t : tricks) {
    ++number;
    if (t.winner != view.seat) continue;
    lines.emplace_back(tr(N_("Trick %d: %s %s  (%d)"),
                          {std::to_string(number), label(t.cards[0]), label(t.cards[1]),
                           std::to_string(t.cards[0].points() + t.cards[1].points())}),
                       Role::Normal);
  }
  if (lines.empty()) lines.emplace_back(_("You have not won a trick yet."), Role::Dimmed);
  if (opt_.show_score)
    lines.emplace_back(tr(N_("Your score: %d"), {std::to_string(view.scores[view.seat])}),
                       Role::Good);
  modal(_("Your won tricks"), lines, _("Press Enter to go back"));
}

void FrontEnd::show_last_trick(const SeatView& view) {
  if (!opt_.rules.review_won_tricks) {
    say(_("Sharp rules: a finished trick is turned face down at once (R9.2)"), Role::Warning);
    return;
  }
  const std::optional<TrickShown>& last = state_.last_trick();
  if (!last || last->cards.size() != 2) {
    say(view.tricks[0] + view.tricks[1] == 0
            ? std::string(_("No trick has been taken yet in this hand"))
            : std::string(_("No trick to look back at: the next trick has begun")),
        Role::Warning);
    return;
  }
  const auto& c = last->cards;
  say(tr(N_("Last trick: %s led %s, %s played %s; %s"),
         {game::shown_name(opt_.names[c[0].first]), label(c[0].second),
          game::shown_name(opt_.names[c[1].first]), label(c[1].second), last->note}),
      Role::Normal);
}

void FrontEnd::show_help() {
  std::vector<std::pair<std::string, Role>> lines;
  for (const std::string& l : key_help_lines(opt_.glyphs)) lines.emplace_back(l, Role::Normal);
  lines.emplace_back("", Role::Normal);
  for (const std::string& l : rules_summary(opt_.rules, opt_.match))
    lines.emplace_back(l, Role::Normal);
  modal(_("Help"), lines, _("Press Enter to go back"));
}

void FrontEnd::show_statistics() {
  std::vector<std::pair<std::string, Role>> lines;
  if (opt_.statistics) {
    for (const std::string& l : opt_.statistics()) lines.emplace_back(l, Role::Normal);
  } else {
    lines.emplace_back(_("No statistics are kept in this game (nothing is saved)."), Role::Dimmed);
  }
  modal(_("Statistics"), lines, _("Press Enter to go back"));
}

void FrontEnd::give_advice(const SeatView& view) {
  say(_("Thinking about your move..."), Role::Dimmed);
  redraw();
  if (!opt_.advisor) opt_.advisor = game::make_advisor();
  const game::Advice advice = opt_.advisor(view);
  const std::string expected = decimal(advice.expected, 1, true);
  // Enter now does what was advised, whatever it is; the message names the key as well.
  std::string key;
  switch (advice.action.kind) {
    case ActionKind::Play: {
      const std::vector<Card> cards = sorted_hand(view.hand);
      for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i] == advice.action.card()) {
          selected_ = static_cast<int>(i);
          key = std::to_string(i + 1);
        }
      break;
    }
    case ActionKind::Meld: key = "m"; break;
    case ActionKind::Exchange: key = "x"; break;
    case ActionKind::Close: key = "c"; break;
    case ActionKind::Claim: key = "!"; break;
    case ActionKind::Pass: key = "n"; break;
    case ActionKind::Resign: break;  // never advised (not a listed action)
  }
  advised_ = advice.action;
  say(tr(N_("Advice: %s (expected %s game points); Enter or %s does it"),
         {game::action_text(advice.action, naming_), expected, key}),
      Role::Good);
}

}  // namespace schnapsen::tui
