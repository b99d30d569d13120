// The controller without a terminal: scripted and random players, events, seeds, resuming.
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/hand.hpp"

namespace schnapsen::game {
namespace {

// Picks the first legal action, remembering every view it was given.
class FirstLegal : public ai::Player {
 public:
  std::string name() const override { return "first"; }
  Action choose(const SeatView& view, const ai::MatchInfo&) override {
    views.push_back(view);
    return view.legal[0];
  }
  void hand_over(int, const HandRecord&, const HandResult& result, const ai::MatchInfo&) override {
    results.push_back(result);
  }
  std::vector<SeatView> views;
  std::vector<HandResult> results;
};

// Throws once, on its `fail_at`-th decision, then behaves like FirstLegal.
class FailsOnce : public FirstLegal {
 public:
  explicit FailsOnce(int fail_at) : fail_at_(fail_at) {}
  Action choose(const SeatView& view, const ai::MatchInfo& m) override {
    if (++calls_ == fail_at_) throw ai::PlayerFailure("scripted failure");
    return FirstLegal::choose(view, m);
  }

 private:
  int fail_at_;
  int calls_ = 0;
};

// Stopped (a bot whose wait the front end ended) on its `stop_at`-th decision or hand_over.
class StopsAt : public FirstLegal {
 public:
  StopsAt(int stop_at, bool at_hand_over) : stop_at_(stop_at), at_hand_over_(at_hand_over) {}
  Action choose(const SeatView& view, const ai::MatchInfo& m) override {
    if (!at_hand_over_ && ++calls_ == stop_at_) throw ai::Stopped("stopped");
    return FirstLegal::choose(view, m);
  }
  void hand_over(int seat, const HandRecord& r, const HandResult& res,
                 const ai::MatchInfo& m) override {
    if (at_hand_over_ && ++calls_ == stop_at_) throw ai::Stopped("stopped");
    FirstLegal::hand_over(seat, r, res, m);
  }

 private:
  int stop_at_;
  bool at_hand_over_;
  int calls_ = 0;
};

// Always answers an action that is never legal while a card must be played.
class Cheater : public ai::Player {
 public:
  std::string name() const override { return "cheater"; }
  Action choose(const SeatView&, const ai::MatchInfo&) override { return Action::pass(); }
};

std::vector<std::string> run_logged(Controller& c) {
  std::vector<std::string> log;
  c.on_event([&log](const GameEvent& e) { log.push_back(describe(e, Naming{})); });
  c.run();
  return log;
}

ControllerConfig config_with(std::uint64_t seed, int bummerls = 1) {
  ControllerConfig cfg;
  cfg.seed = seed;
  cfg.match.bummerls_to_lose = bummerls;
  return cfg;
}

TEST_CASE("A player Stopped while the game waits for it leaves the match, as a human's Quit") {
  for (const bool at_hand_over : {false, true}) {
    FirstLegal a;
    StopsAt b(at_hand_over ? 1 : 3, at_hand_over);
    Controller c(config_with(4), {&a, &b});
    int steps = 0;
    while (c.step()) ++steps;  // ends at the stop: no exception, no further deal
    CHECK(c.left());
    CHECK(c.match().hands_played() == (at_hand_over ? 1 : 0));
    CHECK_FALSE(c.step());  // nothing more, not even a new deal
    CHECK(c.match().hands_played() == (at_hand_over ? 1 : 0));
    CHECK(steps > 0);
  }
}

TEST_CASE("R2.3 R8.3: the dealer alternates hand by hand across Bummerls") {
  ai::RandomPlayer a(1), b(2);
  Controller c(config_with(11, 3), {&a, &b});
  std::vector<int> dealers;
  int bummerls_over = 0, matches_over = 0;
  c.on_event([&](const GameEvent& e) {
    if (e.kind == EventKind::HandStarted) dealers.push_back(e.dealer);
    if (e.kind == EventKind::BummerlOver) ++bummerls_over;
    if (e.kind == EventKind::MatchOver) ++matches_over;
  });
  c.run();
  REQUIRE(c.match().over());
  REQUIRE(dealers.size() == static_cast<std::size_t>(c.match().hands_played()));
  REQUIRE(dealers.size() >= 3);
  REQUIRE(dealers[0] == 0);
  for (std::size_t i = 1; i < dealers.size(); ++i) CHECK(dealers[i] != dealers[i - 1]);
  CHECK(bummerls_over >= 2);
  CHECK(matches_over == 1);
  CHECK(c.match().bummerls(1 - c.match().winner()) >= 3);
  CHECK_FALSE(c.step());  // nothing more to do
}

TEST_CASE("A match is reproducible from its seed") {
  ai::RandomPlayer a1(5), b1(6), a2(5), b2(6), a3(5), b3(6);
  Controller c1(config_with(99), {&a1, &b1});
  Controller c2(config_with(99), {&a2, &b2});
  Controller c3(config_with(100), {&a3, &b3});
  const auto log1 = run_logged(c1);
  const auto log2 = run_logged(c2);
  const auto log3 = run_logged(c3);
  CHECK(log1 == log2);
  CHECK(log1 != log3);
  CHECK(c1.hand()->record().deck == c2.hand()->record().deck);
}

TEST_CASE("deck_for_hand gives complete, different decks per hand and seed") {
  CHECK(is_complete_deck(deck_for_hand(1, 0)));
  CHECK(is_complete_deck(deck_for_hand(1, 7)));
  CHECK(deck_for_hand(1, 0) != deck_for_hand(1, 1));
  CHECK(deck_for_hand(1, 0) != deck_for_hand(2, 0));
  CHECK(deck_for_hand(3, 4) == deck_for_hand(3, 4));
}

// Checks every view it is given against the table's true state at that moment: the view of
// its own seat, of the current state, and nothing more (the engine's make_view).
class ViewChecker : public ai::Player {
 public:
  ViewChecker(int seat, const Controller*& table) : seat_(seat), table_(table) {}
  std::string name() const override { return "checker"; }
  Action choose(const SeatView& view, const ai::MatchInfo&) override {
    const Hand& hand = *table_->hand();
    const bool same = view == make_view(hand.state(), hand.record().actions, seat_);
    mismatches += !same;
    ++views;
    return view.legal[static_cast<int>(views % static_cast<std::size_t>(view.legal.size()))];
  }
  std::size_t views = 0;
  std::size_t mismatches = 0;

 private:
  int seat_;
  const Controller*& table_;
};

TEST_CASE("R9.3: each player gets its own seat's view of the current state and nothing else") {
  const Controller* table = nullptr;
  ViewChecker a(0, table), b(1, table);
  Controller c(config_with(3, 2), {&a, &b});
  table = &c;
  c.run();
  CHECK(a.views >= 10);
  CHECK(b.views >= 10);
  CHECK(a.mismatches == 0);
  CHECK(b.mismatches == 0);
}

TEST_CASE("Events: every trick has a winner that leads next, and hands end with HandOver") {
  ai::RandomPlayer a(21), b(22);
  Controller c(config_with(8, 2), {&a, &b});
  int plays = 0, tricks = 0, hands = 0, overs = 0;
  int last_trick_winner = -1, follow_seat = -1;
  bool expect_lead_by_winner = false;
  c.on_event([&](const GameEvent& e) {
    switch (e.kind) {
      case EventKind::HandStarted:
        ++hands;
        expect_lead_by_winner = false;
        break;
      case EventKind::CardPlayed:
        ++plays;
        if (e.led && expect_lead_by_winner) CHECK(e.seat == last_trick_winner);
        if (!e.led) follow_seat = e.seat;
        break;
      case EventKind::TrickWon:
        ++tricks;
        CHECK(e.points == e.cards[0].points() + e.cards[1].points());
        CHECK(e.seat == (follow_wins(e.cards[0], e.cards[1], c.hand()->state().trump())
                             ? follow_seat
                             : 1 - follow_seat));
        last_trick_winner = e.seat;
        expect_lead_by_winner = true;
        break;
      case EventKind::HandOver:
        ++overs;
        CHECK(e.result.winner >= 0);
        CHECK(e.tricks[0] + e.tricks[1] == c.hand()->state().tricks_played());
        CHECK(e.won[0].points() + e.won[1].points() <= 120);
        break;
      case EventKind::Melded: CHECK((e.points == 20 || e.points == 40)); break;
      case EventKind::Claimed: CHECK(e.correct == (e.score >= kWinningScore)); break;
      default: break;
    }
  });
  c.run();
  CHECK(hands == overs);
  CHECK(hands == c.match().hands_played());
  CHECK(plays == 2 * tricks);
}

TEST_CASE("The step observer sees one more action per step, then the match bookkeeping") {
  FirstLegal a, b;
  Controller c(config_with(4), {&a, &b});
  std::size_t last_actions = 0;
  int steps = 0;
  c.on_step([&](const Controller& ctl) {
    ++steps;
    REQUIRE(ctl.hand());
    const std::size_t n = ctl.hand()->record().actions.size();
    CHECK((n == last_actions + 1 || n == 0));
    last_actions = n;
  });
  c.run();
  CHECK(steps > 10);
}

TEST_CASE("A player that throws leaves the hand unchanged, and play goes on afterwards") {
  FailsOnce a(3);
  FirstLegal b;
  Controller c(config_with(12), {&a, &b});
  bool thrown = false;
  std::size_t actions_before = 0;
  try {
    while (c.step()) actions_before = c.hand()->record().actions.size();
  } catch (const ai::PlayerFailure&) {
    thrown = true;
  }
  REQUIRE(thrown);
  CHECK(c.hand()->record().actions.size() == actions_before);
  c.run();
  CHECK(c.match().over());
}

TEST_CASE("A player answering an illegal action is reported, not applied") {
  Cheater a;
  FirstLegal b;
  Controller c(config_with(1), {&a, &b});
  c.step();  // the deal
  // Forehand (seat 1, since seat 0 deals first) acts first; step until the cheater is asked.
  bool failed = false;
  try {
    c.run();
  } catch (const ai::PlayerFailure& e) {
    failed = std::string(e.what()).find("illegal") != std::string::npos;
  }
  CHECK(failed);
  CHECK_FALSE(c.hand()->over());
}

TEST_CASE("Resuming from the match and the hand record plays on exactly as before") {
  FirstLegal a1, b1;
  Controller original(config_with(77, 2), {&a1, &b1});
  for (int i = 0; i < 40; ++i) original.step();
  REQUIRE(original.hand_in_progress());
  const Match saved_match = original.match();
  const HandRecord saved_hand = original.hand()->record();

  FirstLegal a2, b2;
  Controller resumed(config_with(77, 2), {&a2, &b2}, saved_match, saved_hand);
  CHECK(resumed.hand_index() == original.hand_index());
  const auto rest_original = run_logged(original);
  const auto rest_resumed = run_logged(resumed);
  CHECK(rest_original == rest_resumed);
  CHECK(resumed.match().winner() == original.match().winner());
}

TEST_CASE("describe: plain English with verb agreement for You") {
  GameEvent e;
  e.kind = EventKind::TrickWon;
  e.seat = 0;
  e.points = 21;
  Naming n;
  n.players = {"You", "Anna"};
  CHECK(describe(e, n) == "You win the trick (21)");
  e.seat = 1;
  CHECK(describe(e, n) == "Anna wins the trick (21)");
  e.kind = EventKind::Passed;
  e.seat = 0;
  CHECK(describe(e, n) == "You pass");
  e.kind = EventKind::Melded;
  e.seat = 1;
  e.points = 40;
  e.suit = Suit::Hearts;
  CHECK(describe(e, n) == "Anna melds 40 in hearts");
  e.kind = EventKind::Claimed;
  e.score = 67;
  e.correct = true;
  CHECK(describe(e, n) == "Anna claims 66 with 67: correct");
}

TEST_CASE("describe_end names the reason: claim, a failed close, Schneider, Schwarz, last trick") {
  Naming n;
  n.players = {"Anna", "Ben"};
  GameEvent e;
  e.kind = EventKind::HandOver;
  e.scores = {70, 20};
  e.result = {0, 2, EndReason::CorrectClaim, 0};
  CHECK(describe_end(e, n) == "Anna claimed 70: correct, Schneider");
  e.result = {0, 3, EndReason::CorrectClaim, 0};
  CHECK(describe_end(e, n) == "Anna claimed 70: correct, Schwarz");
  e.closer = 1;
  e.result = {0, 2, EndReason::CorrectClaim, 0};
  CHECK(describe_end(e, n) == "Anna claimed 70: correct, Ben closed and did not reach 66");
  e.result = {0, 2, EndReason::CloserFailed, 1};
  CHECK(describe_end(e, n) == "Ben closed and did not reach 66");
  // After a close Schneider goes by the standing at closing: the end says so.
  e.closer = 0;
  e.score_at_close = 26;
  e.result = {0, 2, EndReason::CorrectClaim, 0};
  CHECK(describe_end(e, n) ==
        "Anna claimed 70: correct, Schneider: Ben had 26 when the talon closed");
  e.result = {0, 3, EndReason::CorrectClaim, 0};
  CHECK(describe_end(e, n) ==
        "Anna claimed 70: correct, Schwarz: Ben had no trick when the talon closed");
  e.closer = -1;
  e.result = {1, 1, EndReason::LastTrick, -1};
  CHECK(describe_end(e, n) == "Ben won the last trick, no one claimed 66");
}

TEST_CASE("describe: \"you\" inside a sentence; R9.2 sharp: a trick without its points") {
  Naming n;
  n.players = {"You", "Ben"};
  GameEvent e;
  e.kind = EventKind::HandOver;
  e.scores = {74, 40};
  e.result = {0, 1, EndReason::CorrectClaim, 0};
  CHECK(describe_end(e, n) == "you claimed 74: correct");
  CHECK(describe(e, n) == "You win 1 game point (you claimed 74: correct)");
  e.closer = 0;
  e.result = {1, 2, EndReason::CloserFailed, 0};
  CHECK(describe_end(e, n) == "you closed and did not reach 66");
  CHECK(shown_name("You") == "You");
  CHECK(shown_name("Ben") == "Ben");
  CHECK(shown_name("AI hard") == "AI hard");
  GameEvent trick;
  trick.kind = EventKind::TrickWon;
  trick.seat = 1;
  trick.points = 21;
  n.trick_points = false;
  CHECK(describe(trick, n) == "Ben wins the trick");
}

TEST_CASE("hand_events replays a hand's record into the events the controller reported") {
  ai::RandomPlayer a(3), b(4);
  Controller c(config_with(21), {&a, &b});
  std::vector<std::string> live;
  int hands_checked = 0;
  std::size_t events_checked = 0;
  c.on_event([&](const GameEvent& e) {
    if (e.kind == EventKind::HandOver) {
      std::vector<std::string> replayed;
      for (const GameEvent& r : hand_events(c.hand()->record(), e.hand_index))
        replayed.push_back(describe(r, Naming{}));
      CHECK(replayed == live);
      CHECK(replayed.size() > 1);  // HandStarted and at least one action
      events_checked += replayed.size();
      ++hands_checked;
      live.clear();
    } else if (e.kind != EventKind::BummerlOver && e.kind != EventKind::MatchOver) {
      live.push_back(describe(e, Naming{}));
    }
  });
  c.run();
  CHECK(hands_checked >= 2);
  CHECK(events_checked > 20);
}

TEST_CASE("describe: Bummerl and match results agree with You") {
  Naming n;
  n.players = {"You", "Anna"};
  GameEvent e;
  e.kind = EventKind::BummerlOver;
  e.seat = 0;
  e.schneider = true;
  CHECK(describe(e, n) == "You win the Bummerl (Schneider: counts twice)");
  e.kind = EventKind::MatchOver;
  e.seat = 1;
  CHECK(describe(e, n) == "Anna wins the match");
  CHECK(about("You", N_("You pass"), N_("%s passes")) == "You pass");
  CHECK(about("Anna", N_("You pass"), N_("%s passes")) == "Anna passes");
}

}  // namespace
}  // namespace schnapsen::game

namespace schnapsen::game {

TEST_CASE("Take-back: the seat's last move and the replies to it are undone, once marked") {
  FirstLegal a, b;
  Controller c(config_with(17), {&a, &b});
  std::vector<GameEvent> events;
  int observed = 0;
  c.on_event([&events](const GameEvent& e) { events.push_back(e); });
  c.on_step([&observed](const Controller&) { ++observed; });
  CHECK_FALSE(c.take_back(0));  // no hand yet
  c.step();                     // the deal
  const int first = c.hand()->state().to_act();
  CHECK_FALSE(c.take_back(first));  // it has not acted yet
  for (int i = 0; i < 5; ++i) c.step();
  const HandRecord before = c.hand()->record();
  std::size_t last = before.actions.size();
  while (before.actions[last - 1].seat != first) --last;
  const int seen = observed;
  REQUIRE(c.take_back(first));
  CHECK(c.taken_back());
  CHECK(observed == seen + 1);  // saved before it is shown
  CHECK(events.back().kind == EventKind::TakenBack);
  CHECK(events.back().seat == first);
  const HandRecord& after = c.hand()->record();
  REQUIRE(after.actions.size() == last - 1);
  CHECK(std::equal(after.actions.begin(), after.actions.end(), before.actions.begin()));
  CHECK(c.hand()->state().to_act() == first);  // its turn again, as before that move
  // Play on: the hand's end says it had a take-back; the next deal clears the mark.
  while (c.hand_in_progress()) c.step();
  std::optional<GameEvent> over;
  for (const GameEvent& e : events)
    if (e.kind == EventKind::HandOver) over = e;
  REQUIRE(over.has_value());
  CHECK(over->taken_back);
  CHECK_FALSE(c.take_back(first));  // the hand is over
  if (!c.match().over()) {
    c.step();
    CHECK_FALSE(c.taken_back());
  }
}

}  // namespace schnapsen::game

namespace schnapsen::game {
namespace {

// A human seat that plays the first legal action, or answers `Quit` or `TakeBack` at a decision.
class ScriptedHuman : public HumanSeat {
 public:
  int quit_at = -1;       // answers Quit at this decision (1-based)
  int take_back_at = -1;  // answers TakeBack at this decision
  std::vector<HumanTurn> turns;
  SeatAnswer answer(const HumanTurn& turn) override {
    turns.push_back(turn);
    ++decisions_;
    if (decisions_ == quit_at) return SeatAnswer::quit();
    if (decisions_ == take_back_at) return SeatAnswer::take_back();
    return SeatAnswer::act(turn.view.legal[0]);
  }

 private:
  int decisions_ = 0;
};

}  // namespace

TEST_CASE("Human seats answer values: Quit stops the controller where it stands") {
  ScriptedHuman human;
  human.quit_at = 3;
  FirstLegal ai;
  Controller c(config_with(5), {&human, &ai});
  c.run();
  CHECK(c.left());
  CHECK(human.turns.size() == 3);
  CHECK(c.hand_in_progress());
  CHECK_FALSE(c.step());  // nothing more once left
}

TEST_CASE("Human seats answer values: TakeBack only where the match allows it") {
  for (const bool allowed : {true, false}) {
    INFO("allowed: " << allowed);
    ScriptedHuman human;
    human.take_back_at = 3;
    FirstLegal ai;
    ControllerConfig config = config_with(9);
    config.take_back = allowed;
    Controller c(config, {&human, &ai});
    std::vector<GameEvent> events;
    c.on_event([&events](const GameEvent& e) { events.push_back(e); });
    while (human.turns.size() < 4) REQUIRE(c.step());
    bool taken = false;
    for (const GameEvent& e : events) taken = taken || e.kind == EventKind::TakenBack;
    CHECK(taken == allowed);
    CHECK(c.taken_back() == allowed);
  }
}

TEST_CASE("A human's turn carries the engine's reason for each refused action") {
  ScriptedHuman human;
  FirstLegal ai;
  Controller c(config_with(13), {&human, &ai});
  while (human.turns.empty()) c.step();
  const HumanTurn& turn = human.turns.front();
  for (Card card : turn.view.hand)
    CHECK((turn.refusal(Action::play(card)) == nullptr) ==
          turn.view.legal.contains(Action::play(card)));
  if (!turn.view.legal.contains(Action::claim())) {
    REQUIRE(turn.refusal(Action::claim()) != nullptr);
    CHECK(std::string(turn.refusal(Action::claim())->msgid).size() > 0);
  }
}

TEST_CASE("Snapshots: each event's table; an answering card is shown as it lands") {
  FirstLegal a, b;
  Controller c(config_with(23), {&a, &b});
  std::vector<GameEvent> events;
  c.on_event([&events](const GameEvent& e) { events.push_back(e); });
  while (c.match().hands_played() == 0) c.step();
  int answers = 0;
  for (std::size_t i = 0; i + 1 < events.size(); ++i) {
    const GameEvent& e = events[i];
    REQUIRE(e.table.dealt);
    if (e.kind != EventKind::CardPlayed || e.led) continue;
    ++answers;
    const GameEvent& won = events[i + 1];
    REQUIRE(won.kind == EventKind::TrickWon);
    for (int seat = 0; seat < 2; ++seat) {
      const SeatView& landing = e.table.views[seat];
      CHECK(landing.legal.empty());
      CHECK_FALSE(landing.hand.contains(e.card));
      CHECK(landing.tricks[0] + landing.tricks[1] + 1 ==
            won.table.views[seat].tricks[0] + won.table.views[seat].tricks[1]);
    }
  }
  CHECK(answers > 0);
  const GameEvent& over = events.back();
  REQUIRE(over.kind == EventKind::HandOver);
  CHECK(over.table.hands_played == 1);
  CHECK_FALSE(over.table.hand_in_progress);
  CHECK(static_cast<bool>(over.review));
  // The resumed hand as a front end is given it: its events so far and the table now.
  const auto so_far = c.hand_so_far();
  REQUIRE(so_far.has_value());
  CHECK(so_far->events.front().kind == EventKind::HandStarted);
  CHECK(so_far->table.views[0] == c.hand()->view(0));
}

}  // namespace schnapsen::game
