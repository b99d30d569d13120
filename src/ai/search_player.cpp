#include "schnapsen/ai/search_player.hpp"

#include <utility>

namespace schnapsen::ai {

SearchPlayer::SearchPlayer(std::string name, SearchSettings settings, int threads)
    : name_(std::move(name)), evaluator_(settings, threads) {}

Action SearchPlayer::choose(const SeatView& view, const MatchInfo& match) {
  last_ = evaluator_.evaluate(view, match, Scope::Choice);
  return last_.choice;
}

}  // namespace schnapsen::ai
