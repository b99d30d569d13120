// A finished hand moment by moment, with the verdict of each decision (hand_moments.hpp).
#include "schnapsen/game/hand_moments.hpp"

#include "schnapsen/game/i18n.hpp"

#include <cmath>
#include <cstdio>

#include "schnapsen/game/controller.hpp"
#include "schnapsen/game/review.hpp"

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

std::string decision_verdict(const ai::Evaluation& e, Action taken) {
  const ai::ActionEstimate* chosen = e.find(taken);
  const ai::ActionEstimate* best = nullptr;
  for (const ai::ActionEstimate& v : e.values)
    if (!best || v.value > best->value) best = &v;
  const auto value = [](double v) { return decimal(v, 2, true); };
  // A note in the participle style ("played Kh (+0.20): the best by what you knew"), shown after
  // the player's name.
  const bool play = taken.kind == ActionKind::Play;
  const std::string what = play ? to_string(taken.card()) : to_string(taken);
  if (!chosen || !best) return play ? tr(N_("played %s"), {what}) : tr(N_("chose %s"), {what});
  const std::string out = play ? tr(N_("played %s (%s)"), {what, value(chosen->value)})
                               : tr(N_("chose %s (%s)"), {what, value(chosen->value)});
  const double loss = best->value - chosen->value;
  if (best->action == taken || loss <= kMistakeThreshold)
    return tr(N_("%s: the best by what you knew"), {out});
  return tr(N_("%s; best by what you knew: %s (%s), %s more"),
            {out, to_string(best->action), value(best->value), decimal(loss, 2)});
}

}  // namespace schnapsen::game
