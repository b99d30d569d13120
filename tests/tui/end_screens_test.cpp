// The end-of-hand box: each side's tricks and score, with the marriages in the score.
#include "schnapsen/tui/end_screens.hpp"

#include <string>

#include "catch.hpp"

namespace schnapsen::tui {
namespace {

bool has(const BoxLines& lines, const std::string& text) {
  for (const auto& [line, role] : lines)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

TEST_CASE("End of hand: the score names the marriages in it, and one that did not count") {
  game::Naming naming;
  naming.players = {"Anna", "Ben"};
  game::GameEvent e;
  e.kind = game::EventKind::HandOver;
  e.result = {0, 1, EndReason::CorrectClaim, 0};
  e.scores = {67, 0};
  e.tricks = {3, 0};
  e.marriages = {20, 40};
  const BoxLines lines = hand_over_lines(e, naming);
  CHECK(has(lines, "Anna: 3 tricks, score 67 (marriages 20)"));
  CHECK(has(lines, "Ben: 0 tricks, score 0 (marriages 40, not counted without a trick)"));
  e.marriages = {0, 0};
  CHECK(has(hand_over_lines(e, naming), "Anna: 3 tricks, score 67"));
  CHECK_FALSE(has(hand_over_lines(e, naming), "marriages"));
}

}  // namespace
}  // namespace schnapsen::tui
