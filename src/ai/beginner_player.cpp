#include "schnapsen/ai/beginner_player.hpp"

namespace schnapsen::ai {
namespace {

// The points at stake first; among equals the lower card (a Jack before a Queen of no points
// is not a question: only the trump decides ties of equal points).
bool richer(Card a, Card b) { return a.points() != b.points() ? a.points() > b.points() : a < b; }

// Closing, rarely: with 50 points and the trump Ace it feels safe.
constexpr int kCloseScore = 50;

Action lead(const SeatView& v) {
  if (v.melded_suit) {  // the marriage was shown: play one of its cards, as the rules demand
    const Action q = Action::play(queen_of(*v.melded_suit));
    return v.legal.contains(q) ? q : Action::play(king_of(*v.melded_suit));
  }
  for (Action a : v.legal)
    if (a.kind == ActionKind::Meld) return a;
  if (v.legal.contains(Action::close()) && v.scores[v.seat] >= kCloseScore &&
      v.hand.contains(Card(v.trump, Rank::Ace)))
    return Action::close();
  // Its richest card that is not a trump (Aces and Tens first, to "make points"); only trumps
  // left: the richest of them.
  Card best = Card::none();
  for (Action a : v.legal) {
    if (a.kind != ActionKind::Play) continue;
    const Card c = a.card();
    const bool better = !best.valid() || (c.suit() != v.trump) > (best.suit() != v.trump) ||
                        ((c.suit() != v.trump) == (best.suit() != v.trump) && richer(c, best));
    if (better) best = c;
  }
  return Action::play(best);
}

Action follow(const SeatView& v) {
  Card winner = Card::none();
  Card cheapest = Card::none();
  for (Action a : v.legal) {
    const Card c = a.card();
    if (follow_wins(v.lead, c, v.trump) && (!winner.valid() || richer(c, winner))) winner = c;
    if (!cheapest.valid() || richer(cheapest, c)) cheapest = c;
  }
  return Action::play(winner.valid() ? winner : cheapest);
}

}  // namespace

Action beginner_action(const SeatView& view) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  return view.phase == Phase::Follow ? follow(view) : lead(view);
}

Action BeginnerPlayer::choose(const SeatView& view, const MatchInfo&) {
  return beginner_action(view);
}

}  // namespace schnapsen::ai
