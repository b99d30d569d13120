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

bool is_mistake(const SeatView& view, const ai::Evaluation& e, Action taken, ai::Solver& solver) {
  const ai::ActionEstimate* chosen = e.find(taken);
  const ai::ActionEstimate* best = best_estimate(e);
  if (!chosen || !best || taken == e.choice || best->value - chosen->value <= kMistakeThreshold)
    return false;
  // An exact evaluation (every opponent hand) needs no second look; a sampled one may rate
  // near-equal actions apart by chance.
  return !(chosen->sampled || best->sampled) || beyond_noise(view, taken, best->action, solver);
}

const ai::ActionEstimate* best_estimate(const ai::Evaluation& e) {
  const ai::ActionEstimate* best = nullptr;
  for (const ai::ActionEstimate& v : e.values)
    if (!best || v.value > best->value) best = &v;
  return best;
}

std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat, ai::Evaluator& evaluator,
                                       ai::Solver& hindsight) {
  struct Candidate {
    Mistake mistake;
    SeatView view;
    ai::Evaluation evaluation;
  };
  std::vector<Candidate> candidates;
  std::vector<SeatAction> history;
  const ReplayRun run = replay_steps(record, [&](const ReplayedAction& a) {
    // An illegal record: up to the bad action.
    const HandState& state = a.before;
    const SeatAction& taken = a.taken;
    if (taken.seat == seat && a.index >= record.given && state.legal_actions().size() > 1) {
      const SeatView view = make_view(state, history, seat);
      ai::Evaluation e = evaluator.evaluate(view, ai::MatchInfo{}, ai::Scope::All);
      const ai::ActionEstimate* chosen = e.find(taken.action);
      const ai::ActionEstimate* best = best_estimate(e);
      const double loss = chosen && best ? best->value - chosen->value : 0;
      if (taken.action != e.choice && loss > kMistakeThreshold) {
        candidates.push_back({Mistake{static_cast<int>(a.index), state.tricks_played() + 1,
                                      taken.action, best->action, chosen->value, best->value,
                                      exact_value(hindsight, state, taken.action),
                                      exact_value(hindsight, state, best->action), std::nullopt},
                              view, std::move(e)});
      }
    }
    history.push_back(taken);
  });
  // The costliest first (ties: the earliest); the first whose loss is more than noise.
  std::stable_sort(candidates.begin(), candidates.end(), [](const auto& x, const auto& y) {
    return x.mistake.loss() > y.mistake.loss();
  });
  for (Candidate& c : candidates) {
    if (!is_mistake(c.view, c.evaluation, c.mistake.chosen, hindsight)) continue;
    if (run.state.over()) c.mistake.result = outcome(run.state.result(), seat);
    return c.mistake;
  }
  return std::nullopt;
}

namespace {

std::string signed2(double v) { return decimal(v, 2, true); }

// An action as the player says it: "J♥" for a card, else "closing", "melding in hearts", ...
std::string shown(Action a, const Naming& n) {
  switch (a.kind) {
    case ActionKind::Play: return n.card_name(a.card());
    case ActionKind::Meld: return tr(N_("melding in %s"), {n.suit_name(a.suit())});
    case ActionKind::Exchange: return _("exchanging the trump jack");
    case ActionKind::Close: return _("closing");
    case ActionKind::Claim: return _("claiming");
    case ActionKind::Pass: return _("passing");
    case ActionKind::Resign: return _("resigning");
  }
  return {};
}

// "wins 3 game points" / "loses 2 game points": what an action comes to with all cards known.
std::string outcome_text(int v) {
  const int n = std::abs(v);
  return v > 0 ? tr(P_("wins %d game point", "wins %d game points", n), {std::to_string(n)})
               : tr(P_("loses %d game point", "loses %d game points", n), {std::to_string(n)});
}

}  // namespace

std::string describe_mistake(const Mistake& m, const Naming& n, const std::string& player) {
  const std::string chosen = shown(m.chosen, n), best = shown(m.best, n);
  const bool you = player.empty();
  // What the player could know: the average over the deals the player could not tell apart.
  const std::vector<std::string> numbers{
      std::to_string(m.trick), best, chosen, decimal(m.loss(), 2), signed2(m.best_value),
      signed2(m.chosen_value)};
  std::string out =
      you ? tr(
                // TRANSLATORS: %2$s is the better action ("10♦", "closing"), %3$s the one taken,
                // %4$s a number of game points ("0.17"), %5$s and %6$s expected values ("-0.23").
                N_("at trick %d %s was better than %s by what you could know: on average over "
                   "the deals you could not tell apart, %s game points more (%s against %s)."),
                numbers)
          : tr(
                // TRANSLATORS: as "at trick %d %s was better than %s by what you could know",
                // said of a player by name (hot-seat); %7$s is the player's name.
                N_("at trick %1$s %2$s was better than %3$s by what %7$s could know: on average "
                   "over the deals %7$s could not tell apart, %4$s game points more (%5$s "
                   "against %6$s)."),
                [&] {
                  auto with_name = numbers;
                  with_name.push_back(player);
                  return with_name;
                }());
  // Hindsight: perfect play by both sides from that decision on, every card known.
  out += " ";
  if (m.hindsight_best == m.hindsight_chosen)
    // TRANSLATORS: %s is an outcome in the plural subject form ("lose 2 game points").
    out += tr(N_("With all cards seen and best play by both sides after it, both %s."),
              {m.hindsight_chosen > 0
                   ? tr(P_("win %d game point", "win %d game points", m.hindsight_chosen),
                        {std::to_string(m.hindsight_chosen)})
                   : tr(P_("lose %d game point", "lose %d game points", -m.hindsight_chosen),
                        {std::to_string(-m.hindsight_chosen)})});
  else
    // TRANSLATORS: %1$s and %3$s are actions, %2$s and %4$s outcomes ("wins 3 game points").
    out += tr(N_("With all cards seen and best play by both sides after it, %s %s and %s %s."),
              {best, outcome_text(m.hindsight_best), chosen, outcome_text(m.hindsight_chosen)});
  // The hand as played came to more or less than that: someone played less than perfectly after
  // it (more: the opponent; less: the player, who could have held the hindsight value).
  if (m.result && *m.result > m.hindsight_chosen)
    out += " " + (you ? std::string(_("The opponent's later play let you do better than that."))
                      : tr(N_("The opponent's later play let %s do better than that."), {player}));
  else if (m.result && *m.result < m.hindsight_chosen)
    out += " " + (you ? std::string(_("Your own later play cost more than that."))
                      : tr(N_("%s's own later play cost more than that."), {player}));
  return out;
}

std::function<DecisionReview(const SeatView&, Action)> make_decision_judge() {
  struct Judge {
    ai::Evaluator evaluator{kAdviceSearch};
    ai::Solver solver;
  };
  return [judge = std::shared_ptr<Judge>()](const SeatView& view, Action taken) mutable {
    if (!judge) judge = std::make_shared<Judge>();
    DecisionReview r;
    r.evaluation = judge->evaluator.evaluate(view, ai::MatchInfo{}, ai::Scope::All);
    r.mistake = is_mistake(view, r.evaluation, taken, judge->solver);
    return r;
  };
}

std::string decision_verdict(const DecisionReview& review, Action taken, const Naming& naming,
                             VerdictLength length) {
  const ai::Evaluation& e = review.evaluation;
  const ai::ActionEstimate* chosen = e.find(taken);
  const ai::ActionEstimate* best = best_estimate(e);
  const bool full = length == VerdictLength::Full;
  // A card by its name, any other action in words: all of them ("close the talon"), or in a
  // word or two for the shorter lines ("close").
  const auto name = [&](Action a) {
    return a.kind == ActionKind::Play ? naming.card_name(a.card())
           : full                     ? action_text(a, naming)
                                      : short_action_text(a, naming);
  };
  // "played K♥" or "chose close the talon" with its value: the player's name comes before it.
  const bool play = taken.kind == ActionKind::Play;
  const std::string what = name(taken);
  if (!chosen || !best) return play ? tr(N_("played %s"), {what}) : tr(N_("chose %s"), {what});
  const std::string out = play ? tr(N_("played %s (%s)"), {what, signed2(chosen->value)})
                               : tr(N_("chose %s (%s)"), {what, signed2(chosen->value)});
  const double loss = best->value - chosen->value;
  const std::string other = name(best->action);
  if (best->action == taken || loss <= kMistakeThreshold)
    return full ? tr(N_("%s: the best by what you knew"), {out}) : tr(N_("%s, the best"), {out});
  switch (length) {
    case VerdictLength::Full:
      return review.mistake ? tr(N_("%s; better by what you knew: %s (%s), %s more"),
                                 {out, other, signed2(best->value), decimal(loss, 2)})
                            : tr(N_("%s: a near tie with %s (%s), within the search's error"),
                                 {out, other, signed2(best->value)});
    case VerdictLength::Brief:
      return review.mistake
                 ? tr(N_("%s; better: %s (%s)"), {out, other, signed2(best->value)})
                 : tr(N_("%s: a near tie with %s (%s)"), {out, other, signed2(best->value)});
    case VerdictLength::Shortest: break;
  }
  return review.mistake ? tr(N_("%s; not the best"), {out}) : tr(N_("%s: a near tie"), {out});
}

std::optional<Mistake> HandReviewer::biggest_mistake(const HandRecord& record, int seat) {
  if (!solver_) solver_ = std::make_unique<ai::Solver>();
  if (!evaluator_) evaluator_ = std::make_unique<ai::Evaluator>(kAdviceSearch);
  return game::biggest_mistake(record, seat, *evaluator_, *solver_);
}

}  // namespace schnapsen::game
