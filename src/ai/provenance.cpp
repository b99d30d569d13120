// Where each seat's cards came from (provenance.hpp).
#include "schnapsen/ai/provenance.hpp"

#include <algorithm>

#include "schnapsen/play.hpp"
#include "schnapsen/public_history.hpp"

namespace schnapsen::ai {

Provenance::Provenance(const SeatView& view) : view_(view) {
  for (auto& seat : deadline_) seat.fill(kNever);
  const int fore = 1 - view.dealer;
  for (int i : kForehandDealt) slots_[fore].push_back({i, 0});
  for (int i : kDealerDealt) slots_[view.dealer].push_back({i, 0});
  // Walk the public history: who led and won each trick, who drew when, what each seat used.
  PublicHistory walk(view.rules, view.trump);
  Card under_talon = view.trump_card_dealt;
  const auto use = [&](int seat, Card c) {
    used_[seat].insert(c);
    const int trick = walk.tricks_played() + 1;
    deadline_[seat][c.index()] =
        std::min<std::uint8_t>(deadline_[seat][c.index()], static_cast<std::uint8_t>(trick));
  };
  for (const SeatAction& a : view.history) {
    if (a.seat == view.opponent()) ++opponent_decisions_;
    if (walk.to_act() < 0 && a.seat != fore) return;  // not a history from the deal
    const std::size_t tricks_before = walk.finished().size();
    if (a.action.kind == ActionKind::Play) use(a.seat, a.action.card());
    if (walk.apply(a)) return;  // not a history of this hand
    switch (a.action.kind) {
      case ActionKind::Meld:
        use(a.seat, king_of(a.action.suit()));
        use(a.seat, queen_of(a.action.suit()));
        break;
      case ActionKind::Exchange:
        use(a.seat, jack_of(view.trump));
        exchanged_[a.seat] = jack_of(view.trump);
        received_[a.seat].insert(under_talon);
        under_talon = jack_of(view.trump);
        break;
      default: break;
    }
    if (walk.finished().size() == tricks_before) continue;
    // A trick ended: with the talon open, its winner drew first, then the loser (R3.3).
    const PlayedTrick& t = walk.finished().back();
    if (t.strict) continue;
    const int trick = static_cast<int>(walk.finished().size());
    slots_[t.winner].push_back({kStockStart + t.drawn_before, trick});
    if (t.drawn_before + 1 < kStockSize)
      slots_[1 - t.winner].push_back({kStockStart + t.drawn_before + 1, trick});
    else
      received_[1 - t.winner].insert(under_talon);
  }
  // The history must account for every card played and every draw of the hand.
  const bool following = view.phase == Phase::Follow;
  if (walk.tricks() != view.tricks || walk.lead() != (following ? view.lead : Card::none())) return;
  const int drawn = walk.stock_drawn();
  if ((drawn < kStockSize ? kTalonSize - drawn : 0) != view.talon_size) return;
  free_stock_.clear();
  for (int i = drawn; i < kStockSize; ++i) free_stock_.push_back(kStockStart + i);
  const CardSet mine = own_cards(view.seat, view.hand);
  complete_ = mine.size() == static_cast<int>(slots_[view.seat].size());
}

CardSet Provenance::own_cards(int seat, CardSet now) const {
  // The exchanged jack was dealt or drawn before it went under the talon, even if the same
  // seat takes it back at the last draw.
  return ((now | used_[seat]) - received_[seat]) | exchanged_[seat];
}

std::optional<Deck> Provenance::deal_for(CardSet opponent_now, SplitMix64& rng) const {
  Deck deck{};
  CardSet placed;
  const int me = view_.seat;
  const int opp = view_.opponent();
  // Each seat's own cards, tightest deadline first, each to a random slot early enough: every
  // consistent provenance is equally likely (a later card's choices include an earlier one's).
  // My own provenance does not change what the opponent saw, so the first fitting slot will do.
  for (int seat : {opp, me}) {
    const CardSet now = seat == opp ? opponent_now : view_.hand;
    const CardSet own = own_cards(seat, now);
    if (own.size() != static_cast<int>(slots_[seat].size())) return std::nullopt;
    std::array<Card, kCardCount> cards{};
    int n = 0;
    for (Card c : own) cards[n++] = c;
    std::sort(cards.begin(), cards.begin() + n, [&](Card a, Card b) {
      return deadline_[seat][a.index()] < deadline_[seat][b.index()];
    });
    std::array<bool, kCardCount> taken{};
    for (int k = 0; k < n; ++k) {
      const int due = deadline_[seat][cards[k].index()];
      std::array<int, kCardCount> fits{};
      int f = 0;
      for (int i = 0; i < n; ++i)
        if (!taken[i] && slots_[seat][i].time < due) fits[f++] = i;
      if (f == 0) return std::nullopt;
      const int i = seat == opp ? fits[rng.below(f)] : fits[0];
      taken[i] = true;
      deck[slots_[seat][i].deck_index] = cards[k];
      placed.insert(cards[k]);
    }
  }
  deck[kTrumpCardAt] = view_.trump_card_dealt;
  placed.insert(view_.trump_card_dealt);
  const CardSet rest = CardSet::all() - placed;
  if (rest.size() != static_cast<int>(free_stock_.size())) return std::nullopt;
  int i = 0;
  for (Card c : rest) deck[free_stock_[i++]] = c;
  return deck;
}

std::optional<Deck> Provenance::deal(const World& world, SplitMix64& rng) const {
  if (!complete_ || world.stock_count != static_cast<int>(free_stock_.size())) return std::nullopt;
  std::optional<Deck> deck = deal_for(view_.opponent_shown | world.opponent_hidden, rng);
  if (!deck) return std::nullopt;
  for (int i = 0; i < world.stock_count; ++i) (*deck)[free_stock_[i]] = world.stock[i];
  return deck;
}

}  // namespace schnapsen::ai
