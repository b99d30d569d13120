// The search AIs (the levels pimc and master): the level's evaluation (evaluation.hpp) played;
// the settings of each level are in the level registry (levels.cpp). Decisions depend on the
// information set only: a search player takes no seed.
#pragma once

#include <string>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/player.hpp"

namespace schnapsen::ai {

class SearchPlayer : public Player {
 public:
  // `name` searching with `settings` (a registered level's: levels.hpp, make_level) on
  // `threads` threads (Evaluator: the same choices for any number).
  SearchPlayer(std::string name, SearchSettings settings, int threads = 1);
  std::string name() const override { return name_; }
  Action choose(const SeatView& view, const MatchInfo& match) override;

  // The estimates behind the last decision (empty for moves a rule settles without search).
  const std::vector<ActionEstimate>& last_estimates() const { return last_.values; }
  const Evaluation& last_evaluation() const { return last_; }
  // Solver nodes searched by this player so far.
  std::uint64_t solver_nodes() { return evaluator_.nodes(); }

 private:
  std::string name_;
  Evaluator evaluator_;
  Evaluation last_;
};

}  // namespace schnapsen::ai
