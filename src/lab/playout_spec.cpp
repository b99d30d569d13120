// The lab's play-out players by name (playout_spec.hpp).
#include "schnapsen/lab/playout_spec.hpp"

#include <optional>
#include <vector>

#include "schnapsen/ai/distilled_player.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::lab {

Expected<ai::SearchSettings, std::string> parse_playout_spec(std::string_view spec) {
  const auto refused = [&] {
    return unexpected(
        "player '" + std::string(spec) +
        "': expected playout:K[:close][:race][:fromT][:distilled] with K the worlds per "
        "decision, 2 to 256, T a trick, 0 to 4, and :distilled to play them out "
        "by pimc's policy model");
  };
  // A number that is the whole of `text`, within [lo, hi].
  const auto number = [](std::string_view text, int lo, int hi) -> std::optional<int> {
    const std::optional<int> n = text::parse_number<int>(text);
    return n && *n >= lo && *n <= hi ? n : std::nullopt;
  };
  std::vector<std::string_view> parts;
  for (std::string_view rest = spec.substr(kPlayoutPrefix.size());;) {
    const std::size_t colon = rest.find(':');
    parts.push_back(rest.substr(0, colon));
    if (colon == std::string_view::npos) break;
    rest = rest.substr(colon + 1);
  }
  const std::optional<int> worlds = number(parts[0], 2, 256);
  if (!worlds) return refused();
  ai::SearchSettings out = ai::settings_by_work("pimc");
  ai::PlayoutSettings& p = out.playout;
  p.worlds = *worlds;
  p.continuation = ai::PlayoutSettings::Continuation::Pimc;
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const std::string_view option = parts[i];
    const std::optional<int> trick =
        option.starts_with("from") ? number(option.substr(4), 0, 4) : std::nullopt;
    if (option == "close")
      p.exact_at_close = true;
    else if (option == ai::kDistilledName)
      p.continuation = ai::PlayoutSettings::Continuation::Distilled;
    else if (option == "race")
      p.race_z = 1.5;  // as measured offline (docs/notes/2026-12-03-gating.md)
    else if (trick)
      p.from_trick = *trick;
    else
      return refused();
  }
  return out;
}

}  // namespace schnapsen::lab
