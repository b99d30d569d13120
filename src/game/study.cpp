// Study play's deal (study.hpp).
#include "schnapsen/game/study.hpp"

#include "schnapsen/ai/opponent_reading.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/controller.hpp"

namespace schnapsen::game {

namespace {

// The hand dealt from the start so that its history (the position's) leads to `world`, the
// history's actions already played; nothing if no deal fits (a history the reading cannot
// account for).
std::optional<HandRecord> dealt_with_history(const SeatView& view, const ai::World& world,
                                             SplitMix64& rng) {
  const ai::OpponentReading reading(view, 1.0);
  const std::optional<Deck> deck = reading.deal(world, rng);
  if (!deck) return std::nullopt;
  HandRecord record;
  record.rules = view.rules;
  record.dealer = view.dealer;
  record.deck = *deck;
  record.actions = view.history;
  record.given = view.history.size();
  // The deal must play out to the position: every action legal, the same cards in my hand.
  const auto replayed = replay_steps(record);
  if (replayed.stopped_at || replayed.state.hand(0) != view.hand || replayed.state.to_act() != 0)
    return std::nullopt;
  return record;
}

}  // namespace

StudyHand deal_study(const Position& position, std::uint64_t seed, MatchSettings settings) {
  const SeatView view = view_of(position);  // seat 0 is me, to act
  SplitMix64 rng(seed);
  const ai::World world = ai::sample_world(ai::hidden_info(view), rng);
  Match match = Match::restore(settings, view.dealer, position.match, {0, 0}, 0);
  if (!view.history.empty())
    if (auto record = dealt_with_history(view, world, rng)) return {std::move(*record), match};
  HandRecord record;
  record.rules = position.rules;
  record.dealer = view.dealer;
  record.start = ai::build_world(view, world);
  record.known_lacks[0] = view.opponent_lacks;
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
  const HandRecord& record = controller.hand()->record();
  if (record.actions.size() > record.given && record.actions[record.given].seat == 0)
    outcome.first = record.actions[record.given].action;
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
