// game::Session driven by a scripted front end (no curses): whole matches, kills at every kind of
// instant (a thrown "kill" from the event sink stands for kill -9: nothing of the session runs
// after it), resuming, statistics counted exactly once, the lock, failing bots, ignored flags.
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/history.hpp"
#include "schnapsen/game/session.hpp"
#include "temp_dir.hpp"

namespace schnapsen::game {
namespace {

namespace fs = std::filesystem;

struct Killed {};  // thrown out of the session: the process "dies" there

// The actions among `events` of hand `hand`.
std::size_t actions_in(const std::vector<GameEvent>& events, int hand) {
  std::size_t actions = 0;
  for (const GameEvent& e : events) {
    if (e.hand_index != hand) continue;
    switch (e.kind) {
      case EventKind::Exchanged:
      case EventKind::Closed:
      case EventKind::Melded:
      case EventKind::CardPlayed:
      case EventKind::Claimed:
      case EventKind::Passed: ++actions; break;
      default: break;
    }
  }
  return actions;
}

// A front end that plays the human seats with seeded random legal actions and answers the
// session's questions from its script.
class ScriptedTable : public SessionFrontEnd {
 public:
  explicit ScriptedTable(std::uint64_t seed) : rng_(seed) {}

  // Scripted answers.
  bool resume = true;
  OpponentChoice on_failed_opponent;
  int play_again_times = 0;
  long kill_at_event = -1;         // die when this many events have been shown (-1: never)
  bool stop_at_hand_over = false;  // die right after the first HandOver is shown
  std::function<void(const GameEvent&)> on_shown;  // called with each event shown

  // What happened.
  std::vector<GameEvent> events;
  std::vector<std::string> warnings;
  std::vector<bool> saved;  // each save status: whether the match stood saved
  int resume_questions = 0;
  std::vector<std::string> offers;  // each resume question's description
  int failed_opponents = 0;
  std::vector<std::string> failure_reasons;
  std::vector<MatchSummary> summaries;
  std::vector<MatchSetup> setups;
  int base_hand = -1;
  std::size_t base_actions = 0;

  ResumeChoice offer_resume(const SavedMatch&, const std::string& description) override {
    ++resume_questions;
    CHECK_FALSE(description.empty());
    offers.push_back(description);
    return resume ? ResumeChoice::Resume : ResumeChoice::NewMatch;
  }
  OpponentChoice opponent_failed(const SavedMatch&, const std::string& why) override {
    ++failed_opponents;
    CHECK_FALSE(why.empty());
    failure_reasons.push_back(why);
    return on_failed_opponent;
  }
  void begin_match(const MatchSetup& setup) override {
    REQUIRE_FALSE(in_match_);
    in_match_ = true;
    setups.push_back(setup);
  }
  HumanSeat& human(int seat) override { return seats_[seat]; }
  std::unique_ptr<ai::Player> watch(int, ai::Player&) override { return nullptr; }
  void show_hand_so_far(const HandSoFar& hand) override {
    // A resumed hand's actions so far (a real front end shows them again).
    base_hand = hand.events.front().hand_index;
    base_actions = actions_in(hand.events, base_hand);
  }
  void on_event(const GameEvent& e) override {
    if (kill_at_event >= 0 && static_cast<long>(events.size()) >= kill_at_event) throw Killed{};
    events.push_back(e);
    if (on_shown) on_shown(e);
    if (stop_at_hand_over && e.kind == EventKind::HandOver) throw Killed{};
  }
  void set_save_status(const SaveStatus& status) override {
    warnings.push_back(status.warning);
    saved.push_back(status.saved);
  }
  bool play_again(const MatchSummary& summary) override {
    REQUIRE(in_match_);
    summaries.push_back(summary);
    return play_again_times-- > 0;
  }
  void end_match() override {  // may run while a "kill" unwinds: CHECK, never throw
    CHECK(in_match_);
    in_match_ = false;
  }

 private:
  class Seat : public HumanSeat {
   public:
    explicit Seat(SplitMix64& rng) : rng_(rng) {}
    int take_back_at = -1;  // asks to take back its last move at this decision (if it has one)
    int take_backs = 0;
    int new_match_at = -1;  // abandons the match for a new one at this decision
    std::string new_level;  // ... against this AI level ("": the same opponent)
    SeatAnswer answer(const HumanTurn& turn) override {
      const SeatView& view = turn.view;
      if (decisions_ + 1 == new_match_at) {
        ++decisions_;
        new_match_at = -1;
        return SeatAnswer::new_match(new_level);
      }
      const bool moved = std::any_of(view.history.begin(), view.history.end(),
                                     [&view](const SeatAction& a) { return a.seat == view.seat; });
      if (++decisions_ >= take_back_at && take_back_at >= 0 && moved) {
        take_back_at = -1;
        ++take_backs;
        return SeatAnswer::take_back();
      }
      return SeatAnswer::act(view.legal[rng_.below(static_cast<int>(view.legal.size()))]);
    }

   private:
    SplitMix64& rng_;
    int decisions_ = 0;
  };

 public:
  Seat& seat(int i) { return seats_[static_cast<std::size_t>(i)]; }

 private:
  bool in_match_ = false;
  SplitMix64 rng_;
  std::array<Seat, 2> seats_{Seat(rng_), Seat(rng_)};
};

MatchRequest request_vs(const std::string& level, int bummerls = 1, std::uint64_t seed = 5) {
  MatchRequest r;
  r.spec.seed = seed;
  r.spec.settings.bummerls_to_lose = bummerls;
  r.spec.seats[0] = {SeatKind::Human, "-", ""};
  r.spec.seats[1] = {SeatKind::Ai, level, ""};
  return r;
}

std::unique_ptr<Session> open_session(const fs::path& dir, StartMode mode, MatchRequest request,
                                      Venue venue = {}) {
  auto s = Session::open(dir, "", mode, std::move(request), std::move(venue));
  if (!s) FAIL(s.error());
  return std::move(*s);
}

Stats stats_in(const fs::path& dir) {
  auto s = read_stats(SaveStore(dir).stats_file());
  REQUIRE(s.has_value());
  return *s;
}

std::optional<SavedMatch> save_in(const fs::path& dir) {
  if (!fs::exists(SaveStore(dir).save_file())) return std::nullopt;
  LoadedSave loaded = SaveStore(dir).load();
  REQUIRE(loaded.status == LoadedSave::Status::Loaded);  // never a save that cannot be resumed
  return loaded.match;
}

// Checks that everything `shown` before a kill is in the save: the actions of the hand shown
// last, and a finished hand's end.
void check_nothing_lost(const ScriptedTable& table, const SavedMatch& save) {
  const std::vector<GameEvent>& shown = table.events;
  if (shown.empty()) return;
  const int hand = shown.back().hand_index;
  const std::size_t actions =
      (hand == table.base_hand ? table.base_actions : 0) + actions_in(shown, hand);
  bool over = false;
  for (const GameEvent& e : shown)
    over = over || (e.hand_index == hand && e.kind == EventKind::HandOver);
  INFO("hand " << hand << " shown with " << actions << " actions, over " << over);
  REQUIRE(save.hands_played >= hand);
  if (save.hands_played > hand) return;  // a later hand was dealt: this one is in the match
  CHECK(save.hand.actions.size() >= actions);
  if (over) CHECK(replay_state(save.hand)->over());
}

TEST_CASE("Session lock: a symbolic link planted as the lock is refused, its target untouched") {
  TempDir dir;
  const fs::path victim = dir.path / "victim";
  { std::ofstream(victim) << "precious\n"; }
  fs::create_directories(dir.path / "state");
  fs::create_symlink(victim, SessionLock::file(dir.path / "state"));
  const auto lock = SessionLock::acquire(dir.path / "state");
  REQUIRE_FALSE(lock.has_value());
  CHECK_FALSE(lock.error().held);
  CHECK(lock.error().message.find("cannot open") != std::string::npos);
  std::ifstream in(victim);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text == "precious\n");
}

}  // namespace

TEST_CASE("Session: a state directory removed mid-match is locked again or no longer written") {
  TempDir dir;
  auto session = open_session(dir.path, StartMode::Ask, request_vs("random"));
  ScriptedTable table(4);
  std::unique_ptr<Session> other;  // a second process that starts while the directory is gone
  bool take_over = false;
  bool removed = false;
  SECTION("nobody else came: the lock is taken again and saving goes on") {}
  SECTION("another process took the directory: this one stops writing there") { take_over = true; }
  table.on_shown = [&](const GameEvent& e) {
    if (removed || e.kind != EventKind::CardPlayed) return;
    removed = true;
    fs::remove_all(dir.path);
    if (take_over) other = open_session(dir.path, StartMode::Ask, request_vs("random"));
  };
  table.stop_at_hand_over = true;
  CHECK_THROWS_AS(session->run(table), Killed);
  REQUIRE(removed);
  const bool stopped = std::any_of(table.warnings.begin(), table.warnings.end(), [](auto& w) {
    return w.find("not saving any more: a match is already running") != std::string::npos;
  });
  if (take_over) {
    CHECK(stopped);
    CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));  // the other one's directory
  } else {
    CHECK_FALSE(stopped);
    CHECK(SaveStore(dir.path).load().status == LoadedSave::Status::Loaded);
    auto second = Session::open(dir.path, "", StartMode::Ask, request_vs("random"));
    REQUIRE_FALSE(second.has_value());
    CHECK(second.error().find("already running") != std::string::npos);
  }
}

TEST_CASE("Session: a new match from the table abandons the match, not counted as lost") {
  TempDir dir;
  ScriptedTable table(3);
  table.seat(0).new_match_at = 25;  // a few hands in
  table.seat(0).new_level = "casual";
  int abandoned_hands = 0;
  std::optional<SavedMatch> save_at_new;
  table.on_shown = [&](const GameEvent& e) {
    if (table.setups.size() == 1 && e.kind == EventKind::HandOver) ++abandoned_hands;
    // The new match's first deal: the save is the new match's (until then the old one's).
    if (table.setups.size() == 2 && e.kind == EventKind::HandStarted && !save_at_new)
      save_at_new = save_in(dir.path);
  };
  auto session = open_session(dir.path, StartMode::Ask, request_vs("random", 3));
  const SessionEnd end = session->run(table);
  CHECK(end.kind == SessionEnd::Kind::Finished);
  REQUIRE(table.setups.size() == 2);
  CHECK(table.setups[0].spec.seats[1].level_or_command == "random");
  CHECK(table.setups[1].spec.seats[1].level_or_command == "casual");
  CHECK(table.setups[1].spec.seats[1].name == "AI casual");
  CHECK(table.setups[1].match_id != table.setups[0].match_id);
  REQUIRE(save_at_new.has_value());
  CHECK(save_at_new->match_id == table.setups[1].match_id);
  REQUIRE(table.summaries.size() == 1);  // only the new match ended
  REQUIRE(abandoned_hands > 0);
  const Stats stats = stats_in(dir.path);
  const StatsLine old = stats.lines.at({"random", "soft"});
  CHECK(old.hands_won + old.hands_lost == abandoned_hands);  // its finished hands count
  CHECK(old.matches_won + old.matches_lost == 0);            // the match itself does not
  const StatsLine now = stats.lines.at({"casual", "soft"});
  CHECK(now.matches_won + now.matches_lost == 1);
  CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));
}

TEST_CASE("Session: a scripted front end plays a whole match; the save goes, statistics stay") {
  TempDir dir;
  ScriptedTable table(1);
  auto session = open_session(dir.path, StartMode::Ask, request_vs("random"));
  const SessionEnd end = session->run(table);
  CHECK(end.kind == SessionEnd::Kind::Finished);
  CHECK_FALSE(end.saved);
  CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));
  REQUIRE(table.summaries.size() == 1);
  const MatchSummary& m = table.summaries[0];
  const Stats stats = stats_in(dir.path);
  const StatsLine line = stats.lines.at({"random", "soft"});
  CHECK(line.hands_won + line.hands_lost == m.hands);
  CHECK(line.matches_won + line.matches_lost == 1);
  CHECK(line.matches_won == (m.winner == 0 ? 1 : 0));
  CHECK(line.bummerls_won + line.bummerls_lost == m.bummerls[0] + m.bummerls[1]);
  REQUIRE(m.stats.has_value());
  CHECK(*m.stats == line);
  CHECK(table.setups.at(0).spec.seats[1].name == "AI random");
  CHECK(table.resume_questions == 0);
  // Before the deal nothing is saved; every step from then on is.
  REQUIRE(table.saved.size() > 2);
  CHECK_FALSE(table.saved.front());
  CHECK(std::all_of(table.saved.begin() + 1, table.saved.end(), [](bool b) { return b; }));
  const auto history = HistoryStore(dir.path).list();
  REQUIRE(history.has_value());
  REQUIRE(history->hands.size() == static_cast<std::size_t>(m.hands));
  CHECK(history->hands.back().hand.hands_played == 0);  // newest first: the first hand last
  CHECK(history->hands.front().hand.hands_played == m.hands - 1);
}

// A full disk for this process: writes to files beyond `bytes` fail (EFBIG; SIGXFSZ ignored)
// until lift().
class FullDisk {
 public:
  explicit FullDisk(rlim_t bytes) {
    ::getrlimit(RLIMIT_FSIZE, &old_limit_);
    old_handler_ = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limit = old_limit_;
    limit.rlim_cur = bytes;
    ::setrlimit(RLIMIT_FSIZE, &limit);
  }
  ~FullDisk() { lift(); }
  FullDisk(const FullDisk&) = delete;
  FullDisk& operator=(const FullDisk&) = delete;
  void lift() {
    if (lifted_) return;
    lifted_ = true;
    ::setrlimit(RLIMIT_FSIZE, &old_limit_);
    std::signal(SIGXFSZ, old_handler_);
  }
  bool lifted() const { return lifted_; }

 private:
  rlimit old_limit_{};
  void (*old_handler_)(int) = nullptr;
  bool lifted_ = false;
};

TEST_CASE("Session: hands that end while the disk is full are counted once it has room again") {
  TempDir dir;
  auto session = open_session(dir.path, StartMode::Ask, request_vs("random"));
  ScriptedTable table(3);
  FullDisk full(16);                          // no save, statistics or history file fits
  table.on_shown = [&](const GameEvent& e) {  // room again during the second hand
    if (e.hand_index == 1 && e.kind == EventKind::CardPlayed) full.lift();
  };
  session->run(table);
  REQUIRE(full.lifted());
  REQUIRE(table.summaries.size() == 1);
  const MatchSummary& m = table.summaries[0];
  REQUIRE(m.hands >= 2);
  CHECK(std::any_of(table.warnings.begin(), table.warnings.end(), [](const std::string& w) {
    return w.find("statistics:") != std::string::npos && w.find("history:") != std::string::npos;
  }));
  // Every hand counted once, the first (ended while the disk was full) too, and in the history.
  const Stats stats = stats_in(dir.path);
  const StatsLine line = stats.lines.at({"random", "soft"});
  CHECK(line.hands_won + line.hands_lost == m.hands);
  CHECK(line.matches_won + line.matches_lost == 1);
  REQUIRE(stats.counted.size() == 1);
  CHECK(stats.counted[0].hands == m.hands);
  const auto history = HistoryStore(dir.path).list();
  REQUIRE(history.has_value());
  CHECK(history->hands.size() == static_cast<std::size_t>(m.hands));
}

TEST_CASE("Session: killed at any instant and resumed, nothing shown is lost, hands count once") {
  for (std::uint64_t seed : {3u, 8u}) {
    TempDir dir;
    SplitMix64 gaps(seed);
    int runs = 0;
    std::vector<MatchSummary> done;
    std::set<std::pair<int, int>> hand_ends_seen;  // (hand index, times)
    for (;;) {
      REQUIRE(++runs < 400);
      const bool resume = fs::exists(SaveStore(dir.path).save_file());
      ScriptedTable table(seed * 1000 + static_cast<std::uint64_t>(runs));
      table.kill_at_event = static_cast<long>(1 + gaps.below(9));
      auto session = open_session(dir.path, resume ? StartMode::Resume : StartMode::New,
                                  request_vs("random", 2, seed));
      try {
        session->run(table);
        done = table.summaries;
        break;
      } catch (const Killed&) {
      }
      session.reset();  // the "process" is gone; its lock with it
      const auto save = save_in(dir.path);
      REQUIRE(save.has_value());  // the first deal is saved before it is shown
      check_nothing_lost(table, *save);
      // Statistics: every finished hand before the saved one is counted, the saved one only
      // if it is finished, and nothing twice.
      const Stats stats = stats_in(dir.path);
      const int counted = stats.counted_hands(save->match_id);
      const bool finished = replay_state(save->hand)->over();
      CHECK(counted == save->hands_played + (finished ? 1 : 0));
      const StatsLine total = stats.total();
      CHECK(total.hands_won + total.hands_lost == counted);
      // The history holds every finished hand exactly once.
      CHECK(HistoryStore(dir.path).list()->hands.size() == static_cast<std::size_t>(counted));
    }
    INFO("seed " << seed << ", " << runs << " runs");
    CHECK(runs > 10);
    REQUIRE(done.size() == 1);
    const StatsLine line = stats_in(dir.path).lines.at({"random", "soft"});
    CHECK(line.hands_won + line.hands_lost == done[0].hands);
    CHECK(line.matches_won + line.matches_lost == 1);
    CHECK(line.bummerls_won + line.bummerls_lost == done[0].bummerls[0] + done[0].bummerls[1]);
    CHECK(HistoryStore(dir.path).list()->hands.size() == static_cast<std::size_t>(done[0].hands));
    CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));
    for (const auto& entry : fs::directory_iterator(dir.path))
      CHECK(entry.path().filename().string().find(".bad") == std::string::npos);
  }
}

TEST_CASE("Session: a finished hand resumed shows its end again and applies its result once") {
  TempDir dir;
  // Die at the first HandOver (the end-of-hand summary).
  long at = -1;
  {
    TempDir elsewhere;
    ScriptedTable probe(7);
    auto session = open_session(elsewhere.path, StartMode::New, request_vs("random", 1, 7));
    session->run(probe);
    for (std::size_t i = 0; i < probe.events.size(); ++i)
      if (probe.events[i].kind == EventKind::HandOver) {
        at = static_cast<long>(i);
        break;
      }
  }
  REQUIRE(at > 0);
  ScriptedTable first(7);
  first.kill_at_event = at;  // the HandOver is about to be shown
  auto session = open_session(dir.path, StartMode::New, request_vs("random", 1, 7));
  CHECK_THROWS_AS(session->run(first), Killed);
  session.reset();
  const auto save = save_in(dir.path);
  REQUIRE(save.has_value());
  REQUIRE(replay_state(save->hand)->over());  // the last action is saved although unseen
  CHECK(stats_in(dir.path).counted_hands(save->match_id) == 1);

  ScriptedTable again(8);
  again.kill_at_event = 0;  // die before anything is shown: the resumed end is not lost
  session = open_session(dir.path, StartMode::Resume, request_vs("random", 1, 7));
  CHECK_THROWS_AS(session->run(again), Killed);
  session.reset();

  ScriptedTable last(9);
  session = open_session(dir.path, StartMode::Resume, request_vs("random", 1, 7));
  session->run(last);
  REQUIRE_FALSE(last.events.empty());
  CHECK(last.events[0].kind == EventKind::HandOver);  // shown again first (after the replay)
  CHECK(last.events[0].hand_index == 0);
  const StatsLine line = stats_in(dir.path).total();
  REQUIRE(last.summaries.size() == 1);
  CHECK(line.hands_won + line.hands_lost == last.summaries[0].hands);
}

TEST_CASE("Session: one process per state directory; --separate plays beside it, unsaved") {
  TempDir dir;
  auto first = open_session(dir.path, StartMode::Ask, request_vs("random"));
  auto second = Session::open(dir.path, "", StartMode::Ask, request_vs("random"));
  REQUIRE_FALSE(second.has_value());
  CHECK(second.error().find("already running") != std::string::npos);
  CHECK(second.error().find(std::to_string(::getpid())) != std::string::npos);
  CHECK(second.error().find("--separate") != std::string::npos);

  auto separate = open_session(dir.path, StartMode::Separate, request_vs("random"));
  ScriptedTable table(2);
  separate->run(table);
  CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));
  CHECK(table.warnings.at(0).find("not saved") != std::string::npos);
  // Never "saved": the table must not promise a resumable match (from the second hand on too).
  CHECK(std::count(table.saved.begin(), table.saved.end(), true) == 0);
  CHECK(stats_in(dir.path).total().matches_won + stats_in(dir.path).total().matches_lost == 1);

  first.reset();  // released: the directory can be opened again
  CHECK(Session::open(dir.path, "", StartMode::Ask, request_vs("random")).has_value());
}

TEST_CASE(
    "Session: a bot that cannot start leaves no save; a resumed one offers another opponent") {
  TempDir dir;
  MatchRequest bot = request_vs("random");
  bot.spec.seats[1] = {SeatKind::Bot, "/nonexistent/schnapsen-bot", ""};
  {
    ScriptedTable table(3);
    auto session = open_session(dir.path, StartMode::New, bot);
    CHECK_THROWS_AS(session->run(table), ai::PlayerFailure);
    CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));
  }
  // A saved match against that bot (as if the bot broke after the match began).
  {
    ScriptedTable table(4);
    table.kill_at_event = 6;
    auto session = open_session(dir.path, StartMode::New, request_vs("random"));
    CHECK_THROWS_AS(session->run(table), Killed);
  }
  SavedMatch saved = *save_in(dir.path);
  {
    // A new match against the broken bot does not replace the saved match.
    ScriptedTable table(8);
    table.resume = false;
    auto session = open_session(dir.path, StartMode::Ask, bot);
    CHECK_THROWS_AS(session->run(table), ai::PlayerFailure);
    CHECK(table.resume_questions == 1);
    CHECK(*save_in(dir.path) == saved);
  }
  saved.seats[1] = {SeatKind::Bot, "/nonexistent/schnapsen-bot", "Bot"};
  REQUIRE_FALSE(SaveStore(dir.path).save(saved).has_value());
  {
    ScriptedTable table(5);
    table.on_failed_opponent = {OpponentChoice::Kind::Quit, ""};
    auto session = open_session(dir.path, StartMode::Resume, request_vs("random"));
    const SessionEnd end = session->run(table);
    CHECK(end.kind == SessionEnd::Kind::Left);
    CHECK(end.saved);
    CHECK(table.failed_opponents == 1);
    // The same match, with the bot still in it; a move made before the bot's turn is kept.
    const SavedMatch now = *save_in(dir.path);
    CHECK(now.match_id == saved.match_id);
    CHECK(now.seats == saved.seats);
    REQUIRE(now.hand.actions.size() >= saved.hand.actions.size());
    CHECK(
        std::equal(saved.hand.actions.begin(), saved.hand.actions.end(), now.hand.actions.begin()));
    saved = now;
  }
  {
    ScriptedTable table(6);
    table.on_failed_opponent = {OpponentChoice::Kind::OtherOpponent, "random"};
    table.kill_at_event = 3;
    auto session = open_session(dir.path, StartMode::Resume, request_vs("random"));
    CHECK_THROWS_AS(session->run(table), Killed);
    const SavedMatch now = *save_in(dir.path);
    CHECK(now.match_id == saved.match_id);  // the same match goes on
    CHECK(now.seats[1].kind == SeatKind::Ai);
    CHECK(now.seats[1].level_or_command == "random");
  }
  {
    saved = *save_in(dir.path);
    saved.seats[1] = {SeatKind::Bot, "/nonexistent/schnapsen-bot", "Bot"};
    REQUIRE_FALSE(SaveStore(dir.path).save(saved).has_value());
    ScriptedTable table(7);
    table.on_failed_opponent = {OpponentChoice::Kind::NewMatch, ""};
    auto session = open_session(dir.path, StartMode::Resume, request_vs("random"));
    session->run(table);
    // The saved bot is not started (the command line does not name it), so the resumed match
    // never begins: the new one is the only match played.
    REQUIRE(table.setups.size() == 1);
    CHECK_FALSE(table.setups[0].resumed.has_value());
    CHECK(table.setups[0].match_id != saved.match_id);
  }
}

TEST_CASE("Session: a saved bot is started only when the command line names the same command") {
  // A save can come from elsewhere: its bot command is never run unless the player gave it.
  TempDir dir;
  {
    ScriptedTable table(4);
    table.kill_at_event = 6;
    auto session = open_session(dir.path, StartMode::New, request_vs("random"));
    CHECK_THROWS_AS(session->run(table), Killed);
  }
  const fs::path marker = dir.path / "the-bot-ran";
  const std::string command = "touch '" + marker.string() + "'";
  SavedMatch saved = *save_in(dir.path);
  saved.seats[1] = {SeatKind::Bot, command, "Bot"};
  REQUIRE_FALSE(SaveStore(dir.path).save(saved).has_value());
  {
    ScriptedTable table(5);
    table.on_failed_opponent = {OpponentChoice::Kind::Quit, ""};
    auto session = open_session(dir.path, StartMode::Resume, request_vs("random"));
    CHECK(session->run(table).kind == SessionEnd::Kind::Left);
    CHECK_FALSE(fs::exists(marker));
    REQUIRE(table.failure_reasons.size() == 1);
    CHECK(table.failure_reasons[0].find("--opponent-cmd") != std::string::npos);
    CHECK(table.failure_reasons[0].find(command) != std::string::npos);  // shown, not run
    CHECK(save_in(dir.path)->seats == saved.seats);  // still resumable with the command
  }
  {
    MatchRequest with_bot = request_vs("random");
    with_bot.spec.seats[1] = {SeatKind::Bot, command, ""};
    with_bot.given.opponent = true;
    ScriptedTable table(6);
    table.on_failed_opponent = {OpponentChoice::Kind::Quit, ""};
    auto session = open_session(dir.path, StartMode::Resume, with_bot);
    session->run(table);  // the command is no bot: it runs, then fails as one
    CHECK(fs::exists(marker));
  }
}

TEST_CASE("Session: a network match plays seat 1 through the front end, counts under records_dir") {
  // The host of a network match: seat 1 (Remote) is asked through the front end's human(1); the
  // save lies in the session's own directory, statistics and history in records_dir.
  TempDir dir;
  const fs::path hosted = dir.path / "network";
  fs::create_directories(hosted);
  MatchRequest request = request_vs("random");
  request.spec.seats[1] = {SeatKind::Remote, "-", ""};
  const Venue venue{{}, false, dir.path};
  {
    ScriptedTable table(8);
    table.kill_at_event = 12;
    auto session = open_session(hosted, StartMode::New, request, venue);
    session->name_seat(1, "Bob");
    CHECK_THROWS_AS(session->run(table), Killed);
    REQUIRE(table.setups.size() == 1);
    CHECK(table.setups[0].spec.seats[1].name == "Bob");
    CHECK(table.setups[0].spec.seats[0].name == "Host");
    CHECK_FALSE(table.setups[0].advice);
    CHECK(table.setups[0].take_back == TakeBack::NotAgainstAi);
  }
  const auto saved = save_in(hosted);
  REQUIRE(saved.has_value());
  CHECK(saved->seats[1].kind == SeatKind::Remote);
  CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));  // not the player's own match
  {
    ScriptedTable table(9);
    auto session = open_session(hosted, StartMode::Resume, request, venue);
    session->run(table);
    CHECK(table.failed_opponents == 0);
  }
  const Stats stats = stats_in(dir.path);
  REQUIRE(stats.lines.count({"net Bob", "soft"}) == 1);
  CHECK(HistoryStore(dir.path).list()->hands.size() > 0);
  CHECK_FALSE(fs::exists(hosted / "stats.json"));
  // A plain table cannot play a network match on: it says who can, and offers something else.
  {
    fs::create_directories(dir.path / "again");
    ScriptedTable table(10);
    table.kill_at_event = 12;
    auto session = open_session(dir.path / "again", StartMode::New, request);
    CHECK_THROWS_AS(session->run(table), Killed);
  }
  {
    ScriptedTable table(11);
    table.on_failed_opponent = {OpponentChoice::Kind::Quit, ""};
    auto session = open_session(dir.path / "again", StartMode::Resume, request_vs("random"));
    CHECK(session->run(table).kind == SessionEnd::Kind::Left);
    REQUIRE(table.failure_reasons.size() == 1);
    CHECK(table.failure_reasons[0].find("only its host plays it on") != std::string::npos);
    CHECK(save_in(dir.path / "again")->seats[1].kind == SeatKind::Remote);
  }
}

TEST_CASE("Session: flags that contradict the resumed match are named as ignored") {
  TempDir dir;
  {
    ScriptedTable table(1);
    table.kill_at_event = 4;
    auto session = open_session(dir.path, StartMode::New, request_vs("random"));
    CHECK_THROWS_AS(session->run(table), Killed);
  }
  MatchRequest other = request_vs("master", 3);
  other.spec.rules = Rules::sharp();
  other.spec.seats[0].name = "Anna";
  other.spec.seats[1].name = "Ben";
  other.given.rules = other.given.opponent = other.given.names = other.given.bummerls = true;
  ScriptedTable table(2);
  table.kill_at_event = 2;
  auto session = open_session(dir.path, StartMode::Resume, other);
  CHECK_THROWS_AS(session->run(table), Killed);
  REQUIRE(table.setups.size() == 1);
  const MatchSetup& setup = table.setups[0];
  CHECK(setup.ignored == std::vector<std::string>{"--rules sharp", "--ai master",
                                                  "--names Anna,Ben", "--bummerls 3"});
  CHECK(setup.spec.rules == Rules::soft());
  CHECK(setup.spec.seats[1].level_or_command == "random");
  REQUIRE_FALSE(table.warnings.empty());
  CHECK(table.warnings[0].find("ignored --rules sharp, --ai master") != std::string::npos);

  // Flags that agree, or were not given, are not reported.
  ScriptedTable quiet(3);
  quiet.kill_at_event = 0;
  MatchRequest same = request_vs("random");
  same.given.opponent = true;
  session.reset();
  session = open_session(dir.path, StartMode::Resume, same);
  CHECK_THROWS_AS(session->run(quiet), Killed);
  CHECK(quiet.setups.at(0).ignored.empty());

  // Asked whether to resume, the player is told before answering, and not again after it.
  ScriptedTable asked(4);
  asked.kill_at_event = 2;
  session.reset();
  session = open_session(dir.path, StartMode::Ask, other);
  CHECK_THROWS_AS(session->run(asked), Killed);
  REQUIRE(asked.offers.size() == 1);
  CHECK(asked.offers[0].find("\nResuming it ignores --rules sharp, --ai master, --names Anna,Ben, "
                             "--bummerls 3: a resumed match keeps its settings.") !=
        std::string::npos);
  for (const std::string& warning : asked.warnings)
    CHECK(warning.find("ignored") == std::string::npos);
  CHECK(asked.setups.at(0).spec.rules == Rules::soft());
}

TEST_CASE("Session: the request's note (an ignored settings file) is shown at the start") {
  TempDir dir;
  ScriptedTable table(1);
  table.kill_at_event = 2;
  MatchRequest request = request_vs("random");
  request.note = "settings file ignored: config.toml:3: ai: grandmaster";
  auto session = open_session(dir.path, StartMode::New, request);
  CHECK_THROWS_AS(session->run(table), Killed);
  REQUIRE_FALSE(table.warnings.empty());
  CHECK(table.warnings[0] == request.note);
}

TEST_CASE("Session: play again starts a new match through the same session") {
  TempDir dir;
  ScriptedTable table(4);
  table.play_again_times = 1;
  auto session = open_session(dir.path, StartMode::Ask, request_vs("random"));
  session->run(table);
  REQUIRE(table.setups.size() == 2);
  CHECK(table.setups[0].match_id != table.setups[1].match_id);
  CHECK(table.setups[0].spec.seed != table.setups[1].spec.seed);
  const StatsLine line = stats_in(dir.path).total();
  CHECK(line.matches_won + line.matches_lost == 2);
  CHECK(line.hands_won + line.hands_lost == table.summaries[0].hands + table.summaries[1].hands);
  CHECK_FALSE(fs::exists(SaveStore(dir.path).save_file()));
}

TEST_CASE("Session: play again after a resumed match keeps its opponent, rules and names") {
  TempDir dir;
  {
    MatchRequest first = request_vs("random");
    first.spec.rules = Rules::sharp();
    first.spec.seats[0].name = "Anna";
    ScriptedTable table(5);
    table.stop_at_hand_over = true;
    auto session = open_session(dir.path, StartMode::Ask, first);
    CHECK_THROWS_AS(session->run(table), Killed);
  }
  // Plain `schnapsen`: nothing given on the command line, so its defaults (another level, soft
  // rules) must not replace the resumed match's own for the next match either.
  ScriptedTable table(6);
  table.play_again_times = 1;
  auto session = open_session(dir.path, StartMode::Ask, request_vs("skilled"));
  session->run(table);
  REQUIRE(table.setups.size() == 2);
  CHECK(table.setups[0].resumed.has_value());
  CHECK_FALSE(table.setups[1].resumed.has_value());
  CHECK(table.setups[1].spec.seats[1].level_or_command == "random");
  CHECK(table.setups[1].spec.seats[0].name == "Anna");
  CHECK(table.setups[1].spec.rules == Rules::sharp());
}

TEST_CASE(
    "Session: a match saved against a level of an earlier version goes on against its "
    "successor, and says so") {
  TempDir dir;
  {
    ScriptedTable table(1);
    table.kill_at_event = 3;
    auto session = open_session(dir.path, StartMode::New, request_vs("medium"));
    CHECK_THROWS_AS(session->run(table), Killed);
  }
  ScriptedTable table(2);
  table.kill_at_event = 2;
  auto session = open_session(dir.path, StartMode::Resume, request_vs("random"));
  CHECK_THROWS_AS(session->run(table), Killed);
  REQUIRE(table.setups.size() == 1);
  CHECK(table.setups[0].spec.seats[1].level_or_command == "master");
  CHECK(table.setups[0].spec.seats[1].name == "AI master");
  REQUIRE_FALSE(table.warnings.empty());
  CHECK(table.warnings[0].find("the level 'medium' is now 'master'") != std::string::npos);
  // The same sentence the command line prints for a flag; none for a current level.
  CHECK(table.warnings[0] == retired_level_note("medium"));
  CHECK(retired_level_note("hard").find("'master'") != std::string::npos);
  CHECK(retired_level_note("master").empty());
}

TEST_CASE("Session: --resume without a save, and no state directory") {
  TempDir dir;
  auto none = Session::open(dir.path, "", StartMode::Resume, request_vs("random"));
  REQUIRE_FALSE(none.has_value());
  CHECK(none.error().find("no saved match") != std::string::npos);
  auto unsaved = Session::open(std::nullopt, "set HOME", StartMode::Ask, request_vs("random"));
  REQUIRE(unsaved.has_value());
  ScriptedTable table(5);
  const SessionEnd end = (*unsaved)->run(table);
  CHECK(end.kind == SessionEnd::Kind::Finished);
  CHECK(table.warnings.at(0).find("not saving: set HOME") != std::string::npos);
  CHECK(table.warnings.size() > 5);  // a status per step, none of them "saved"
  CHECK(std::count(table.saved.begin(), table.saved.end(), true) == 0);
}

TEST_CASE("Session: a take-back replays the hand from before the move, saved and marked") {
  for (const bool allowed : {true, false}) {
    INFO("take-backs allowed: " << allowed);
    TempDir dir;
    ScriptedTable table(21);
    table.seat(0).take_back_at = 2;
    MatchRequest request = request_vs("basic", 1, 21);
    request.take_back = allowed;
    auto session = open_session(dir.path, StartMode::New, request);
    table.stop_at_hand_over = true;  // the first hand is enough
    CHECK_THROWS_AS(session->run(table), Killed);
    for (const GameEvent& e : table.events) UNSCOPED_INFO(describe(e, Naming{}));
    CHECK(table.seat(0).take_backs == 1);
    const auto save = save_in(dir.path);
    REQUIRE(save.has_value());
    REQUIRE(replay_state(save->hand)->over());
    CHECK(save->taken_back == allowed);  // not allowed: the request changed nothing
    int taken = 0;
    for (const GameEvent& e : table.events) taken += e.kind == EventKind::TakenBack ? 1 : 0;
    CHECK(taken == (allowed ? 1 : 0));
    CHECK(table.events.back().taken_back == allowed);
    // A hand with a take-back counts neither as won nor as lost; it is still counted once.
    const Stats stats = stats_in(dir.path);
    CHECK(stats.counted_hands(save->match_id) == 1);
    const StatsLine line = stats.total();
    CHECK(line.hands_won + line.hands_lost == (allowed ? 0 : 1));
    // Resumed, the hand stays marked in the save.
    session.reset();
    ScriptedTable again(22);
    again.kill_at_event = 0;
    session = open_session(dir.path, StartMode::Resume, request);
    CHECK_THROWS_AS(session->run(again), Killed);
    session.reset();
    CHECK(save_in(dir.path)->taken_back == allowed);
    CHECK(stats_in(dir.path).total() == line);
  }
}

}  // namespace schnapsen::game
