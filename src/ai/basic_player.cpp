#include "schnapsen/ai/basic_player.hpp"

#include <algorithm>

namespace schnapsen::ai {
namespace {

// Cards still in play that this seat has not seen (hidden hand and stock) or the opponent shows.
CardSet outstanding(const SeatView& v) { return v.unseen() | v.opponent_shown; }

// A King or Queen whose partner may still complete a marriage for us (phase one only).
bool marriage_card(const SeatView& v, Card c) {
  if (!v.talon_open()) return false;
  if (c.rank() != Rank::King && c.rank() != Rank::Queen) return false;
  const Card partner = marriage_partner(c);
  return v.hand.contains(partner) || v.unseen().contains(partner);
}

// Sort key for throwing a card away: fewest points, non-trumps first, marriage cards last.
int discard_cost(const SeatView& v, Card c) {
  int cost = c.points() * 4;
  if (c.suit() == v.trump) cost += 60;
  if (marriage_card(v, c)) cost += 30;
  if (c.rank() == Rank::Ace) cost += 20;
  return cost * 32 + c.index();
}

Card cheapest(const SeatView& v, CardSet cards) {
  Card best = cards.lowest();
  for (Card c : cards)
    if (discard_cost(v, c) < discard_cost(v, best)) best = c;
  return best;
}

// The weakest card of `cards` that wins against `lead`, or none.
Card lowest_winner(const SeatView& v, CardSet cards, Card lead) {
  Card best = Card::none();
  for (Card c : cards) {
    if (!follow_wins(lead, c, v.trump)) continue;
    // Prefer winning in the led suit; among equals, the lowest card.
    const bool better = !best.valid() || (c.suit() == lead.suit()) > (best.suit() == lead.suit()) ||
                        ((c.suit() == lead.suit()) == (best.suit() == lead.suit()) && c < best);
    if (better) best = c;
  }
  return best;
}

// Cards of ours that win whenever led in phase two: the top of a suit nobody else holds higher,
// for trumps; for other suits only once the opponent can hold no trump.
CardSet sure_winners(const SeatView& v) {
  const CardSet out_cards = outstanding(v);
  const bool opponent_trumpless = out_cards.suit(v.trump).empty();
  CardSet sure;
  for (int s = 0; s < kSuitCount; ++s) {
    const Suit suit = static_cast<Suit>(s);
    if (suit != v.trump && !opponent_trumpless) continue;
    const CardSet theirs = out_cards.suit(suit);
    for (Card c : v.hand.suit(suit))
      if (theirs.above(c).empty()) sure.insert(c);
  }
  return sure;
}

// Our score if we win the sure tricks, each capturing at least the opponent's cheapest card.
int score_with_sure_tricks(const SeatView& v) {
  const CardSet sure = sure_winners(v);
  const int me = v.seat;
  const int now = v.tricks[me] > 0 ? v.scores[me] : v.marriage_points[me];  // pending counts
  return now + sure.points() + 2 * sure.size();
}

Action choose_lead(const SeatView& v) {
  const ActionList& legal = v.legal;
  if (legal.contains(Action::exchange())) return Action::exchange();
  if (v.melded_suit) {  // lead the Queen where allowed: the King keeps more points back
    const Action q = Action::play(queen_of(*v.melded_suit));
    return legal.contains(q) ? q : Action::play(king_of(*v.melded_suit));
  }
  if (legal.contains(Action::meld(v.trump))) return Action::meld(v.trump);
  for (Action a : legal)
    if (a.kind == ActionKind::Meld) return a;
  if (legal.contains(Action::close()) && score_with_sure_tricks(v) >= kWinningScore)
    return Action::close();
  if (!v.talon_open()) {
    const CardSet sure = sure_winners(v);
    if (!sure.empty()) {  // cash the biggest sure winner, trumps first
      Card best = sure.lowest();
      for (Card c : sure)
        if ((c.suit() == v.trump) > (best.suit() == v.trump) ||
            ((c.suit() == v.trump) == (best.suit() == v.trump) && c.points() > best.points()))
          best = c;
      return Action::play(best);
    }
  }
  return Action::play(cheapest(v, v.hand));
}

Action choose_follow(const SeatView& v) {
  CardSet playable;
  for (Action a : v.legal) playable.insert(a.card());
  const Card lead = v.lead;
  if (!v.talon_open()) {  // R4.1 already narrowed the choice: win cheaply, else throw cheaply
    const Card w = lowest_winner(v, playable, lead);
    return Action::play(w.valid() ? w : cheapest(v, playable));
  }
  // Phase one: take the trick with a higher card of the suit when that card is a Ten or an Ace
  // (it scores) or the lead is worth taking; trump Tens and Aces with a trump that is not
  // needed for a marriage.
  const bool rich_lead = lead.points() >= 10;
  const CardSet same_higher = playable.above(lead);
  if (!same_higher.empty()) {
    const Card w = same_higher.lowest();
    if (rich_lead || w.points() >= 10) return Action::play(w);
  }
  if (rich_lead && lead.suit() != v.trump) {
    CardSet trumps = playable.suit(v.trump);
    for (Card c : trumps)
      if (marriage_card(v, c)) trumps.erase(c);
    if (!trumps.empty()) return Action::play(trumps.lowest());
  }
  return Action::play(cheapest(v, playable));
}

}  // namespace

Action basic_action(const SeatView& view) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  return view.phase == Phase::Follow ? choose_follow(view) : choose_lead(view);
}

Action BasicPlayer::choose(const SeatView& view, const MatchInfo&) { return basic_action(view); }

}  // namespace schnapsen::ai
