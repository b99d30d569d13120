#include "schnapsen/ai/worlds.hpp"

#include <algorithm>
#include <cassert>

#include "schnapsen/play.hpp"
#include "schnapsen/tricks.hpp"

namespace schnapsen::ai {
namespace {

// Lists the set bits of `set` as cards.
std::vector<Card> cards_of(CardSet set) {
  std::vector<Card> out;
  for (Card c : set) out.push_back(c);
  return out;
}

}  // namespace

HiddenInfo hidden_info(const SeatView& view) {
  HiddenInfo info;
  info.unseen = view.unseen();
  info.opponent_hidden = view.opponent_hand_size - view.opponent_shown.size();
  info.stock_count = view.talon_size > 0 ? view.talon_size - 1 : 0;
  info.excluded = view.opponent_lacks & info.unseen;
  assert(info.unseen.size() == info.opponent_hidden + info.stock_count);
  // The engine's rules make this impossible; keep the worlds non-empty if it ever happened.
  if (info.candidates().size() < info.opponent_hidden) info.excluded = CardSet();
  return info;
}

std::uint64_t count_opponent_hands(const HiddenInfo& info) {
  const int n = info.candidates().size();
  const int k = info.opponent_hidden;
  std::uint64_t c = 1;
  for (int i = 1; i <= k; ++i) c = c * static_cast<std::uint64_t>(n - k + i) / i;
  return c;
}

std::vector<CardSet> enumerate_opponent_hands(const HiddenInfo& info) {
  const std::vector<Card> cand = cards_of(info.candidates());
  const int n = static_cast<int>(cand.size());
  const int k = info.opponent_hidden;
  std::vector<CardSet> out;
  out.reserve(count_opponent_hands(info));
  if (k == 0) {
    out.push_back(CardSet());
    return out;
  }
  // Gosper's hack: every n-bit pattern with k bits set, in ascending order.
  std::uint32_t pattern = (1u << k) - 1;
  const std::uint32_t limit = 1u << n;
  while (pattern < limit) {
    CardSet hand;
    for (std::uint32_t bits = pattern; bits; bits &= bits - 1)
      hand.insert(cand[std::countr_zero(bits)]);
    out.push_back(hand);
    const std::uint32_t low = pattern & (~pattern + 1);
    const std::uint32_t ripple = pattern + low;
    pattern = (((ripple ^ pattern) >> 2) / low) | ripple;
  }
  return out;
}

World world_with_hand(const HiddenInfo& info, CardSet hidden) {
  World w;
  w.opponent_hidden = hidden;
  const CardSet stock = info.unseen - hidden;
  assert(stock.size() == info.stock_count);
  for (Card c : stock) w.stock[w.stock_count++] = c;
  return w;
}

std::vector<World> every_hand_world(const HiddenInfo& info) {
  std::vector<World> out;
  for (CardSet hand : enumerate_opponent_hands(info)) out.push_back(world_with_hand(info, hand));
  return out;
}

World sample_world(const HiddenInfo& info, SplitMix64& rng) {
  std::vector<Card> cand = cards_of(info.candidates());
  // Partial Fisher-Yates: the first opponent_hidden candidates form the hand.
  for (int i = 0; i < info.opponent_hidden; ++i) {
    const int j = i + rng.below(static_cast<int>(cand.size()) - i);
    std::swap(cand[i], cand[j]);
  }
  CardSet hidden;
  for (int i = 0; i < info.opponent_hidden; ++i) hidden.insert(cand[i]);
  World w = world_with_hand(info, hidden);
  for (int i = w.stock_count - 1; i > 0; --i) std::swap(w.stock[i], w.stock[rng.below(i + 1)]);
  return w;
}

std::vector<World> decision_worlds(const SeatView& view, std::uint64_t seed, int n) {
  SplitMix64 rng(seed);
  const HiddenInfo info = hidden_info(view);
  std::vector<World> out;
  for (int i = 0; i < n; ++i) out.push_back(sample_world(info, rng));
  return out;
}

HandState build_world(const SeatView& view, const World& world) {
  return world_state(view, world.opponent_hidden,
                     std::span<const Card>(world.stock.data(), world.stock_count));
}

}  // namespace schnapsen::ai
