// Where take-backs are allowed (take_back.hpp).
#include "schnapsen/game/take_back.hpp"

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::game {

TakeBack take_back_for(bool asked, const Rules& rules, const std::array<SeatSetup, 2>& seats) {
  if (!rules.review_won_tricks) return TakeBack::SharpRules;
  if (seats[0].kind == SeatKind::Human && seats[1].kind == SeatKind::Human)
    return TakeBack::HotSeat;
  if (seats[0].kind != SeatKind::Human || seats[1].kind != SeatKind::Ai)
    return TakeBack::NotAgainstAi;
  return asked ? TakeBack::On : TakeBack::NotAsked;
}

std::array<SeatSetup, 2> study_seats() {
  return {SeatSetup{SeatKind::Human, "-", ""}, SeatSetup{SeatKind::Ai, "-", ""}};
}

std::string take_back_refusal(TakeBack take_back) {
  switch (take_back) {
    case TakeBack::SharpRules: return _("No take-backs under sharp rules");
    case TakeBack::HotSeat: return _("No take-backs in hot-seat play");
    case TakeBack::NotAgainstAi: return _("No take-backs against a bot or over the network");
    case TakeBack::NotAsked:
      return _("Take-backs are off: start with --undo (soft rules, against a built-in AI)");
    case TakeBack::On: break;
  }
  return _("Nothing to take back: you have not moved in this hand yet");
}

}  // namespace schnapsen::game
