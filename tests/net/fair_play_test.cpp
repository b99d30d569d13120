// The checked deal over a real loopback link: the host's Session behind a HostTable, the guest's
// GuestTable with a scripted table. An honest host's every hand checks out at the guest's; a host
// whose program stacks the deck after the shares were exchanged is caught, told at the guest's
// table, and the match ends there for the guest.
#include <chrono>
#include <optional>
#include <string>
#include <thread>

#include "../game/temp_dir.hpp"
#include "catch.hpp"
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

  game::SeatAnswer answer(const game::HumanTurn& turn) override {
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
    if (e.kind == game::EventKind::HandOver) ++hands_over;
  }
  void set_save_status(const game::SaveStatus&) override {}
  bool play_again(const game::MatchSummary&) override { return false; }
  void end_match() override {}
};

// A host's program changed to cheat: it exchanges the shares as the real one does, then deals
// hand `from` and later from a deck of its own choosing.
class StackingHost : public game::SessionFrontEnd {
 public:
  StackingHost(HostTable& host, int from) : host_(host), from_(from) {}
  std::optional<Deck> deal(int hand_index) override {
    std::optional<Deck> fair = host_.deal(hand_index);
    if (hand_index < from_) return fair;
    return fair_deck("stacked", hand_index, DealShare{}, DealShare{});
  }
  std::string deal_proof() const override { return host_.deal_proof(); }
  game::ResumeChoice offer_resume(const game::SavedMatch& s, const std::string& d) override {
    return host_.offer_resume(s, d);
  }
  game::OpponentChoice opponent_failed(const game::SavedMatch& s, const std::string& w) override {
    return host_.opponent_failed(s, w);
  }
  void begin_match(const game::MatchSetup& setup) override { host_.begin_match(setup); }
  game::HumanSeat& human(int seat) override { return host_.human(seat); }
  std::unique_ptr<ai::Player> watch(int seat, ai::Player& inner) override {
    return host_.watch(seat, inner);
  }
  void show_hand_so_far(const game::HandSoFar& hand) override { host_.show_hand_so_far(hand); }
  void on_event(const game::GameEvent& e) override { host_.on_event(e); }
  void set_save_status(const game::SaveStatus& s) override { host_.set_save_status(s); }
  bool play_again(const game::MatchSummary& s) override { return host_.play_again(s); }
  void end_match() override { host_.end_match(); }

 private:
  HostTable& host_;
  int from_;
};

struct Played {
  GuestEnd guest_end;
  int guest_checked = 0;
  int host_hands = 0;
  std::vector<std::string> guest_told;
};

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
  PlainTable guest_table(10s);
  std::jthread guest([&] {
    JoinOptions join;
    join.host = "127.0.0.1";
    join.port = (*link)->port();
    join.code = kCode;
    join.name = "Bob";
    auto joined = GuestLink::join(join);
    if (!joined) {
      played.guest_end = {9, joined.error()};
      return;
    }
    GuestTable table(**joined, guest_table, guest_table.presence, std::nullopt,
                     guest_dir.path / "guest-deals");
    played.guest_end = table.run();
    played.guest_checked = table.hands_checked();
    played.guest_told = guest_table.presence.told;
  });
  const auto news = (*link)->next(5000ms);
  REQUIRE(news);
  REQUIRE(news->kind == GuestNews::Kind::Joined);

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

}  // namespace
}  // namespace schnapsen::net
