// The advice key's answer: what the advice level (the same evaluation it plays by,
// ai/evaluation.hpp) would do with the seat's own information, and its expected game points.
#pragma once

#include <functional>
#include <optional>
#include <string_view>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::game {

// The search behind the advice key and the post-hand review, so that following the advice is
// never called a mistake: PIMC on 24 worlds (the former medium level), quick enough to answer
// at once and to review a whole hand in a moment.
inline constexpr ai::SearchSettings kAdviceSearch{.phase_one_worlds = 24, .node_budget = 600'000};

struct Advice {
  Action action;
  double expected = 0;  // the level's estimate: game points won minus lost in this hand
  std::uint64_t worlds = 0;
  bool sampled = false;
};

// `view` must have a legal action.
Advice advise(const SeatView& view, ai::Evaluator& evaluator);

// Under sharp rules the score is the player's to keep (R9.2): advice to claim 66 or to pass
// would tell it, so neither is given; this says so ("Under these rules advice would tell the
// score: none is given now."), nullopt for advice that may be shown.
std::optional<const char*> withheld(const SeatView& view, const Advice& advice);

// The advice key of interactive play: advise() with its own evaluator of kAdviceSearch.
std::function<Advice(const SeatView&)> make_advisor();

}  // namespace schnapsen::game
