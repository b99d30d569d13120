#include "match_options.hpp"

#include "commands.hpp"

namespace schnapsen::cli {

void add_match_options(CLI::App& cmd, MatchOptions& options, const MatchHelp& help) {
  cmd.add_option("--deals", options.deals, help.deals)
      ->check(whole_number(1, 10'000'000))
      ->capture_default_str();
  cmd.add_option("--seed", options.seed, help.seed)->check(kSeedCheck)->capture_default_str();
  options.rules_flags = add_rules_flags(cmd);
  cmd.add_option("--threads", options.threads, "Worker threads")
      ->check(whole_number(1, 256))
      ->capture_default_str();
  cmd.add_flag("--json", options.json, "Print one JSON object");
  cmd.add_option("--bot-timeout", options.bot_timeout_ms, "Milliseconds a cmd: bot may think")
      ->check(whole_number(1, 3'600'000))
      ->capture_default_str();
  cmd.add_option("--decisions", options.decisions,
                 "Write one JSON line per decision of either seat to FILE (docs/records.md: what "
                 "the seat saw, its legal actions, its choice); the same file for any --threads")
      ->option_text("FILE");
}

}  // namespace schnapsen::cli
