// Where take-backs are allowed (take_back.hpp): soft rules, one person against a built-in AI, and
// only when asked; the table's word for each reason.
#include "schnapsen/game/take_back.hpp"
#include "catch.hpp"

using namespace schnapsen;
using namespace schnapsen::game;

namespace {

std::array<SeatSetup, 2> seats(SeatKind first, SeatKind second) {
  return {SeatSetup{first, "-", ""}, SeatSetup{second, "-", ""}};
}

}  // namespace

TEST_CASE("R9.2 take-backs: soft play against a built-in AI, when asked; else the first reason") {
  const auto vs_ai = seats(SeatKind::Human, SeatKind::Ai);
  CHECK(take_back_for(true, Rules::soft(), vs_ai) == TakeBack::On);
  CHECK(take_back_for(false, Rules::soft(), vs_ai) == TakeBack::NotAsked);
  CHECK(take_back_for(true, Rules::sharp(), vs_ai) == TakeBack::SharpRules);
  Rules soft_no_review = Rules::soft();
  soft_no_review.review_won_tricks = false;  // the option, not the preset's name, decides
  CHECK(take_back_for(true, soft_no_review, vs_ai) == TakeBack::SharpRules);
  CHECK(take_back_for(true, Rules::soft(), seats(SeatKind::Human, SeatKind::Human)) ==
        TakeBack::HotSeat);
  CHECK(take_back_for(true, Rules::soft(), seats(SeatKind::Human, SeatKind::Bot)) ==
        TakeBack::NotAgainstAi);
  CHECK(take_back_for(true, Rules::soft(), seats(SeatKind::Human, SeatKind::Remote)) ==
        TakeBack::NotAgainstAi);
  CHECK(take_back_for(true, Rules::soft(), seats(SeatKind::Remote, SeatKind::Human)) ==
        TakeBack::NotAgainstAi);  // the guest's table
  CHECK(take_back_for(false, Rules::sharp(), seats(SeatKind::Human, SeatKind::Bot)) ==
        TakeBack::SharpRules);  // the rules' reason first
  CHECK(take_back_for(true, Rules::soft(), study_seats()) == TakeBack::On);
}

TEST_CASE("take-backs: the table says why u does nothing") {
  CHECK(take_back_refusal(TakeBack::SharpRules) == "No take-backs under sharp rules");
  CHECK(take_back_refusal(TakeBack::HotSeat) == "No take-backs in hot-seat play");
  CHECK(take_back_refusal(TakeBack::NotAgainstAi) ==
        "No take-backs against a bot or over the network");
  CHECK(take_back_refusal(TakeBack::NotAsked) ==
        "Take-backs are off: start with --undo (soft rules, against a built-in AI)");
  CHECK(take_back_refusal(TakeBack::On) ==
        "Nothing to take back: you have not moved in this hand yet");
}
