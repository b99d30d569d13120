// A finished hand moment by moment (hand_moments.hpp).
#include "schnapsen/game/hand_moments.hpp"

#include "schnapsen/game/controller.hpp"

namespace schnapsen::game {

std::vector<HandMoment> hand_moments(const SavedMatch& hand, int seat) {
  const int index = hand.hands_played;
  const HandRecord& record = hand.hand;
  std::vector<SeatAction> history;
  std::vector<GameEvent> events{hand_started(record.initial_state(), index)};
  std::vector<HandMoment> out;
  const auto moment = [&](const HandState& state) {
    HandMoment m;
    m.actions = static_cast<int>(history.size());
    m.view = make_view(state, history, seat);
    m.events = events;
    return m;
  };
  // An illegal record: the moments up to the bad action.
  const ReplayRun run = replay_steps(record, [&](const ReplayedAction& a) {
    HandMoment m = moment(a.before);
    m.next = a.taken;
    m.decision = a.taken.seat == seat && a.before.legal_actions().size() > 1;
    out.push_back(std::move(m));
    history.push_back(a.taken);
    for (const GameEvent& e : action_events(a.before, a.after, a.taken.seat, a.taken.action, index))
      events.push_back(e);
  });
  if (run.state.over()) events.push_back(hand_over_event(run.state, index, hand.points));
  out.push_back(moment(run.state));
  return out;
}

}  // namespace schnapsen::game
