// Positions (docs/positions.md): the text round-trips, every consistency check rejects the
// position that breaks it with a message naming the line, and a position of a real hand becomes
// the same information set as the seat's view.
#include "schnapsen/position.hpp"
#include "schnapsen/hand.hpp"

#include <string>

#include "catch.hpp"
#include "schnapsen/deal.hpp"

using namespace schnapsen;

namespace {

// The example of docs/positions.md: soft rules, trump spades, two cards left in the talon.
const std::string kExample = R"(# Comments start with '#'
schnapsen-position 1
rules soft
trump s
talon 2 Js
hand Th Jh Ac Kc Ad
opponent-shown As
played Qs Ks Qc Jc Kh Jd Td Ts
score 24 14
tricks 2 2
match 4 4
)";

// kExample with `line` (a keyword and its values) replacing the line of that keyword, or added.
std::string with(const std::string& line) {
  const std::string key = line.substr(0, line.find(' '));
  std::string out;
  bool replaced = false;
  std::size_t pos = 0;
  while (pos < kExample.size()) {
    const std::size_t end = kExample.find('\n', pos);
    const std::string l = kExample.substr(pos, end - pos);
    pos = end + 1;
    if (l.substr(0, l.find(' ')) == key) {
      out += line + "\n";
      replaced = true;
    } else {
      out += l + "\n";
    }
  }
  if (!replaced) out += line + "\n";
  return out;
}

// A closed-talon position: I closed after two tricks (6 cards left), one trick played since.
const std::string kClosed = R"(schnapsen-position 1
rules soft
trump h
talon 6 Jh closed-by me
hand Ah Th Kc Qc
played Jc Ac Jd Qd Kd Td
score 32 0
tricks 3 0
at-close 0 0
)";

}  // namespace

TEST_CASE("positions: print(parse(x)) round-trips and parse(print(p)) == p") {
  for (const std::string& text : {kExample, kClosed, kClosed + "no-trump yes\nnot-held Tc\n",
                                  with("void c"), with("dealer opponent"), with("lead Kd")}) {
    INFO(text);
    const auto p = parse_position(text);
    REQUIRE(p.has_value());
    const std::string printed = print_position(*p);
    const auto again = parse_position(printed);
    REQUIRE(again.has_value());
    CHECK(*again == *p);
    CHECK(print_position(*again) == printed);
  }
  const auto p = parse_position(kExample);
  REQUIRE(p);
  CHECK(p->hand.size() == 5);
  CHECK(p->match == std::array<int, 2>{4, 4});
  CHECK(p->unseen().size() == 4 + 1);  // opponent's 4 unshown cards, one face-down talon card
}

TEST_CASE("positions: every check rejects its bad position, naming the line") {
  struct Bad {
    std::string text;
    std::string expect;  // part of the message
  };
  const std::vector<Bad> table = {
      {"rules soft\n", "schnapsen-position 1"},
      {"schnapsen-position 2\n", "version"},
      {"schnapsen-position 1\ntrump s\n", "'rules' is missing"},
      {with("colour red"), "unknown keyword"},
      {kExample + "hand Ah\n", "repeats line"},
      {with("rules hard"), "line 3 (rules)"},
      {with("trump x"), "line 4 (trump)"},
      {with("talon 3 Js"), "10, 8, 6, 4 or 2"},
      {with("talon 2 Jh"), "not a trump"},
      {with("talon 4 Js"), "open talon holds 2"},
      {with("talon 0"), "runs out after five tricks"},
      {with("talon 2 Js closed-by me"), "at-close"},
      {with("hand Th Jh Ac Kc"), "line 6 (hand): 4 cards"},
      {with("hand Th Jh Ac Kc Xx"), "not a card"},
      {with("hand Th Jh Ac Kc As"), "already listed"},
      {with("played Qs Ks Qc Jc Kh Jd Td"), "two cards each"},
      {with("tricks 3 2"), "tricks"},
      {with("tricks 0 4"), "no trick won"},
      {with("score 24 10"), "less than the"},
      {with("score 54 14"), "marriages"},
      {with("score 34 14"), "marriages"},
      {with("pending 20 0"), "has a trick"},
      {with("at-close 0 0"), "only a closed talon"},
      {with("meld c"), "King and Queen"},
      {with("lead As"), "already listed"},
      {with("void s"), "not void"},
      {with("void c d h"), "leave only"},
      {with("no-trump yes"), "shown to hold the trump"},
      {with("no-trump maybe"), "yes or no"},
      {with("match 0 7"), "1 to 7"},
      {with("dealer nobody"), "neither me nor opponent"},
      {with("not-held Ac"), "not an unseen card"},
  };
  for (const Bad& b : table) {
    INFO(b.text);
    const auto p = parse_position(b.text);
    REQUIRE_FALSE(p.has_value());
    CHECK_THAT(p.error(), Catch::Matchers::Contains(b.expect));
  }
  // Rules-dependent: under sharp rules nothing can be pending.
  const std::string sharp_pending = R"(schnapsen-position 1
rules sharp
trump s
talon 10 Js
hand Kh Qh Ac Kc Ad
score 0 0
tricks 0 0
pending 20 0
)";
  const auto p = parse_position(sharp_pending);
  REQUIRE_FALSE(p.has_value());
  CHECK_THAT(p.error(), Catch::Matchers::Contains("line 8 (pending)"));
}

TEST_CASE("positions: each seat's score must be the card points of its tricks plus marriages") {
  // One trick each from K+T of hearts and K+T of diamonds: each seat's two cards are worth 8
  // (K+K), 14 (K+T) or 20 (T+T); the two scores add up to 28.
  const auto position = [](const std::string& score, const std::string& extra = "") {
    return "schnapsen-position 1\nrules soft\ntrump s\ntalon 6 Js\nhand Ah Jh Ac Kc Ad\n"
           "played Kh Th Kd Td\ntricks 1 1\n" +
           score + "\n" + extra;
  };
  for (const char* good :
       {"score 14 14", "score 8 20", "score 20 8", "score 34 14", "score 14 34", "score 48 20"}) {
    INFO(good);
    CHECK(parse_position(position(good)).has_value());
  }
  for (const char* bad :
       {"score 27 1", "score 1 27", "score 18 10", "score 28 0", "score 0 28", "score 38 10"}) {
    INFO(bad);
    const auto p = parse_position(position(bad));
    REQUIRE_FALSE(p.has_value());
    CHECK_THAT(p.error(), Catch::Matchers::Contains("line 8 (score)"));
  }
  // Three tricks of mine, none of the opponent's: all the played points are mine.
  CHECK(parse_position(kClosed).has_value());
}

TEST_CASE("positions: pending points that are no marriage are blamed on the pending line") {
  for (const char* pending : {"pending 0 30", "pending 0 10", "pending 0 60"}) {
    INFO(pending);
    const auto p = parse_position(kClosed + pending + "\n");
    REQUIRE_FALSE(p.has_value());
    CHECK_THAT(p.error(), Catch::Matchers::Contains("line 10 (pending)"));
    CHECK_THAT(p.error(), Catch::Matchers::Contains("marriage"));
  }
  CHECK(parse_position(kClosed + "pending 0 20\n").has_value());  // diamonds: Kd and Qd played
}

TEST_CASE("positions: a UTF-8 byte order mark at the start is skipped") {
  const auto plain = parse_position(kExample);
  const auto marked = parse_position("\xEF\xBB\xBF" + kExample);
  REQUIRE(plain.has_value());
  REQUIRE(marked.has_value());
  CHECK(*marked == *plain);
  const auto bom_first = parse_position("\xEF\xBB\xBFschnapsen-position 1\nrules soft\n");
  REQUIRE_FALSE(bom_first.has_value());
  CHECK_THAT(bom_first.error(), !Catch::Matchers::Contains("starts with"));
}

TEST_CASE("positions: a seat's view and the view of its position are the same information set") {
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    Hand hand(rules, static_cast<int>(seed % 2), shuffled_deck(seed));
    SplitMix64 rng(seed);
    while (!hand.over()) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      const Position p = position_of(v);
      INFO(print_position(p));
      REQUIRE_FALSE(check_position(p).has_value());
      const auto parsed = parse_position(print_position(p));
      REQUIRE(parsed.has_value());
      REQUIRE(*parsed == p);
      const SeatView w = view_of(p);
      CHECK(w.unseen() == v.unseen());
      CHECK(w.opponent_lacks == v.opponent_lacks);
      CHECK(w.opponent_hand_size == v.opponent_hand_size);
      CHECK(w.talon_size == v.talon_size);
      std::vector<Action> a(v.legal.begin(), v.legal.end());
      std::vector<Action> b(w.legal.begin(), w.legal.end());
      CHECK(a == b);
      CHECK(information_hash(position_of(w)) == information_hash(p));
      ++checked;
      hand.act(seat, v.legal[rng.below(v.legal.size())]);
    }
  }
  CHECK(checked > 500);
}
