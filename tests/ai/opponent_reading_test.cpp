// Reading the opponent (opponent_reading.hpp) and the policy model behind it (whose logits
// policy_model_test.cpp checks): the features of a seat's view are the same whether the view
// comes from the game or from its printed position (as the trainer reads it); and replaying the
// true deal never contradicts what the opponent did, whatever it did (marriages, exchanges, the
// trump jack drawn back at the last draw, closing). How much the reading gains on recorded
// decisions: tests/lab/reading_check_test.cpp.
#include <map>
#include <string>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/features.hpp"
#include "schnapsen/ai/opponent_reading.hpp"
#include "schnapsen/position.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;

namespace {

// Views from real hands (random and basic play mixed: melds, exchanges, closes at random
// moments), each with the opponent's whole hand: the truth a reading is measured against.
struct ViewAndTruth {
  SeatView view;
  CardSet opponent_hand;
};

std::vector<ViewAndTruth> views_with_truth(int count, std::uint64_t seed) {
  std::vector<ViewAndTruth> out;
  for (const auto& p : testing::sample_positions(count, seed))
    out.push_back({p.view(), p.hand.state().hand(1 - p.seat)});
  return out;
}

}  // namespace

TEST_CASE("a view and its printed position have the same features", "[reading]") {
  int checked = 0;
  for (const ViewAndTruth& d : views_with_truth(400, 41)) {
    const SeatView again = view_of(position_of(d.view));
    CHECK(encode_view(again) == encode_view(d.view));
    ++checked;
  }
  CHECK(checked == 400);
}

TEST_CASE("action slots are distinct and follow the trump suit", "[reading]") {
  for (int t = 0; t < kSuitCount; ++t) {
    const Suit trump = static_cast<Suit>(t);
    std::vector<bool> used(kActionSlots, false);
    for (int c = 0; c < kCardCount; ++c) {
      const int slot = action_slot(Action::play(Card::from_index(c)), trump);
      REQUIRE(slot >= 0);
      REQUIRE(slot < kActionSlots);
      CHECK_FALSE(used[slot]);
      used[slot] = true;
    }
    for (int s = 0; s < kSuitCount; ++s) {
      const int slot = action_slot(Action::meld(static_cast<Suit>(s)), trump);
      CHECK_FALSE(used[slot]);
      used[slot] = true;
    }
    // The trump ace is always the same slot.
    CHECK(action_slot(Action::play(Card(trump, Rank::Ace)), trump) == 4);
    for (Action a : {Action::exchange(), Action::close(), Action::claim(), Action::pass()}) {
      CHECK_FALSE(used[action_slot(a, trump)]);
      used[action_slot(a, trump)] = true;
    }
    CHECK(action_slot(Action::resign(), trump) == -1);
  }
}

TEST_CASE("the true deal never contradicts the opponent's play", "[reading]") {
  // Random moves among basic ones meld, exchange and close at random moments: every kind of
  // history, in both rule sets.
  {
    int read = 0;
    std::map<ActionKind, int> kinds;
    for (const ViewAndTruth& d : views_with_truth(1500, 7)) {
      const OpponentReading reading(d.view, 0.5);
      for (const SeatAction& a : d.view.history) ++kinds[a.action.kind];
      if (!reading.usable()) {
        // Only a hand in which the opponent has not acted yet has nothing to read.
        CHECK(reading.opponent_decisions() == 0);
        continue;
      }
      ++read;
      SplitMix64 rng(1);
      const double w = reading.log_weight(d.opponent_hand - d.view.opponent_shown, rng, 2);
      INFO(print_position(position_of(d.view)));
      CHECK(std::isfinite(w));
      CHECK(w <= 0);
    }
    CHECK(read > 500);
    CHECK(kinds[ActionKind::Exchange] > 5);
    CHECK(kinds[ActionKind::Meld] > 5);
    CHECK(kinds[ActionKind::Close] > 5);
  }
}

TEST_CASE("a position without its history is not read", "[reading]") {
  for (const ViewAndTruth& d : views_with_truth(100, 3)) {
    SeatView without = d.view;
    without.history.clear();
    const OpponentReading reading(without, 0.5);
    if (d.view.tricks[0] + d.view.tricks[1] > 0) CHECK_FALSE(reading.usable());
    SplitMix64 rng(1);
    if (!reading.usable()) CHECK(reading.log_weight(d.opponent_hand, rng, 2) == 0);
  }
}
