// Reading the opponent (opponent_reading.hpp) and the policy model behind it: the C++ network
// reproduces the trainer's logits; the features of a seat's view are the same whether the view
// comes from the game or from its printed position (as the trainer reads it); replaying the
// true deal never contradicts what the opponent did, whatever it did (marriages, exchanges, the
// trump jack drawn back at the last draw, closing); and the reading makes the true hand more
// probable than uniform worlds do against a player like those it was trained on.
#include <cmath>
#include <map>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "schnapsen/ai/arena.hpp"
#include "schnapsen/ai/decision_reader.hpp"
#include "schnapsen/ai/features.hpp"
#include "schnapsen/ai/opponent_reading.hpp"
#include "schnapsen/ai/policy_model.hpp"
#include "schnapsen/ai/reading_check.hpp"
#include "schnapsen/position.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;

namespace {

#include "policy_vectors.inc"

// The decisions of an arena run between `a` and `b`, read back as the trainer reads them.
std::vector<RecordedDecision> recorded(const std::string& a, const std::string& b, Rules rules,
                                       int deals, std::uint64_t seed) {
  ArenaSettings s;
  s.a = a;
  s.b = b;
  s.deals = deals;
  s.seed = seed;
  s.rules = rules;
  std::string text;
  s.decisions.write = [&text](std::string_view lines) { text += lines; };
  REQUIRE(run_arena(s));
  std::vector<RecordedDecision> out;
  DecisionReader reader;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    auto d = reader.read(line);
    REQUIRE(d);
    out.push_back(std::move(*d));
  }
  return out;
}

}  // namespace

TEST_CASE("the C++ policy model computes the trainer's logits", "[reading]") {
  for (int v = 0; v < kVectorCount; ++v) {
    Features x{};
    for (int i = 0; i < kFeatureCount; ++i) x[i] = kVectorInputs[v * kFeatureCount + i];
    const auto logits = policy_logits(x);
    for (int j = 0; j < kActionSlots; ++j) {
      INFO("vector " << v << ", slot " << j);
      CHECK(std::abs(logits[j] - kVectorLogits[v * kActionSlots + j]) <= 1e-5F);
    }
  }
}

TEST_CASE("a view and its printed position have the same features", "[reading]") {
  for (Rules rules : {Rules::soft(), Rules::sharp()}) {
    ArenaSettings s;
    s.a = "noisy:0.3:heuristic";
    s.b = "noisy:0.3:casual";
    s.deals = 20;
    s.rules = rules;
    int checked = 0;
    // The arena's records print each position from the game's own view; encode both ways.
    std::string text;
    s.decisions.write = [&text](std::string_view lines) { text += lines; };
    REQUIRE(run_arena(s));
    DecisionReader reader;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
      auto d = reader.read(line);
      REQUIRE(d);
      const SeatView again = view_of(position_of(d->view));
      CHECK(encode_view(again) == encode_view(d->view));
      ++checked;
    }
    CHECK(checked > 300);
  }
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
  // Noisy players meld, exchange, close and claim at random moments: every kind of history.
  for (Rules rules : {Rules::soft(), Rules::sharp()}) {
    const auto decisions = recorded("noisy:0.4:heuristic", "noisy:0.4:skilled", rules, 40, 7);
    int read = 0;
    std::map<ActionKind, int> kinds;
    for (const RecordedDecision& d : decisions) {
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
  const auto decisions = recorded("heuristic", "casual", Rules::soft(), 2, 3);
  for (const RecordedDecision& d : decisions) {
    SeatView without = d.view;
    without.history.clear();
    const OpponentReading reading(without, 0.5);
    if (d.view.tricks[0] + d.view.tricks[1] > 0) CHECK_FALSE(reading.usable());
    SplitMix64 rng(1);
    if (!reading.usable()) CHECK(reading.log_weight(d.opponent_hand, rng, 2) == 0);
  }
}

TEST_CASE("reading a player like the trained ones finds its hand more probable", "[reading]") {
  const auto decisions = recorded("heuristic", "skilled", Rules::soft(), 12, 11);
  ReadingTable table;
  std::uint64_t seed = 0;
  for (const RecordedDecision& d : decisions)
    table.add(d.view, true_hand_gain(d, ReadingSettings{0.5, 2}, ++seed));
  const ReadingTable::Cell later = table.from_trick(3);
  INFO(table.text());
  CHECK(later.decisions > 100);
  CHECK(later.mean() > 0.1);
}
