#include "schnapsen/rules.hpp"

#include <vector>

#include "schnapsen/text_format.hpp"

namespace schnapsen {
namespace {

// A name as the user wrote it, made safe to print (text::shorten: no control byte, cut short),
// for records and positions come from others.
std::string quoted(std::string_view name) { return "'" + text::shorten(name) + "'"; }

std::string option_names() {
  std::string out;
  for (const RuleOption& o : kRuleOptions) {
    if (!out.empty()) out += ", ";
    out += o.name;
  }
  return out;
}

}  // namespace

std::string preset_names(std::string_view separator) {
  std::string out;
  for (const RulePreset& p : kRulePresets) {
    if (!out.empty()) out += separator;
    out += p.name;
  }
  return out;
}

std::string rules_name(const Rules& r) {
  const Rules& preset = preset_of(r).rules;
  std::string out(preset_of(r).name);
  for (const RuleOption& o : kRuleOptions)
    if (r.*o.field != preset.*o.field)
      out += std::string(" ") + std::string(o.name) + (r.*o.field ? "=yes" : "=no");
  return out;
}

Expected<Rules, std::string> apply_rule_option(Rules rules, std::string_view assignment) {
  const std::size_t eq = assignment.find('=');
  const std::string_view name = assignment.substr(0, eq);
  const RuleOption* option = nullptr;
  for (const RuleOption& o : kRuleOptions)
    if (o.name == name) option = &o;
  if (!option)
    return unexpected("unknown rule option " + quoted(name) + " (options: " + option_names() + ")");
  const std::string_view value =
      eq == std::string_view::npos ? std::string_view() : assignment.substr(eq + 1);
  if (value != "yes" && value != "no")
    return unexpected("rule option " + std::string(name) + " needs =yes or =no, e.g. " +
                      std::string(name) + "=yes, not " + quoted(assignment));
  rules.*option->field = value == "yes";
  return rules;
}

Expected<Rules, std::string> parse_rules(std::string_view text) {
  const std::vector<std::string_view> tok = text::split_words(text);
  if (tok.empty()) return unexpected("no rules given (presets: " + preset_names(", ") + ")");
  const RulePreset* preset = nullptr;
  for (const RulePreset& p : kRulePresets)
    if (p.name == tok[0]) preset = &p;
  if (!preset)
    return unexpected("unknown rule preset " + quoted(tok[0]) + " (presets: " + preset_names(", ") +
                      ")");
  return apply_rule_options(preset->rules, {tok.begin() + 1, tok.end()});
}

Expected<Rules, std::string> apply_rule_options(Rules rules,
                                                const std::vector<std::string_view>& assignments) {
  for (std::size_t i = 0; i < assignments.size(); ++i) {
    auto next = apply_rule_option(rules, assignments[i]);
    if (!next) return next;
    rules = *next;
    const std::string_view name = assignments[i].substr(0, assignments[i].find('='));
    for (std::size_t j = 0; j < i; ++j)
      if (assignments[j].substr(0, assignments[j].find('=')) == name)
        return unexpected("rule option " + std::string(name) + " is given twice (" +
                          quoted(assignments[j]) + " and " + quoted(assignments[i]) +
                          "); give it once");
  }
  return rules;
}

}  // namespace schnapsen
