#include "schnapsen/ai/search_player.hpp"

#include "schnapsen/ai/player_factory.hpp"

namespace schnapsen::ai {
namespace {

std::string level_name(Level level) {
  switch (level) {
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Pimc: return "pimc";
    case Level::Hard: return "hard";
  }
  return "hard";
}

}  // namespace

SearchSettings SearchSettings::for_level(Level level) {
  return find_level(level_name(level))->search;
}

SearchPlayer::SearchPlayer(Level level, std::uint64_t seed)
    : SearchPlayer(level_name(level), SearchSettings::for_level(level), seed) {}

SearchPlayer::SearchPlayer(std::string name, SearchSettings settings, std::uint64_t /*seed*/)
    : name_(std::move(name)), evaluator_(settings) {}

Action SearchPlayer::choose(const SeatView& view, const MatchInfo& match) {
  last_ = evaluator_.evaluate(view, match, Scope::Choice);
  return last_.choice;
}

}  // namespace schnapsen::ai
