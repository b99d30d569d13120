// The advice key: the advice level's evaluation of the seat's view.
#include "schnapsen/game/advice.hpp"

#include <memory>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/message.hpp"

namespace schnapsen::game {

Advice advise(const SeatView& view, ai::Evaluator& evaluator) {
  const ai::Evaluation e = evaluator.evaluate(view, ai::MatchInfo{}, ai::Scope::All);
  Advice advice;
  advice.action = e.choice;
  if (const ai::ActionEstimate* chosen = e.find(e.choice)) {
    advice.expected = chosen->value;
    advice.worlds = chosen->worlds;
    advice.sampled = chosen->sampled;
  }
  return advice;
}

std::optional<const char*> withheld(const SeatView& view, const Advice& advice) {
  const ActionKind kind = advice.action.kind;
  if (view.rules.review_won_tricks || (kind != ActionKind::Claim && kind != ActionKind::Pass))
    return std::nullopt;
  return N_("Under these rules advice would tell the score: none is given now.");
}

std::function<Advice(const SeatView&)> make_advisor() {
  auto evaluator = std::make_shared<ai::Evaluator>(kAdviceSearch);
  return [evaluator](const SeatView& view) { return advise(view, *evaluator); };
}

}  // namespace schnapsen::game
