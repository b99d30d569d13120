// The rule variant as data (docs/rules.md §5, §9 and House rules): every difference between the
// presets is a named option, so the engine asks "may a player without a trick exchange?" and never
// "is this sharp?". This file is the one registry of presets and options: their names, descriptions
// and values. Records, saves, the bot protocol and the command line all read and print rules
// through it; a new option is one field and one entry in kRuleOptions.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/expected.hpp"

namespace schnapsen {

enum class RuleSet : std::uint8_t { Soft, Sharp };

struct Rules {
  RuleSet base = RuleSet::Soft;            // the preset this value started from (for names)
  bool exchange_needs_won_trick = false;   // R5.1: only a player who has won a trick
  bool exchange_with_two_in_talon = true;  // R5.1: also when the talon holds two cards
  bool close_with_two_in_talon = true;     // R5.2: closing allowed with two talon cards
  bool meld_needs_won_trick = false;       // R5.3: only after winning a trick
  bool meld_must_lead_king = false;        // R5.3: the King must be led after a meld
  bool review_won_tricks = true;           // R9.2: own tricks and the last trick visible

  static constexpr Rules soft();
  static constexpr Rules sharp();

  friend constexpr bool operator==(const Rules&, const Rules&) = default;
};

// One rule option (docs/rules.md, House rules): its name on the command line and in records, what
// it allows, and the field of Rules that holds it.
struct RuleOption {
  std::string_view name;
  std::string_view description;
  bool Rules::*field;
};

inline constexpr std::array<RuleOption, 6> kRuleOptions = {{
    {"exchange-needs-trick", "R5.1: only a player who has won a trick may exchange",
     &Rules::exchange_needs_won_trick},
    {"exchange-with-two-cards", "R5.1: exchange also when the talon holds two cards",
     &Rules::exchange_with_two_in_talon},
    {"close-with-two-cards", "R5.2: close also when the talon holds two cards",
     &Rules::close_with_two_in_talon},
    {"meld-needs-trick", "R5.3: meld only after winning a trick", &Rules::meld_needs_won_trick},
    {"meld-leads-king", "R5.3: after a meld the King must be led", &Rules::meld_must_lead_king},
    {"review-tricks", "R9.2: a player may look at own won tricks and the last trick",
     &Rules::review_won_tricks},
}};

// A preset: a name, a one-line description and every option's value.
struct RulePreset {
  std::string_view name;
  std::string_view description;
  Rules rules;
};

inline constexpr std::array<RulePreset, 2> kRulePresets = {{
    {"soft", "house rules: exchange, close and meld freely; won tricks may be reviewed",
     Rules{RuleSet::Soft, false, true, true, false, false, true}},
    {"sharp", "tournament rules: stricter exchange, closing and melding; tricks face down",
     Rules{RuleSet::Sharp, true, false, false, true, true, false}},
}};

static_assert(kRulePresets[static_cast<int>(RuleSet::Soft)].rules.base == RuleSet::Soft);
static_assert(kRulePresets[static_cast<int>(RuleSet::Sharp)].rules.base == RuleSet::Sharp);

constexpr Rules Rules::soft() { return kRulePresets[0].rules; }
constexpr Rules Rules::sharp() { return kRulePresets[1].rules; }

constexpr const RulePreset& preset_of(const Rules& r) {
  return kRulePresets[static_cast<int>(r.base)];
}
constexpr std::string_view preset_name(const Rules& r) { return preset_of(r).name; }

// The options that decide legal play (not review-tricks) as five bits, in the order of Rules:
// the rules' part of the hashes and keys that must tell rule variants apart.
constexpr std::uint64_t rules_bits(const Rules& r) {
  return std::uint64_t{r.exchange_needs_won_trick} |
         std::uint64_t{r.exchange_with_two_in_talon} << 1 |
         std::uint64_t{r.close_with_two_in_talon} << 2 |
         std::uint64_t{r.meld_needs_won_trick} << 3 | std::uint64_t{r.meld_must_lead_king} << 4;
}

// The rules as a record's `rules` line has them (docs/records.md): the preset, then each option
// that differs from it, in registry order: "soft", "sharp close-with-two-cards=yes".
std::string rules_name(const Rules& r);

// Reads "PRESET [NAME=yes|no]..." (the inverse of rules_name; an option may restate the
// preset's value, and is given at most once). The error names what is wrong and what is allowed.
Expected<Rules, std::string> parse_rules(std::string_view text);

// Applies one "NAME=yes|no" to `rules`; the error names what is wrong and what is allowed.
Expected<Rules, std::string> apply_rule_option(Rules rules, std::string_view assignment);

// Applies "NAME=yes|no" options in turn; an option given twice is refused (whatever its values:
// `review-tricks=no review-tricks=yes` would leave the reader guessing), naming it.
Expected<Rules, std::string> apply_rule_options(Rules rules,
                                                const std::vector<std::string_view>& assignments);

// The preset names, "soft|sharp" style joined by `separator`, for help and error messages.
std::string preset_names(std::string_view separator);

}  // namespace schnapsen
