// Tie-breaks against a fallible opponent (tie_break.hpp).
#include "schnapsen/ai/tie_break.hpp"

#include <algorithm>

namespace schnapsen::ai {
namespace {

// The replies a fallible opponent may slip into: its plays, marriages and closing. Claims and
// passes follow the count and the exchange is always right, so nobody picks them at random.
bool may_slip_into(Action a) {
  return a.kind == ActionKind::Play || a.kind == ActionKind::Meld || a.kind == ActionKind::Close;
}

struct Valuer {
  const std::optional<OutcomeUtility>& utility;
  double operator()(int value) const { return utility ? utility_of(*utility, value) : value; }
};

// One world's value of `a` for the seat to act in `s` against the fallible opponent.
double fallible_value(HandState s, Action a, Solver& solver, const Valuer& u) {
  const int me = s.to_act();
  s.apply_legal(a);
  while (!s.over() && s.to_act() == me) {  // our own moves up to the opponent's: the best
    const std::vector<ActionValue> ours = solver.action_values(s);
    s.apply_legal(std::max_element(ours.begin(), ours.end(), [](const auto& x, const auto& y) {
                    return x.value < y.value;
                  })->action);
  }
  if (s.over()) return u(outcome(s.result(), me));
  const std::vector<ActionValue> replies = solver.action_values(s);  // the opponent's side
  const ActionValue& best = *std::max_element(
      replies.begin(), replies.end(),
      [](const ActionValue& x, const ActionValue& y) { return x.value < y.value; });
  const double perfect = u(-best.value);
  if (best.action.kind == ActionKind::Claim) return perfect;  // a claim nobody misses
  double slips = 0;
  int count = 0;
  for (const ActionValue& r : replies) {
    if (!may_slip_into(r.action)) continue;
    slips += u(-r.value);
    ++count;
  }
  if (count == 0) return perfect;
  return (1 - kSlip) * perfect + kSlip * slips / count;
}

}  // namespace

Action fallible_choice(const std::vector<ActionEstimate>& ranked, const SeatView& view,
                       const std::vector<World>& worlds, Solver& solver,
                       const std::optional<OutcomeUtility>& utility, double margin,
                       int max_worlds) {
  const auto key = [&](const ActionEstimate& e) { return utility ? e.utility : e.value; };
  const ActionEstimate* top = &ranked.front();
  for (const ActionEstimate& e : ranked)
    if (key(e) > key(*top) + 1e-12) top = &e;
  const double per_point =
      utility ? (utility_of(*utility, 3) - utility_of(*utility, -3)) / 6 : 1.0;
  std::vector<Action> tied;
  for (const ActionEstimate& e : ranked)
    if (key(e) >= key(*top) - margin * per_point - 1e-12) tied.push_back(e.action);
  if (tied.size() < 2 || worlds.empty()) return top->action;

  const std::size_t n = std::min<std::size_t>(worlds.size(), std::max(1, max_worlds));
  const Valuer u{utility};
  Action choice = top->action;
  double best = -1e300;
  for (Action a : tied) {
    double total = 0;
    for (std::size_t i = 0; i < n; ++i)
      total += fallible_value(build_world(view, worlds[i * worlds.size() / n]), a, solver, u);
    if (total > best + 1e-9) {
      best = total;
      choice = a;
    }
  }
  return choice;
}

}  // namespace schnapsen::ai
