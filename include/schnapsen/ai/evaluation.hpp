// The one evaluation of a decision, behind the search player, the advice key, the post-hand
// review and `schnapsen analyze`: for a seat's view and a search level's settings, the value of
// the legal actions (expected game points won minus lost, as that level estimates them), the
// level's choice, and how many worlds the estimate rests on.
//
// A decision depends on the information set only. The view is first reduced to its position
// (position.hpp: what the seat knows, seat-relative, no history), the worlds are drawn with a
// seed hashed from that position, and the solver's table is cleared before every budgeted
// search, so `analyze` on the printed position of any moment of a game decides and values
// exactly as the AI did in the game.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "schnapsen/ai/close_lookahead.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/inference.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai {

class ExpertPlayer;

enum class Level : std::uint8_t { Easy, Medium, Pimc, Hard };

struct SearchSettings {
  int phase_one_worlds = 0;          // sampled worlds per phase-one decision
  bool exhaustive_phase_two = true;  // every opponent hand, else phase_one_worlds samples
  bool evaluate_close = true;        // the exhaustive closing decision at phase-one leads
  int alpha_mu_depth = 1;            // phase two: 1 = averaging, 2+ = alpha-mu
  // Phase-one effort limits, checked before each new world (at least one world is solved).
  // The node budget is deterministic: worlds are drawn from the information set alone and the
  // solver starts each decision with an empty table, so the same information set always stops
  // at the same world. The time limit is a safety net (0: none) in CPU time of the deciding
  // thread, so load from other processes does not trigger it; a normal decision on this machine
  // does not reach it, and when one does, replay may differ.
  std::uint64_t node_budget = 0;  // solver nodes per decision (0: none)
  int time_limit_ms = 0;
  std::size_t tt_bytes = 8u << 20;
  // Search features beyond PIMC (hard's ablation, docs/ai.md); the pimc level keeps them off.
  // Close exactly when the closing value reaches the best other estimate plus this margin
  // (0: the plain comparison; negative: close more readily).
  double close_margin = 0;
  // Lead inference: when following in phase one, weight each sampled world by how likely the
  // opponent's lead is from its hand in that world (lead_likelihood); hard facts stay hard.
  bool infer_lead = false;
  // Solved lead inference (0: off): when following, in phase one and in phase two, weight each
  // world by the probability of the opponent's lead under a softmax of its own exact values of
  // the cards it could have led, with this beta per game point (solved_lead_likelihood). The
  // model solves on a solver of its own: the worlds of phase one stay exactly those of PIMC.
  double infer_solved_beta = 0;
  // An opponent that cannot see our cards: after each of our phase-one leads, the opponent's
  // answer in every world is the expert heuristic's choice from the opponent's view of that
  // world (expert_player.hpp), not its double-dummy best; the rest is solved exactly.
  bool model_reply = false;
  // Presumed-value replies (0: off): after each of our phase-one leads, the opponent's answer in
  // every world is the one with the best average exact value over this many worlds of its own,
  // drawn from its view of that world (presumed_reply.hpp), not its double-dummy best; a meld
  // or the exchange is valued by our best lead after it, answered so by an opponent that has
  // seen what we showed. Solved on a solver of its own, so the worlds stay exactly those of PIMC.
  // Not with model_reply.
  int presumed_reply = 0;
  // The cheaper form of presumed replies (0: every candidate, every world): only the best this
  // many candidates by PIMC's estimate (by the measure the choice uses) are answered blind, over
  // the first presumed_worlds of PIMC's worlds; each gains its average blind gain over those
  // worlds (never negative: a blind answer is at most the opponent's double-dummy best).
  int presumed_candidates = 0;
  int presumed_worlds = 0;
  // Meld timing: in phase one, declare a marriage as soon as one can be declared (PIMC still
  // chooses which, or to close); against PIMC's double-dummy view that a meld can always wait.
  bool meld_at_once = false;
  // Exchange timing: the trump-jack exchange is one of the candidates, judged by the search like
  // any other action (PIMC may hold it back), instead of being made whenever it is allowed.
  bool exchange_by_search = false;
  // Play for the Bummerl: choose by the expected Bummerl chance after the hand (each world's
  // exact outcome through outcome_utility of the match standing), not by game points.
  bool play_for_bummerl = false;
  // The closing decision with honest look-ahead (close_lookahead.hpp): when the exhaustive
  // closing value comes within close_playout_window of the best other estimate, it is corrected
  // by what phase-two playouts between two seats that see only their own views lose against the
  // exact values, in close_playouts.worlds opponent hands (0: off).
  PlayoutSettings close_playouts{0, 16};
  double close_playout_window = 1.0;
  // Information-set search instead of PIMC in phase one (0: off): single-observer ISMCTS with
  // exact leaves (ismcts.hpp) of at most this many iterations, within the node budget and the
  // time limit, choosing the most visited action; the closing decision stays exhaustive. The
  // features that weight or answer PIMC's worlds (inference, modelled and presumed replies) do
  // not apply to it; Bummerl play, meld and exchange timing do.
  int ismcts_iterations = 0;
  double ismcts_exploration = 0.7;

  // The registered settings of a level (player_factory.hpp).
  static SearchSettings for_level(Level level);
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
  // exchange) can override the estimates, and a level that does not judge closing (easy) never
  // chooses `close`, though Scope::All values it.
  std::vector<ActionEstimate> values;
  std::uint64_t worlds = 0;  // the worlds of the main search (0: nothing was searched)
  bool sampled = false;      // those worlds were drawn at random, not all enumerated

  const ActionEstimate* find(Action a) const;
};

// Owns the solver and its tables (reused across decisions for speed; never for results).
class Evaluator {
 public:
  explicit Evaluator(SearchSettings settings);
  ~Evaluator();
  Evaluator(Evaluator&&) noexcept;
  Evaluator& operator=(Evaluator&&) noexcept;

  // `view` must have a legal action. `match` is where the hand stands in the match.
  Evaluation evaluate(const SeatView& view, const MatchInfo& match, Scope scope = Scope::Choice);

  const SearchSettings& settings() const { return settings_; }
  Solver& solver() { return closed_.solver(); }
  // Solver nodes searched by this evaluator so far (across the table clears).
  std::uint64_t nodes() { return nodes_before_clears_ + closed_.solver().nodes(); }

 private:
  std::vector<ActionEstimate> phase_one(const SeatView& view, std::uint64_t seed,
                                        std::vector<Action> moves, std::vector<World>& used);
  ActionEstimate close_estimate(const SeatView& view, std::uint64_t seed,
                                const std::vector<ActionEstimate>& others);
  Action margin_choice(const std::vector<ActionEstimate>& ranked) const;
  Action bummerl_choice(const std::vector<ActionEstimate>& ranked) const;
  Action tree_choice(const std::vector<ActionEstimate>& ranked) const;
  void value_rest(const SeatView& view, const std::vector<World>& worlds, Evaluation& e);
  int move_value(const HandState& world, Action move);
  void presume_replies(const SeatView& view, const std::vector<World>& worlds,
                       const std::vector<double>& weights, const std::vector<int>& exact,
                       double start, std::vector<ActionEstimate>& estimates);
  int blind_value(Solver& solver, const HandState& world, Action move);
  double world_weight(const SeatView& view, const World& world);

  SearchSettings settings_;
  ClosedTalonSearch closed_;
  std::unique_ptr<ExpertPlayer> reply_model_;  // the opponent model of model_reply
  std::unique_ptr<Solver> inference_solver_;   // the solved lead model's own (phase one)
  std::unique_ptr<Solver> reply_solver_;       // presumed_reply's own
  std::optional<OutcomeUtility> utility_;      // play_for_bummerl: this decision's utility
  std::uint64_t nodes_before_clears_ = 0;
};

}  // namespace schnapsen::ai
