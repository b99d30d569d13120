// Finds a seat's costliest decision in a finished hand with the solver.
#include "schnapsen/game/review.hpp"

#include <cstdlib>

namespace schnapsen::game {

std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat, ai::Solver& solver) {
  std::optional<Mistake> worst;
  HandState state = record.initial_state();
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    const SeatAction& taken = record.actions[i];
    if (state.over()) break;
    if (taken.seat == seat && state.legal_actions().size() > 1) {
      const auto values = solver.action_values(state);
      const ai::ActionValue* best = nullptr;
      const ai::ActionValue* chosen = nullptr;
      for (const ai::ActionValue& v : values) {
        if (!best || v.value > best->value) best = &v;
        if (v.action == taken.action) chosen = &v;
      }
      if (best && chosen && best->value > chosen->value &&
          (!worst || best->value - chosen->value > worst->loss())) {
        worst = Mistake{static_cast<int>(i), state.tricks_played() + 1,
                        taken.action,        best->action,
                        chosen->value,       best->value};
      }
    }
    if (state.apply(taken.action)) break;  // an illegal record: stop at the bad action
  }
  return worst;
}

namespace {

std::string doing(Action a, const Naming& n) {
  switch (a.kind) {
    case ActionKind::Play: return "playing " + n.card_name(a.card());
    case ActionKind::Meld: return "melding in " + n.suit_name(a.suit());
    case ActionKind::Exchange: return "exchanging the trump jack";
    case ActionKind::Close: return "closing";
    case ActionKind::Claim: return "claiming";
    case ActionKind::Pass: return "passing";
  }
  return {};
}

std::string outcome(int value) {
  const int points = std::abs(value);
  const std::string gp = std::to_string(points);
  return value > 0 ? "won " + gp : "lost only " + gp;
}

}  // namespace

std::string describe_mistake(const Mistake& m, const Naming& n) {
  return doing(m.best, n) + " at trick " + std::to_string(m.trick) + " would have " +
         outcome(m.best_value) + " (" + doing(m.chosen, n) + ": " +
         (m.chosen_value > 0 ? "won " : "lost ") + std::to_string(std::abs(m.chosen_value)) + ")";
}

}  // namespace schnapsen::game
