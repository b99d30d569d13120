// Study play (study.hpp).
#include "schnapsen/game/study.hpp"

#include <memory>
#include <stdexcept>
#include <utility>

#include "schnapsen/ai/provenance.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/controller.hpp"

namespace schnapsen::game {

namespace {

// The hand dealt from the start so that its history (the position's) leads to `world`, the
// history's actions already played; nothing if no deal fits (a history that does not account
// for the whole hand).
std::optional<HandRecord> dealt_with_history(const SeatView& view, const ai::World& world,
                                             SplitMix64& rng) {
  const std::optional<Deck> deck = ai::Provenance(view).deal(world, rng);
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

// The level that analyses the position after a deal: `ai` when it searches, else master.
const ai::LevelInfo& analysis_level_for(const std::string& ai) {
  const ai::LevelInfo* level = ai::find_level(ai::current_level_name(ai));
  if (level && level->kind == ai::LevelKind::Search) return *level;
  return *ai::find_level("master");
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

StudySession::StudySession(StudyRequest request)
    : request_(std::move(request)),
      take_back_(take_back_for(request_.take_back, request_.position.rules, study_seats())),
      analysis_level_(analysis_level_for(request_.ai)),
      seeds_(request_.seed) {
  if (!ai::find_level(ai::current_level_name(request_.ai)))
    throw std::invalid_argument("unknown level '" + request_.ai + "'");
}

StudyOutcome StudySession::play_deal(PlayFrontEnd& front) {
  const std::uint64_t seed = seeds_.next();
  ++deals_;
  const std::unique_ptr<ai::Player> opponent = ai::make_level(request_.ai, seed);
  const std::unique_ptr<ai::Player> watched = front.watch(1, *opponent);
  const MatchSettings settings;
  StudyHand study = deal_study(request_.position, seed, settings);
  ControllerConfig config;
  config.rules = request_.position.rules;
  config.match = settings;
  config.seed = seed;
  config.take_back = take_back_ == TakeBack::On;
  Controller controller(config, {&front.human(0), watched ? watched.get() : opponent.get()},
                        study.match, std::move(study.record));
  if (auto hand = controller.hand_so_far()) front.show_hand_so_far(*hand);
  controller.on_event([&front](const GameEvent& e) { front.on_event(e); });
  while (controller.hand_in_progress() && !controller.left()) controller.step();
  StudyOutcome outcome;
  outcome.left = controller.left();
  const HandRecord& record = controller.hand()->record();
  if (record.actions.size() > record.given && record.actions[record.given].seat == 0)
    outcome.first = record.actions[record.given].action;
  return outcome;
}

const ai::Evaluation& StudySession::analysis() {
  if (!analysis_) {
    ai::SearchPlayer level(std::string(analysis_level_.name), analysis_level_.search);
    ai::MatchInfo match;
    match.points = request_.position.match;
    analysis_ = level.evaluate(view_of(request_.position), match, ai::Scope::All);
  }
  return *analysis_;
}

}  // namespace schnapsen::game
