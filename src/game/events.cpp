// Plain-English descriptions of game events.
#include "schnapsen/game/events.hpp"

namespace schnapsen::game {

std::string Naming::card_name(Card c) const { return card ? card(c) : to_string(c); }

std::string Naming::suit_name(Suit s) const {
  return suit ? suit(s) : std::string(schnapsen::suit_name(s));
}

std::string says(const std::string& who, std::string verb) {
  if (who != "You") return who + " " + verb;
  if (verb.ends_with("sses"))
    verb.erase(verb.size() - 2);
  else if (verb.ends_with("s"))
    verb.pop_back();
  return who + " " + verb;
}

std::string mention(const std::string& who) { return who == "You" ? std::string("you") : who; }

std::string describe(const GameEvent& e, const Naming& n) {
  const std::string who = e.seat >= 0 && e.seat < 2 ? n.players[e.seat] : std::string("nobody");
  switch (e.kind) {
    case EventKind::HandStarted:
      return "Hand " + std::to_string(e.hand_index + 1) + ": " +
             says(n.players[e.dealer], "deals") + ", trump card " + n.card_name(e.card);
    case EventKind::Exchanged:
      return says(who, "exchanges") + " the trump jack for " + n.card_name(e.card);
    case EventKind::Closed: return says(who, "closes") + " the talon";
    case EventKind::Melded:
      return says(who, "melds") + " " + std::to_string(e.points) + " in " + n.suit_name(e.suit);
    case EventKind::CardPlayed:
      return says(who, e.led ? "leads" : "plays") + " " + n.card_name(e.card);
    case EventKind::TrickWon:
      return says(who, "wins") + " the trick" +
             (n.trick_points ? " (" + std::to_string(e.points) + ")" : std::string());
    case EventKind::CardsDrawn:
      return e.talon_left > 0 ? "Cards drawn, " + std::to_string(e.talon_left) + " left in talon"
                              : "Talon exhausted";
    case EventKind::Claimed:
      return says(who, "claims") + " 66 with " + std::to_string(e.score) +
             (e.correct ? ": correct" : ": a false claim");
    case EventKind::Passed: return says(who, "passes");
    case EventKind::HandOver: {
      const std::string winner = n.players[e.result.winner];
      const int gp = e.result.game_points;
      return says(winner, "wins") + " " + std::to_string(gp) + " game point" +
             (gp == 1 ? "" : "s") + " (" + describe_end(e, n) + ")";
    }
    case EventKind::BummerlOver:
      return says(who, "wins") + " the Bummerl" + (e.schneider ? " (Schneider: counts twice)" : "");
    case EventKind::MatchOver: return says(who, "wins") + " the match";
    case EventKind::TakenBack: return says(who, "takes") + " back a move";
  }
  return {};
}

std::string describe_end(const GameEvent& e, const Naming& n) {
  const HandResult& r = e.result;
  const int loser = 1 - r.winner;
  std::string text;
  switch (r.reason) {
    case EndReason::None: return "not over";
    case EndReason::CorrectClaim:
      text = mention(n.players[r.claimer]) + " claimed " + std::to_string(e.scores[r.claimer]) +
             ": correct";
      if (e.closer >= 0) text += e.closer == r.claimer ? ", closing kept" : ", closing broken";
      break;
    case EndReason::FalseClaim:
      text = mention(n.players[r.claimer]) + " claimed " + std::to_string(e.scores[r.claimer]) +
             ": false";
      if (e.closer == r.claimer) text += ", closing broken";
      break;
    case EndReason::LastTrick:
      text = mention(n.players[r.winner]) + " won the last trick, no one claimed 66";
      break;
    case EndReason::CloserFailed:
      text = mention(n.players[e.closer >= 0 ? e.closer : loser]) + " closed and did not reach 66";
      break;
  }
  const bool claimer_scores =
      r.reason == EndReason::CorrectClaim && (e.closer < 0 || e.closer == r.claimer);
  if (claimer_scores && r.game_points == 3)
    text += ", Schwarz";
  else if (claimer_scores && r.game_points == 2)
    text += ", Schneider";
  else if (r.game_points == 3)
    text += ", " + mention(n.players[r.winner]) +
            (e.closer >= 0 ? " had no trick at closing" : " had no trick");
  return text;
}

}  // namespace schnapsen::game
