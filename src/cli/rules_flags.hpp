// `--rules PRESET` and `--rule NAME=yes|no` for every command that plays or deals hands, and
// the `schnapsen rules` command that lists the presets and options (docs/rules.md, House rules).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "schnapsen/rules.hpp"

namespace schnapsen::cli {

// What `--rules` and `--rule` said, read from the two options' results (no state of its own,
// so a second parse, e.g. without the settings file, starts afresh).
class RulesFlags {
 public:
  // The preset with every --rule applied in order (each was validated while parsing).
  Rules rules() const;
  bool given() const { return preset_->count() > 0 || options_->count() > 0; }
  const CLI::Option* preset_option() const { return preset_; }
  const CLI::Option* rule_option() const { return options_; }

 private:
  friend std::shared_ptr<const RulesFlags> add_rules_flags(CLI::App& cmd);
  CLI::Option* preset_ = nullptr;   // --rules
  CLI::Option* options_ = nullptr;  // --rule
};

// Adds --rules and --rule to `cmd`. Read the result in the command's runner, after parsing:
//   auto rules = add_rules_flags(*cmd);  ...  run = [rules] { use(rules->rules()); };
// A bad preset or option is a usage error that names it and lists what is allowed.
std::shared_ptr<const RulesFlags> add_rules_flags(CLI::App& cmd);

void add_rules_command(CLI::App& app, std::function<int()>& run);  // `schnapsen rules`

}  // namespace schnapsen::cli
