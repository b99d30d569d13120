// docs/rules.md §4: phase two follow rules, after a close and after the talon is exhausted.
#include "scenario.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

namespace {

// Forehand (seat 0) closes at once and leads `lead`; the dealer holds `dealer`. Trumps: clubs.
HandState closed_lead(std::string_view forehand, std::string_view dealer, std::string_view lead,
                      std::string_view trump = "Jc") {
  HandState s = start(Rules::soft(), layout(forehand, dealer, trump), "0 close");
  REQUIRE(s.closed());
  REQUIRE(s.strict());
  run(s, "0 play " + std::string(lead));
  return s;
}

}  // namespace

TEST_CASE("R4.1 non-trump led: a higher card of the suit if able") {
  HandState s = closed_lead("Kh Ks Kd Jd Qd", "Ah Jh Tc Ts Td", "Kh");
  CHECK(legal_text(s) == "play Ah");
  expect_refused(s, "1 play Jh", "you must follow suit and beat the Kh: play Ah");
  expect_refused(s, "1 play Tc", "beat the Kh");
}

TEST_CASE("R4.1 non-trump led: else a lower card of the suit - before any trump") {
  HandState s = closed_lead("Ah Ks Kd Jd Qd", "Jh Qh Tc Ts Td", "Ah");
  CHECK(legal_text(s) == "play Jh, play Qh");
  expect_refused(s, "1 play Tc", "you must follow suit: play Jh, Qh");
}

TEST_CASE("R4.1 non-trump led: else any trump") {
  HandState s = closed_lead("Ah Ks Kd Jd Qd", "Tc Kc Ts Td Js", "Ah");
  CHECK(legal_text(s) == "play Kc, play Tc");
  expect_refused(s, "1 play Ts", "you have no hearts, so you must trump: play Kc, Tc");
}

TEST_CASE("R4.1 non-trump led: else any card") {
  HandState s = closed_lead("Ah Ks Kd Jd Qd", "Ts Td Js Qs Ad", "Ah");
  CHECK(s.legal_actions().size() == 5);
  run(s, "1 play Qs");
  CHECK(s.tricks(0) == 1);
}

TEST_CASE("R4.1 trump led: a higher trump if able") {
  HandState s = closed_lead("Kc Ks Kd Jd Qd", "Ac Qc Ts Td Js", "Kc", "Tc");
  CHECK(legal_text(s) == "play Ac");
  expect_refused(s, "1 play Qc", "beat the Kc");
}

TEST_CASE("R4.1 trump led: else a lower trump") {
  HandState s = closed_lead("Kc Ks Kd Jd Qd", "Jc Qc Ts Td Js", "Kc", "Tc");
  CHECK(legal_text(s) == "play Jc, play Qc");
  expect_refused(s, "1 play Ts", "you must follow suit");
}

TEST_CASE("R4.1 trump led: else any card") {
  HandState s = closed_lead("Kc Ks Kd Jd Qd", "Ah Ts Td Js Qs", "Kc", "Tc");
  CHECK(s.legal_actions().size() == 5);
}

TEST_CASE("R4.1 the follow rules also hold once the talon is exhausted") {
  // Deals until, after five tricks of low cards, the follower holds a card of the suit led and
  // a card of another suit: only the suit may then be played.
  int checked = 0;
  for (std::uint64_t seed = 1; seed < 200 && checked < 20; ++seed) {
    HandState s = HandState::deal(Rules::sharp(), static_cast<int>(seed % 2), shuffled_deck(seed));
    play_low_tricks(s, 5);
    if (s.over() || s.talon_size() != 0 || s.closed()) continue;
    REQUIRE(s.strict());
    const ActionList lead = s.legal_actions();
    s.apply_legal(lead[0]);  // the lowest card
    const Card led = s.lead_card();
    const CardSet h = s.hand(s.to_act());
    const CardSet same = h.suit(led.suit());
    CardSet legal;
    for (Action a : s.legal_actions()) legal.insert(a.card());
    if (!same.empty()) {
      CHECK(legal == (same.above(led).empty() ? same : same.above(led)));
    } else if (!h.suit(s.trump()).empty()) {
      CHECK(legal == h.suit(s.trump()));
    } else {
      CHECK(legal == h);
    }
    ++checked;
  }
  CHECK(checked == 20);
}

TEST_CASE("R4.2 an illegal card is refused and nothing changes") {
  HandState s = closed_lead("Kh Ks Kd Jd Qd", "Ah Jh Tc Ts Td", "Kh");
  expect_refused(s, "1 play Ts", "play Ah");
  expect_refused(s, "1 play As", "you do not hold As");
  run(s, "1 play Ah");
  CHECK(s.tricks(1) == 1);
}
