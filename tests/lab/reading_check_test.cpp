// The lab's side of the opponent reading: decision records read back as the trainer reads them
// give the same features as their views, and the offline check (reading_check.hpp) finds the
// opponent's true hand more probable than uniform worlds do against a player like those the
// model was trained on.
#include <sstream>
#include <string>

#include "catch.hpp"
#include "schnapsen/ai/features.hpp"
#include "schnapsen/lab/arena.hpp"
#include "schnapsen/lab/decision_reader.hpp"
#include "schnapsen/lab/reading_check.hpp"
#include "schnapsen/position.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::lab;

namespace {

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

TEST_CASE("a decision record's position has the features of the view it was made from",
          "[reading]") {
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
