// Opponent models for weighting worlds (inference.hpp).
#include "schnapsen/ai/inference.hpp"

#include <algorithm>
#include <cmath>

#include "schnapsen/ai/closed_talon.hpp"

namespace schnapsen::ai {
namespace {

// What leading `c` costs a sensible phase-one leader holding `hand` (the cheap-lead model): its
// points, more for a trump, more for a King or Queen whose partner it holds (a marriage to meld
// later).
double lead_cost(Card c, CardSet hand, Suit trump) {
  double cost = c.points();
  if (c.suit() == trump) cost += 10;
  if ((c.rank() == Rank::King || c.rank() == Rank::Queen) &&
      hand.contains(Card(c.suit(), c.rank() == Rank::King ? Rank::Queen : Rank::King)))
    cost += 15;
  return cost;
}

// The world as it was just before the opponent led: the led card back in its hand, the
// opponent to lead. Scores, tricks and the stock are unchanged by a lead.
HandState before_the_lead(const SeatView& view, const World& world) {
  SeatView before = view;
  before.phase = Phase::Lead;
  before.to_act = view.opponent();
  before.lead = Card::none();
  before.melded_suit.reset();
  before.opponent_hand_size = view.opponent_hand_size + 1;
  before.legal = {};
  return world_state(before, world.opponent_hidden | view.lead,
                     std::span<const Card>(world.stock.data(), world.stock_count));
}

}  // namespace

double lead_likelihood(const SeatView& view, const World& world) {
  if (view.phase != Phase::Follow || !view.talon_open()) return 1.0;
  // The opponent led view.lead from its hand now plus that card (nothing was drawn since).
  const CardSet hand = world.opponent_hidden | view.opponent_shown | view.lead;
  constexpr double kBeta = 0.25;  // per card point of cost
  double sum = 0;
  for (Card c : hand) sum += std::exp(-kBeta * lead_cost(c, hand, view.trump));
  return std::exp(-kBeta * lead_cost(view.lead, hand, view.trump)) / sum;
}

std::vector<LeadChance> solved_lead_chances(Solver& solver, const SeatView& view,
                                            const World& world, double beta) {
  std::vector<LeadChance> out;
  if (view.phase != Phase::Follow) return out;
  const HandState before = before_the_lead(view, world);
  std::vector<int> values;
  for (Card c : before.hand(view.opponent())) {
    out.push_back({c, 0});
    values.push_back(exact_action_value(solver, before, Action::play(c)));
  }
  // A softmax, shifted by the best value so that no term overflows.
  const int best = *std::max_element(values.begin(), values.end());
  double sum = 0;
  for (std::size_t i = 0; i < out.size(); ++i) {
    out[i].probability = std::exp(beta * (values[i] - best));
    sum += out[i].probability;
  }
  for (LeadChance& l : out) l.probability /= sum;
  return out;
}

double solved_lead_likelihood(Solver& solver, const SeatView& view, const World& world,
                              double beta) {
  if (view.phase != Phase::Follow) return 1.0;
  for (const LeadChance& l : solved_lead_chances(solver, view, world, beta))
    if (l.card == view.lead) return l.probability;
  return 0;  // unreachable: the led card is in the hand before the lead
}

}  // namespace schnapsen::ai
