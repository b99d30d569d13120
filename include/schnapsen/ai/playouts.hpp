// Honest play-outs: from a full state, both seats play to the end of the hand, each deciding from
// its own seat's view only. They choose master's leads and closing (playout_choice.hpp) and
// measure decisions in the lab (the regret map).
//
// A play-out is what a decision is worth when nobody at the table sees a hidden card: the
// decider's worlds are dealt (with_world), one action is tried in each, and the hand is finished
// by one player in both seats. Once the talon is exhausted every card is known to both
// seats, so the rest is perfect play and the solver's exact value is taken instead of playing it.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/hand_state.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen::ai {

// `real` with the cards that `seat` cannot see laid as `world` says: the opponent keeps the
// cards it has shown and holds world.opponent_hidden besides, the face-down stock is
// world.stock in draw order. Everything public (tricks, scores, shown cards of both seats, the
// talon's state) is kept. world.stock_count must equal real.stock_remaining().
HandState with_world(const HandState& real, int seat, const World& world);

// The continuation pimc of the play-outs: pimc's search on `worlds` worlds, 300 k solver nodes
// and a 4 MB table a decision, bounded by work alone.
SearchSettings continuation_search(int worlds);

class Playout {
 public:
  // Both seats play by `policy` (a search level's settings).
  explicit Playout(const SearchSettings& policy);
  // Both seats play by `policy`, any player that decides from the view alone (one instance
  // serves both seats); the exact endings use a table of `tt_bytes`.
  Playout(std::unique_ptr<Player> policy, std::size_t tt_bytes);

  // Plays `state` to the end of the hand; `history` is the hand's public actions that led to
  // it (for the views: R4.1 exclusions). Returns what `seat` wins in game points, negative when
  // it loses. With an exhausted talon (or once it runs out) the solver's exact value; with
  // `exact_at_close`, from a close on too.
  int play(HandState state, std::vector<SeatAction> history, int seat, bool exact_at_close = false);

  // Solver nodes searched so far by the players and the exact endings.
  std::uint64_t nodes();
  // The decisions taken so far, and how many of them were choices met before (see below).
  std::uint64_t decisions() const { return decisions_; }
  std::uint64_t reused() const { return reused_; }

 private:
  Action choose(const HandState& state, const std::vector<SeatAction>& history, int actor);

  std::unique_ptr<Player> player_;
  Solver exact_;
  // With a search level's settings that read neither the opponent (the history) nor the match
  // standing (for the Bummerl), a choice is a function of the seat's position alone
  // (evaluation.hpp): the same information set met again, in another world or another play-out,
  // is the same choice, so it is kept, not searched again. Kept by the printed position, not a
  // hash, so no two positions share a choice; at most kMaxChoices, then forgotten at once (which
  // changes no choice, only the cost).
  static constexpr std::size_t kMaxChoices = std::size_t{1} << 15;
  bool reuse_choices_ = false;
  std::unordered_map<std::string, Action> choices_;
  std::uint64_t decisions_ = 0;
  std::uint64_t reused_ = 0;
};

}  // namespace schnapsen::ai
