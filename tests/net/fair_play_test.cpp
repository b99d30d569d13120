// The checked deal over a real loopback link: the host's Session behind a HostTable, the guest's
// GuestTable with a scripted table. An honest host's every hand checks out at the guest's; a host
// whose program stacks the deck after the shares were exchanged is caught, told at the guest's
// table, and the match ends there for the guest; a host resumed from its save, its guest seated
// first, deals on with the guest and its hands check out too.
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <thread>

#include "../game/temp_dir.hpp"
#include "catch.hpp"
#include "host_table_wrapper.hpp"
#include "polling_presence.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/net/guest_table.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/host_table.hpp"

namespace schnapsen::net {
namespace {

using namespace std::chrono_literals;

const JoinCode kCode = *parse_join_code("7KQ2-MX9P");

// A table whose human seat plays its first legal action that is no claim; it counts the hands.
class PlainTable : public game::SessionFrontEnd, public game::HumanSeat {
 public:
  explicit PlainTable(std::chrono::milliseconds patience) : presence(patience) {}
  PollingPresence presence;
  int hands_over = 0;
  int quit_at = -1;  // the turn (counted from 0) at which it quits, saved; -1: never
  int turns = 0;

  game::SeatAnswer answer(const game::HumanTurn& turn) override {
    if (turns++ == quit_at) return game::SeatAnswer::quit();
    for (const Action a : turn.view.legal)
      if (a.kind != ActionKind::Claim) return game::SeatAnswer::act(a);
    return game::SeatAnswer::act(turn.view.legal[0]);
  }
  game::ResumeChoice offer_resume(const game::SavedMatch&, const std::string&) override {
    return game::ResumeChoice::NewMatch;
  }
  game::OpponentChoice opponent_failed(const game::SavedMatch&, const std::string&) override {
    return {};
  }
  void begin_match(const game::MatchSetup&) override {}
  game::HumanSeat& human(int) override { return *this; }
  std::unique_ptr<ai::Player> watch(int, ai::Player&) override { return nullptr; }
  void show_hand_so_far(const game::HandSoFar&) override {}
  void on_event(const game::GameEvent& e) override {
    if (e.kind != game::EventKind::HandOver) return;
    ++hands_over;
    if (after_hand) after_hand();
  }
  std::function<void()> after_hand;  // called at each hand's end, if set
  void set_save_status(const game::SaveStatus&) override {}
  bool play_again(const game::MatchSummary&) override { return false; }
  void end_match() override {}
};

// A host's program changed to cheat: it exchanges the shares as the real one does, then deals
// hand `from` and later from a deck of its own choosing.
class StackingHost : public HostTableWrapper {
 public:
  StackingHost(HostTable& host, int from) : HostTableWrapper(host), from_(from) {}
  std::optional<Deck> deal(int hand_index) override {
    std::optional<Deck> fair = host_.deal(hand_index);
    if (hand_index < from_) return fair;
    return fair_deck("stacked", hand_index, DealShare{}, DealShare{});
  }

 private:
  int from_;
};

struct Played {
  GuestEnd guest_end;
  int guest_checked = 0;
  int host_hands = 0;
  std::vector<std::string> guest_told;
};

// A guest that joins `link` as "Bob" and plays at a PlainTable, keeping its shares in `dir`;
// what it ends with goes to `played`.
std::jthread guest_joins(HostLink& link, const game::TempDir& dir, Played& played) {
  return std::jthread([&link, &dir, &played] {
    JoinOptions join;
    join.seat_secret = std::string(kSeatSecretHex, '5');  // one guest's, at every join
    join.host = "127.0.0.1";
    join.port = link.port();
    join.code = kCode;
    join.name = "Bob";
    auto joined = GuestLink::join(join);
    if (!joined) {
      played.guest_end = {9, joined.error()};
      return;
    }
    PlainTable guest_table(10s);
    GuestTable table(**joined, guest_table, guest_table.presence, std::nullopt,
                     dir.path / "guest-deals");
    played.guest_end = table.run();
    played.guest_checked = table.hands_checked();
    played.guest_told = guest_table.presence.told;
  });
}

// Waits for the next guest to join `link` (past the last one's drop).
void await_guest(HostLink& link) {
  for (int i = 0; i < 10; ++i) {
    const auto news = link.next(5000ms);
    REQUIRE(news);
    if (news->kind == GuestNews::Kind::Joined) return;
  }
  FAIL("no guest joined");
}

// One match of one Bummerl; the host stacks the deck from hand `stack_from` on (-1: never).
Played play_hosted(const Rules& rules, int stack_from) {
  game::TempDir host_dir;
  game::TempDir guest_dir;
  HostOptions options;
  options.port = 0;
  options.code = kCode;
  auto link = HostLink::listen(options);
  REQUIRE(link);
  Played played;
  std::jthread guest = guest_joins(**link, guest_dir, played);
  await_guest(**link);

  game::MatchRequest request;
  request.spec.rules = rules;
  request.spec.first_dealer = 1;
  request.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
  request.spec.seats[1] = {game::SeatKind::Remote, "-", "Bob"};
  auto session =
      game::Session::open(host_dir.path, "", game::StartMode::Separate, std::move(request));
  REQUIRE(session);
  PlainTable host_table(2s);  // a guest that left is waited for 2 s, then the host quits
  {
    HostTable host(host_table, host_table.presence, **link, "Bob",
                   "schnapsen join localhost:1 --code 7KQ2-MX9P");
    StackingHost stacking(host, stack_from < 0 ? 1000000 : stack_from);
    (*session)->run(stacking);
  }
  (*link)->drop("The match is over.");
  guest.join();
  played.host_hands = host_table.hands_over;
  return played;
}

TEST_CASE("Fair play: an honest host's every hand checks out at the guest's table") {
  for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
    INFO(rules_name(rules));
    const Played p = play_hosted(rules, -1);
    INFO(p.guest_end.message);
    CHECK(p.guest_end.status == 0);
    CHECK(p.host_hands >= 3);
    CHECK(p.guest_checked == p.host_hands);
    CHECK(p.guest_told.empty());
  }
}

TEST_CASE("Fair play: a host that stacks the deck is caught, and the match ends for the guest") {
  const Played p = play_hosted(Rules::soft(), 1);
  INFO(p.guest_end.message);
  CHECK(p.guest_end.status == 1);
  CHECK(p.guest_checked == 1);  // the first hand was dealt honestly
  CHECK(p.host_hands == 2);     // the guest left once the second hand's check failed
  REQUIRE(p.guest_told.size() == 1);
  CHECK(p.guest_told[0] == "The deal does not check out");
  CHECK(p.guest_end.message.find("The host's deal did not check out: in hand 2, ") == 0);
}

// How the host's first round ends: at its turn `quit_at`, or (`drop_after_hand`) by dropping
// the guest when the first hand is over, the host then quitting while it waits for the guest's
// share of the next (its table's patience); -1 and false: the match is played to its end.
struct Stop {
  int quit_at = -1;
  bool drop_after_hand = false;
};

// One round of a hosted match in `host_dir`, as one run of `schnapsen host` (its own link): a
// guest joins first, then the host starts the session in `mode` and plays until `stop`.
Played host_round(const game::TempDir& host_dir, const game::TempDir& guest_dir,
                  game::StartMode mode, Stop stop) {
  HostOptions options;
  options.port = 0;
  options.code = kCode;
  auto listening = HostLink::listen(options);
  REQUIRE(listening);
  HostLink& link = **listening;
  Played played;
  std::jthread guest = guest_joins(link, guest_dir, played);
  await_guest(link);
  game::MatchRequest request;
  request.spec.first_dealer = 1;
  request.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
  request.spec.seats[1] = {game::SeatKind::Remote, "-", "Bob"};
  auto session = game::Session::open(host_dir.path, "", mode, std::move(request));
  REQUIRE(session);
  PlainTable host_table(2s);
  host_table.quit_at = stop.quit_at;
  if (stop.drop_after_hand)
    host_table.after_hand = [&link, &host_table] {
      link.drop("The host dropped the guest.");
      host_table.after_hand = nullptr;
    };
  {
    HostTable host(host_table, host_table.presence, link, "Bob",
                   "schnapsen join localhost:1 --code 7KQ2-MX9P");
    (*session)->run(host);
  }
  link.drop((*session)->match_saved() ? "The host left the table." : "The match is over.");
  guest.join();
  played.host_hands = host_table.hands_over;
  return played;
}

// The host stops as `stop` says; then it resumes the match from its save, a new program of the
// guest seated first (as `host --resume` waits for it), and plays it to its end. Every hand the
// host finished is checked at the guest's (one finished before the stop is finished again).
void resumed_match(Stop stop) {
  game::TempDir host_dir;
  game::TempDir guest_dir;
  const Played before = host_round(host_dir, guest_dir, game::StartMode::New, stop);
  INFO(before.guest_end.message);
  CHECK(before.guest_end.status == 0);
  CHECK(before.guest_told.size() == 1);  // the host ended the connection
  const Played after = host_round(host_dir, guest_dir, game::StartMode::Resume, {});
  INFO(after.guest_end.message);
  CHECK(after.guest_end.status == 0);
  CHECK(after.guest_told.empty());
  CHECK(after.host_hands >= 1);
  CHECK(before.guest_checked == before.host_hands);
  CHECK(after.guest_checked == after.host_hands);
}

// The resumed hand's deal must reach the seated guest before the hand, or it cannot check it.
TEST_CASE("Fair play: a resumed host tells the seated guest the deal of the hand in play") {
  for (const int quit_at : {0, 14}) {
    INFO("the host quits at its turn " << quit_at);
    resumed_match({quit_at, false});
  }
}

// Saved between hands: the finished hand is shown and revealed again, the next one asked for.
TEST_CASE("Fair play: a host resumed between hands deals the next one with the seated guest") {
  resumed_match({-1, true});
}

// A guest of its own that answers the deal's question and then sends `at_turn` where its turn
// is asked; returns the text of the host's bye (empty when none came).
std::string bye_after(HostLink& link, const std::string& at_turn) {
  JoinOptions join;
  join.seat_secret = std::string(kSeatSecretHex, '5');  // one guest's, at every join
  join.host = "127.0.0.1";
  join.port = link.port();
  join.code = kCode;
  join.name = "Bob";
  auto joined = GuestLink::join(join);
  if (!joined) return "not joined: " + joined.error();
  for (int i = 0; i < 100; ++i) {
    const GuestLink::Read read = (*joined)->read_line(5000ms);
    if (read.kind != GuestLink::Read::Kind::Line) return {};
    const auto msg = parse_host_line(read.text);
    if (!msg) return "not valid: " + msg.error();
    if (msg->kind == HostMessage::Kind::Bye) return msg->text;
    if (msg->kind == HostMessage::Kind::Deal && !msg->deal.guest_share)
      (*joined)->send("share " + share_hex(random_share()));
    if (msg->kind == HostMessage::Kind::Act) (*joined)->send(at_turn);
  }
  return {};
}

TEST_CASE("Fair play: a share where an action is asked drops the guest, saying so") {
  game::TempDir host_dir;
  HostOptions options;
  options.port = 0;
  options.code = kCode;
  auto link = HostLink::listen(options);
  REQUIRE(link);
  const std::string share = "share " + share_hex(random_share());
  std::string bye;
  std::jthread guest([&] { bye = bye_after(**link, share); });
  await_guest(**link);
  game::MatchRequest request;
  request.spec.first_dealer = 0;  // the guest leads the first trick
  request.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
  request.spec.seats[1] = {game::SeatKind::Remote, "-", "Bob"};
  auto session =
      game::Session::open(host_dir.path, "", game::StartMode::Separate, std::move(request));
  REQUIRE(session);
  PlainTable host_table(1s);  // the dropped guest is waited for 1 s, then the host quits
  {
    HostTable host(host_table, host_table.presence, **link, "Bob",
                   "schnapsen join localhost:1 --code 7KQ2-MX9P");
    (*session)->run(host);
  }
  guest.join();
  INFO(bye);
  CHECK(bye.find("answered ") == 0);
  CHECK(bye.find(share.substr(0, 20)) != std::string::npos);
  CHECK(bye.find("which is not a legal action now") != std::string::npos);
}

}  // namespace
}  // namespace schnapsen::net
