// The live table's state from the game's events alone: the trick as cards land and are taken,
// the last trick (soft) or none (sharp), the snapshot's standing and views, the log.
#include <algorithm>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/game/controller.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/tui/table_state.hpp"

namespace schnapsen::tui {
namespace {

std::vector<game::GameEvent> first_hand(const Rules& rules, std::uint64_t seed) {
  ai::RandomPlayer a(seed), b(seed + 1);
  game::ControllerConfig config;
  config.rules = rules;
  config.seed = seed;
  game::Controller c(config, {&a, &b});
  std::vector<game::GameEvent> events;
  c.on_event([&events](const game::GameEvent& e) { events.push_back(e); });
  while (c.match().hands_played() == 0) c.step();
  return events;
}

}  // namespace

TEST_CASE("Table state: cards land on the trick, a taken trick stays as the last one (soft)") {
  TableState state(true);
  CHECK_FALSE(state.model(0).has_value());  // nothing to show before the first event
  int tricks = 0;
  for (const game::GameEvent& e : first_hand(Rules::soft(), 31)) {
    state.apply(e, "line");
    const auto m = state.model(0);
    REQUIRE(m.has_value());
    CHECK(m->view == e.table.views[0]);
    CHECK(m->bummerls == e.table.bummerls);
    if (e.kind == game::EventKind::CardPlayed)
      CHECK(m->trick.cards.back() == std::pair<int, Card>(e.seat, e.card));
    if (e.kind == game::EventKind::TrickWon) {
      CHECK(m->trick.cards.size() == 2);
      state.take_trick();
      REQUIRE(state.last_trick().has_value());
      CHECK(state.last_trick()->finished);
      CHECK(state.model(0)->trick.finished);
      ++tricks;
    }
    if (e.kind == game::EventKind::HandOver) {
      CHECK(state.model(0)->points[e.seat] == std::max(0, e.points_left[e.seat]));
      CHECK(state.model(0)->hand_number == 1);
    }
  }
  CHECK(tricks > 0);
}

TEST_CASE("Table state: under sharp rules a taken trick is turned face down at once") {
  TableState state(false);
  for (const game::GameEvent& e : first_hand(Rules::sharp(), 32)) {
    state.apply(e, "line");
    if (e.kind != game::EventKind::TrickWon) continue;
    state.take_trick();
    CHECK(state.model(0)->trick.cards.empty());
    CHECK_FALSE(state.last_trick().has_value());
  }
}

TEST_CASE("Table state: R9.2 the log lets a player look back at tricks only in soft play") {
  for (const bool soft : {true, false}) {
    TableState state(soft);
    for (std::size_t i = 0; i < TableState::kLogSize; ++i) state.log("earlier");  // a full log
    std::vector<std::string> cards_seen;  // the card lines of the tricks taken
    for (const game::GameEvent& e : first_hand(soft ? Rules::soft() : Rules::sharp(), 34)) {
      std::string line = game::describe(e, {});
      state.apply(e, line);
      if (e.kind == game::EventKind::CardPlayed) cards_seen.push_back(line);
      if (e.kind == game::EventKind::TrickWon) {
        const std::vector<std::string> log = state.model(0)->log;
        CHECK(std::find(log.begin(), log.end(), line) != log.end());  // who won it
        state.take_trick();
      }
      if (e.kind == game::EventKind::HandOver) break;
    }
    const std::vector<std::string> log = state.model(0)->log;
    REQUIRE(cards_seen.size() >= 4);  // two tricks at least
    for (const std::string& card : cards_seen) {
      INFO(card);
      CHECK((std::find(log.begin(), log.end(), card) != log.end()) == soft);
    }
  }
}

TEST_CASE("Table state: R9.2 the log says once why a taken trick's cards leave it") {
  for (const bool soft : {true, false}) {
    TableState state(soft);
    int tricks = 0;
    for (const game::GameEvent& e : first_hand(soft ? Rules::soft() : Rules::sharp(), 34)) {
      state.apply(e, game::describe(e, {}));
      if (e.kind != game::EventKind::TrickWon) continue;
      state.take_trick();
      ++tricks;
      const std::vector<std::string> log = state.model(0)->log;
      const auto told = std::count_if(log.begin(), log.end(), [](const std::string& line) {
        return line.find("its cards leave this log (R9.2)") != std::string::npos;
      });
      INFO("soft " << soft << ", trick " << tricks);
      CHECK(told == (soft ? 0 : 1));
      if (!soft && tricks == 1) CHECK(log.back().find("Sharp rules: a taken trick") == 0);
    }
    CHECK(tricks >= 2);
  }
}

TEST_CASE("Table state: the log keeps its newest lines, and a new one ends any scrolling") {
  TableState state(true);
  for (std::size_t i = 0; i < TableState::kLogSize + 10; ++i) state.log(std::to_string(i));
  state.scroll_log(7);
  const std::vector<game::GameEvent> events = first_hand(Rules::soft(), 33);
  state.apply(events.front(), "dealt");
  const auto m = state.model(1);
  REQUIRE(m.has_value());
  CHECK(m->log.size() == TableState::kLogSize);
  CHECK(m->log.back() == "dealt");
  CHECK(m->log_scroll == 0);
  CHECK(m->view == events.front().table.views[1]);
}

TEST_CASE("Table state: a take-back takes the log back to before the move, nothing after it") {
  ai::RandomPlayer a(41), b(42);
  game::ControllerConfig config;
  config.seed = 41;
  game::Controller c(config, {&a, &b});
  TableState state(true);
  std::vector<std::string> log;                    // the log as the last event left it
  std::vector<std::vector<std::string>> before_0;  // the log before each move of seat 0
  std::size_t since_0 = 0;                         // events since seat 0's last move
  c.on_event([&](const game::GameEvent& e) {
    const bool move = e.seat == 0 &&
                      (e.kind == game::EventKind::CardPlayed || e.kind == game::EventKind::Melded ||
                       e.kind == game::EventKind::Exchanged || e.kind == game::EventKind::Closed);
    if (e.kind == game::EventKind::HandStarted) before_0.clear();
    if (move) before_0.push_back(log);
    since_0 = move ? 0 : since_0 + 1;
    state.apply(e, game::describe(e, {}));
    if (e.kind == game::EventKind::TrickWon) state.take_trick();
    log = state.model(0)->log;
  });
  // Seat 0 has moved twice in a hand still played, and the other seat, the trick and the talon
  // have gone on since.
  while (before_0.size() < 2 || since_0 < 3 || !c.hand_in_progress()) REQUIRE(c.step());
  for (int i = 0; i < 2; ++i) {
    const std::size_t lines = log.size();
    REQUIRE(c.take_back(0));
    INFO("take-back " << i);
    CHECK(log.back() == "Seat 0 takes back a move");
    log.pop_back();
    CHECK(log.size() < lines);
    CHECK(log == before_0.back());  // no line of the undone moves, nor of what they led to
    before_0.pop_back();
  }
}

}  // namespace schnapsen::tui
