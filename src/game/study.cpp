// Study play's deal (study.hpp).
#include "schnapsen/game/study.hpp"

#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/controller.hpp"

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

StudyOutcome play_study(const Position& position, std::uint64_t seed, bool take_back,
                        HumanSeat& player, ai::Player& opponent,
                        const std::function<void(const HandSoFar&)>& start,
                        const std::function<void(const GameEvent&)>& show) {
  const MatchSettings settings;
  StudyHand study = deal_study(position, seed, settings);
  ControllerConfig config;
  config.rules = position.rules;
  config.match = settings;
  config.seed = seed;
  config.take_back = take_back;
  Controller controller(config, {&player, &opponent}, study.match, std::move(study.record));
  if (auto hand = controller.hand_so_far()) start(*hand);
  controller.on_event(show);
  while (controller.hand_in_progress() && !controller.left()) controller.step();
  StudyOutcome outcome;
  outcome.left = controller.left();
  const auto& actions = controller.hand()->record().actions;
  if (!actions.empty() && actions.front().seat == 0) outcome.first = actions.front().action;
  return outcome;
}

const ai::LevelInfo& study_analysis_level(const std::string& ai) {
  const ai::LevelInfo* level = ai::find_level(ai);
  if (level && level->kind == ai::LevelKind::Search) return *level;
  return *ai::find_level("master");
}

ai::Evaluation analyze_study(const Position& position, const ai::LevelInfo& level) {
  ai::Evaluator evaluator(level.search);
  ai::MatchInfo match;
  match.points = position.match;
  return evaluator.evaluate(view_of(position), match, ai::Scope::All);
}

}  // namespace schnapsen::game
