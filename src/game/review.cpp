// Finds a seat's costliest decision in a finished hand by the seat's own information.
#include "schnapsen/game/review.hpp"

#include <cmath>
#include <cstdio>

#include "schnapsen/game/advice.hpp"
#include "schnapsen/game/analysis.hpp"
#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::game {
namespace {

int exact_value(ai::Solver& solver, const HandState& state, Action a) {
  for (const ai::ActionValue& v : solver.action_values(state))
    if (v.action == a) return v.value;
  return 0;
}

}  // namespace

std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat, ai::Evaluator& evaluator,
                                       ai::Solver& hindsight) {
  std::optional<Mistake> worst;
  std::vector<SeatAction> history;
  replay_steps(record, [&](const ReplayedAction& a) {  // an illegal record: up to the bad action
    const HandState& state = a.before;
    const SeatAction& taken = a.taken;
    if (taken.seat == seat && state.legal_actions().size() > 1) {
      const SeatView view = make_view(state, history, seat);
      const ai::Evaluation e = evaluator.evaluate(view, ai::MatchInfo{}, ai::Scope::All);
      const ai::ActionEstimate* chosen = e.find(taken.action);
      const ai::ActionEstimate* best = nullptr;
      for (const ai::ActionEstimate& v : e.values)
        if (!best || v.value > best->value) best = &v;
      const double loss = chosen && best ? best->value - chosen->value : 0;
      if (taken.action != e.choice && loss > kMistakeThreshold &&
          (!worst || loss > worst->loss() + kMistakeThreshold)) {
        worst = Mistake{static_cast<int>(a.index),
                        state.tricks_played() + 1,
                        taken.action,
                        best->action,
                        chosen->value,
                        best->value,
                        exact_value(hindsight, state, taken.action),
                        exact_value(hindsight, state, best->action)};
      }
    }
    history.push_back(taken);
  });
  return worst;
}

namespace {

std::string doing(Action a, const Naming& n) {
  switch (a.kind) {
    case ActionKind::Play: return tr(N_("playing %s"), {n.card_name(a.card())});
    case ActionKind::Meld: return tr(N_("melding in %s"), {n.suit_name(a.suit())});
    case ActionKind::Exchange: return _("exchanging the trump jack");
    case ActionKind::Close: return _("closing");
    case ActionKind::Claim: return _("claiming");
    case ActionKind::Pass: return _("passing");
    case ActionKind::Resign: return _("resigning");
  }
  return {};
}

std::string signed2(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.2f", std::abs(v) < 0.005 ? 0.0 : v);
  return buf;
}

// "wins 3" / "loses 2": what an action comes to with all cards known.
std::string outcome(int v) {
  const std::string n = std::to_string(std::abs(v));
  return v > 0 ? tr(N_("wins %d"), {n}) : tr(N_("loses %d"), {n});
}

}  // namespace

std::string describe_mistake(const Mistake& m, const Naming& n) {
  char loss[32];
  std::snprintf(loss, sizeof loss, "%.2f", m.loss());
  // TRANSLATORS: %2$s and %4$s are actions ("playing Kh", "closing"), %3$s a number of game
  // points, %5$s and %6$s expected values ("-0.40"), %7$s and %8$s outcomes ("wins 3").
  return tr(N_("at trick %d %s was worth %s game points less than %s (%s against %s by what you "
               "knew); with all cards known, %s %s and %s %s"),
            {std::to_string(m.trick), doing(m.chosen, n), loss, doing(m.best, n),
             signed2(m.chosen_value), signed2(m.best_value), doing(m.best, n),
             outcome(m.hindsight_best), doing(m.chosen, n), outcome(m.hindsight_chosen)});
}

std::optional<Mistake> HandReviewer::biggest_mistake(const HandRecord& record, int seat) {
  if (!solver_) solver_ = std::make_unique<ai::Solver>();
  if (!evaluator_)
    evaluator_ = std::make_unique<ai::Evaluator>(ai::level_settings(kAdviceLevel));
  return game::biggest_mistake(record, seat, *evaluator_, *solver_);
}

}  // namespace schnapsen::game
