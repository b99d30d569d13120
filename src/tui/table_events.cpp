// Events onto the table (table_state.hpp keeps what they change), with the AI's pauses and the
// boxes at the end of a hand, a Bummerl and the match (front_end.hpp).
#include <algorithm>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/end_screens.hpp"
#include "schnapsen/tui/front_end.hpp"

namespace schnapsen::tui {

void FrontEnd::on_event(const game::GameEvent& e) {
  using game::EventKind;
  if (e.kind == EventKind::HandStarted && next_suits_) {  // the menu's suits, from this hand on
    opt_.glyphs = Glyphs::make(opt_.glyphs.unicode, *next_suits_);
    next_suits_.reset();
    table_.set_glyphs(opt_.glyphs);
    const Glyphs glyphs = opt_.glyphs;
    naming_.card = [glyphs](Card c) { return glyphs.card_label(c); };
    naming_.suit = [glyphs](Suit s) { return glyphs.suit_name(s); };
  }
  state_.apply(e, game::describe(e, naming_), showing_past_);
  const bool by_ai = e.seat >= 0 && e.seat < 2 && !opt_.human[e.seat];
  switch (e.kind) {
    case EventKind::HandStarted:
      if (hot_seat()) viewer_ = -1;  // no new hand is shown before the privacy screen
      redraw();
      break;
    case EventKind::CardPlayed:
      if (by_ai)
        pause(pauses_of(opt_.speed).card_ms);
      else
        redraw();
      break;
    case EventKind::TrickWon:
      pause(pauses_of(opt_.speed).trick_ms);
      state_.take_trick();
      redraw();  // now the trick counts and the cards drawn appear
      break;
    case EventKind::Exchanged:
    case EventKind::Closed:
    case EventKind::Melded:
    case EventKind::Claimed:
    case EventKind::Passed:
    case EventKind::Resigned:
      say(state_.last_line(), Role::Good);
      if (by_ai)
        pause(pauses_of(opt_.speed).action_ms);
      else
        redraw();
      break;
    case EventKind::CardsDrawn: redraw(); break;
    case EventKind::TakenBack:  // a card led and not yet answered stays on the table
      say(state_.last_line(), Role::Good);
      redraw();
      break;
    case EventKind::HandOver: hand_over_screen(e); break;
    case EventKind::BummerlOver:
      // The Bummerl that ends the match is told in the match's box: one Enter less.
      if (std::max(e.table.bummerls[0], e.table.bummerls[1]) >= opt_.match.bummerls_to_lose) {
        match_bummerl_ = bummerl_over_lines(e, naming_);
        break;
      }
      modal(_("Bummerl over"), bummerl_over_lines(e, naming_), _("Press Enter to continue"));
      break;
    case EventKind::MatchOver: {
      BoxLines lines = match_over_lines(e, naming_);
      // After "You win the match!": how the last Bummerl went (its own tally line is the same).
      if (!match_bummerl_.empty())
        lines.insert(lines.begin() + 1, match_bummerl_.begin(), match_bummerl_.end() - 1);
      match_bummerl_.clear();
      modal(_("Match over"), lines, _("Press Enter to continue"));
      break;
    }
  }
}

void FrontEnd::hand_over_screen(const game::GameEvent& e) {
  BoxLines lines = hand_over_lines(e, naming_);
  // A resigned hand gets no review: the resignation itself is no decision it can judge.
  if (opt_.review && opt_.rules.review_won_tricks && e.review &&
      e.result.reason != EndReason::Resigned) {
    lines.emplace_back("", Role::Normal);
    say(_("Reviewing the hand..."), Role::Dimmed);
    redraw();
    for (auto& line : review_lines(e, naming_, opt_.human, hot_seat())) lines.push_back(line);
    say("");
  }
  state_.clear_trick();
  const std::string title = tr(N_("Hand %d over"), {std::to_string(e.hand_index + 1)});
  if (!opt_.rules.review_won_tricks) {  // sharp (R9.2): the tricks stay face down
    modal(title, lines, _("Press Enter to continue"));
    return;
  }
  // Soft play: t shows both sides' tricks of the hand, then the box again.
  constexpr KeyGroup kTricksKeys{.codes = "t"};
  while (kTricksKeys.contains(dialogs_.box(title, lines, _("Enter: continue, t: the hand's tricks"),
                                           {kCloseKeys, kTricksKeys})))
    show_hand_tricks(e);
}

bool FrontEnd::privacy_screen(int seat) {
  privacy_ = true;
  selected_ = -1;  // the next player's selection starts afresh, not where the other left it
  const std::string name = game::shown_name(opt_.names[seat]);
  // Only Enter shows the hand (a stray space or Esc must not); q asks to quit, hands hidden.
  for (;;) {
    const int key = dialogs_.box(_("Hot-seat"),
                                 {{tr(N_("Pass the keyboard to %s."), {name}), Role::Normal},
                                  {_("Both hands are hidden."), Role::Dimmed}},
                                 tr(N_("%s, press Enter to see your hand"), {name}),
                                 {KeyGroup{.enter = true}, kQuitKeys});
    if (key != 'q') break;
    if (confirm_quit()) return false;
  }
  privacy_ = false;
  viewer_ = seat;
  return true;
}

}  // namespace schnapsen::tui
