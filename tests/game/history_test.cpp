// The hand history: each finished hand kept once, newest first, the oldest dropped beyond the
// limit, bad files skipped with a note, unfinished hands refused.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "catch.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/hand_moments.hpp"
#include "schnapsen/game/history.hpp"
#include "schnapsen/hand.hpp"
#include "temp_dir.hpp"

namespace schnapsen::game {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::system_clock;

// Hand `index` of match `id`, dealt from `seed` and played to its end with the first legal
// action at every turn (or stopped after `actions` actions).
SavedMatch played_hand(const std::string& id, int index, std::uint64_t seed, int actions = 1000) {
  SavedMatch s;
  s.match_id = id;
  s.hands_played = index;
  s.seed = seed;
  s.seats[0] = {SeatKind::Human, "-", "You"};
  s.seats[1] = {SeatKind::Ai, "random", "AI random"};
  s.hand.rules = Rules::soft();
  s.hand.dealer = index % 2;
  s.hand.deck = shuffled_deck(seed);
  HandState state = s.hand.initial_state();
  for (int i = 0; i < actions && !state.over(); ++i) {
    const Action a = state.legal_actions()[0];
    s.hand.actions.push_back({state.to_act(), a});
    REQUIRE_FALSE(state.apply(a).has_value());
  }
  return s;
}

Clock::time_point at_minute(int minute) {
  return Clock::time_point{} + std::chrono::hours(24 * 365 * 56) + std::chrono::minutes(minute);
}

int files_in(const fs::path& dir) {
  int n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().extension() == ".hand" ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("History: a finished hand is kept once, readable as a save, with its time") {
  TempDir dir;
  const HistoryStore store(dir.path);
  const SavedMatch hand = played_hand("abc", 3, 11);
  REQUIRE_FALSE(store.add(hand, at_minute(0)).has_value());
  REQUIRE_FALSE(store.add(hand, at_minute(5)).has_value());  // resumed: committed again
  CHECK(files_in(store.dir()) == 1);
  CHECK(history_file_name(hand) == "abc-0004.hand");
  const auto listing = store.list();
  REQUIRE(listing.has_value());
  REQUIRE(listing->hands.size() == 1);
  CHECK(listing->skipped.empty());
  const HistoryEntry& e = listing->hands[0];
  CHECK(e.hand == hand);
  CHECK(e.finished == utc_timestamp(at_minute(0)));  // the first time, not the second
  CHECK(e.finished.size() == 20);
  CHECK(e.finished.back() == 'Z');
  const int value = outcome(Hand(hand.hand).state().result(), 0);
  CHECK(history_result(hand) == (value > 0 ? "won " : "lost ") + std::to_string(std::abs(value)));
  SavedMatch marked = hand;
  marked.taken_back = true;
  CHECK(history_result(marked) == history_result(hand) + "*");
}

TEST_CASE("History: newest first, and only the newest hands are kept") {
  TempDir dir;
  const HistoryStore store(dir.path, 3);
  for (int i = 0; i < 5; ++i)
    REQUIRE_FALSE(store.add(played_hand("m", i, 20 + static_cast<std::uint64_t>(i)), at_minute(i))
                      .has_value());
  CHECK(files_in(store.dir()) == 3);
  const auto listing = store.list();
  REQUIRE(listing.has_value());
  REQUIRE(listing->hands.size() == 3);
  CHECK(listing->hands[0].hand.hands_played == 4);
  CHECK(listing->hands[1].hand.hands_played == 3);
  CHECK(listing->hands[2].hand.hands_played == 2);
  CHECK(listing->hands[0].finished > listing->hands[1].finished);
}

TEST_CASE("History: an unfinished hand is refused, bad files are skipped, leftovers removed") {
  TempDir dir;
  const HistoryStore store(dir.path);
  CHECK(store.add(played_hand("m", 0, 5, 4), at_minute(0)).has_value());
  CHECK_FALSE(fs::exists(store.dir() / "m-0001.hand"));
  const auto empty = store.list();  // no folder yet: an empty history
  REQUIRE(empty.has_value());
  CHECK(empty->hands.empty());

  REQUIRE_FALSE(store.add(played_hand("m", 0, 5), at_minute(1)).has_value());
  std::ofstream(store.dir() / "broken.hand") << "# schnapsen-save 1\nnonsense\n";
  std::ofstream(store.dir() / "notes.txt") << "not a hand";
  std::ofstream(store.dir() / ".m-0002.hand.tmpAb12Cd") << "half";
  REQUIRE_FALSE(store.add(played_hand("m", 1, 6), at_minute(2)).has_value());
  CHECK_FALSE(fs::exists(store.dir() / ".m-0002.hand.tmpAb12Cd"));
  const auto listing = store.list();
  REQUIRE(listing.has_value());
  CHECK(listing->hands.size() == 2);
  REQUIRE(listing->skipped.size() == 1);
  CHECK(listing->skipped[0].find("broken.hand") != std::string::npos);
}

TEST_CASE("History: a folder that cannot be written gives a message, nothing else") {
  TempDir dir;
  std::ofstream(dir.path / "history") << "a file where the folder should be";
  const HistoryStore store(dir.path);
  const auto err = store.add(played_hand("m", 0, 5), at_minute(0));
  REQUIRE(err.has_value());
  CHECK(err->find("history") != std::string::npos);
}

}  // namespace schnapsen::game

namespace schnapsen::game {

TEST_CASE("History: a finished hand moment by moment, as one seat saw it") {
  const SavedMatch hand = played_hand("m", 2, 31);
  const auto moments = hand_moments(hand, 0);
  REQUIRE(moments.size() == hand.hand.actions.size() + 1);
  CHECK(moments.front().events.size() == 1);
  CHECK(moments.front().events[0].kind == EventKind::HandStarted);
  CHECK(moments.back().events.back().kind == EventKind::HandOver);
  CHECK_FALSE(moments.back().next.has_value());
  HandState state = hand.hand.initial_state();
  int decisions = 0;
  for (std::size_t i = 0; i + 1 < moments.size(); ++i) {
    const HandMoment& m = moments[i];
    CHECK(m.actions == static_cast<int>(i));
    CHECK(m.view.hand == state.hand(0));  // seat 0's cards, never the opponent's
    CHECK(m.view.seat == 0);
    REQUIRE(m.next.has_value());
    CHECK(*m.next == hand.hand.actions[i]);
    CHECK(m.decision == (m.next->seat == 0 && state.legal_actions().size() > 1));
    decisions += m.decision ? 1 : 0;
    if (i > 0) CHECK(m.events.size() > moments[i - 1].events.size());  // every action is logged
    REQUIRE_FALSE(state.apply(m.next->action).has_value());
  }
  CHECK(decisions > 0);
  const auto other = hand_moments(hand, 1);
  HandRecord first_three = hand.hand;
  first_three.actions.resize(3);
  first_three.action_lines.clear();
  CHECK(other[3].view.hand == Hand(first_three).state().hand(1));
}

}  // namespace schnapsen::game
