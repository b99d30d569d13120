// The rule variant as data: every difference between soft and sharp play (RULES.md §5, §9) is a
// named field, so the engine asks "may a player without a trick exchange?" and never "is this
// sharp?". A new variant is a new preset, not new branches.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace schnapsen {

enum class RuleSet : std::uint8_t { Soft, Sharp };

struct Rules {
  RuleSet base = RuleSet::Soft;            // the preset this value started from (for names)
  bool exchange_needs_won_trick = false;   // R5.1 sharp: only a player who has won a trick
  bool exchange_with_two_in_talon = true;  // R5.1 soft: also when the talon holds two cards
  bool close_with_two_in_talon = true;     // R5.2 soft: closing allowed with two talon cards
  bool meld_needs_won_trick = false;       // R5.3 sharp: only after winning a trick
  bool meld_must_lead_king = false;        // R5.3 sharp: the King must be led
  bool review_won_tricks = true;           // R9.2 soft: own tricks and the last trick visible

  static constexpr Rules soft() { return Rules{}; }
  static constexpr Rules sharp() {
    return Rules{RuleSet::Sharp, true, false, false, true, true, false};
  }

  friend constexpr bool operator==(const Rules&, const Rules&) = default;
};

constexpr std::string_view rules_name(const Rules& r) {
  return r.base == RuleSet::Soft ? "soft" : "sharp";
}
std::optional<Rules> parse_rules(std::string_view name);  // "soft" or "sharp"

}  // namespace schnapsen
