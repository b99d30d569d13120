// How long the table pauses so that a player can follow the AI's moves: the three speeds of
// `--speed`, defined here and nowhere else.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace schnapsen::tui {

enum class Speed { Slow, Normal, Fast };

// The pauses of one speed, in milliseconds: after the AI plays a card, after a trick is won
// (the trick stays in view), after the AI exchanges, closes, melds, claims or passes.
struct SpeedPauses {
  Speed speed;
  std::string_view name;
  int card_ms, trick_ms, action_ms;
};

inline constexpr std::array<SpeedPauses, 3> kSpeeds = {{
    {Speed::Slow, "slow", 1000, 1600, 1500},
    {Speed::Normal, "normal", 500, 900, 800},
    {Speed::Fast, "fast", 0, 0, 0},  // no pauses at all
}};

inline const SpeedPauses& pauses_of(Speed speed) {
  for (const SpeedPauses& s : kSpeeds)
    if (s.speed == speed) return s;
  return kSpeeds[1];
}

inline std::optional<Speed> parse_speed(std::string_view name) {
  for (const SpeedPauses& s : kSpeeds)
    if (s.name == name) return s.speed;
  return std::nullopt;
}

inline std::vector<std::string> speed_names() {
  std::vector<std::string> names;
  for (const SpeedPauses& s : kSpeeds) names.emplace_back(s.name);
  return names;
}

}  // namespace schnapsen::tui
