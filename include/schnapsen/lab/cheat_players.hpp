// Measurement players that cheat on purpose: ceilings for the headroom table (docs/ai.md,
// "Where the points go"). They are told the full state before every choice, which no player
// of a game ever is, so they measure what the hidden cards are worth:
//   cheat-hand  pimc's search given the opponent's true hand; the stock order is still sampled
//               (what knowing the other hand is worth);
//   cheat-all   the solver on the true deal (what knowing every card is worth).
// Only the arena and the ladder make them (lab/players.hpp); `--ai`, the table, `host`, `join`
// and `analyze` refuse them, and the information-leak test excludes them by name.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/hand_state.hpp"

namespace schnapsen::lab {

// A player that is shown the full state before it chooses.
class ClairvoyantPlayer : public ai::Player {
 public:
  // The state the next view passed to choose() is made from.
  virtual void see(const HandState& state) = 0;
};

// The names of the cheating players, for the factories that refuse or make them.
inline constexpr std::string_view kCheatHand = "cheat-hand";
inline constexpr std::string_view kCheatAll = "cheat-all";
bool is_cheat_name(std::string_view name);

// The cheating player called `name`, or nullptr for any other name.
std::unique_ptr<ClairvoyantPlayer> make_cheat_player(std::string_view name, std::uint64_t seed);

}  // namespace schnapsen::lab
