// `--rules PRESET` and `--rule NAME=yes|no` for every command that plays or deals hands, and
// the `schnapsen rules` command that lists the presets and options (RULES.md §11).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "schnapsen/rules.hpp"

namespace schnapsen::cli {

// What `--rules` and `--rule` said; complete once CLI11 has parsed the command line.
class RulesFlags {
 public:
  // The preset with every --rule applied in order (each was validated while parsing).
  Rules rules() const;
  bool given() const { return preset_given_ || !options_.empty(); }

 private:
  friend std::shared_ptr<const RulesFlags> add_rules_flags(CLI::App& cmd);
  std::string preset_{preset_name(Rules::soft())};
  std::vector<std::string> options_;
  bool preset_given_ = false;
};

// Adds --rules and --rule to `cmd`. Read the result in the command's runner, after parsing:
//   auto rules = add_rules_flags(*cmd);  ...  run = [rules] { use(rules->rules()); };
// A bad preset or option is a usage error that names it and lists what is allowed.
std::shared_ptr<const RulesFlags> add_rules_flags(CLI::App& cmd);

void add_rules_command(CLI::App& app, std::function<int()>& run);  // `schnapsen rules`

}  // namespace schnapsen::cli
