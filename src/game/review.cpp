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

std::string game_points(int points) {
  return std::to_string(points) + " game point" + (points == 1 ? "" : "s");
}

}  // namespace

std::string describe_mistake(const Mistake& m, const Naming& n) {
  const std::string best = m.best_value > 0 ? "would have won " + game_points(m.best_value)
                                            : "would have lost only " + game_points(-m.best_value);
  const std::string chosen = m.chosen_value > 0 ? "wins only " + std::to_string(m.chosen_value)
                                                : "loses " + std::to_string(-m.chosen_value);
  return "at trick " + std::to_string(m.trick) + " " + doing(m.best, n) + " " + best + "; " +
         doing(m.chosen, n) + " " + chosen + " against best play";
}

}  // namespace schnapsen::game
