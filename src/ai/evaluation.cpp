// The one evaluation of a decision (evaluation.hpp): PIMC with the exact solver at the leaves in
// phase one, the exhaustive closed-talon search in phase two and for the closing decision.
#include "schnapsen/ai/evaluation.hpp"

#include <algorithm>
#include <cmath>

#include "phase_one_worlds.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::ai {
namespace {

// Reading the opponent (SearchSettings::read_opponent): provenances sampled per world, and how
// many times phase one's worlds are drawn before as many as it solves are drawn by weight.
constexpr int kReadingSamples = 2;
constexpr int kReadingPool = 4;

// The action of `ranked` (best value first) with the best expected Bummerl chance; among equal
// chances, the better value.
Action bummerl_choice(const std::vector<ActionEstimate>& ranked) {
  const ActionEstimate* best = &ranked.front();
  for (const ActionEstimate& e : ranked)
    if (e.utility > best->utility + 1e-12) best = &e;
  return best->action;
}

}  // namespace

std::optional<Action> settled_by_rule(const SeatView& view) {
  if (auto a = claim_or_pass(view)) return a;
  if (view.legal.size() == 1) return view.legal[0];
  if (view.legal.contains(Action::exchange())) return Action::exchange();
  return std::nullopt;
}

const ActionEstimate* Evaluation::find(Action a) const {
  for (const ActionEstimate& e : values)
    if (e.action == a) return &e;
  return nullptr;
}

Evaluator::Evaluator(SearchSettings settings, int threads)
    : settings_(settings),
      closed_(settings.tt_bytes),
      pool_(std::make_unique<WorkerPool>(std::clamp(threads, 1, kMaxDecisionThreads))) {}

Evaluator::~Evaluator() = default;
Evaluator::Evaluator(Evaluator&&) noexcept = default;

int Evaluator::threads() const { return pool_->size(); }

std::uint64_t Evaluator::nodes() { return nodes_ + closed_.solver().nodes(); }

// The solver of each worker: the closed-talon search's for worker 0, one more per helper
// (made at the first phase-one decision), all of one table size.
std::vector<Solver*> Evaluator::worker_solvers() {
  while (static_cast<int>(helpers_.size()) + 1 < threads())
    helpers_.emplace_back(settings_.tt_bytes);
  std::vector<Solver*> out{&closed_.solver()};
  for (Solver& s : helpers_) out.push_back(&s);
  return out;
}

Evaluation Evaluator::evaluate(const SeatView& seat_view, const MatchInfo& match, Scope scope) {
  // The standing is public; it is read before the view is made seat-relative.
  utility_.reset();
  if (settings_.play_for_bummerl)
    utility_ = outcome_utility(match, seat_view.seat, seat_view.dealer);
  closed_.set_utility(utility_);
  // The information set, and nothing of the path: seat-relative, no history; a level that
  // reads the opponent adds the hand's public history (and the dealt card it replays from).
  const Position position = position_of(seat_view, {7, 7}, settings_.read_opponent);
  const SeatView view = view_of(position);
  const std::optional<Action> rule = settled_by_rule(view);
  Evaluation e;
  if (rule && scope == Scope::Choice) {
    e.choice = *rule;
    return e;
  }
  std::optional<OpponentReading> reading;
  const std::uint64_t reading_seed = information_hash(position) ^ history_hash(position);
  if (settings_.read_opponent) {
    reading.emplace(view, kUniformShare);
    if (!reading->usable()) reading.reset();
  }
  std::vector<World> used;
  if (!view.talon_open()) {
    e.values = closed_.average(
        view, reading ? hand_weights(view, *reading, reading_seed) : std::vector<double>{});
    e.worlds = count_opponent_hands(hidden_info(view));
  } else {
    e.values = phase_one(view, reading_seed, candidate_actions(view.legal), used,
                         reading ? &*reading : nullptr);
    e.worlds = used.size();
    e.sampled = true;
  }
  sort_by_value(e.values);
  // The choice is the best of what the level searches; the rest is valued only for display.
  e.choice = rule ? *rule : utility_ ? bummerl_choice(e.values) : e.values.front().action;
  if (scope == Scope::All) {
    value_rest(view, used, e);
    sort_by_value(e.values);
  }
  std::stable_partition(e.values.begin(), e.values.end(),
                        [&](const ActionEstimate& a) { return a.action == e.choice; });
  return e;
}

// The reading's probability of every opponent hand the view allows, for the exact count over
// all of them (closed_talon.hpp: the closing decision, a closed or exhausted talon); empty, every
// hand alike, when no hand fits the model.
std::vector<double> Evaluator::hand_weights(const SeatView& view, const OpponentReading& reading,
                                            std::uint64_t seed) const {
  SplitMix64 rng(seed);
  std::vector<double> w =
      reading.log_weights(enumerate_opponent_hands(hidden_info(view)), rng, kReadingSamples);
  double total = 0;
  for (double& x : w) total += x = std::exp(x);
  if (!(total > 0)) return {};  // nothing fits the model: every hand alike
  for (double& x : w) x /= total;
  return w;
}

// Phase one's worlds when reading the opponent: kReadingPool times as many drawn uniformly,
// then as many as the search solves drawn from those by weight.
std::vector<World> Evaluator::read_worlds(const HiddenInfo& info, const OpponentReading& reading,
                                          SplitMix64& rng) const {
  const int n = settings_.phase_one_worlds;
  std::vector<World> pool;
  std::vector<double> cumulative;
  double total = 0;
  for (int i = 0; i < n * kReadingPool; ++i) {
    pool.push_back(sample_world(info, rng));
    total += std::exp(reading.log_weight(pool.back().opponent_hidden, rng, kReadingSamples));
    cumulative.push_back(total);
  }
  if (!(total > 0)) {
    pool.resize(n);
    return pool;
  }
  std::vector<World> out;
  for (int i = 0; i < n; ++i) {
    const double x = static_cast<double>(rng.next() >> 11) * 0x1.0p-53 * total;
    const auto at = std::upper_bound(cumulative.begin(), cumulative.end(), x);
    out.push_back(pool[std::min<std::size_t>(at - cumulative.begin(), pool.size() - 1)]);
  }
  return out;
}

// Phase one's worlds in the order the decision takes them: every world it may take.
std::vector<World> Evaluator::draw_worlds(const HiddenInfo& info, std::uint64_t seed,
                                          const OpponentReading* reading) const {
  SplitMix64 rng(seed);
  if (reading) return read_worlds(info, *reading, rng);
  std::vector<World> out;
  for (int i = 0; i < settings_.phase_one_worlds; ++i) out.push_back(sample_world(info, rng));
  return out;
}

std::vector<ActionEstimate> Evaluator::phase_one(const SeatView& view, std::uint64_t seed,
                                                 std::vector<Action> moves,
                                                 std::vector<World>& used,
                                                 const OpponentReading* reading) {
  const bool judge_close = view.legal.contains(Action::close());
  if (judge_close) std::erase(moves, Action::close());
  used = draw_worlds(hidden_info(view), seed, reading);
  // The nodes so far stay counted; every world starts from an empty table (phase_one_worlds.hpp).
  nodes_ += closed_.solver().nodes();
  const std::vector<detail::SolvedWorld> solved = detail::solve_worlds(
      {view, used, moves, settings_.node_budget, settings_.cpu_net_ms}, *pool_, worker_solvers());
  for (const detail::SolvedWorld& w : solved) nodes_ += w.nodes;
  closed_.solver().clear();  // its last world is counted above (the helpers' likewise)
  used.resize(detail::worlds_taken(solved, settings_.node_budget));
  // Reduced in world order, so that the sums are the same for any number of threads.
  std::vector<ActionEstimate> out;
  const auto n = static_cast<double>(used.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    double total = 0, utility = 0;
    for (std::size_t k = 0; k < used.size(); ++k) {
      total += solved[k].values[i];
      if (utility_) utility += utility_of(*utility_, solved[k].values[i]);
    }
    out.push_back({moves[i], total / n, used.size(), true, utility / n});
  }
  if (judge_close)
    out.push_back(closed_.close_estimate(
        view, reading ? hand_weights(view, *reading, seed) : std::vector<double>{}));
  return out;
}

// Values the legal actions the search left out (claims and passes) over the same worlds: the
// sampled ones, or every opponent hand.
void Evaluator::value_rest(const SeatView& view, const std::vector<World>& worlds, Evaluation& e) {
  std::vector<World> all;
  const std::vector<World>* over = &worlds;
  if (worlds.empty()) {
    all = every_hand_world(hidden_info(view));  // the stock order, if any, never matters here
    over = &all;
  }
  for (Action a : view.legal) {
    if (e.find(a)) continue;
    double total = 0;
    double utility = 0;
    for (const World& w : *over) {
      const int v = closed_.solver().action_value(build_world(view, w), a);
      total += v;
      if (utility_) utility += utility_of(*utility_, v);
    }
    const double n = static_cast<double>(std::max<std::size_t>(over->size(), 1));
    e.values.push_back({a, total / n, over->size(), over == &worlds && e.sampled, utility / n});
  }
}

}  // namespace schnapsen::ai
