// The one evaluation of a decision (evaluation.hpp): PIMC with the exact solver at the leaves in
// phase one, the exhaustive closed-talon search in phase two and for the closing decision.
#include "schnapsen/ai/evaluation.hpp"

#include <algorithm>
#include <ctime>

#include "schnapsen/ai/expert_player.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/ismcts.hpp"
#include "schnapsen/ai/presumed_reply.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::ai {
namespace {

// The move a rule settles without search: the claim rule, a single legal action, the exchange
// (always worth it: a higher trump for the lowest one, docs/ai.md; unless the search judges it).
std::optional<Action> settled_by_rule(const SeatView& view, bool search_exchange) {
  if (auto a = claim_or_pass(view)) return a;
  if (view.legal.size() == 1) return view.legal[0];
  if (!search_exchange && view.legal.contains(Action::exchange())) return Action::exchange();
  return std::nullopt;
}

// Meld at once: when a marriage can be declared, the card plays are dropped from the candidates
// (the melds, and closing, stay to be searched).
void meld_first(std::vector<Action>& moves) {
  const auto is = [](ActionKind k) { return [k](Action a) { return a.kind == k; }; };
  if (std::none_of(moves.begin(), moves.end(), is(ActionKind::Meld))) return;
  moves.erase(std::remove_if(moves.begin(), moves.end(), is(ActionKind::Play)), moves.end());
}

// CPU time of this thread in milliseconds: the safety net measures work done, so a loaded
// machine (other processes taking the cores) does not cut a decision short.
double thread_cpu_ms() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// Whether a decision that started at `start` (thread_cpu_ms) has used up `limit_ms` (0: none).
bool past_limit(double start, int limit_ms) {
  return limit_ms > 0 && thread_cpu_ms() - start > limit_ms;
}

void rank(std::vector<ActionEstimate>& v) {
  std::stable_sort(v.begin(), v.end(), [](const ActionEstimate& a, const ActionEstimate& b) {
    return a.value > b.value;
  });
}

}  // namespace

const ActionEstimate* Evaluation::find(Action a) const {
  for (const ActionEstimate& e : values)
    if (e.action == a) return &e;
  return nullptr;
}

Evaluator::Evaluator(SearchSettings settings)
    : settings_(settings),
      closed_(settings.tt_bytes,
              ClosedTalonOptions{.alpha_mu_depth = settings.alpha_mu_depth,
                                 .infer_solved_beta = settings.infer_solved_beta}) {
  if (settings.model_reply) reply_model_ = std::make_unique<ExpertPlayer>();
  if (settings.infer_solved_beta > 0) inference_solver_ = std::make_unique<Solver>(4u << 20);
  if (settings.presumed_reply > 0) reply_solver_ = std::make_unique<Solver>(4u << 20);
}

Evaluator::~Evaluator() = default;
Evaluator::Evaluator(Evaluator&&) noexcept = default;
Evaluator& Evaluator::operator=(Evaluator&&) noexcept = default;

// The value of `move` in `world` for the seat to act. With model_reply, a phase-one lead is
// answered by the expert heuristic from the opponent's view of the world (which shows it our
// hand no more than the real game would), and only the position after that answer is solved.
// (Presumed replies are valued after PIMC's worlds are solved: presume_replies.)
int Evaluator::move_value(const HandState& world, Action move) {
  Solver& solver = closed_.solver();
  const bool phase_one_lead = world.phase() == Phase::Lead && world.talon_open();
  if (reply_model_ && phase_one_lead && move.kind == ActionKind::Play)
    return blind_value(solver, world, move);
  return exact_action_value(solver, world, move);
}

// The value of a phase-one lead when the opponent answers it without seeing our cards: by the
// expert heuristic (model_reply) or by a search over worlds of its own (presumed_reply.hpp).
// After a meld or the exchange (presumed replies only), our best next action, each lead
// answered blind by an opponent that now knows what we showed (the marriage partner, the card
// we took); closing is valued exactly.
int Evaluator::blind_value(Solver& solver, const HandState& world, Action move) {
  const int me = world.to_act();
  HandState next = world;
  next.apply_legal(move);
  if (next.over()) return outcome(next.result(), me);
  if (next.to_act() == me) {
    int best = -3;                           // the least a hand can be worth
    for (Action a : next.legal_actions()) {  // a claim after a meld included
      const bool blind =
          next.talon_open() && (a.kind == ActionKind::Play || a.kind == ActionKind::Meld);
      best = std::max(best,
                      blind ? blind_value(solver, next, a) : exact_action_value(solver, next, a));
    }
    return best;
  }
  const Action reply = reply_model_
                           ? reply_model_->choose(make_view(next, {}, next.to_act()), MatchInfo{})
                           : presumed_reply(solver, next, settings_.presumed_reply);
  return -exact_action_value(solver, next, reply);
}

Evaluation Evaluator::evaluate(const SeatView& seat_view, const MatchInfo& match, Scope scope) {
  // The standing is public; it is read before the view is made seat-relative.
  utility_.reset();
  if (settings_.play_for_bummerl)
    utility_ = outcome_utility(match, seat_view.seat, seat_view.dealer);
  closed_.set_utility(utility_);
  // The information set, and nothing of the path: seat-relative, no history.
  const Position position = position_of(seat_view);
  const SeatView view = view_of(position);
  const std::optional<Action> rule = settled_by_rule(view, settings_.exchange_by_search);
  Evaluation e;
  if (rule && scope == Scope::Choice) {
    e.choice = *rule;
    return e;
  }
  std::vector<World> used;
  if (!view.talon_open() && settings_.exhaustive_phase_two) {
    e.values = closed_.rank(view);
    e.worlds = count_opponent_hands(hidden_info(view));
    for (ActionEstimate& a : e.values) a.worlds = e.worlds;
  } else {
    std::vector<Action> moves = candidate_actions(view.legal);
    if (settings_.meld_at_once) meld_first(moves);
    e.values = phase_one(view, information_hash(position), std::move(moves), used);
    e.worlds = used.size();
    e.sampled = true;
  }
  rank(e.values);
  // The choice is the best of what the level searches; the rest is valued only for display.
  const bool tree = e.sampled && settings_.ismcts_iterations > 0;
  e.choice = rule       ? *rule
             : tree     ? tree_choice(e.values)
             : utility_ ? bummerl_choice(e.values)
                        : margin_choice(e.values);
  if (scope == Scope::All) {
    value_rest(view, used, e);
    rank(e.values);
  }
  std::stable_partition(e.values.begin(), e.values.end(),
                        [&](const ActionEstimate& a) { return a.action == e.choice; });
  return e;
}

// The best of `ranked` (best first). The PIMC values of not closing know the stock order, the
// closing value does not: with a margin, close exactly when its value reaches the best other
// estimate plus the margin (negative: close more readily).
Action Evaluator::margin_choice(const std::vector<ActionEstimate>& ranked) const {
  const auto close = std::find_if(ranked.begin(), ranked.end(), [](const ActionEstimate& e) {
    return e.action == Action::close();
  });
  if (settings_.close_margin == 0 || close == ranked.end() || ranked.size() < 2)
    return ranked.front().action;
  const auto best_other = close == ranked.begin() ? ranked.begin() + 1 : ranked.begin();
  return close->value >= best_other->value + settings_.close_margin ? close->action
                                                                    : best_other->action;
}

// The action of `ranked` (best value first) with the best expected Bummerl chance; among equal
// chances, the better value.
Action Evaluator::bummerl_choice(const std::vector<ActionEstimate>& ranked) const {
  const ActionEstimate* best = &ranked.front();
  for (const ActionEstimate& e : ranked)
    if (e.utility > best->utility + 1e-12) best = &e;
  return best->action;
}

// ISMCTS's choice (ismcts.hpp): the most visited of the searched actions, unless the exhaustive
// closing value is better than its estimate (by the measure the choice uses).
Action Evaluator::tree_choice(const std::vector<ActionEstimate>& ranked) const {
  const bool by_utility = utility_.has_value();
  const ActionEstimate* best = nullptr;  // the most trusted searched action
  const ActionEstimate* close = nullptr;
  for (const ActionEstimate& e : ranked) {
    if (e.action == Action::close())
      close = &e;
    else if (best == nullptr || more_trusted(e, *best, by_utility))
      best = &e;
  }
  if (best == nullptr) return close->action;  // close is the only action searched
  const bool close_better =
      close && choice_measure(*close, by_utility) > choice_measure(*best, by_utility);
  return close_better ? close->action : best->action;
}

// PIMC: sample worlds consistent with the view, solve each exactly for every move, and average
// (or, when the level asks, ISMCTS over worlds from the same sampler: ismcts.hpp). `close` is
// judged separately over every opponent hand (closed_talon.hpp).
std::vector<ActionEstimate> Evaluator::phase_one(const SeatView& view, std::uint64_t seed,
                                                 std::vector<Action> moves,
                                                 std::vector<World>& used) {
  const double start = thread_cpu_ms();
  SplitMix64 rng(seed);
  const HiddenInfo info = hidden_info(view);
  const bool judge_close = settings_.evaluate_close && view.legal.contains(Action::close());
  if (!settings_.evaluate_close || judge_close)
    moves.erase(std::remove(moves.begin(), moves.end(), Action::close()), moves.end());
  std::vector<double> total(moves.size(), 0.0);
  std::vector<double> utility(moves.size(), 0.0);
  double weights = 0;
  Solver& solver = closed_.solver();
  nodes_before_clears_ += solver.nodes();
  solver.clear();  // the node budget must not depend on earlier decisions
  const std::uint64_t nodes_at_start = solver.nodes();
  const auto out_of_time = [&] { return past_limit(start, settings_.time_limit_ms); };
  if (settings_.ismcts_iterations > 0) {
    const IsmctsOptions options{settings_.ismcts_iterations, settings_.ismcts_exploration,
                                settings_.node_budget};
    IsmctsResult r = ismcts(solver, view, moves, options, utility_, rng, out_of_time);
    used = std::move(r.worlds);
    if (judge_close) r.values.push_back(close_estimate(view, seed, r.values));
    return r.values;
  }
  std::vector<int> values(moves.size());
  // Presumed replies revisit the worlds: each world's weight and exact values, world by world.
  const bool presume = reply_solver_ && view.phase == Phase::Lead && view.talon_open();
  std::vector<double> world_weights;
  std::vector<int> exact;
  while (static_cast<int>(used.size()) < settings_.phase_one_worlds) {
    const bool first = used.empty();
    if (!first && settings_.node_budget > 0 &&
        solver.nodes() - nodes_at_start > settings_.node_budget)
      break;
    if (!first && out_of_time()) break;
    const World world = sample_world(info, rng);
    const HandState s = build_world(view, world);
    const double weight = world_weight(view, world);
    bool complete = true;
    for (std::size_t i = 0; i < moves.size() && complete; ++i) {
      values[i] = move_value(s, moves[i]);
      complete = first || i + 1 == moves.size() || !out_of_time();
    }
    if (!complete) break;  // a world cut short by the safety net is dropped whole
    for (std::size_t i = 0; i < moves.size(); ++i) {
      total[i] += weight * values[i];
      if (utility_) utility[i] += weight * utility_of(*utility_, values[i]);
    }
    weights += weight;
    used.push_back(world);
    if (presume) {
      world_weights.push_back(weight);
      exact.insert(exact.end(), values.begin(), values.end());
    }
  }
  std::vector<ActionEstimate> out;
  for (std::size_t i = 0; i < moves.size(); ++i)
    out.push_back({moves[i], weights > 0 ? total[i] / weights : 0.0, used.size(), true,
                   weights > 0 ? utility[i] / weights : 0.0});
  if (presume) presume_replies(view, used, world_weights, exact, start, out);
  if (judge_close) out.push_back(close_estimate(view, seed, out));
  return out;
}

// Presumed replies over PIMC's worlds (`worlds`, with their `weights` and `exact` values, world
// by world, in the order of `estimates`): the best presumed_candidates leads, melds and
// exchanges by PIMC's estimate are valued again with blind answers (blind_value) in the first
// presumed_worlds worlds. Over every world, a candidate's estimate becomes its blind average;
// over fewer, its PIMC estimate over all of them plus its average gain over those. The blind
// answers solve on a solver of their own, after PIMC's worlds: the worlds are exactly PIMC's.
// The time limit counts from `start`, the decision's start (at least one world is valued).
// The two updates are equal in exact arithmetic (blind = PIMC + gain); the first is kept so
// that the full form sums exactly as it did when it was screened (docs/ai.md), ties included.
void Evaluator::presume_replies(const SeatView& view, const std::vector<World>& worlds,
                                const std::vector<double>& weights, const std::vector<int>& exact,
                                double start, std::vector<ActionEstimate>& estimates) {
  std::vector<std::size_t> chosen;
  for (std::size_t i = 0; i < estimates.size(); ++i) {
    const ActionKind k = estimates[i].action.kind;
    if (k == ActionKind::Play || k == ActionKind::Meld || k == ActionKind::Exchange)
      chosen.push_back(i);
  }
  const bool by_utility = utility_.has_value();
  std::stable_sort(chosen.begin(), chosen.end(), [&](std::size_t a, std::size_t b) {
    return choice_measure(estimates[a], by_utility) > choice_measure(estimates[b], by_utility);
  });
  if (settings_.presumed_candidates > 0 &&
      chosen.size() > static_cast<std::size_t>(settings_.presumed_candidates))
    chosen.resize(static_cast<std::size_t>(settings_.presumed_candidates));
  std::size_t limit = worlds.size();
  if (settings_.presumed_worlds > 0)
    limit = std::min(limit, static_cast<std::size_t>(settings_.presumed_worlds));
  std::vector<double> blind(chosen.size(), 0.0);
  std::vector<double> blind_utility(chosen.size(), 0.0);
  std::vector<double> gain(chosen.size(), 0.0);
  std::vector<double> utility_gain(chosen.size(), 0.0);
  double weight = 0;
  std::size_t w = 0;
  for (; w < limit; ++w) {
    if (w > 0 && past_limit(start, settings_.time_limit_ms)) break;
    const HandState s = build_world(view, worlds[w]);
    for (std::size_t c = 0; c < chosen.size(); ++c) {
      const int b = blind_value(*reply_solver_, s, estimates[chosen[c]].action);
      const int e = exact[w * estimates.size() + chosen[c]];
      blind[c] += weights[w] * b;
      gain[c] += weights[w] * (b - e);
      if (utility_) {
        blind_utility[c] += weights[w] * utility_of(*utility_, b);
        utility_gain[c] += weights[w] * (utility_of(*utility_, b) - utility_of(*utility_, e));
      }
    }
    weight += weights[w];
  }
  if (weight <= 0) return;
  for (std::size_t c = 0; c < chosen.size(); ++c) {
    ActionEstimate& x = estimates[chosen[c]];
    if (w == worlds.size()) {
      x.value = blind[c] / weight;
      x.utility = blind_utility[c] / weight;
    } else {
      x.value += gain[c] / weight;
      if (utility_) x.utility += utility_gain[c] / weight;
    }
  }
}

// The weight of a sampled world under the level's inference (1 without). The solved model has
// its own solver, so its solves neither count against the node budget nor change the table of
// the search: the worlds stay exactly those of PIMC.
double Evaluator::world_weight(const SeatView& view, const World& world) {
  if (settings_.infer_lead) return lead_likelihood(view, world);
  if (!inference_solver_) return 1.0;
  return solved_lead_likelihood(*inference_solver_, view, world, settings_.infer_solved_beta);
}

// The value of closing now: exhaustive over every opponent hand; with close_playouts, corrected
// by honest playouts when the exhaustive value is close enough to `others` (the other
// estimates) for the correction to matter.
ActionEstimate Evaluator::close_estimate(const SeatView& view, std::uint64_t seed,
                                         const std::vector<ActionEstimate>& others) {
  const ActionEstimate exact = closed_.close_estimate(view);
  if (settings_.close_playouts.worlds <= 0) return exact;
  double best_other = -4;
  for (const ActionEstimate& e : others) best_other = std::max(best_other, e.value);
  if (exact.value < best_other - settings_.close_playout_window) return exact;
  constexpr std::uint64_t kPlayoutStream = 0x636c6f7365ull;  // "close": its own random stream
  return corrected_close(exact, play_out_close(closed_.solver(), view, settings_.close_playouts,
                                               seed ^ kPlayoutStream, utility_));
}

// Values the legal actions the search left out (claims, passes, and `close` for a level that
// does not judge it) over the same worlds: the sampled ones, or every opponent hand.
void Evaluator::value_rest(const SeatView& view, const std::vector<World>& worlds, Evaluation& e) {
  std::vector<World> all;
  const std::vector<World>* over = &worlds;
  if (worlds.empty()) {
    const HiddenInfo info = hidden_info(view);
    for (CardSet hand : enumerate_opponent_hands(info)) all.push_back(world_with_hand(info, hand));
    over = &all;
  }
  for (Action a : view.legal) {
    if (e.find(a)) continue;
    double total = 0;
    double utility = 0;
    for (const World& w : *over) {
      const int v = exact_action_value(closed_.solver(), build_world(view, w), a);
      total += v;
      if (utility_) utility += utility_of(*utility_, v);
    }
    const double n = static_cast<double>(std::max<std::size_t>(over->size(), 1));
    e.values.push_back({a, total / n, over->size(), over == &worlds && e.sampled, utility / n});
  }
}

}  // namespace schnapsen::ai
