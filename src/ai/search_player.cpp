#include "schnapsen/ai/search_player.hpp"

namespace schnapsen::ai {
std::string_view level_name(Level level) {
  switch (level) {
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Hard: return "hard";
  }
  return "hard";
}

std::optional<Level> parse_level(std::string_view name) {
  for (Level l : {Level::Easy, Level::Medium, Level::Hard})
    if (name == level_name(l)) return l;
  return std::nullopt;
}

SearchPlayer::SearchPlayer(Level level, std::uint64_t seed)
    : SearchPlayer(std::string(level_name(level)), SearchSettings::for_level(level), seed) {}

SearchPlayer::SearchPlayer(std::string name, SearchSettings settings, std::uint64_t /*seed*/)
    : name_(std::move(name)), evaluator_(settings) {}

Action SearchPlayer::choose(const SeatView& view, const MatchInfo& match) {
  last_ = evaluator_.evaluate(view, match, Scope::Choice);
  return last_.choice;
}

}  // namespace schnapsen::ai
