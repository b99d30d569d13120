#include "schnapsen/ai/opponent_reading.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "schnapsen/ai/policy_model.hpp"

namespace schnapsen::ai {
namespace {

constexpr double kImpossible = -std::numeric_limits<double>::infinity();

// log(mean(exp(v))) without overflow.
double log_mean_exp(const std::vector<double>& v) {
  const double top = *std::max_element(v.begin(), v.end());
  if (top == kImpossible) return kImpossible;
  double sum = 0;
  for (double x : v) sum += std::exp(x - top);
  return top + std::log(sum / static_cast<double>(v.size()));
}

}  // namespace

OpponentReading::OpponentReading(const SeatView& view, double uniform_share)
    : provenance_(view), uniform_share_(uniform_share) {}

double OpponentReading::replay_log_likelihood(const Deck& deck) const {
  const SeatView& view = provenance_.view();
  HandState s = HandState::deal(view.rules, view.dealer, deck);
  std::vector<SeatAction> so_far;
  so_far.reserve(view.history.size());
  const int opp = view.opponent();
  double total = 0;
  for (const SeatAction& a : view.history) {
    if (a.seat == opp && s.to_act() == opp && a.action.kind != ActionKind::Resign) {
      const SeatView seen = make_view(s, so_far, opp);
      const int n = seen.legal.size();
      int chosen = -1;
      for (int i = 0; i < n; ++i)
        if (seen.legal[i] == a.action) chosen = i;
      if (chosen < 0) return kImpossible;
      if (n > 1) {
        const double p = policy_probabilities(seen)[chosen];
        total += std::log(uniform_share_ / n + (1 - uniform_share_) * p);
      }
    }
    if (s.apply(a.action)) return kImpossible;
    so_far.push_back(a);
  }
  return total;
}

double OpponentReading::log_weight(CardSet opponent_hidden, SplitMix64& rng, int samples) const {
  if (!usable()) return 0;
  std::vector<double> lls;
  for (int k = 0; k < samples; ++k) {
    const std::optional<Deck> deck =
        provenance_.deal_for(provenance_.view().opponent_shown | opponent_hidden, rng);
    lls.push_back(deck ? replay_log_likelihood(*deck) : kImpossible);
  }
  return log_mean_exp(lls);
}

std::vector<double> OpponentReading::log_weights(const std::vector<CardSet>& hands, SplitMix64& rng,
                                                 int samples) const {
  std::vector<double> out;
  out.reserve(hands.size());
  for (CardSet h : hands) out.push_back(log_weight(h, rng, samples));
  const double top = out.empty() ? 0 : *std::max_element(out.begin(), out.end());
  if (top != kImpossible)
    for (double& w : out) w -= top;
  return out;
}

}  // namespace schnapsen::ai
