// Honest play-outs over the search: master's leads and closing decisions (docs/ai.md, "Play-outs").
//
// The search (evaluation.hpp) values each action as if the seat, after it, saw every card: it
// averages perfect play over the worlds. A play-out asks the honest question instead: the
// decider's candidates (the search's best `top` and the close) are each played in the same
// worlds of the seat's information, and the hand is finished by a continuation in both seats,
// each deciding from its own view of the world; the candidate with the best mean wins. Both
// seats of a play-out see only what they would see at the table.
//
// The choice depends on the position and the hand's public history only: the worlds are drawn
// with a seed hashed from them, the play-outs are shared out to the threads by (candidate, world)
// and summed in that order, so any number of threads gives the same choice.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "schnapsen/ai/bummerl_odds.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/playouts.hpp"
#include "schnapsen/ai/worker_pool.hpp"

namespace schnapsen::ai {

class PlayoutChooser {
 public:
  // `search`'s playout settings (worlds > 0) on `threads` threads (1 to kMaxDecisionThreads);
  // with search.play_for_bummerl each play-out's outcome counts by the match's Bummerl chance.
  PlayoutChooser(const SearchSettings& search, int threads);

  // Takes the decision of `e` (the search's evaluation of `view`) over when it is one for
  // play-outs (takes_over, at least two candidates, the gate): the candidate with the best mean
  // play-out over the same worlds becomes the choice (the search's choice on ties), first among
  // the values, and e.played_out holds every candidate's mean. Otherwise `e` is left as it is.
  void take_over(const SeatView& view, const MatchInfo& match, Evaluation& e);

  // The play-outs run so far (for the cost per decision).
  std::uint64_t playouts() const { return playouts_; }

 private:
  // Whether a decision takes_over allows is played out: two candidates or more, and the gate.
  bool gated(const SeatView& view, const std::vector<Action>& candidates,
             const Evaluation& root) const;
  // Plays out the candidates `alive` in worlds [begin, end), appending each outcome to
  // points[candidate] (game points) and scores[candidate] (what it counts for: score).
  void play_out(const SeatView& view, const std::vector<Action>& actions,
                const std::vector<std::size_t>& alive, const std::vector<World>& worlds,
                std::size_t begin, std::size_t end, std::vector<std::vector<int>>& points,
                std::vector<std::vector<double>>& scores);
  // The candidates' means into e.played_out, e.choice first in it and in e.values.
  void show(const std::vector<Action>& actions, const std::vector<std::vector<int>>& points,
            const std::vector<std::vector<double>>& scores, Evaluation& e) const;
  // What an outcome counts for in the choice: game points, or the Bummerl chance.
  double score(int points) const;

  PlayoutSettings settings_;
  bool for_bummerl_;
  std::optional<OutcomeUtility> utility_;  // this decision's, with for_bummerl_
  WorkerPool pool_;
  std::vector<Playout> playout_;  // one per worker
  std::uint64_t playouts_ = 0;
};

// Whether the decision in `view` is one the play-outs take over: a phase-one lead or the
// decision whether to close, with two candidates or more and nothing the search's rule settles
// (settled_by_rule: the claim, the exchange; played out among every candidate, master exchanged
// at half of its chances: docs/notes/2026-12-07-second-step.md).
bool takes_over(const SeatView& view);

// The actions played out: the search's choice and its next best by its estimates, `top` in all,
// plus the close when it is legal; every candidate when an estimate is missing.
std::vector<Action> playout_candidates(const SeatView& view, const Evaluation& root, int top);

}  // namespace schnapsen::ai
