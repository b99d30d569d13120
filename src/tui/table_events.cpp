// Events onto the table (table_state.hpp keeps what they change), with the AI's pauses and the
// boxes at the end of a hand, a Bummerl and the match (front_end.hpp).
#include <algorithm>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/boxes.hpp"
#include "schnapsen/tui/end_screens.hpp"
#include "schnapsen/tui/front_end.hpp"

namespace schnapsen::tui {

void FrontEnd::on_event(const game::GameEvent& e) {
  using game::EventKind;
  if (e.kind == EventKind::HandStarted)  // the menu's suits, from this hand on
    if (const std::optional<SuitStyle> suits = look_.take_new_suits()) use_suits(*suits);
  table_.state().apply(e, game::describe(e, naming_), table_.showing_past());
  const bool by_ai = e.seat >= 0 && e.seat < 2 && !opt_.human[e.seat];
  const SpeedPauses& pauses = pauses_of(opt_.speed);
  switch (e.kind) {
    case EventKind::HandStarted:
      if (opt_.hot_seat()) table_.sight().viewer = -1;  // no hand before the privacy screen
      table_.redraw();
      break;
    case EventKind::CardPlayed:
      if (by_ai)
        table_.pause(pauses.card_ms);
      else
        table_.redraw();
      break;
    case EventKind::TrickWon:
      table_.pause(pauses.trick_ms);
      table_.state().take_trick();
      table_.redraw();  // now the trick counts and the cards drawn appear
      break;
    case EventKind::Exchanged:
    case EventKind::Closed:
    case EventKind::Melded:
    case EventKind::Claimed:
    case EventKind::Passed:
    case EventKind::Resigned:
      table_.say(table_.state().last_line(), Role::Good);
      if (by_ai)
        table_.pause(pauses.action_ms);
      else
        table_.redraw();
      break;
    case EventKind::CardsDrawn: table_.redraw(); break;
    case EventKind::TakenBack:  // a card led and not yet answered stays on the table
      table_.say(table_.state().last_line(), Role::Good);
      table_.redraw();
      break;
    case EventKind::HandOver: hand_over(e); break;
    case EventKind::BummerlOver:
      // The Bummerl that ends the match is told in the match's box: one Enter less.
      if (std::max(e.table.bummerls[0], e.table.bummerls[1]) >= opt_.match.bummerls_to_lose) {
        match_bummerl_ = bummerl_over_lines(e, naming_);
        break;
      }
      dialogs_.show(BummerlOverBox{e, naming_}.content());
      break;
    case EventKind::MatchOver:
      dialogs_.show(MatchOverBox{e, naming_, match_bummerl_}.content());
      match_bummerl_.clear();
      break;
  }
}

void FrontEnd::hand_over(const game::GameEvent& e) {
  // A resigned hand gets no review: the resignation itself is no decision it can judge.
  BoxLines review;
  if (opt_.review && opt_.rules.review_won_tricks && e.review &&
      e.result.reason != EndReason::Resigned) {
    table_.say(_("Reviewing the hand..."), Role::Dimmed);
    table_.redraw();
    review = review_lines(e, naming_, opt_.human, opt_.hot_seat());
    table_.say("");
  }
  table_.state().clear_trick();
  // Soft play: t shows both sides' tricks of the hand, then the box again; sharp (R9.2): the
  // tricks stay face down.
  const bool tricks = opt_.rules.review_won_tricks;
  const BoxContent box = HandOverBox{e, naming_, review, tricks}.content();
  if (!tricks) {
    dialogs_.show(box);
    return;
  }
  const SeatView& view = e.table.views[static_cast<std::size_t>(table_.bottom_seat())];
  while (HandOverBox::kTricks.contains(dialogs_.show(box, {kCloseKeys, HandOverBox::kTricks})))
    dialogs_.show(HandTricksBox{view, naming_}.content());
}

}  // namespace schnapsen::tui
