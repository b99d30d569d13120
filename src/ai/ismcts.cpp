// Single-observer ISMCTS with exact leaves (ismcts.hpp).
#include "schnapsen/ai/ismcts.hpp"

#include <algorithm>
#include <cmath>

#include "schnapsen/play.hpp"

namespace schnapsen::ai {
namespace {

// The tree alternates decision points (the root, and one node per distinct observation after an
// action) and action nodes (one per action tried there). An action node's statistics are those
// of choosing it; its children are what the deciding seat can observe next: the cards it gained
// (a draw, the trump card of an exchange), none if it gained none.
struct Node {
  Action action{};  // action nodes: the action
  CardSet seen;     // observation nodes: the cards the deciding seat gained
  int first_child = -1;
  int next_sibling = -1;
  std::uint32_t visits = 0;
  std::uint32_t available = 0;  // action nodes: the visits of the parent where it was legal
  double reward = 0;            // sum over visits, from the deciding seat's side, in [0, 1]
  double points = 0;            // sum of the exact values in game points, same side
};

class Tree {
 public:
  Tree() { nodes_.emplace_back(); }
  Node& operator[](int i) { return nodes_[static_cast<std::size_t>(i)]; }
  int add_child(int parent, Node node) {
    node.next_sibling = nodes_[static_cast<std::size_t>(parent)].first_child;
    nodes_.push_back(node);
    const int id = static_cast<int>(nodes_.size()) - 1;
    nodes_[static_cast<std::size_t>(parent)].first_child = id;
    return id;
  }
  int find_action(int parent, Action a) {
    for (int c = (*this)[parent].first_child; c >= 0; c = (*this)[c].next_sibling)
      if ((*this)[c].action == a) return c;
    return -1;
  }
  int find_seen(int parent, CardSet seen) {
    for (int c = (*this)[parent].first_child; c >= 0; c = (*this)[c].next_sibling)
      if ((*this)[c].seen == seen) return c;
    return -1;
  }

 private:
  std::vector<Node> nodes_;
};

// The actions a seat chooses among inside the tree: the claim rule settles claims and passes
// (as for the program's players), the rest are the candidates.
std::vector<Action> tree_actions(const HandState& s) {
  const ActionList legal = s.legal_actions();
  if (auto a = claim_rule(legal.contains(Action::claim()), legal.contains(Action::pass()),
                          s.score(s.to_act())))
    return {*a};
  return candidate_actions(legal);
}

bool contains(const std::vector<Action>& v, Action a) { return std::ranges::find(v, a) != v.end(); }

}  // namespace

IsmctsResult ismcts(Solver& solver, const SeatView& view, const std::vector<Action>& moves,
                    const IsmctsOptions& options, const std::optional<OutcomeUtility>& utility,
                    SplitMix64& rng, const std::function<bool()>& out_of_time) {
  IsmctsResult result;
  const HiddenInfo info = hidden_info(view);
  const std::uint64_t nodes_at_start = solver.nodes();
  const auto reward_of = [&](int points) {
    return utility ? utility_of(*utility, points) : (points + 3) / 6.0;
  };
  Tree tree;
  std::vector<int> path;
  for (int it = 0; it < options.iterations; ++it) {
    if (it >= static_cast<int>(moves.size())) {  // every move tried once first
      if (options.node_budget > 0 && solver.nodes() - nodes_at_start > options.node_budget) break;
      if (out_of_time()) break;
    }
    const World world = sample_world(info, rng);
    result.worlds.push_back(world);
    HandState s = build_world(view, world);
    const int me = s.to_act();
    path.assign(1, 0);
    int at = 0;  // the decision point reached
    int points = 0;
    for (;;) {
      const std::vector<Action> actions = at == 0 ? moves : tree_actions(s);
      // Availability, and the first action not yet tried here (in a random order).
      std::vector<Action> untried = actions;
      for (int c = tree[at].first_child; c >= 0; c = tree[c].next_sibling) {
        if (!contains(actions, tree[c].action)) continue;
        ++tree[c].available;
        std::erase(untried, tree[c].action);
      }
      const bool mine = s.to_act() == me;
      int child = -1;
      bool expanded = false;
      if (!untried.empty()) {
        Node n;
        n.action = untried[static_cast<std::size_t>(rng.below(static_cast<int>(untried.size())))];
        n.available = 1;
        child = tree.add_child(at, n);
        expanded = true;
      } else {  // UCB1 over the actions legal in this world, from the side of the seat to act
        double best = -1;
        for (int c = tree[at].first_child; c >= 0; c = tree[c].next_sibling) {
          const Node& n = tree[c];
          if (!contains(actions, n.action)) continue;
          const double mean = n.reward / n.visits;
          const double score = (mine ? mean : 1 - mean) +
                               options.exploration *
                                   std::sqrt(std::log(static_cast<double>(n.available)) / n.visits);
          if (score > best) {
            best = score;
            child = c;
          }
        }
      }
      const CardSet before = s.hand(me);
      s.apply_legal(tree[child].action);
      path.push_back(child);
      if (s.over()) {
        points = outcome(s.result(), me);
        break;
      }
      const CardSet gained = s.hand(me) - before;
      int next = tree.find_seen(child, gained);
      if (next < 0) {
        Node n;
        n.seen = gained;
        next = tree.add_child(child, n);
        expanded = true;
      }
      path.push_back(next);
      at = next;
      if (expanded || !s.talon_open()) {  // a new node, or phase two: valued exactly
        const int v = solver.value(s);
        points = s.to_act() == me ? v : -v;
        break;
      }
    }
    const double reward = reward_of(points);
    for (int n : path) {
      ++tree[n].visits;
      tree[n].reward += reward;
      tree[n].points += points;
    }
  }
  for (Action m : moves) {
    const int c = tree.find_action(0, m);
    ActionEstimate e{m, 0, 0, true, 0};
    if (c >= 0 && tree[c].visits > 0) {
      const Node& n = tree[c];
      e.value = n.points / n.visits;
      e.worlds = n.visits;
      if (utility) e.utility = n.reward / n.visits;
    }
    result.values.push_back(e);
  }
  return result;
}

bool more_trusted(const ActionEstimate& a, const ActionEstimate& b, bool by_utility) {
  return a.worlds > b.worlds ||
         (a.worlds == b.worlds && choice_measure(a, by_utility) > choice_measure(b, by_utility));
}

std::size_t most_visited(const std::vector<ActionEstimate>& values, bool by_utility) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < values.size(); ++i)
    if (more_trusted(values[i], values[best], by_utility)) best = i;
  return best;
}

}  // namespace schnapsen::ai
