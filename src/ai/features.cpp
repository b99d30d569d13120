#include "schnapsen/ai/features.hpp"

namespace schnapsen::ai {
namespace {

// Trump first, then the other suits in their order.
int canonical_suit(Suit s, Suit trump) {
  const int i = static_cast<int>(s);
  const int t = static_cast<int>(trump);
  return i == t ? 0 : i < t ? i + 1 : i;
}

int canonical_card(Card c, Suit trump) {
  return canonical_suit(c.suit(), trump) * kRankCount + static_cast<int>(c.rank());
}

void put_cards(Features& f, int block, CardSet cards, Suit trump) {
  for (Card c : cards) f[block * kCardCount + canonical_card(c, trump)] = 1.0F;
}

}  // namespace

int action_slot(Action a, Suit trump) {
  switch (a.kind) {
    case ActionKind::Play: return canonical_card(a.card(), trump);
    case ActionKind::Meld: return kCardCount + canonical_suit(a.suit(), trump);
    case ActionKind::Exchange: return kCardCount + kSuitCount;
    case ActionKind::Close: return kCardCount + kSuitCount + 1;
    case ActionKind::Claim: return kCardCount + kSuitCount + 2;
    case ActionKind::Pass: return kCardCount + kSuitCount + 3;
    case ActionKind::Resign: return -1;
  }
  return -1;
}

Features encode_view(const SeatView& v) {
  Features f{};
  const Suit t = v.trump;
  const int me = v.seat;
  const int opp = v.opponent();
  put_cards(f, 0, v.hand, t);
  if (v.talon_size > 0 && v.trump_card.valid()) put_cards(f, 1, CardSet(v.trump_card), t);
  put_cards(f, 2, v.won[0] | v.won[1], t);
  if (v.phase == Phase::Follow && v.lead.valid()) put_cards(f, 3, CardSet(v.lead), t);
  put_cards(f, 4, v.opponent_shown, t);
  put_cards(f, 5, v.opponent_lacks, t);
  float* s = f.data() + kCardSetFeatures;
  s[0] = static_cast<float>(v.talon_size) / kTalonSize;
  s[1] = v.talon_open() ? 1.0F : 0.0F;
  s[2] = v.closer == me ? 1.0F : 0.0F;
  s[3] = v.closer == opp ? 1.0F : 0.0F;
  s[4] = v.phase == Phase::Follow ? 1.0F : 0.0F;
  s[5] = v.phase == Phase::ClaimOrPass ? 1.0F : 0.0F;
  s[6] = static_cast<float>(v.scores[me]) / 66.0F;
  s[7] = static_cast<float>(v.scores[opp]) / 66.0F;
  s[8] = v.tricks[me] > 0 ? 1.0F : 0.0F;
  s[9] = v.tricks[opp] > 0 ? 1.0F : 0.0F;
  s[10] = v.scores[me] >= 66 ? 1.0F : 0.0F;
  s[11] = static_cast<float>(v.tricks[0] + v.tricks[1]) / kCardCount * 2.0F;
  s[12] = v.melded_suit ? 1.0F : 0.0F;
  s[13] = v.dealer == me ? 1.0F : 0.0F;
  float* legal = s + kScalarFeatures;
  for (int i = 0; i < v.legal.size(); ++i)
    if (const int slot = action_slot(v.legal[i], t); slot >= 0) legal[slot] = 1.0F;
  return f;
}

}  // namespace schnapsen::ai
