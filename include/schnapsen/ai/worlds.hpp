// The worlds a seat can imagine: every way the cards it cannot see may lie, given what play has
// revealed (docs/rules.md §9). Shown cards are fixed in the opponent's hand; tricks played
// under R4.1 reveal voids and missing higher cards, which persist because no card is drawn in
// phase two.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "schnapsen/deal.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

// What a seat knows about the cards it cannot see.
struct HiddenInfo {
  CardSet unseen;           // the opponent's unshown cards plus the face-down stock
  CardSet excluded;         // unseen cards the opponent cannot hold (view.opponent_lacks)
  int opponent_hidden = 0;  // how many of the opponent's cards are not shown
  int stock_count = 0;      // face-down stock cards (talon size minus the trump card)

  // Unseen cards the opponent may hold.
  CardSet candidates() const { return unseen - excluded; }
};

// One imagined deal of the unseen cards.
struct World {
  CardSet opponent_hidden;
  std::array<Card, kStockSize> stock{};  // the first stock_count entries, in draw order
  int stock_count = 0;
};

HiddenInfo hidden_info(const SeatView& view);

// Number of opponent hands consistent with `info` (the stock order not counted).
std::uint64_t count_opponent_hands(const HiddenInfo& info);

// Every opponent hand consistent with `info`, in a fixed order (ascending bit pattern of the
// chosen candidate cards). At most C(14, 5) = 2002 when the talon is closed before any trick.
std::vector<CardSet> enumerate_opponent_hands(const HiddenInfo& info);

// A world with the opponent hand `hidden` and the rest of the unseen cards as the stock in
// ascending card order (for closed or exhausted talons, where the order never matters).
World world_with_hand(const HiddenInfo& info, CardSet hidden);

// world_with_hand for every hand of enumerate_opponent_hands, in its order.
std::vector<World> every_hand_world(const HiddenInfo& info);

// A uniformly random consistent world, with a random stock order (phase one).
World sample_world(const HiddenInfo& info, SplitMix64& rng);

// `n` worlds of sample_world from the view's information only, by a generator seeded with
// `seed`: a decision's worlds, the same for every action tried in them.
std::vector<World> decision_worlds(const SeatView& view, std::uint64_t seed, int n);

// The full state of `world` (view.hpp's world_state).
HandState build_world(const SeatView& view, const World& world);

}  // namespace schnapsen::ai
