#include "schnapsen/tricks.hpp"

#include "schnapsen/play.hpp"

namespace schnapsen {
std::vector<PlayedTrick> played_tricks(const std::vector<SeatAction>& history, Suit trump) {
  std::vector<PlayedTrick> tricks;
  bool closed = false;
  bool open = false;
  for (const SeatAction& a : history) {
    if (a.action.kind == ActionKind::Close) closed = true;
    if (a.action.kind != ActionKind::Play) continue;
    if (!open) {
      PlayedTrick t;
      t.leader = a.seat;
      t.cards[0] = a.action.card();
      t.strict = closed || static_cast<int>(tricks.size()) >= kPhaseOneTricks;
      if (!t.strict) t.drawn_before = 2 * static_cast<int>(tricks.size());
      tricks.push_back(t);
      open = true;
    } else {
      PlayedTrick& t = tricks.back();
      t.cards[1] = a.action.card();
      t.winner = trick_winner(t.leader, t.cards[0], t.cards[1], trump);
      open = false;
    }
  }
  if (open) tricks.pop_back();
  return tricks;
}

}  // namespace schnapsen
