// Resigning over the network (R7.8) from either seat, and both sides' statistics afterwards: the
// host's Session behind a HostTable, the guest's own loop (net::run_guest) with a scripted table
// on the other end of a loopback link, each counting the match in a statistics file of its own.
#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <thread>

#include "../game/temp_dir.hpp"
#include "catch.hpp"
#include "polling_presence.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/net/guest_table.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/host_table.hpp"

namespace schnapsen::net {
namespace {

using namespace std::chrono_literals;

const JoinCode kCode = *parse_join_code("7KQ2-MX9P");

// Any legal action but a claim (a claim would end hands before the resignations come).
Action pick(const ActionList& legal, SplitMix64& rng) {
  for (int i = 0; i < 20; ++i) {
    const Action a = legal[rng.below(legal.size())];
    if (a.kind != ActionKind::Claim || legal.size() == 1) return a;
  }
  return legal[0];
}

// A table whose one human seat plays seeded choices and resigns at its turns in hand
// `resign_in` (0-based); it counts the hands that ended by a resignation and the match's ends.
class ScriptedTable : public game::SessionFrontEnd {
 public:
  ScriptedTable(int seat, int resign_in, std::uint64_t seed)
      : seat_(seat), resign_in_(resign_in), rng_(seed), player_(*this) {}
  int resigned_hands = 0;
  int hands_over = 0;
  int matches = 0;
  std::string rules;

  game::ResumeChoice offer_resume(const game::SavedMatch&, const std::string&) override {
    return game::ResumeChoice::NewMatch;
  }
  game::OpponentChoice opponent_failed(const game::SavedMatch&, const std::string&) override {
    return {};
  }
  void begin_match(const game::MatchSetup& setup) override {
    ++matches;
    rules = rules_name(setup.spec.rules);
  }
  game::HumanSeat& human(int seat) override {
    REQUIRE(seat == seat_);
    return player_;
  }
  std::unique_ptr<ai::Player> watch(int, ai::Player&) override { return nullptr; }
  void show_hand_so_far(const game::HandSoFar&) override {}
  void on_event(const game::GameEvent& e) override {
    if (e.kind == game::EventKind::HandStarted) hand_ = e.hand_index;
    if (e.kind == game::EventKind::HandOver) {
      ++hands_over;
      if (e.result.reason == EndReason::Resigned) ++resigned_hands;
    }
  }
  void set_save_status(const game::SaveStatus&) override {}
  bool play_again(const game::MatchSummary&) override { return false; }
  void end_match() override {}
  // Waits for the other side as a table does, but gives up (leaves, as q would) after 10 s: a
  // guest dropped for a line the host refused fails the checks below instead of hanging.
  PollingPresence presence{10s};

 private:
  class Player : public game::HumanSeat {
   public:
    explicit Player(ScriptedTable& table) : table_(table) {}
    game::SeatAnswer answer(const game::HumanTurn& turn) override {
      if (table_.hand_ == table_.resign_in_) return game::SeatAnswer::act(Action::resign());
      return game::SeatAnswer::act(pick(turn.view.legal, table_.rng_));
    }

   private:
    ScriptedTable& table_;
  };
  int seat_;
  int resign_in_;
  int hand_ = -1;
  SplitMix64 rng_;
  Player player_;
};

game::StatsLine line_of(const std::filesystem::path& file, const std::string& opponent) {
  auto stats = game::read_stats(file);
  REQUIRE(stats);
  for (const auto& [key, line] : stats->lines)
    if (key.opponent == opponent) return line;
  FAIL("no statistics against " << opponent);
  return {};
}

TEST_CASE("Network play: each side resigns a hand (R7.8); both count the same match") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
    INFO(rules_name(rules));
    game::TempDir host_dir;
    game::TempDir guest_dir;
    HostOptions options;
    options.port = 0;
    options.code = kCode;
    auto link = HostLink::listen(options);
    REQUIRE(link);

    // The guest resigns its turn of hand 1 (the second), the host its turn of hand 0.
    ScriptedTable guest_table(1, 1, 99);
    GuestEnd guest_end;
    std::jthread guest([&] {
      JoinOptions join;
      join.seat_secret = std::string(kSeatSecretHex, '5');  // one guest's, at every join
      join.host = "127.0.0.1";
      join.port = (*link)->port();
      join.code = kCode;
      join.name = "Bob";
      auto joined = GuestLink::join(join);
      if (!joined) {
        guest_end = {9, joined.error()};
        return;
      }
      guest_end =
          GuestTable(**joined, guest_table, guest_table.presence, guest_dir.path / "stats.json")
              .run();
    });
    const auto news = (*link)->next(5000ms);
    REQUIRE(news);
    REQUIRE(news->kind == GuestNews::Kind::Joined);

    game::MatchRequest request;
    request.spec.rules = rules;
    request.spec.seed = 5;
    request.spec.first_dealer = 1;
    request.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
    request.spec.seats[1] = {game::SeatKind::Remote, "-", "Bob"};
    auto session =
        game::Session::open(host_dir.path, "", game::StartMode::Separate, std::move(request));
    REQUIRE(session);
    ScriptedTable host_table(0, 0, 7);
    {
      HostTable host(host_table, host_table.presence, **link, "Bob",
                     "schnapsen join localhost:1 --code 7KQ2-MX9P");
      (*session)->run(host);
    }
    (*link)->drop("The match is over.");
    guest.join();

    CHECK(guest_end.status == 0);
    INFO(guest_end.message);
    CHECK(host_table.matches == 1);
    CHECK(guest_table.matches == 1);
    CHECK(guest_table.rules == rules_name(rules));
    // Both resignations reached both tables: the guest's table read the host's (R7.8).
    CHECK(host_table.resigned_hands == 2);
    CHECK(guest_table.resigned_hands == 2);
    CHECK(guest_table.hands_over == host_table.hands_over);

    // The statistics agree, each from its own side.
    const game::StatsLine host = line_of(host_dir.path / "stats.json", "net Bob");
    const game::StatsLine mine = line_of(guest_dir.path / "stats.json", "net Anna");
    CHECK(host.hands_won + host.hands_lost == host_table.hands_over);
    CHECK(host.hands_won == mine.hands_lost);
    CHECK(host.hands_lost == mine.hands_won);
    CHECK(host.bummerls_won == mine.bummerls_lost);
    CHECK(host.bummerls_lost == mine.bummerls_won);
    CHECK(host.matches_won + host.matches_lost == 1);
    CHECK(host.matches_won == mine.matches_lost);
    CHECK(host.matches_lost == mine.matches_won);
  }
}

}  // namespace
}  // namespace schnapsen::net
