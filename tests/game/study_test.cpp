// Study play's deal: every deal of a position's unseen cards shows its player exactly the
// position, keeps the opponent off what it is known not to hold, and varies with the seed.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "catch.hpp"
#include "schnapsen/ai/basic_player.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/game/review.hpp"
#include "schnapsen/game/study.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/view.hpp"
#include "source_dir.hpp"

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

// Every moment of hands played from random deals by the casual rules with a random action now
// and then (exchanges, marriages, closes and claims among them), in both rule sets: the position
// of the seat to act, printed with the hand's history.
std::vector<Position> positions_with_history() {
  std::vector<Position> out;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    SplitMix64 rng(seed);
    Hand hand(seed % 2 ? Rules::soft() : Rules::sharp(), static_cast<int>(seed % 2),
              shuffled_deck(seed));
    while (!hand.over()) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      if (!v.history.empty()) out.push_back(position_of(v, {7, 7}, true));
      const bool noise = rng.below(4) == 0 && v.legal.size() > 1;
      Action a = noise ? v.legal[rng.below(v.legal.size())] : ai::basic_action(v);
      if (a == Action::claim() && v.scores[seat] < kWinningScore) a = ai::basic_action(v);
      hand.act(seat, a);
    }
  }
  return out;
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

TEST_CASE("a study hand begun at a position: the AI's position carries no history, and checks") {
  // The hand's history holds only what followed the position: the tricks before it are not in
  // it, so a position with that history would lose their cards (and leave too many unseen).
  const Position p = example("closing.txt");
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Hand hand(game::deal_study(p, seed).record);
    while (!hand.over()) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      const Position seen = position_of(v, {7, 7}, true);
      INFO(print_position(seen));
      CHECK(seen.history.empty());
      CHECK_FALSE(check_position(seen).has_value());
      CHECK(view_of(seen).legal == v.legal);
      hand.act(seat, ai::basic_action(v));
    }
  }
}

TEST_CASE("a study deal of a position with a history is dealt from the start and plays it") {
  int positions = 0;
  int varied = 0;
  for (const Position& p : positions_with_history()) {
    INFO(print_position(p));
    std::set<std::vector<int>> decks;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const game::StudyHand study = game::deal_study(p, seed);
      REQUIRE_FALSE(study.record.start.has_value());
      REQUIRE(study.record.given == p.history.size());
      const Hand hand(study.record);
      REQUIRE(hand.state().to_act() == 0);
      // My view is the position, history and all; the opponent's holds the same history, so a
      // level that reads my play reads it here too.
      CHECK(position_of(hand.view(0), p.match, true) == p);
      CHECK(hand.view(1).history == hand.view(0).history);
      std::vector<int> deck;
      for (Card c : study.record.deck) deck.push_back(c.index());
      decks.insert(deck);
    }
    ++positions;
    if (decks.size() > 1) ++varied;
  }
  CHECK(positions > 200);
  CHECK(varied * 10 > positions * 9);  // the unseen cards and where they came from vary
}

TEST_CASE("a study hand's history is the problem's: never taken back, never reviewed") {
  // Seat 0 plays at random (it errs) through a whole hand; the review finds its worst mistake.
  Hand played(Rules::soft(), 1, shuffled_deck(3));
  ai::RandomPlayer careless(3);
  while (!played.over()) {
    const int seat = played.state().to_act();
    const SeatView v = played.view(seat);
    Action a = seat == 0 ? careless.choose(v, {}) : ai::basic_action(v);
    if (a == Action::claim() && v.scores[seat] < kWinningScore) a = v.legal[0];
    played.act(seat, a);
  }
  HandRecord record = played.record();
  game::HandReviewer reviewer;
  REQUIRE(reviewer.biggest_mistake(record, 0).has_value());
  record.given = record.actions.size();
  CHECK_FALSE(reviewer.biggest_mistake(record, 0).has_value());

  // Take-back stops at the position: the seat's moves in the history stay.
  Position p;
  for (const Position& q : positions_with_history())
    if (q.history.size() >= 6 && q.rules == Rules::soft()) {
      p = q;
      break;
    }
  REQUIRE(p.history.size() >= 6);
  game::StudyHand study = game::deal_study(p, 1);
  ai::RandomPlayer me(1);
  ai::RandomPlayer opponent(2);
  game::ControllerConfig config;
  config.rules = p.rules;
  config.take_back = true;
  game::Controller c(config, {&me, &opponent}, study.match, study.record);
  CHECK_FALSE(c.take_back(0));  // nothing played since the position
  c.step();                     // my first move of the study
  REQUIRE(c.hand()->record().actions.size() > p.history.size());
  CHECK(c.take_back(0));
  CHECK(c.hand()->record().actions.size() == p.history.size());
  CHECK_FALSE(c.take_back(0));
}

namespace {

// Study play's front end in tests: the person plays its first legal card, or asks for a
// take-back once it has moved; every event is counted by seat.
class ScriptedStudy : public game::PlayFrontEnd, public game::HumanSeat {
 public:
  bool take_back_once = false;
  std::vector<Action> mine;
  int watched = 0, shown = 0, taken_back = 0;
  std::string events;  // described, one a line

  game::HumanSeat& human(int seat) override {
    REQUIRE(seat == 0);
    return *this;
  }
  std::unique_ptr<ai::Player> watch(int seat, ai::Player&) override {
    CHECK(seat == 1);
    ++watched;
    return nullptr;  // the AI plays unwrapped
  }
  void show_hand_so_far(const game::HandSoFar&) override { ++shown; }
  void on_event(const game::GameEvent& e) override {
    events += game::describe(e, game::Naming{}) + "\n";
    taken_back += e.kind == game::EventKind::TakenBack ? 1 : 0;
  }
  game::SeatAnswer answer(const game::HumanTurn& turn) override {
    if (take_back_once && turn.may_take_back) {
      take_back_once = false;
      mine.clear();
      return game::SeatAnswer::take_back();
    }
    Action a = turn.view.legal[0];
    for (Action b : turn.view.legal)
      if (b.kind == ActionKind::Play) a = b;
    mine.push_back(a);
    return game::SeatAnswer::act(a);
  }
};

}  // namespace

TEST_CASE("study session: each deal a new seed, the AI made by the game, one analysis") {
  const Position p = example("closing.txt");
  game::StudySession study({p, "casual", 7, false});
  CHECK(study.take_back() == game::TakeBack::NotAsked);
  CHECK(study.analysis_level().name == "master");  // casual does not search
  std::set<std::string> deals;
  for (int deal = 1; deal <= 3; ++deal) {
    CHECK(study.deal_number() == deal);
    ScriptedStudy front;
    const game::StudyOutcome outcome = study.play_deal(front);
    CHECK_FALSE(outcome.left);
    REQUIRE(outcome.first.has_value());
    CHECK(*outcome.first == front.mine.front());  // the position's decision, the player's
    CHECK(front.watched == 1);
    CHECK(front.shown == 1);
    deals.insert(front.events);
  }
  CHECK(deals.size() > 1);  // a new deal of the unseen cards each time
  CHECK(study.deal_number() == 4);
  const ai::Evaluation& analysis = study.analysis();
  CHECK(&study.analysis() == &analysis);  // computed once
  CHECK(view_of(p).legal.contains(analysis.choice));
  CHECK(static_cast<int>(analysis.values.size()) == view_of(p).legal.size());
}

TEST_CASE("study session: the deals follow the seed, take-backs as take_back.hpp says") {
  const Position p = example("closing.txt");
  // The same seed, the same deals.
  std::array<std::vector<std::string>, 2> events;
  for (int run = 0; run < 2; ++run) {
    game::StudySession study({p, "skilled", 11, true});
    CHECK(study.take_back() == game::TakeBack::On);
    for (int deal = 0; deal < 4; ++deal) {
      ScriptedStudy front;
      study.play_deal(front);
      events[run].push_back(front.events);
    }
  }
  CHECK(events[0] == events[1]);
  // Asked for and allowed: the player's move is taken back.
  game::StudySession study({p, "pimc", 11, true});
  CHECK(study.analysis_level().name == "pimc");  // the opponent searches: its own analysis
  ScriptedStudy front;
  front.take_back_once = true;
  study.play_deal(front);
  CHECK(front.taken_back == 1);
  Position sharp = p;
  sharp.rules = Rules::sharp();
  CHECK(game::StudySession({sharp, "skilled", 1, true}).take_back() == game::TakeBack::SharpRules);
  CHECK_THROWS_AS(game::StudySession({p, "grandmaster", 1, false}), std::invalid_argument);
}
