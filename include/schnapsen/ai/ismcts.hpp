// Information-set Monte Carlo tree search for phase one (issue 8 §3, docs/ai.md): an opponent
// that chooses without seeing our cards, searched beyond its first answer.
//
// Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree
// Search", 2012), with the exact solver in place of random playouts. Every iteration deals one
// world consistent with the deciding seat's view and walks one tree, shared by all worlds, of
// what that seat observes: both seats' actions and the cards it draws itself. The opponent's
// draws and hand are not in the tree, so its choices at a node are one choice for every world
// the seat cannot tell apart (and so for every opponent hand: the method's known weakness, it
// also lets the opponent forget its own cards). Selection is UCB1 with availability counts (an
// action is counted only in the worlds where it was legal). A node is added per iteration, and
// that node's world is valued exactly by the solver (double dummy) from there; once the talon
// is closed or exhausted, a node is not expanded further but valued exactly in every world.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "schnapsen/ai/bummerl_odds.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai {

struct IsmctsOptions {
  int iterations = 0;             // at most this many iterations (worlds)
  double exploration = 0;         // UCB1's constant (SearchSettings::ismcts_exploration)
  std::uint64_t node_budget = 0;  // solver nodes (0: none), checked before each iteration
};

struct IsmctsResult {
  // One estimate per root move, in the order given: the mean exact value of its iterations
  // (and the mean utility, with one); `worlds` is the move's visit count.
  std::vector<ActionEstimate> values;
  std::vector<World> worlds;  // the world of every iteration, in order
};

// Searches `moves` (phase one, the talon open, this seat to act) from `view`. Every move is
// tried at least once; after that the search stops at the iteration limit, when the solver has
// searched node_budget nodes since the call, or when `out_of_time` says so. With a utility the
// rewards are the Bummerl chance of the exact outcome, else the game points scaled to [0, 1].
IsmctsResult ismcts(Solver& solver, const SeatView& view, const std::vector<Action>& moves,
                    const IsmctsOptions& options, const std::optional<OutcomeUtility>& utility,
                    SplitMix64& rng, const std::function<bool()>& out_of_time);

// Whether the search trusts root move `a` more than `b`: more visits, or as many and the better
// mean reward (the Bummerl chance with a utility, else the value).
bool more_trusted(const ActionEstimate& a, const ActionEstimate& b, bool by_utility);

// The root move the search trusts most (the first of equals).
std::size_t most_visited(const std::vector<ActionEstimate>& values, bool by_utility);

}  // namespace schnapsen::ai
