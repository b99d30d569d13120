#include "schnapsen/view.hpp"

#include <algorithm>
#include <cassert>

#include "schnapsen/play.hpp"
#include "schnapsen/tricks.hpp"

namespace schnapsen {

CardSet revealed_exclusions(const SeatView& view) {
  CardSet out;
  for (const PlayedTrick& t : played_tricks(view.history, view.trump))
    if (t.strict && t.leader == view.seat)  // the opponent followed under R4.1
      out |= excluded_by_follow(t.cards[0], t.cards[1], view.trump);
  return out;
}

CardSet SeatView::unseen() const {
  CardSet seen = hand | won[0] | won[1] | opponent_shown;
  if (lead.valid()) seen.insert(lead);
  if (trump_card.valid()) seen.insert(trump_card);
  return CardSet::all() - seen;
}

SeatView make_view(const HandState& s, const std::vector<SeatAction>& history, int seat) {
  const int opp = 1 - seat;
  SeatView v;
  v.rules = s.rules();
  v.seat = seat;
  v.dealer = s.dealer();
  v.to_act = s.to_act();
  v.phase = s.phase();
  v.hand = s.hand(seat);
  v.trump = s.trump();
  v.trump_card_dealt = s.trump_card_dealt();
  v.talon_size = s.talon_size();
  v.trump_card = v.talon_size > 0 ? s.trump_card() : Card::none();
  v.closer = s.closer();
  v.opponent_hand_size = s.hand(opp).size();
  v.opponent_shown = s.shown(opp);
  for (int i = 0; i < 2; ++i) {
    v.won[i] = s.won_cards(i);
    v.tricks[i] = s.tricks(i);
    v.scores[i] = s.score(i);
    v.marriage_points[i] = s.marriage_points(i);
  }
  v.tricks_at_close = s.tricks_at_close();
  v.score_at_close = s.score_at_close();
  v.lead = s.phase() == Phase::Follow ? s.lead_card() : Card::none();
  v.melded_suit = s.melded_suit();
  v.history = history;
  v.opponent_lacks = revealed_exclusions(v) & v.unseen();
  if (s.to_act() == seat && !s.over()) v.legal = s.legal_actions();
  v.result = s.result();
  return v;
}

HandState world_state(const SeatView& v, CardSet opponent_hidden, std::span<const Card> stock) {
  assert(opponent_hidden.size() + v.opponent_shown.size() == v.opponent_hand_size);
  assert(static_cast<int>(stock.size()) == (v.talon_size > 0 ? v.talon_size - 1 : 0));
  HandState::Parts p;
  p.rules = v.rules;
  p.dealer = v.dealer;
  p.phase = v.phase;
  p.leader = v.phase == Phase::Follow ? 1 - v.to_act : v.to_act;
  p.lead = v.lead;
  p.hand[v.seat] = v.hand;
  p.hand[v.opponent()] = v.opponent_shown | opponent_hidden;
  p.won = v.won;
  // The scores are exact; the marriage points are the view's (public in play, a split of the
  // scores in a position's view), and the card points what the scores leave over.
  for (int seat = 0; seat < 2; ++seat) {
    if (v.tricks[seat] == 0) {
      p.card_points[seat] = 0;
      p.marriages[seat] = v.marriage_points[seat];  // declared, counting from the first trick
      continue;
    }
    p.marriages[seat] = std::clamp(v.marriage_points[seat], 0, v.scores[seat]);
    p.card_points[seat] = v.scores[seat] - p.marriages[seat];
  }
  // Shown cards: ours as the opponent saw them are not needed for search; theirs are.
  p.shown[v.opponent()] = v.opponent_shown;
  p.tricks = v.tricks;
  p.trump_card_dealt = v.trump_card_dealt;
  p.trump_card = v.trump_card.valid() ? v.trump_card : v.trump_card_dealt;
  p.stock_next = kStockSize - static_cast<int>(stock.size());
  if (v.talon_size == 0) p.stock_next = kStockSize;
  for (std::size_t i = 0; i < stock.size(); ++i) p.stock[p.stock_next + i] = stock[i];
  p.closer = v.closer;
  p.tricks_at_close = v.tricks_at_close;
  p.score_at_close = v.score_at_close;
  p.meld_pending = v.melded_suit;
  return HandState::from_parts(p);
}

}  // namespace schnapsen
