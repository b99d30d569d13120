// A decision on several threads has one answer: the same positions evaluated at 1 and 3 threads
// give the same choice, every value and utility exactly, and the same world count (docs/ai.md,
// "Threads"). The positions: first leads, where each world is a whole-hand solve and the node
// budget binds, and phase-one leads and follows of real hands, where it does not; by points and
// for the Bummerl, plain and reading the opponent.
#include <string>
#include <vector>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::sample_positions;

namespace {

// Small enough for the unit tier; the budget binds on a first lead after a few worlds.
constexpr SearchSettings kSmall{.phase_one_worlds = 24, .node_budget = 300'000};

std::vector<SeatView> phase_one_views() {
  std::vector<SeatView> out;
  for (std::uint64_t deal = 1; deal <= 4; ++deal)
    out.push_back(Hand(deal % 2 ? Rules::soft() : Rules::sharp(), 0, shuffled_deck(deal)).view(1));
  for (const auto& p : sample_positions(10, 3131, [](const SeatView& v) { return v.talon_open(); }))
    out.push_back(p.view());
  return out;
}

// Every value of `a` and `b`, in order and exactly (the sums are reduced in world order).
void check_same(const Evaluation& a, const Evaluation& b) {
  CHECK(a.choice == b.choice);
  CHECK(a.worlds == b.worlds);
  REQUIRE(a.values.size() == b.values.size());
  for (std::size_t i = 0; i < a.values.size(); ++i) {
    CHECK(a.values[i].action == b.values[i].action);
    CHECK(a.values[i].value == b.values[i].value);
    CHECK(a.values[i].utility == b.values[i].utility);
    CHECK(a.values[i].worlds == b.values[i].worlds);
  }
}

}  // namespace

TEST_CASE("a decision at 1 and 3 threads: the same choice, values and worlds") {
  SearchSettings bummerl = kSmall;
  bummerl.play_for_bummerl = true;
  SearchSettings reading = bummerl;
  reading.read_opponent = true;
  const MatchInfo standing{{5, 2}};
  for (const auto& [name, settings] : {std::pair{"points", kSmall}, std::pair{"bummerl", bummerl},
                                       std::pair{"reading", reading}}) {
    Evaluator one(settings, 1);
    Evaluator three(settings, 3);
    REQUIRE(three.threads() == 3);
    int bound = 0;  // decisions that the node budget cut short of the worlds
    for (const SeatView& v : phase_one_views()) {
      INFO(name << ": " << to_string(v.legal[0]));
      const Evaluation a = one.evaluate(v, standing, Scope::All);
      check_same(a, three.evaluate(v, standing, Scope::All));
      bound += a.worlds < static_cast<std::uint64_t>(settings.phase_one_worlds);
    }
    CHECK(bound >= 2);
  }
}
