#include "schnapsen/ai/search_player.hpp"

#include "schnapsen/ai/levels.hpp"

namespace schnapsen::ai {

SearchPlayer::SearchPlayer(std::string_view level, std::uint64_t seed)
    : SearchPlayer(std::string(level), level_settings(level), seed) {}

SearchPlayer::SearchPlayer(std::string name, SearchSettings settings, std::uint64_t /*seed*/)
    : name_(std::move(name)), evaluator_(settings) {}

Action SearchPlayer::choose(const SeatView& view, const MatchInfo& match) {
  last_ = evaluator_.evaluate(view, match, Scope::Choice);
  return last_.choice;
}

}  // namespace schnapsen::ai
