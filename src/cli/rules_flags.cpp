#include "rules_flags.hpp"

#include <iostream>

#include "commands.hpp"

namespace schnapsen::cli {
namespace {

std::string pad(std::string_view s, std::size_t width) {
  std::string out(s);
  if (out.size() < width) out.append(width - out.size(), ' ');
  return out;
}

std::string yes_no(bool b) { return b ? "yes" : "no"; }

void print_rules_table(const RulesFlags& flags) {
  std::size_t width = 0;
  for (const RuleOption& o : kRuleOptions) width = std::max(width, o.name.size());
  for (const RulePreset& p : kRulePresets) width = std::max(width, p.name.size());
  width += 2;
  std::cout << "Rule presets (--rules NAME):\n";
  for (const RulePreset& p : kRulePresets)
    std::cout << "  " << pad(p.name, width) << p.description << "\n";
  std::cout
      << "\nRule options (--rule NAME=yes or NAME=no, each option once, applied to the preset):\n";
  std::cout << "  " << pad("option", width);
  for (const RulePreset& p : kRulePresets) std::cout << pad(p.name, 7);
  std::cout << "rule\n";
  for (const RuleOption& o : kRuleOptions) {
    std::cout << "  " << pad(o.name, width);
    for (const RulePreset& p : kRulePresets) std::cout << pad(yes_no(p.rules.*o.field), 7);
    std::cout << o.description << "\n";
  }
  if (flags.given())
    std::cout << "\nThese flags give the rules: " << rules_name(flags.rules()) << "\n";
  std::cout << "\nExample: schnapsen --rules sharp --rule close-with-two-cards=yes\n";
}

}  // namespace

Rules RulesFlags::rules() const {
  auto r = parse_rules(preset_->count() > 0 ? preset_->as<std::string>()
                                            : std::string(preset_name(Rules::soft())));
  Rules out = r ? *r : Rules::soft();
  if (options_->count() == 0) return out;
  const auto given = options_->as<std::vector<std::string>>();
  auto applied = apply_rule_options(out, {given.begin(), given.end()});
  return applied ? *applied : out;  // checked while parsing (the --rule callback)
}

std::shared_ptr<const RulesFlags> add_rules_flags(CLI::App& cmd) {
  auto flags = std::make_shared<RulesFlags>();
  flags->preset_ = cmd.add_option_function<std::string>(
                          "--rules", [](const std::string&) {},
                          "Rule preset: " + preset_names(" or ") + " (default " +
                              std::string(preset_name(Rules::soft())) + "; see 'schnapsen rules')")
                       ->type_name("PRESET")
                       ->check(CLI::Validator(
                           [](std::string& s) -> std::string {
                             auto r = parse_rules(s);
                             return r ? std::string() : r.error();
                           },
                           ""));  // no description: --help shows "PRESET", not "PRESET:PRESET"
  flags->options_ =
      cmd.add_option_function<std::vector<std::string>>(
             "--rule",
             [](const std::vector<std::string>& given) {
               // Each value is checked alone below; an option given twice only shows here.
               auto r = apply_rule_options(Rules::soft(), {given.begin(), given.end()});
               if (!r) throw CLI::ValidationError("--rule", r.error());
             },
             "Change one rule of the preset, e.g. close-with-two-cards=no (repeatable, each option "
             "once)")
          ->type_name("NAME=yes|no")
          ->take_all()
          ->check(CLI::Validator(
              [](std::string& s) -> std::string {
                auto r = apply_rule_option(Rules::soft(), s);
                return r ? std::string() : r.error();
              },
              "NAME=yes|no"));
  return flags;
}

void add_rules_command(CLI::App& app, std::function<int()>& run) {
  auto* cmd = app.add_subcommand(
      "rules", "List the rule presets and the options that --rules and --rule accept");
  auto flags = add_rules_flags(*cmd);
  cmd->callback([&run, flags] {
    run = [flags] {
      print_rules_table(*flags);
      return int{kExitOk};
    };
  });
}

}  // namespace schnapsen::cli
