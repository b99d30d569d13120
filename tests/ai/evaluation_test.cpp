// The one evaluation (evaluation.hpp): the printed position of any moment of a game, read back
// and analyzed, decides and values exactly as the AI did in the game, in every phase of both
// rule sets (with its history for a level that reads the opponent); and values depend on what
// the seat knows, not on the path (or only through the history, when reading).
#include "schnapsen/ai/evaluation.hpp"

#include <map>

#include "catch.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/position.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;

namespace {

// Quick searches (the settings of the former easy and medium levels).
constexpr SearchSettings kEightWorlds{.phase_one_worlds = 8, .node_budget = 200'000};
constexpr SearchSettings kTwentyFourWorlds{.phase_one_worlds = 24, .node_budget = 600'000};
// Reading the opponent: the decision depends on the hand's history, which the position carries.
constexpr SearchSettings kEightReading{
    .phase_one_worlds = 8, .node_budget = 200'000, .read_opponent = true};

// Which kind of moment a view is, for the coverage count.
std::string moment_kind(const SeatView& v) {
  if (v.melded_suit) return "after a meld";
  if (v.closer >= 0) return "closed";
  if (v.talon_size == 0) return "exhausted";
  if (v.history.empty()) return "first lead";
  if (v.phase == Phase::Follow) return "phase-one follow";
  return "phase-one lead";
}

struct Tally {
  int moments = 0;
  std::map<std::string, int> kinds;
};

// Plays hands between two players of `settings`; at every decision, the position printed from
// the acting seat's view is read back and evaluated by a separate evaluator (Scope::All): the
// choice must equal the player's, and every value the player computed must be equal.
void check_agreement(const SearchSettings& settings, int hands, std::uint64_t seed0, Tally& t) {
  SearchPlayer player("level", settings);
  SearchPlayer analyst("analyst", settings);
  // Play-outs, like the reading, depend on the hand's public history: the position keeps it.
  const bool history = settings.read_opponent || settings.playout.worlds > 0;
  for (int h = 0; h < hands; ++h) {
    const std::uint64_t seed = seed0 + static_cast<std::uint64_t>(h);
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    Hand hand(rules, static_cast<int>(seed % 2), shuffled_deck(seed));
    while (!hand.over()) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      const Action played = player.choose(v, MatchInfo{});
      const std::string text = print_position(position_of(v, {7, 7}, history));
      const auto position = parse_position(text);
      INFO(text);
      REQUIRE(position.has_value());
      const Evaluation e = analyst.evaluate(view_of(*position), MatchInfo{}, Scope::All);
      INFO("played " << to_string(played) << ", analyzed " << to_string(e.choice));
      for (const ActionEstimate& x : player.last_estimates())
        UNSCOPED_INFO("in play: " << to_string(x.action) << " " << x.value);
      for (const ActionEstimate& x : e.values)
        UNSCOPED_INFO("analyzed: " << to_string(x.action) << " " << x.value);
      REQUIRE(e.choice == played);
      REQUIRE(static_cast<int>(e.values.size()) == v.legal.size());
      for (const ActionEstimate& mine : player.last_estimates()) {
        const ActionEstimate* theirs = e.find(mine.action);
        REQUIRE(theirs != nullptr);
        CHECK(theirs->value == mine.value);  // exactly: the same worlds, the same solver values
      }
      if (!player.last_estimates().empty()) CHECK(e.worlds == player.last_evaluation().worlds);
      ++t.moments;
      ++t.kinds[moment_kind(v)];
      hand.act(seat, played);
    }
  }
}

}  // namespace

TEST_CASE("analyze on the printed position decides and values as the AI did in play",
          "[strength]") {
  Tally t;
  check_agreement(kEightWorlds, 48, 100, t);
  check_agreement(kTwentyFourWorlds, 40, 300, t);
  SearchSettings master = level_settings("master");
  master.cpu_net_ms = 0;  // no test depends on the safety net: the work decides alone
  check_agreement(master, 3, 500, t);
  check_agreement(kEightReading, 24, 700, t);
  CHECK(t.moments >= 1000);
  for (const char* kind : {"first lead", "phase-one follow", "phase-one lead", "closed",
                           "exhausted", "after a meld"}) {
    INFO(kind);
    CHECK(t.kinds[kind] > 0);
  }
}

TEST_CASE("the evaluation depends on the information set, not on the seat numbers or the path") {
  // A seat's view (its seat number, often 1, and its history) and the view of its position
  // (seat 0, no history), evaluated by two evaluators with different pasts: identical values.
  Evaluator a(kTwentyFourWorlds);
  Evaluator b(kTwentyFourWorlds);
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    Hand hand(Rules::soft(), 0, shuffled_deck(seed));
    SplitMix64 rng(seed);
    for (int step = 0; step < 6 && !hand.over(); ++step) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      SeatView moved = view_of(position_of(v));  // seat 0, no history
      const Evaluation x = a.evaluate(v, MatchInfo{}, Scope::All);
      const Evaluation y = b.evaluate(moved, MatchInfo{}, Scope::All);
      REQUIRE(x.values.size() == y.values.size());
      for (std::size_t i = 0; i < x.values.size(); ++i) {
        CHECK(x.values[i].action == y.values[i].action);
        CHECK(x.values[i].value == y.values[i].value);
      }
      ++compared;
      hand.act(seat, v.legal[rng.below(v.legal.size())]);
    }
  }
  CHECK(compared > 40);
}

TEST_CASE("Scope::All values every legal action; the choice comes first") {
  Evaluator e(kEightWorlds);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Hand hand(seed % 2 ? Rules::soft() : Rules::sharp(), 1, shuffled_deck(seed));
    const SeatView v = hand.view(hand.state().to_act());
    const Evaluation r = e.evaluate(v, MatchInfo{}, Scope::All);
    CHECK(static_cast<int>(r.values.size()) == v.legal.size());
    for (Action a : v.legal) CHECK(r.find(a) != nullptr);
    CHECK(r.values.front().action == r.choice);
    CHECK(r.sampled);
    CHECK(r.worlds >= 1);
  }
}
