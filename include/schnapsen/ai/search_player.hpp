// The search AIs (levels easy, medium, pimc, hard): determinized search with the exact solver at
// the leaves (PIMC) in phase one, exhaustive closed-talon search in phase two (docs/ai.md). The
// settings of each level are in the level registry (player_factory.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai {

enum class Level : std::uint8_t { Easy, Medium, Pimc, Hard };

struct SearchSettings {
  int phase_one_worlds = 0;          // sampled worlds per phase-one decision
  bool exhaustive_phase_two = true;  // every opponent hand, else phase_one_worlds samples
  bool evaluate_close = true;        // the exhaustive closing decision at phase-one leads
  int alpha_mu_depth = 1;            // phase two: 1 = averaging, 2+ = alpha-mu
  // Phase-one effort limits, checked before each new world (at least one world is solved).
  // The node budget is deterministic: worlds are drawn from the public view alone, so the same
  // view always stops at the same world. The time limit is a safety net (0: none) that a
  // normal decision on this machine does not reach; when it does, replay may differ.
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

  // The registered settings of a level (player_factory.hpp).
  static SearchSettings for_level(Level level);
};

class SearchPlayer : public Player {
 public:
  SearchPlayer(Level level, std::uint64_t seed);
  SearchPlayer(std::string name, SearchSettings settings, std::uint64_t seed);
  std::string name() const override { return name_; }
  Action choose(const SeatView& view, const MatchInfo& match) override;

  // The estimates behind the last phase-one or phase-two search (empty for forced moves).
  const std::vector<ActionEstimate>& last_estimates() const { return last_; }
  // Solver nodes searched by this player so far.
  std::uint64_t solver_nodes() { return closed_.solver().nodes(); }

 private:
  Action phase_one(const SeatView& view);
  Action phase_two(const SeatView& view);

  std::string name_;
  SearchSettings settings_;
  std::uint64_t seed_;
  ClosedTalonSearch closed_;
  std::vector<ActionEstimate> last_;
};

// The likelihood of the opponent's phase-one lead (view.lead) from its hand in `world` under a
// softmax opponent model that prefers cheap leads (docs/ai.md); 1 when the view is not a
// phase-one follow.
double lead_likelihood(const SeatView& view, const World& world);

// A seed for one decision from the player's seed and the public view only (never hidden
// cards), so a decision does not depend on the order in which hands are played.
std::uint64_t decision_seed(std::uint64_t seed, const SeatView& view);

}  // namespace schnapsen::ai
