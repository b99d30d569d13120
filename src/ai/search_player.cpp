#include "schnapsen/ai/search_player.hpp"

#include <utility>

#include "schnapsen/ai/playout_choice.hpp"

namespace schnapsen::ai {

SearchPlayer::SearchPlayer(std::string name, SearchSettings settings, int threads)
    : name_(std::move(name)),
      evaluator_(settings, threads),
      playouts_(settings.playout.worlds > 0 ? std::make_unique<PlayoutChooser>(settings, threads)
                                            : nullptr) {}

SearchPlayer::~SearchPlayer() = default;
SearchPlayer::SearchPlayer(SearchPlayer&&) noexcept = default;

Evaluation SearchPlayer::evaluate(const SeatView& view, const MatchInfo& match, Scope scope) {
  Evaluation e = evaluator_.evaluate(view, match, scope);
  if (playouts_) playouts_->take_over(view, match, e);
  return e;
}

Action SearchPlayer::choose(const SeatView& view, const MatchInfo& match) {
  last_ = evaluate(view, match, Scope::Choice);
  return last_.choice;
}

std::uint64_t SearchPlayer::playouts() const { return playouts_ ? playouts_->playouts() : 0; }

}  // namespace schnapsen::ai
