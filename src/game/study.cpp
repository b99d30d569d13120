// Study play's deal (study.hpp).
#include "schnapsen/game/study.hpp"

#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"

namespace schnapsen::game {

StudyHand deal_study(const Position& position, std::uint64_t seed, MatchSettings settings) {
  const SeatView view = view_of(position);  // seat 0 is me, to act
  SplitMix64 rng(seed);
  const ai::World world = ai::sample_world(ai::hidden_info(view), rng);
  HandRecord record;
  record.rules = position.rules;
  record.dealer = view.dealer;
  record.start = ai::build_world(view, world);
  record.known_lacks[0] = view.opponent_lacks;
  Match match = Match::restore(settings, view.dealer, position.match, {0, 0}, 0);
  return {std::move(record), match};
}

}  // namespace schnapsen::game
