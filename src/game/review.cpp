// Finds a seat's costliest decision in a finished hand by the seat's own information.
#include "schnapsen/game/review.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/advice.hpp"
#include "schnapsen/game/analysis.hpp"
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

bool beyond_noise(const SeatView& view, Action chosen, Action best, ai::Solver& solver) {
  constexpr int kWorlds = 32;
  SplitMix64 rng(0x5A3B1E);  // deterministic: the same hand gets the same review
  const ai::HiddenInfo info = ai::hidden_info(view);
  double sum = 0;
  double squares = 0;
  for (int i = 0; i < kWorlds; ++i) {
    const HandState s = ai::build_world(view, ai::sample_world(info, rng));
    const double d = solver.action_value(s, best) - solver.action_value(s, chosen);
    sum += d;
    squares += d * d;
  }
  const double mean = sum / kWorlds;
  const double variance = std::max(0.0, (squares - kWorlds * mean * mean) / (kWorlds - 1));
  return mean > kMistakeThreshold && mean > 2.0 * std::sqrt(variance / kWorlds);
}

std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat, ai::Evaluator& evaluator,
                                       ai::Solver& hindsight) {
  struct Candidate {
    Mistake mistake;
    SeatView view;
    bool sampled = false;  // valued over sampled worlds: its loss may be noise
  };
  std::vector<Candidate> candidates;
  std::vector<SeatAction> history;
  replay_steps(record, [&](const ReplayedAction& a) {  // an illegal record: up to the bad action
    const HandState& state = a.before;
    const SeatAction& taken = a.taken;
    if (taken.seat == seat && a.index >= record.given && state.legal_actions().size() > 1) {
      const SeatView view = make_view(state, history, seat);
      const ai::Evaluation e = evaluator.evaluate(view, ai::MatchInfo{}, ai::Scope::All);
      const ai::ActionEstimate* chosen = e.find(taken.action);
      const ai::ActionEstimate* best = nullptr;
      for (const ai::ActionEstimate& v : e.values)
        if (!best || v.value > best->value) best = &v;
      const double loss = chosen && best ? best->value - chosen->value : 0;
      if (taken.action != e.choice && loss > kMistakeThreshold) {
        candidates.push_back({Mistake{static_cast<int>(a.index), state.tricks_played() + 1,
                                      taken.action, best->action, chosen->value, best->value,
                                      exact_value(hindsight, state, taken.action),
                                      exact_value(hindsight, state, best->action)},
                              view, chosen->sampled || best->sampled});
      }
    }
    history.push_back(taken);
  });
  // The costliest first (ties: the earliest); the first whose loss is more than noise.
  std::stable_sort(candidates.begin(), candidates.end(), [](const auto& x, const auto& y) {
    return x.mistake.loss() > y.mistake.loss();
  });
  for (const Candidate& c : candidates)
    if (!c.sampled || beyond_noise(c.view, c.mistake.chosen, c.mistake.best, hindsight))
      return c.mistake;
  return std::nullopt;
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

std::string signed2(double v) { return decimal(v, 2, true); }

// "wins 3" / "loses 2": what an action comes to with all cards known.
std::string outcome(int v) {
  const std::string n = std::to_string(std::abs(v));
  return v > 0 ? tr(N_("wins %d"), {n}) : tr(N_("loses %d"), {n});
}

}  // namespace

std::string describe_mistake(const Mistake& m, const Naming& n) {
  const std::string loss = decimal(m.loss(), 2);
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
  if (!evaluator_) evaluator_ = std::make_unique<ai::Evaluator>(kAdviceSearch);
  return game::biggest_mistake(record, seat, *evaluator_, *solver_);
}

}  // namespace schnapsen::game
