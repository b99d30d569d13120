// Study play's deal: every deal of a position's unseen cards shows its player exactly the
// position, keeps the opponent off what it is known not to hold, and varies with the seed.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "catch.hpp"
#include "schnapsen/game/study.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/view.hpp"

using namespace schnapsen;

namespace {

Position example(const std::string& name) {
  std::ifstream in(std::string(SCHNAPSEN_SOURCE_DIR) + "/examples/positions/" + name);
  std::stringstream text;
  text << in.rdbuf();
  auto p = parse_position(text.str());
  REQUIRE(p);
  return *p;
}

}  // namespace

TEST_CASE("a study deal shows its player the position, whatever the seed") {
  for (const char* name : {"closing.txt", "last_trick.txt", "marriage_timing.txt"}) {
    const Position p = example(name);
    std::set<std::uint64_t> opponent_hands;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      const game::StudyHand study = game::deal_study(p, seed);
      const Hand hand(study.record);
      REQUIRE(hand.state().to_act() == 0);
      const SeatView view = hand.view(0);
      Position seen = position_of(view, p.match);
      if (p.dealer < 0) seen.dealer = -1;  // an unknown dealer is given a seat to deal
      INFO(print_position(seen) << "\nvs\n" << print_position(p));
      CHECK(seen == p);
      const CardSet opponent = hand.state().hand(1);
      CHECK((opponent & p.opponent_lacks()).empty());
      CHECK(study.match.points(0) == p.match[0]);
      CHECK(study.match.points(1) == p.match[1]);
      opponent_hands.insert(opponent.bits());
    }
    INFO(name);
    // The unseen cards are dealt anew (with the talon used up, the opponent's hand is known).
    CHECK(opponent_hands.size() > (p.talon_size > 0 ? 1u : 0u));
    if (p.talon_size == 0) CHECK(opponent_hands.size() == 1);
  }
}

TEST_CASE("a study deal keeps a closed talon's void facts in its player's view") {
  // Closed by me after one trick each; the opponent is known void in hearts and trumpless.
  auto p = parse_position(
      "schnapsen-position 1\nrules soft\ntrump c\ntalon 6 Jc closed-by me\n"
      "hand Ac Tc Ah Th Kc\nplayed Jd Qd Js Qs\nscore 5 5\ntricks 1 1\nat-close 1 5\n"
      "void h\nno-trump yes\n");
  REQUIRE(p);
  const CardSet lacks = p->opponent_lacks();
  REQUIRE(lacks.size() >= 4);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Hand hand(game::deal_study(*p, seed).record);
    CHECK((hand.state().hand(1) & lacks).empty());
    CHECK(hand.view(0).opponent_lacks == lacks);
    Position seen = position_of(hand.view(0), p->match);
    seen.dealer = -1;
    CHECK(seen == *p);
  }
}
