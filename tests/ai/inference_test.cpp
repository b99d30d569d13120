// Inference (inference.hpp): the opponent models that weight worlds, and the search's use of
// the weights in phase one and in the closed-talon enumeration.
#include "schnapsen/ai/inference.hpp"

#include <cmath>

#include "ai_test_positions.hpp"
#include "catch.hpp"
#include "schnapsen/ai/closed_talon.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/hand.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using schnapsen::ai::testing::evaluate_both;
using schnapsen::ai::testing::sample_positions;

namespace {

// A real moment of play: the state just before the opponent of `follower` led, and the
// follower's view just after, with the world as it really is.
struct RealLead {
  HandState before;
  SeatView view;
  World world;
};

// Random play until a lead without a marriage declared before it (a meld narrows the lead to
// its suit, which the model does not know); `talon_open` picks phase one or phase two.
std::vector<RealLead> real_leads(int count, bool talon_open, std::uint64_t seed) {
  std::vector<RealLead> out;
  SplitMix64 rng(seed);
  for (std::uint64_t deal = seed; static_cast<int>(out.size()) < count && deal < seed + 4000;
       ++deal) {
    Hand hand(deal % 2 ? Rules::soft() : Rules::sharp(), static_cast<int>(deal % 2),
              shuffled_deck(deal * 31));
    const int stop = rng.below(10);
    for (int step = 0; !hand.over(); ++step) {
      const HandState& s = hand.state();
      const int seat = s.to_act();
      const SeatView v = hand.view(seat);
      const bool after_meld = v.melded_suit.has_value();
      if (step >= stop && s.phase() == Phase::Lead && s.talon_open() == talon_open && !after_meld &&
          v.legal.contains(Action::play(*v.hand.begin()))) {
        const HandState before = s;
        hand.act(seat, Action::play(*std::next(v.hand.begin(), rng.below(v.hand.size()))));
        if (hand.over()) break;
        RealLead r{before, hand.view(1 - seat), {}};
        const HandState& now = hand.state();
        r.world.opponent_hidden = now.hand(seat) - r.view.opponent_shown;
        r.world.stock_count = now.stock_remaining();
        for (int i = 0; i < r.world.stock_count; ++i) r.world.stock[i] = now.stock_card(i);
        out.push_back(r);
        break;
      }
      // Close now and then, so that phase two is reached with cards unseen.
      const Action a = v.legal.contains(Action::close()) && rng.below(3) == 0
                           ? Action::close()
                           : v.legal[rng.below(static_cast<int>(v.legal.size()))];
      hand.act(seat, a);
    }
  }
  return out;
}

}  // namespace

TEST_CASE("solved lead model: a softmax of the opponent's own exact values before its lead") {
  Solver solver(8u << 20);
  for (const bool talon_open : {true, false}) {
    const std::vector<RealLead> leads = real_leads(12, talon_open, talon_open ? 11 : 12);
    REQUIRE(leads.size() == 12);
    for (const RealLead& r : leads) {
      const int opponent = r.view.opponent();
      for (const double beta : {0.0, 1.0, 3.0}) {
        const auto chances = solved_lead_chances(solver, r.view, r.world, beta);
        // Every card the opponent held before leading, and a distribution.
        REQUIRE(static_cast<int>(chances.size()) == r.before.hand(opponent).size());
        double sum = 0;
        for (const LeadChance& l : chances) sum += l.probability;
        CHECK(sum == Approx(1.0));
        // The ratios are those of exp(beta * value), the values solved in the real state.
        const int led = exact_action_value(solver, r.before, Action::play(r.view.lead));
        const double p_led = solved_lead_likelihood(solver, r.view, r.world, beta);
        for (const LeadChance& l : chances) {
          REQUIRE(r.before.hand(opponent).contains(l.card));
          const int v = exact_action_value(solver, r.before, Action::play(l.card));
          CHECK(l.probability / p_led == Approx(std::exp(beta * (v - led))));
        }
      }
    }
  }
}

TEST_CASE("solved lead model: a view that is not a follow is not weighted") {
  Solver solver(1u << 20);
  Hand hand(Rules::soft(), 0, shuffled_deck(3));
  const SeatView lead_view = hand.view(1);
  SplitMix64 rng(1);
  const World w = sample_world(hidden_info(lead_view), rng);
  CHECK(solved_lead_chances(solver, lead_view, w, 1.0).empty());
  CHECK(solved_lead_likelihood(solver, lead_view, w, 1.0) == 1.0);
}

TEST_CASE("closed-talon inference: every opponent hand weighted by its lead's likelihood") {
  ClosedTalonSearch plain(8u << 20, ClosedTalonOptions{.alpha_mu_depth = 1});
  ClosedTalonSearch inferring(8u << 20,
                              ClosedTalonOptions{.alpha_mu_depth = 1, .infer_solved_beta = 1.0});
  Solver solver(8u << 20);
  int changed = 0;
  int checked = 0;
  for (const auto& p : sample_positions(
           40, 17, [](const SeatView& v) { return v.phase == Phase::Follow && !v.talon_open(); })) {
    const SeatView v = p.view();
    const HiddenInfo info = hidden_info(v);
    if (count_opponent_hands(info) < 2) continue;
    ++checked;
    // The weighted average, computed here hand by hand.
    double weights = 0;
    std::vector<double> totals(static_cast<std::size_t>(v.legal.size()), 0.0);
    for (CardSet h : enumerate_opponent_hands(info)) {
      const World w = world_with_hand(info, h);
      const double weight = solved_lead_likelihood(solver, v, w, 1.0);
      REQUIRE(weight > 0.0);
      weights += weight;
      for (int i = 0; i < v.legal.size(); ++i)
        totals[static_cast<std::size_t>(i)] +=
            weight * exact_action_value(solver, build_world(v, w), v.legal[i]);
    }
    const auto weighted = inferring.average(v);
    const auto equal = plain.average(v);
    for (const ActionEstimate& e : weighted) {
      const auto i = static_cast<std::size_t>(std::find(v.legal.begin(), v.legal.end(), e.action) -
                                              v.legal.begin());
      CHECK(e.value == Approx(totals[i] / weights));
      for (const ActionEstimate& u : equal)
        if (u.action == e.action && std::abs(u.value - e.value) > 1e-9) ++changed;
    }
  }
  CHECK(checked >= 10);
  CHECK(changed > 0);  // the weights are not all equal
}

TEST_CASE("solved lead inference in phase one: the same worlds as PIMC, weighted") {
  SearchSettings plain = find_level("easy")->search;
  SearchSettings inferring = plain;
  inferring.infer_solved_beta = 1.0;
  int differ = 0;
  for (const auto& p : sample_positions(
           12, 23, [](const SeatView& v) { return v.phase == Phase::Follow && v.talon_open(); })) {
    // The model's solves do not count against the budget: the same worlds.
    const auto [ea, eb] = evaluate_both(plain, inferring, p.view());
    for (const ActionEstimate& x : eb.values)
      if (const ActionEstimate* y = ea.find(x.action); y && std::abs(x.value - y->value) > 1e-9)
        ++differ;
  }
  CHECK(differ > 0);
}

TEST_CASE("lead inference: weights are probabilities, and only phase-one follows are weighted") {
  int checked = 0;
  for (const auto& p : sample_positions(
           60, 91, [](const SeatView& v) { return v.phase == Phase::Follow && v.talon_open(); })) {
    const SeatView v = p.view();
    const HiddenInfo info = hidden_info(v);
    SplitMix64 rng(5);
    for (int i = 0; i < 20; ++i) {
      const World w = sample_world(info, rng);
      const double l = lead_likelihood(v, w);
      REQUIRE(l > 0.0);
      REQUIRE(l <= 1.0);
    }
    ++checked;
  }
  CHECK(checked > 0);
  // A lead view (not a follow) is not weighted.
  Hand hand(Rules::soft(), 0, shuffled_deck(3));
  const SeatView lead_view = hand.view(1);
  SplitMix64 rng(1);
  CHECK(lead_likelihood(lead_view, sample_world(hidden_info(lead_view), rng)) == 1.0);
}

TEST_CASE("lead inference: the opponent who led a Ten probably holds no Jack") {
  // Deal, then let the dealer's opponent lead a Ten of a side suit when it holds one.
  for (std::uint64_t seed = 1; seed < 300; ++seed) {
    Hand hand(Rules::soft(), 0, shuffled_deck(seed));
    const SeatView leader = hand.view(1);
    Card ten = Card::none();
    for (Card c : leader.hand)
      if (c.rank() == Rank::Ten && c.suit() != leader.trump) ten = c;
    if (!ten.valid()) continue;
    hand.act(1, Action::play(ten));
    const SeatView v = hand.view(0);
    const HiddenInfo info = hidden_info(v);
    // Two worlds: the leader's other four cards all Aces and Tens where possible, or all Jacks.
    CardSet rich;
    CardSet poor;
    for (Card c : info.candidates()) {
      if (c.points() >= 10 && c.suit() != v.trump && rich.size() < 4) rich.insert(c);
      if (c.rank() == Rank::Jack && c.suit() != v.trump && poor.size() < 4) poor.insert(c);
    }
    if (rich.size() < 4 || poor.size() < 3) continue;
    for (Card c : info.candidates()) {
      if (poor.size() == 4) break;
      if (!rich.contains(c) && c.suit() != v.trump && c.points() < 10) poor.insert(c);
    }
    if (poor.size() < 4) continue;
    World w_rich;
    w_rich.opponent_hidden = rich;
    World w_poor;
    w_poor.opponent_hidden = poor;
    CHECK(lead_likelihood(v, w_rich) > 2 * lead_likelihood(v, w_poor));
    return;
  }
  FAIL("no deal with a side-suit Ten to lead");
}
