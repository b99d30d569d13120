// Shared by the AI and lab tests: seeded positions from real hands (random and basic play mixed),
// and the information-leak check every player must pass (R9.3).
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "catch.hpp"
#include "schnapsen/ai/basic_player.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::ai::testing {

struct Position {
  Hand hand;
  int seat = 0;  // the seat to act
  SeatView view() const { return hand.view(seat); }
};

// `count` positions where the seat to act has a real choice; `want` filters their views.
template <class Want>
std::vector<Position> sample_positions(int count, std::uint64_t seed, Want want) {
  std::vector<Position> out;
  SplitMix64 rng(seed);
  for (std::uint64_t deal = seed; static_cast<int>(out.size()) < count; ++deal) {
    const Rules rules = deal % 2 ? Rules::soft() : Rules::sharp();
    Hand hand(rules, static_cast<int>(deal / 2 % 2), shuffled_deck(deal * 7919));
    const int stop = rng.below(20);
    for (int step = 0; !hand.over(); ++step) {
      const int seat = hand.state().to_act();
      const SeatView v = hand.view(seat);
      if (step >= stop && v.legal.size() > 1 && want(v)) {
        out.push_back({hand, seat});
        break;
      }
      const Action a = rng.below(3) == 0 ? v.legal[rng.below(v.legal.size())] : basic_action(v);
      hand.act(seat, a);
    }
  }
  return out;
}

inline std::vector<Position> sample_positions(int count, std::uint64_t seed) {
  return sample_positions(count, seed, [](const SeatView&) { return true; });
}

// Every legal action of `v` valued by a plain level and by the same level with a search feature
// whose extra solves must not count against the node budget: both over the same worlds.
struct TwoEvaluations {
  Evaluation plain;
  Evaluation feature;
};

inline TwoEvaluations evaluate_both(const SearchSettings& plain, const SearchSettings& feature,
                                    const SeatView& v) {
  Evaluator a(plain);
  Evaluator b(feature);
  TwoEvaluations out{a.evaluate(v, MatchInfo{}, Scope::All),
                     b.evaluate(v, MatchInfo{}, Scope::All)};
  CHECK(out.plain.worlds == out.feature.worlds);
  return out;
}

// What every program player does with a view (play.hpp's claim_rule): a legal action, and where
// it may claim, a claim exactly when its score has reached 66.
inline void check_legal_and_claims_at_66(const SeatView& v, Action a) {
  REQUIRE(v.legal.contains(a));
  if (v.legal.contains(Action::claim()))
    CHECK((a == Action::claim()) == (v.scores[v.seat] >= kWinningScore));
}

// Full states consistent with the seat's view: every re-deal when few, else `limit` samples.
inline std::vector<HandState> redeals(const SeatView& v, int limit, std::uint64_t seed) {
  const HiddenInfo info = hidden_info(v);
  std::vector<HandState> out;
  if (info.stock_count == 0 && count_opponent_hands(info) <= static_cast<std::uint64_t>(limit)) {
    for (CardSet h : enumerate_opponent_hands(info))
      out.push_back(build_world(v, world_with_hand(info, h)));
    return out;
  }
  SplitMix64 rng(seed);
  for (int i = 0; i < limit; ++i) out.push_back(build_world(v, sample_world(info, rng)));
  return out;
}

// R9.3: the player `make` makes chooses the same, legal, action from every state consistent
// with the view of each of `positions` sample positions (the leak check of every player).
inline void check_no_leak(const std::function<std::unique_ptr<Player>()>& make, int positions,
                          int limit, std::uint64_t seed) {
  int phase_two = 0;
  for (const Position& p : sample_positions(positions, seed)) {
    const SeatView v = p.view();
    if (!v.talon_open()) ++phase_two;
    const Action expected = make()->choose(v, MatchInfo{});
    REQUIRE(v.legal.contains(expected));
    for (const HandState& s : redeals(v, limit, seed)) {
      const SeatView other = make_view(s, v.history, v.seat);
      const Action a = make()->choose(other, MatchInfo{});
      REQUIRE(other.legal.contains(a));
      INFO(print_record(p.hand.record()));
      CHECK(a == expected);
    }
  }
  CHECK(phase_two > 0);
}

}  // namespace schnapsen::ai::testing
