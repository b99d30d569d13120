// The front-end contract (session.hpp): a front end implements play's interface and nothing
// else. The stub below overrides exactly the pure virtual members of SessionFrontEnd, each in the
// least a front end can do; if the contract grew a member a front end must implement (as network
// play's once were), this file would not compile, and if the session needed more of a front
// end than the contract says, the hand below would not be played.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/game/session.hpp"
#include "temp_dir.hpp"

namespace schnapsen::game {
namespace {

class StubTable final : public SessionFrontEnd {
 public:
  std::vector<EventKind> events;

  ResumeChoice offer_resume(const SavedMatch&, const std::string&) override {
    return ResumeChoice::NewMatch;
  }
  OpponentChoice opponent_failed(const SavedMatch&, const std::string&) override { return {}; }
  void begin_match(const MatchSetup&) override {}
  HumanSeat& human(int) override { return seat_; }
  std::unique_ptr<ai::Player> watch(int, ai::Player&) override { return nullptr; }
  void show_hand_so_far(const HandSoFar&) override {}
  void on_event(const GameEvent& e) override { events.push_back(e.kind); }
  void set_save_status(const SaveStatus&) override {}
  bool play_again(const MatchSummary&) override { return false; }
  void end_match() override {}

 private:
  class FirstLegal : public HumanSeat {
   public:
    SeatAnswer answer(const HumanTurn& turn) override {
      return SeatAnswer::act(turn.view.legal[0]);
    }
  } seat_;
};

TEST_CASE("Front-end contract: a stub of play's interface alone plays a whole match") {
  TempDir dir;
  MatchRequest request;
  request.spec.seed = 11;
  request.spec.seats[0] = {SeatKind::Human, "-", ""};
  request.spec.seats[1] = {SeatKind::Ai, "random", ""};
  auto session = Session::open(dir.path, "", StartMode::New, request);
  REQUIRE(session);
  StubTable table;
  const SessionEnd end = (*session)->run(table);
  CHECK(end.kind == SessionEnd::Kind::Finished);
  CHECK_FALSE(end.saved);
  REQUIRE_FALSE(table.events.empty());
  CHECK(table.events.front() == EventKind::HandStarted);
  CHECK(std::count(table.events.begin(), table.events.end(), EventKind::HandOver) >= 1);
  CHECK(table.events.back() == EventKind::MatchOver);
}

}  // namespace
}  // namespace schnapsen::game
