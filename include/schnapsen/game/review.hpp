// The end-of-hand verdict: the decision of one seat that cost the most by what that seat knew.
// Each decision is judged by the advice level's own evaluation (advice.hpp) of the seat's view,
// so a good guess that went wrong is no mistake and following the advice never is; the exact
// all-cards-known values follow as hindsight.
#pragma once

#include <functional>
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

// The best-valued action of an evaluation (the first of equals); null when it values none.
const ai::ActionEstimate* best_estimate(const ai::Evaluation& evaluation);

// Whether taking `taken` at `view`, which `evaluation` valued (Scope::All), is a mistake by what
// the seat knew: not the evaluation's own choice, worth less than the best action, and, where
// the values rest on sampled worlds, by more than the sampling's own error (beyond_noise).
// The post-hand review and the history viewer judge every decision by this.
bool is_mistake(const SeatView& view, const ai::Evaluation& evaluation, Action taken,
                ai::Solver& solver);

// The decision of `seat` in `record` with the largest loss by the seat's own information (ties:
// the earliest) that is_mistake() calls a mistake; nullopt when there is none.
std::optional<Mistake> biggest_mistake(const HandRecord& record, int seat, ai::Evaluator& evaluator,
                                       ai::Solver& hindsight);

// In the words of a player: "at trick 3 closing was better than K♥ by what you could know: on
// average over the deals you could not tell apart, 0.85 game points more (+0.45 against -0.40).
// With all cards seen and best play by both sides after it, closing wins 3 game points and K♥
// loses 2 game points." and, when the hand as played came to something else, who made it so
// ("The opponent's later play let you do better than that."). Said of `player` by name where
// one is given (hot-seat: "by what Anna could know").
std::string describe_mistake(const Mistake& mistake, const Naming& naming,
                             const std::string& player = "");

// One past decision judged as the post-hand review judges it (the history viewer's verdict).
struct DecisionReview {
  ai::Evaluation evaluation;  // every legal action valued by what the seat knew (Scope::All)
  bool mistake = false;       // is_mistake() of the action taken
};

// The history viewer's judge: the advice level's evaluation of `view` and is_mistake() of
// `taken`, with an evaluator and a solver of its own, made on first use.
std::function<DecisionReview(const SeatView& view, Action taken)> make_decision_judge();

// How much a verdict says: everything; the same without the explanations, each action in a word
// or two ("close", not "close the talon"); the verdict on the action taken alone.
enum class VerdictLength { Full, Brief, Shortest };

// The verdict on `taken` in a line, after the player's name, in the current language with
// `naming`'s cards: "played K♥ (-0.40): the best by what you knew", "played K♥ (-0.40); better
// by what you knew: close the talon (+0.45), 0.85 more", or, where the difference is within the
// search's error, "played K♥ (-0.40): a near tie with play A♥ (-0.35), within the search's
// error". Brief: "played K♥ (-0.40); better: close (+0.45)", "chose close (+0.45), the best";
// Shortest: "played K♥ (-0.40); not the best", "... : a near tie" (the options box has the rest).
std::string decision_verdict(const DecisionReview& review, Action taken, const Naming& naming,
                             VerdictLength length = VerdictLength::Full);

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
