// Descriptions of game events for the log, in the current language (i18n.hpp).
#include "schnapsen/game/events.hpp"

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::game {

std::string Naming::card_name(Card c) const { return card ? card(c) : to_string(c); }

std::string Naming::suit_name(Suit s) const {
  return suit ? suit(s) : std::string(schnapsen::suit_name(s));
}

std::string shown_name(const std::string& name) {
  if (name == kYou) return _("You");
  if (name == "Player 1") return _("Player 1");
  if (name == "Player 2") return _("Player 2");
  if (name == "Bot") return _("Bot");
  if (name == "AI") return _("AI");
  if (name.starts_with("AI ")) return tr(N_("AI %s"), {name.substr(3)});
  return name;
}

std::string about(const std::string& who, const char* you, const char* other,
                  std::vector<std::string> args) {
  if (who == kYou) return tr(you, args);
  args.insert(args.begin(), shown_name(who));
  return tr(other, args);
}

std::string action_text(Action a, const Naming& n) {
  switch (a.kind) {
    case ActionKind::Play: return tr(N_("play %s"), {n.card_name(a.card())});
    case ActionKind::Meld: return tr(N_("meld %s"), {n.suit_name(a.suit())});
    case ActionKind::Exchange: return _("exchange the trump jack");
    case ActionKind::Close: return _("close the talon");
    case ActionKind::Claim: return _("claim 66");
    case ActionKind::Pass: return _("pass");
    case ActionKind::Resign: return _("resign the hand");
  }
  return {};
}

std::string short_action_text(Action a, const Naming& n) {
  switch (a.kind) {
    case ActionKind::Play: return n.card_name(a.card());
    case ActionKind::Meld: return tr(N_("meld %s"), {n.suit_name(a.suit())});
    // TRANSLATORS: the short names of actions, after "chose" ("You chose close (+0.12)") and
    // "better:" on the history viewer's narrow message line.
    case ActionKind::Exchange: return _("exchange");
    case ActionKind::Close: return _("close");
    case ActionKind::Claim: return _("claim");
    case ActionKind::Pass: return _("pass");
    case ActionKind::Resign: return _("resign");
  }
  return {};
}

namespace {

std::string number(int n) { return std::to_string(n); }

}  // namespace

std::string describe(const GameEvent& e, const Naming& n) {
  const std::string who = e.seat >= 0 && e.seat < 2 ? n.players[e.seat] : std::string("?");
  switch (e.kind) {
    case EventKind::HandStarted:
      return about(n.players[e.dealer], N_("Hand %d: You deal, trump card %s"),
                   N_("Hand %2$d: %1$s deals, trump card %3$s"),
                   {number(e.hand_index + 1), n.card_name(e.card)});
    case EventKind::Exchanged:
      return about(who, N_("You exchange the trump jack for %s"),
                   N_("%s exchanges the trump jack for %s"), {n.card_name(e.card)});
    case EventKind::Closed: return about(who, N_("You close the talon"), N_("%s closes the talon"));
    case EventKind::Melded:
      if (e.points == 40)
        return about(who, N_("You meld 40 in %s"), N_("%s melds 40 in %s"), {n.suit_name(e.suit)});
      return about(who, N_("You meld 20 in %s"), N_("%s melds 20 in %s"), {n.suit_name(e.suit)});
    case EventKind::CardPlayed:
      if (e.led) return about(who, N_("You lead %s"), N_("%s leads %s"), {n.card_name(e.card)});
      return about(who, N_("You play %s"), N_("%s plays %s"), {n.card_name(e.card)});
    case EventKind::TrickWon:
      if (!n.trick_points) return about(who, N_("You win the trick"), N_("%s wins the trick"));
      return about(who, N_("You win the trick (%d)"), N_("%s wins the trick (%d)"),
                   {number(e.points)});
    case EventKind::CardsDrawn:
      if (e.talon_left == 0) return _("Talon exhausted");
      return tr(P_("Cards drawn, %d left in talon", "Cards drawn, %d left in talon", e.talon_left),
                {number(e.talon_left)});
    case EventKind::Claimed:
      if (e.correct)
        return about(who, N_("You claim 66 with %d: correct"), N_("%s claims 66 with %d: correct"),
                     {number(e.score)});
      return about(who, N_("You claim 66 with %d: a false claim"),
                   N_("%s claims 66 with %d: a false claim"), {number(e.score)});
    case EventKind::Passed: return about(who, N_("You pass"), N_("%s passes"));
    case EventKind::Resigned:
      return about(who, N_("You resign the hand"), N_("%s resigns the hand"));
    case EventKind::HandOver: {
      const int gp = e.result.game_points;
      const std::string why = describe_end(e, n);
      const std::string& winner = n.players[e.result.winner];
      if (winner == kYou)
        return tr(P_("You win %d game point (%s)", "You win %d game points (%s)", gp),
                  {number(gp), why});
      return tr(P_("%s wins %d game point (%s)", "%s wins %d game points (%s)", gp),
                {shown_name(winner), number(gp), why});
    }
    case EventKind::BummerlOver:
      if (e.schneider)
        return about(who, N_("You win the Bummerl (Schneider: counts twice)"),
                     N_("%s wins the Bummerl (Schneider: counts twice)"));
      return about(who, N_("You win the Bummerl"), N_("%s wins the Bummerl"));
    case EventKind::MatchOver: return about(who, N_("You win the match"), N_("%s wins the match"));
    case EventKind::TakenBack:
      return about(who, N_("You take back a move"), N_("%s takes back a move"));
  }
  return {};
}

std::string describe_end(const GameEvent& e, const Naming& n) {
  const HandResult& r = e.result;
  const int loser = 1 - r.winner;
  // Up to three clauses joined by ", ": how it ended, what became of the closing, how high.
  std::vector<std::string> clauses;
  switch (r.reason) {
    case EndReason::None: return _("not over");
    case EndReason::CorrectClaim:
      clauses.push_back(about(n.players[r.claimer], N_("you claimed %d: correct"),
                              N_("%s claimed %d: correct"), {number(e.scores[r.claimer])}));
      if (e.closer >= 0 && e.closer != r.claimer)  // the closer's opponent reached 66 first
        clauses.push_back(about(n.players[e.closer], N_("you closed and did not reach 66"),
                                N_("%s closed and did not reach 66")));
      break;
    case EndReason::FalseClaim:
      clauses.push_back(about(n.players[r.claimer], N_("you claimed %d: false"),
                              N_("%s claimed %d: false"), {number(e.scores[r.claimer])}));
      break;
    case EndReason::LastTrick:
      clauses.push_back(about(n.players[r.winner], N_("you won the last trick, no one claimed 66"),
                              N_("%s won the last trick, no one claimed 66")));
      break;
    case EndReason::Resigned:  // R7.8: 3 game points, whatever the standing
      return about(n.players[r.claimer], N_("you resigned"), N_("%s resigned"));
    case EndReason::CloserFailed:
      clauses.push_back(about(n.players[e.closer >= 0 ? e.closer : loser],
                              N_("you closed and did not reach 66"),
                              N_("%s closed and did not reach 66")));
      break;
  }
  const bool claimer_scores =
      r.reason == EndReason::CorrectClaim && (e.closer < 0 || e.closer == r.claimer);
  // After a close, Schneider and Schwarz go by the opponent's standing at closing (R7.4).
  const bool closed_by_winner = claimer_scores && e.closer >= 0;
  if (closed_by_winner && r.game_points == 3)
    clauses.push_back(about(n.players[loser], N_("Schwarz: you had no trick when the talon closed"),
                            N_("Schwarz: %s had no trick when the talon closed")));
  else if (closed_by_winner && r.game_points == 2)
    clauses.push_back(about(n.players[loser], N_("Schneider: you had %d when the talon closed"),
                            N_("Schneider: %s had %d when the talon closed"),
                            {number(e.score_at_close)}));
  else if (claimer_scores && r.game_points == 3)
    clauses.emplace_back(_("Schwarz"));
  else if (claimer_scores && r.game_points == 2)
    clauses.emplace_back(_("Schneider"));
  else if (r.game_points == 3 && e.closer >= 0)
    clauses.push_back(about(n.players[r.winner], N_("you had no trick at closing"),
                            N_("%s had no trick at closing")));
  else if (r.game_points == 3)
    clauses.push_back(about(n.players[r.winner], N_("you had no trick"), N_("%s had no trick")));
  std::string text;
  for (const std::string& c : clauses) text += (text.empty() ? "" : ", ") + c;
  return text;
}

}  // namespace schnapsen::game
