// The end-of-hand verdict: the decision of one seat that cost the most by what that seat knew.
// Each decision is judged by the advice level's own evaluation (advice.hpp) of the seat's view,
// so a good guess that went wrong is no mistake and following the advice never is; the exact
// all-cards-known values follow as hindsight.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/mistake.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::game {

// Differences below this are ties (rounding).
inline constexpr double kMistakeThreshold = 0.005;

// Whether `best` beats `chosen` beyond sampling error by what the seat of `view` knew: over
// fresh worlds drawn from that knowledge, the mean of best minus chosen (both played out on each
// world by `solver`) exceeds twice its standard error. A search over a few dozen worlds rates
// near-equal actions apart by chance; such a difference is no mistake.
bool beyond_noise(const SeatView& view, Action chosen, Action best, ai::Solver& solver);

// The decision of `seat` in `record` with the largest loss by the seat's own information (ties:
// the earliest); nullopt when no decision lost anything. A decision is not a mistake when it was
// the evaluator's own choice, had one legal action, or lost less than a sampled evaluation's own
// error (beyond_noise).
std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat, ai::Evaluator& evaluator,
                                       ai::Solver& hindsight);

// "at trick 3 playing Kh was worth 0.85 game points less than closing (-0.40 against +0.45 by
// what you knew); with all cards known, closing wins 3 and playing Kh loses 2"
std::string describe_mistake(const Mistake& mistake, const Naming& naming);

// The review of interactive play: biggest_mistake() by the advice level's evaluator with a
// hindsight solver, both made on first use and kept for the match's later hands.
class HandReviewer {
 public:
  std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat);

 private:
  std::unique_ptr<ai::Solver> solver_;
  std::unique_ptr<ai::Evaluator> evaluator_;
};

}  // namespace schnapsen::game
