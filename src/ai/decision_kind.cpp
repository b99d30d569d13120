// The kinds of phase-one decisions (decision_kind.hpp).
#include "schnapsen/ai/decision_kind.hpp"

#include "schnapsen/ai/action_values.hpp"
#include "schnapsen/ai/player.hpp"

namespace schnapsen::ai {
namespace {

constexpr std::string_view kKindNames[kDecisionKinds] = {"exchange", "marriage", "first lead",
                                                         "lead", "follow"};

}  // namespace

std::string_view kind_name(DecisionKind kind) { return kKindNames[static_cast<int>(kind)]; }

DecisionKind kind_of(const SeatView& view) {
  bool meld = false;
  for (Action a : view.legal) meld = meld || a.kind == ActionKind::Meld;
  if (view.legal.contains(Action::exchange())) return DecisionKind::Exchange;
  if (meld) return DecisionKind::Marriage;
  if (view.phase == Phase::Follow) return DecisionKind::Follow;
  return view.tricks[0] + view.tricks[1] == 0 ? DecisionKind::FirstLead : DecisionKind::Lead;
}

bool eligible(const SeatView& view) {
  return view.talon_open() && !claim_or_pass(view) && candidate_actions(view.legal).size() >= 2;
}

}  // namespace schnapsen::ai
