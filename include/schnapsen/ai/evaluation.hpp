// The one evaluation of a decision, behind the search player, the advice key, the post-hand
// review and `schnapsen analyze`: for a seat's view and a search level's settings, the value of
// the legal actions (expected game points won minus lost, as that level estimates them), the
// level's choice, and how many worlds the estimate rests on.
//
// A decision depends on the information set only. The view is first reduced to its position
// (position.hpp: what the seat knows, seat-relative, no history), the worlds are drawn with a
// seed hashed from that position, and every phase-one world is solved from an empty table, so
// `analyze` on the printed position of any moment of a game decides and values exactly as the AI
// did in the game.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/opponent_reading.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/worker_pool.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai {

// Honest play-outs over the search (playout_choice.hpp): a level's leads and closing decisions
// taken over by playing each of its best candidates to the hand's end in worlds of the seat's
// information, both seats of every play-out played by a cheap continuation. worlds == 0: none,
// the search's choice is played.
struct PlayoutSettings {
  // Who plays both seats of the play-outs: pimc on `pimc_worlds` worlds, pimc distilled
  // (distilled_player.hpp), or the expert's rules.
  enum class Continuation : std::uint8_t { Pimc, Distilled, Expert };

  int worlds = 0;  // worlds per decision taken over, the same for every candidate
  int top = 3;     // the search's best actions played out, plus the close when it is legal
  Continuation continuation = Continuation::Distilled;
  int pimc_worlds = 8;
  // A play-out ends at a close with the solver's exact value of the world, as it does at the
  // talon's end.
  bool exact_at_close = false;
  // The gate: taken over only from trick `from_trick` on (0: the first lead too) and only where
  // the search's best two estimates lie within `margin` game points.
  int from_trick = 0;
  double margin = 1e9;
  // Racing: the worlds are played in batches of `batch`; after each, a candidate whose paired
  // mean trails the leader's by more than `race_z` standard errors is dropped (0: none).
  double race_z = 0;
  int batch = 8;
};

struct SearchSettings {
  int phase_one_worlds = 0;  // sampled worlds per phase-one decision
  // Phase-one work: the worlds above and the solver nodes below bound a decision, which takes
  // world k when worlds 0 .. k-1 spent no more than the budget (at least one world). Both are
  // deterministic: worlds are drawn from the information set alone and each is solved from an
  // empty table, so the same information set always stops at the same world, on any machine at
  // any load and for any number of threads.
  std::uint64_t node_budget = 0;  // solver nodes per decision (0: none)
  // A safety net against a runaway search, in CPU time of each of the decision's threads (0:
  // none): set far above what the work costs on a slow machine (tests/ai/search_player_test.cpp
  // checks the margin in solver nodes), so that it never decides; if it ever cuts a decision, a
  // replay of that decision may differ, and so may the same decision at another thread count. No
  // test depends on it.
  int cpu_net_ms = 0;
  std::size_t tt_bytes = 8u << 20;
  // Play for the Bummerl: choose by the expected Bummerl chance after the hand (each world's
  // exact outcome through outcome_utility of the match standing), not by game points.
  bool play_for_bummerl = false;
  // Read the opponent (opponent_reading.hpp): weigh each world by how likely the opponent's
  // play so far in the hand is in it. Phase one draws four times phase_one_worlds worlds and
  // keeps phase_one_worlds of them, drawn by weight; phase two and the closing decision weigh
  // every opponent hand (two provenances a world, the uniform share kUniformShare). A position
  // without its history is searched as without reading.
  bool read_opponent = false;
  // Leads and the closing decision chosen by honest play-outs (none by default).
  PlayoutSettings playout{};
};

// How much of a decision to value.
enum class Scope : std::uint8_t {
  Choice,  // what the choice needs: forced moves, claims and the exchange are not searched
  All,     // every legal action, over the same worlds as the choice
};

struct Evaluation {
  Action choice;
  // The choice first, then by value, best first; with Scope::All every legal action appears
  // once. The choice is the best of the actions the level considers: a rule (claim at 66, the
  // exchange) can override the estimates.
  std::vector<ActionEstimate> values;
  std::uint64_t worlds = 0;  // the worlds of the main search (0: nothing was searched)
  bool sampled = false;      // those worlds were drawn at random, not all enumerated
  // When play-outs took the decision over (playout_choice.hpp): each candidate's mean play-out
  // (game points, and the Bummerl chance as utility when the level plays for it), best first;
  // the choice is then the first of these, and may be another than the search's best.
  std::vector<ActionEstimate> played_out;

  const ActionEstimate* find(Action a) const;
};

// The move a rule settles without search: the claim rule, a single legal action, the exchange
// (always worth it: a higher trump for the lowest one, docs/ai.md). Nothing otherwise.
std::optional<Action> settled_by_rule(const SeatView& view);

// The most threads a decision uses: each holds a solver of the level's table size (16 MB for
// pimc and master), so that a game stays far below 200 MB on any machine.
inline constexpr int kMaxDecisionThreads = 8;

// Owns the solvers and their tables (reused across decisions for speed; never for results) and
// the decision's threads.
class Evaluator {
 public:
  // `threads` (1 to kMaxDecisionThreads; more are taken as the most) solve phase one's worlds;
  // the evaluation is the same for any number (docs/ai.md, "Threads").
  explicit Evaluator(SearchSettings settings, int threads = 1);
  ~Evaluator();
  Evaluator(Evaluator&&) noexcept;

  // `view` must have a legal action. `match` is where the hand stands in the match.
  Evaluation evaluate(const SeatView& view, const MatchInfo& match, Scope scope = Scope::Choice);

  // Solver nodes searched by this evaluator so far (across the table clears; with threads, also
  // the few worlds solved past the node budget, which no decision takes).
  std::uint64_t nodes();
  int threads() const;

 private:
  std::vector<ActionEstimate> phase_one(const SeatView& view, std::uint64_t seed,
                                        std::vector<Action> moves, std::vector<World>& used,
                                        const OpponentReading* reading);
  std::vector<World> draw_worlds(const HiddenInfo& info, std::uint64_t seed,
                                 const OpponentReading* reading) const;
  std::vector<World> read_worlds(const HiddenInfo& info, const OpponentReading& reading,
                                 SplitMix64& rng) const;
  // The probability of every opponent hand of enumerate_opponent_hands, by the reading.
  std::vector<double> hand_weights(const SeatView& view, const OpponentReading& reading,
                                   std::uint64_t seed) const;
  void value_rest(const SeatView& view, const std::vector<World>& worlds, Evaluation& e);
  std::vector<Solver*> worker_solvers();

  SearchSettings settings_;
  ClosedTalonSearch closed_;
  std::optional<OutcomeUtility> utility_;  // play_for_bummerl: this decision's utility
  std::uint64_t nodes_ = 0;                // counted before the solvers' clears
  std::unique_ptr<WorkerPool> pool_;       // no thread of its own at one thread
  std::vector<Solver> helpers_;            // the solvers of workers 1, 2, ... (nodes counted above)
};

}  // namespace schnapsen::ai
