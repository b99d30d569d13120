// The lab's play-out players by name (playout_spec.hpp).
#include "schnapsen/lab/playout_spec.hpp"

#include <optional>
#include <vector>

#include "schnapsen/ai/distilled_player.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::lab {

std::optional<ai::PlayoutSettings::Continuation> continuation_by_name(std::string_view name) {
  using C = ai::PlayoutSettings::Continuation;
  if (name == "pimc") return C::Pimc;
  if (name == ai::kDistilledName) return C::Distilled;
  if (name == ai::kDistilledMasterName) return C::DistilledMaster;
  if (name == "expert") return C::Expert;
  return std::nullopt;
}

Expected<ai::SearchSettings, std::string> parse_master_spec(std::string_view spec) {
  constexpr std::string_view kExchange = ":exchange-by-playouts";
  std::string_view name = spec.substr(kMasterPrefix.size());
  const bool exchange = name.ends_with(kExchange);
  if (exchange) name.remove_suffix(kExchange.size());
  const std::optional<ai::PlayoutSettings::Continuation> c = continuation_by_name(name);
  if (!c)
    return unexpected("player '" + std::string(spec) +
                      "': expected master:C[:exchange-by-playouts] with C pimc, distilled, "
                      "distilled-master or expert");
  ai::SearchSettings out = ai::find_level("master")->search;
  out.playout.continuation = *c;
  out.playout.exchange_by_playouts = exchange;
  return out;
}

Expected<ai::SearchSettings, std::string> parse_playout_spec(std::string_view spec) {
  const auto refused = [&] {
    return unexpected(
        "player '" + std::string(spec) +
        "': expected playout:K[:close][:race][:fromT][:distilled|:distilled-master] with K "
        "the worlds per decision, 2 to 256, T a trick, 0 to 4, and :distilled to play them "
        "out by pimc's policy model (:distilled-master by master's)");
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
    else if (option == ai::kDistilledName || option == ai::kDistilledMasterName)
      p.continuation = *continuation_by_name(option);
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
