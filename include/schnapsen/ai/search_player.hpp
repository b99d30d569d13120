// The search AIs (the levels pimc and master): the level's evaluation (evaluation.hpp) played,
// its leads and closing taken over by honest play-outs where its settings ask for them
// (playout_choice.hpp); the settings of each level are in the level registry (levels.cpp).
// Decisions depend on the information set and the hand's public history only: a search player
// takes no seed.
#pragma once

#include <memory>
#include <string>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/player.hpp"

namespace schnapsen::ai {

class PlayoutChooser;

class SearchPlayer : public Player {
 public:
  // `name` searching with `settings` (a registered level's: levels.hpp, make_level) on
  // `threads` threads (Evaluator: the same choices for any number).
  SearchPlayer(std::string name, SearchSettings settings, int threads = 1);
  ~SearchPlayer() override;
  SearchPlayer(SearchPlayer&&) noexcept;
  std::string name() const override { return name_; }
  Action choose(const SeatView& view, const MatchInfo& match) override;
  // The decision as the level takes it: the search's evaluation (`scope` as for Evaluator), its
  // choice taken over by the play-outs where the settings ask for them (played_out then holds
  // the candidates' means). `analyze` and study play show this; choose plays its choice.
  Evaluation evaluate(const SeatView& view, const MatchInfo& match, Scope scope);

  // The estimates behind the last decision (empty for moves a rule settles without search).
  const std::vector<ActionEstimate>& last_estimates() const { return last_.values; }
  const Evaluation& last_evaluation() const { return last_; }
  // Solver nodes searched by this player so far.
  std::uint64_t solver_nodes() { return evaluator_.nodes(); }
  // The play-outs run so far (0 without play-outs).
  std::uint64_t playouts() const;

 private:
  std::string name_;
  Evaluator evaluator_;
  Evaluation last_;
  std::unique_ptr<PlayoutChooser> playouts_;  // with settings.playout.worlds > 0
};

}  // namespace schnapsen::ai
