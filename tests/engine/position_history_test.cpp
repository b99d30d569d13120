// A position's history (docs/positions.md, "The history"): printed and read back, carried through
// position_of and view_of, hashed apart from the information set, and every check of it against
// the rest of the position rejects the history that breaks it, on the history line.
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/position.hpp"

using namespace schnapsen;

namespace {

// The history (seat-relative) of the seat `me` from one with absolute seats.
std::vector<SeatAction> relative(const std::vector<SeatAction>& history, int me) {
  std::vector<SeatAction> out;
  for (const SeatAction& a : history) out.push_back({a.seat == me ? 0 : 1, a.action});
  return out;
}

// Plays `hands` hands at random (seeds 1..hands, the rule sets and dealers alternating) and calls
// `at(view)` for the seat to act at every moment.
template <typename At>
void every_moment(std::uint64_t hands, At at) {
  for (std::uint64_t seed = 1; seed <= hands; ++seed) {
    const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
    Hand hand(rules, static_cast<int>(seed % 2), shuffled_deck(seed * 7919));
    SplitMix64 rng(seed);
    while (!hand.over()) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      at(v);
      hand.act(seat, v.legal[rng.below(v.legal.size())]);
    }
  }
}

}  // namespace

TEST_CASE("position history: every moment of real hands, with its history, passes and survives") {
  int checked = 0;
  int with_facts = 0;
  every_moment(80, [&](const SeatView& v) {
    const int seat = v.seat;
    const Position p = position_of(v, {7, 7}, true);
    INFO(print_position(p));
    REQUIRE(p.history == relative(v.history, seat));
    const auto problem = check_position(p);
    INFO((problem ? problem->keyword + ": " + problem->message : std::string()));
    REQUIRE_FALSE(problem.has_value());
    const auto parsed = parse_position(print_position(p));
    REQUIRE(parsed.has_value());
    REQUIRE(*parsed == p);
    // view_of gives the history back (me is seat 0 there), and the tricks to their winners.
    const SeatView w = view_of(p);
    CHECK(w.history == p.history);
    CHECK(w.won[0] == v.won[seat]);
    CHECK(w.won[1] == v.won[1 - seat]);
    CHECK(w.marriage_points ==
          std::array<int, 2>{v.marriage_points[seat], v.marriage_points[1 - seat]});
    CHECK(w.dealer == (v.dealer == seat ? 0 : 1));
    CHECK(position_of(w, {7, 7}, true) == p);
    // The history changes nothing of the information set, and is hashed on its own.
    CHECK(information_hash(p) == information_hash(position_of(v)));
    CHECK(history_hash(p) == history_hash(*parsed));
    CHECK((history_hash(p) == 0) == p.history.empty());
    with_facts += !p.opponent_lacks().empty();
    ++checked;
  });
  CHECK(checked > 600);
  CHECK(with_facts > 20);
}

namespace {

// Phase one: the opponent exchanged and declared diamonds, I declared spades; it has led Qd.
const std::string kMelds = R"(schnapsen-position 1
rules soft
trump s
talon 6 Js
hand Qc Kc Tc Td Qs
opponent-shown Kd
played Jd Ks Ts As
lead Qd
score 52 35
tricks 1 1
dealer me
history opponent exchange, opponent play Jd, me play Ts, me meld s, me play Ks, opponent play As, opponent meld d, opponent play Qd
)";

// I closed after two tricks (the opponent had exchanged); its follows since show a void in
// hearts and no Ad; it has led Qc.
const std::string kClosed = R"(schnapsen-position 1
rules soft
trump s
talon 6 Js closed-by me
hand Th Ks
played Jc Qd Kd Td Jh Kh Ah Qs Ts As
lead Qc
score 27 33
tricks 3 2
at-close 1 12
void h
not-held Ad
dealer me
history opponent play Td, me play Jc, opponent exchange, opponent play Qs, me play As, me close, me play Kd, opponent play Qd, me play Kh, opponent play Jh, me play Ah, opponent play Ts, opponent play Qc
)";

// Sharp rules, two cards left in the talon, I am on lead after four tricks.
const std::string kSharp = R"(schnapsen-position 1
rules sharp
trump s
talon 2 Js
hand Kc Jd Qh Qs Ks
played Jc Tc Ac Qd Td Kh Th Ah
score 61 0
tricks 4 0
dealer opponent
history me play Td, opponent play Th, me play Ac, opponent play Kh, me play Ah, opponent play Qd, me play Tc, opponent play Jc
)";

// The first lead of a hand: the opponent declared hearts and led the King; nothing won yet.
const std::string kStart = R"(schnapsen-position 1
rules soft
trump s
talon 10 Js
hand Jc Qc Kc Tc Ac
opponent-shown Qh
lead Kh
score 0 0
tricks 0 0
pending 0 20
history opponent meld h, opponent play Kh
)";

// A closed hand whose cards are all played: I won the last trick and may claim or pass.
const std::string kOver = R"(schnapsen-position 1
rules soft
trump d
talon 10 Qd closed-by opponent
hand
played Qc Kc Tc Ac Jh Th Ah Js Qs As
score 67 0
tricks 5 0
at-close 0 0
void c h
no-trump yes
dealer me
history opponent close, opponent play Qs, me play As, me play Kc, opponent play Qc, me play Tc, opponent play Jh, me play Ac, opponent play Ah, me play Th, opponent play Js
)";

// `base` with `line` (a keyword and its values) in place of that keyword's line, or added; an
// empty value ("meld") removes the line.
std::string with(const std::string& base, const std::string& line) {
  const std::string key = line.substr(0, line.find(' '));
  const bool remove = line.find(' ') == std::string::npos;
  std::string out;
  bool replaced = false;
  std::size_t pos = 0;
  while (pos < base.size()) {
    const std::size_t end = base.find('\n', pos);
    const std::string l = base.substr(pos, end - pos);
    pos = end + 1;
    if (l.substr(0, l.find(' ')) != key) {
      out += l + "\n";
    } else if (!remove) {
      out += line + "\n";
      replaced = true;
    }
  }
  if (!replaced && !remove) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("position history: printed after the other lines, read back the same") {
  for (const std::string& text : {kMelds, kClosed, kSharp, kStart}) {
    INFO(text);
    const auto p = parse_position(text);
    REQUIRE(p.has_value());
    CHECK(print_position(*p) == text);
    const auto again = parse_position(print_position(*p));
    REQUIRE(again.has_value());
    CHECK(*again == *p);
  }
  const auto p = parse_position(kMelds);
  REQUIRE(p);
  REQUIRE(p->history.size() == 8);
  CHECK(p->history[0] == SeatAction{1, Action::exchange()});
  CHECK(p->history[3] == SeatAction{0, Action::meld(Suit::Spades)});
  CHECK(p->history[7] == SeatAction{1, Action::play(Card(Suit::Diamonds, Rank::Queen))});
  // Spaces around the commas are free; the printed form is the one above.
  const auto loose = parse_position(with(kStart, "history opponent  meld h ,opponent play Kh"));
  REQUIRE(loose.has_value());
  CHECK(*loose == *parse_position(kStart));
  // Without the line the position is the one it always was.
  const auto bare = parse_position(with(kMelds, "history"));
  REQUIRE(bare.has_value());
  CHECK(bare->history.empty());
  CHECK(information_hash(*bare) == information_hash(*p));
  CHECK(history_hash(*bare) == 0);
  CHECK(history_hash(*p) != 0);
  CHECK(history_hash(*p) != history_hash(*parse_position(kClosed)));
  CHECK(history_hash(*p) == 0x2e048d044a406911ull);  // the same on every platform
}

TEST_CASE("position history: view_of gives it back, with the tricks and the dealer it implies") {
  const auto p = parse_position(with(kMelds, "dealer"));
  REQUIRE(p.has_value());
  const SeatView v = view_of(*p);
  CHECK(v.history == p->history);
  CHECK(v.dealer == 0);  // the opponent acted first, so I dealt
  CHECK(v.won[0] == (CardSet(Card(Suit::Diamonds, Rank::Jack)) | Card(Suit::Spades, Rank::Ten)));
  CHECK(v.marriage_points == std::array<int, 2>{40, 20});
  CHECK(position_of(v, {7, 7}, true).history == p->history);
  CHECK(position_of(v).history.empty());
}

TEST_CASE("position history: every check rejects its bad history, on the history line") {
  struct Bad {
    std::string text;
    std::string expect;  // part of the message
  };
  const std::string melds_history =
      "history opponent exchange, opponent play Jd, me play Ts, me meld s, me play Ks, opponent "
      "play As, opponent meld d, opponent play Qd";
  const auto melds = [&](const std::string& from, const std::string& to) {
    std::string h = melds_history;
    h.replace(h.find(from), from.size(), to);
    return with(kMelds, h);
  };
  const std::string closed_history =
      "history opponent play Td, me play Jc, opponent exchange, opponent play Qs, me play As, me "
      "close, me play Kd, opponent play Qd, me play Kh, opponent play Jh, me play Ah, opponent "
      "play Ts, opponent play Qc";
  const auto closed = [&](const std::string& from, const std::string& to) {
    std::string h = closed_history;
    h.replace(h.find(from), from.size(), to);
    return with(kClosed, h);
  };
  std::string long_history = "history opponent close";
  for (int i = 0; i < 26; ++i) long_history += ", me close";
  const std::vector<Bad> table = {
      // Reading the line.
      {kMelds + "history\n", "repeats line"},
      {with(kMelds, "history "), "line 12 (history): expected actions"},
      {melds("exchange,", "exchange,,"), "action 2 is empty"},
      {melds_history.back() == 'd' ? with(kMelds, melds_history + ",") : "", "action 9 is empty"},
      {melds("opponent exchange", "opp exchange"), "'opp' is neither me nor opponent"},
      {melds("opponent exchange", "opponent swap"), "action 1: 'swap' is not an action"},
      {melds("play Jd", "play Jd Qd"), "'play Jd Qd' is not an action"},
      {with(kMelds, long_history), "more than 26 actions"},
      // Replaying it.
      {with(kStart, "history opponent claim"), "action 1 (opponent claim): it ends the hand"},
      {kOver.substr(0, kOver.size() - 1) + ", me play Kd\n", "the hand is over"},
      {with(kMelds, "dealer opponent"), "the dealer line says the opponent dealt"},
      {melds("opponent play Jd", "me play Jd"), "action 2 (me play Jd): it is the opponent's turn"},
      {melds("me play Ts, me meld s", "me meld s, me play Ts"), "only the player on lead"},
      {melds("me meld s,", "me meld s, me close,"), "must lead its King or Queen"},
      {melds("opponent meld d, opponent play Qd", "opponent meld s, opponent play Qd"),
       "Ks is played already"},
      {melds("opponent exchange,", "opponent exchange, opponent exchange,"), "exchanged already"},
      {closed("me close,", "me close, me exchange,"), "the talon is closed or used up"},
      {closed("me close,", "me close, me close,"), "closed or used up already"},
      {melds("me play Ts", "me play Jd"), "Jd was played already"},
      {melds("opponent play As", "opponent play Qs"), "Qs is known to be in my hand"},
      {melds("opponent play Jd", "opponent play Js"), "Js lies under the talon"},
      {melds("me play Ks", "me play Kc"), "must lead Ks or Qs"},
      // Comparing it with the position.
      {melds(", opponent play Qd", ""), "after it the opponent is to act"},
      {kOver.substr(0, kOver.find("opponent play Js")) + "opponent play Ad\n",
       "after it the opponent is to act"},  // the last trick's winner claims or passes
      {melds("opponent play Jd", "opponent play Jc"), "hold Jc, missing on the played line"},
      {with(kMelds,
            "history opponent exchange, opponent play Jd, me play Ts, me meld s, me play Ks"),
       "after it the opponent is to act"},
      {with(kMelds, "history opponent exchange, opponent play Jd, me play Ts"),
       "the played line lists Ks As, in no finished trick"},
      {melds("opponent play Qd", "opponent play Kd"), "led with Kd, not Qd"},
      {with(with(kMelds, "tricks 0 2"), "score 0 87"), "its tricks go 1 1"},
      {with(kMelds, "score 32 55"), "it gives the scores 52 35"},
      {with(kStart, "pending"), "marriages waiting for a first trick make 0 20"},
      {with(with(with(with(with(kStart, "history me meld h"), "hand Kh Qh Ac Tc Kc"), "lead"),
                 "opponent-shown"),
            "pending"),
       "which needs the line meld h"},
      {"schnapsen-position 1\nrules soft\ntrump s\ntalon 8 Js\nhand Kh Qh Ac Tc Kc\n"
       "played Jd Ad\nscore 13 0\ntricks 1 0\nmeld h\n"
       "history opponent play Jd, me play Ad\n",
       "the meld line needs the history to end with my marriage"},
      {with(with(kStart, "history opponent close, opponent play Kh"), "pending"),
       "the opponent closes the talon, which the talon line must say"},
      {with(with(kStart, "talon 10 Js closed-by opponent"), "at-close 0 0"), "it has no close"},
      {with(with(kClosed, "talon 8 Js closed-by me"), "hand Th"), "so it holds 6 cards, not 8"},
      {with(kClosed, "at-close 1 10"), "at closing the opponent's tricks and score were 1 12"},
      {with(with(kClosed, "talon 6 Ks closed-by me"), "hand Th Js"),
       "the card under the talon is Js, not Ks"},
      {with(with(kClosed, "not-held"), "opponent-shown Ad"),
       "followed Kd with Qd, so (R4.1) it held no Ad, yet it plays or shows it later"},
      {with(kClosed, "not-held"), "show it holds none of Ad"},
      {with(kClosed, "not-held Ad Tc"), "exclude Tc, which no follow"},
      {with(kMelds, "hand Qc Kc Tc Td Qh"), "it shows Qs in my hand"},
      {with(kMelds, "opponent-shown"), "it shows Kd in the opponent's hand"},
      {with(kMelds, "opponent-shown Kd Ah"), "the opponent-shown line lists Ah"},
      {with(kStart, "opponent-shown Qh As"), "the opponent-shown line lists As"},
      // The rules of the position.
      {with(kSharp, "history me meld h"), "under these rules a marriage needs a won trick"},
      {with(kSharp, "history me exchange"), "only a player with a trick may exchange"},
      {kSharp.substr(0, kSharp.size() - 1) + ", me exchange\n", "no exchange with two cards"},
      {kSharp.substr(0, kSharp.size() - 1) + ", me close\n", "no closing with two cards"},
      {kSharp.substr(0, kSharp.size() - 1) + ", me meld s, me play Qs\n", "must lead the King, Ks"},
  };
  REQUIRE(parse_position(kOver).has_value());
  for (const Bad& b : table) {
    INFO(b.text);
    const auto p = parse_position(b.text);
    REQUIRE_FALSE(p.has_value());
    CHECK_THAT(p.error(), Catch::Matchers::Contains(b.expect));
    CHECK_THAT(p.error(), Catch::Matchers::Contains("(history)"));
  }
}

TEST_CASE("position history: a seat other than me or the opponent is refused, not replayed") {
  auto p = parse_position(kStart);
  REQUIRE(p.has_value());
  p->history[1].seat = 2;
  const auto problem = check_position(*p);
  REQUIRE(problem.has_value());
  CHECK(problem->keyword == "history");
  CHECK(problem->message == "action 2 (opponent play Kh): a seat is me or opponent");
}

TEST_CASE("position history: the dealt card, where the talon no longer shows it") {
  // The opponent exchanged: the card it took, the dealt one, is stated and read back.
  const auto melds = parse_position(with(kMelds, "dealt As"));
  REQUIRE(melds.has_value());
  CHECK(melds->dealt == Card(Suit::Spades, Rank::Ace));
  CHECK(view_of(*melds).trump_card_dealt == Card(Suit::Spades, Rank::Ace));
  CHECK(print_position(*melds).find("dealt As\nhistory") != std::string::npos);
  CHECK(history_hash(*melds) != history_hash(*parse_position(kMelds)));
  CHECK(information_hash(*melds) == information_hash(*parse_position(kMelds)));
  // Real hands: position_of states it exactly when an exchange or the last draw hid it.
  int stated = 0;
  every_moment(40, [&](const SeatView& v) {
    const Position p = position_of(v, {7, 7}, true);
    INFO(print_position(p));
    if (!p.history.empty()) CHECK(view_of(p).trump_card_dealt == v.trump_card_dealt);
    CHECK(p.dealt.valid() == (!p.history.empty() && v.trump_card != v.trump_card_dealt));
    stated += p.dealt.valid();
  });
  CHECK(stated > 50);
  struct Bad {
    std::string text, expect;
  };
  const std::vector<Bad> table = {
      {with(with(kMelds, "dealt As"), "history"), "only with a history"},
      {with(kMelds, "dealt Ad"), "the dealt card is a trump"},
      {with(kMelds, "dealt Js"), "the trump Jack was exchanged"},
      {with(kStart, "dealt As"), "no one exchanged, so the dealt card is the one under the talon"},
      {with(kMelds, "dealt As As"), "expected one card"},
      {with(kMelds, "dealt Xx"), "is not a card"},
  };
  for (const Bad& b : table) {
    INFO(b.text);
    const auto p = parse_position(b.text);
    REQUIRE_FALSE(p.has_value());
    CHECK_THAT(p.error(), Catch::Matchers::Contains(b.expect));
    CHECK_THAT(p.error(), Catch::Matchers::Contains("dealt"));
  }
}
