// The regret map: which of a player's phase-one decisions lose points, and how many.
//
// Decisions are taken from hands the player plays against itself (the arena's deals). Each legal
// action of a decision is valued by honest play-outs (playout.hpp) over worlds drawn from the
// decider's information alone, the same worlds for every action, so that the differences
// between actions are paired. A decision's regret is what the best action is worth more than
// the player's choice; to keep the noise of picking the best from being counted as regret, the
// best is picked on all worlds but one and measured on the one left out, for every world in
// turn (leave-one-out cross-validation).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/ai/decision_kind.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/playouts.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/json_fwd.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::lab {

// The AI's decision kinds, worlds and play-outs, by the names the lab's tools use.
using ai::decision_worlds;
using ai::DecisionKind;
using ai::eligible;
using ai::kDecisionKinds;
using ai::kind_name;
using ai::kind_of;
using ai::Playout;
using ai::with_world;

// One valued decision.
struct ValuedDecision {
  int deal = 0;  // the arena deal and seating it comes from
  int seating = 0;
  HandRecord record;  // the deal and the actions before the decision
  int seat = 0;       // the decider
  int trick = 0;      // tricks played before it (0: the first trick)
  DecisionKind kind = DecisionKind::Lead;
  std::vector<Action> actions;    // every candidate action (claims and passes excluded)
  Action choice;                  // the player's choice
  std::vector<double> estimates;  // the player's own estimate of each action (search players)
  // outcomes[a][w]: the decider's game points in world w after actions[a].
  std::vector<std::vector<int>> outcomes;

  bool close_open() const;  // `close` is among the actions
  bool closed() const { return choice == Action::close(); }
  double mean(std::size_t action) const;
  // Regret of the choice, the best picked on every world but one and measured on that one,
  // averaged over the worlds left out (the noise of the pick is not counted as regret).
  double regret() const;
  // The naive regret: best mean minus the choice's mean (biased upwards by the pick).
  double naive_regret() const;
  std::size_t best() const;  // the action with the best mean over all worlds
};

struct RegretSettings {
  Rules rules = Rules::soft();
  std::uint64_t seed = 1;  // the arena's deal seed
  int first_deal = 0;
  int deals = 10;               // arena deals (each played twice, the seats swapped)
  int every = 1;                // value every n-th eligible decision
  int trick = 0;                // only decisions at this trick (1-5); 0: at every trick
  int worlds = 64;              // worlds per decision
  std::string player = "pimc";  // the level whose decisions are mapped (plays both seats)
  ai::SearchSettings playout;   // both seats of the play-outs
  int threads = 1;
};

// The play-out policy the map uses unless told otherwise: pimc's search on 16 worlds.
ai::SearchSettings default_playout();

// Plays the deals and values the decisions; `sink` gets each decision in order (deal by deal,
// decision by decision); a run resumes by its first deal (RegretSettings::first_deal).
// Errors: a bad player name.
Expected<int, std::string> map_regret(const RegretSettings& settings,
                                      const std::function<void(const ValuedDecision&)>& sink);

Json to_json(const ValuedDecision& d);
Expected<ValuedDecision, std::string> decision_from_json(const Json& j);

// Mean and 95% half-width.
struct MeanCi {
  double mean = 0;
  double ci95 = 0;
  int n = 0;
};
MeanCi mean_ci95(const std::vector<double>& xs);

// The map's table: regret by kind and by trick, and per hand.
std::string regret_report(const std::vector<ValuedDecision>& decisions, int hands);

}  // namespace schnapsen::lab
