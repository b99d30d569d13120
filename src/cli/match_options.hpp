// The options of the commands that play duplicate deals between players (`arena`, `ladder`):
// how many deals, their seed, the rules, worker threads, JSON output, a bot's time limit and the
// decision records' file, with one set of checks, defaults and help texts.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "rules_flags.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen::cli {

struct MatchOptions {
  int deals = 100;
  std::uint64_t seed = 1;
  int threads = 1;
  bool json = false;
  int bot_timeout_ms = bots::kDefaultBotTimeoutMs;
  std::string decisions;  // --decisions FILE: one record per decision; empty: none
  std::shared_ptr<const RulesFlags> rules_flags;  // set by add_match_options

  // The rules --rules and --rule chose (read after parsing).
  Rules rules() const { return rules_flags ? rules_flags->rules() : Rules::soft(); }

  // Copies the deals, seed, rules, threads and bot time limit into an lab::ArenaSettings or
  // lab::LadderSettings.
  template <class Settings>
  void apply_to(Settings& s) const {
    s.deals = deals;
    s.seed = seed;
    s.rules = rules();
    s.threads = threads;
    s.player_options.bot_timeout_ms = bot_timeout_ms;
  }
};

// What the help of --deals and --seed says; the command's own words.
struct MatchHelp {
  std::string deals;
  std::string seed;
};

// Adds --deals, --seed, --rules, --rule, --threads, --json, --bot-timeout and --decisions to
// `cmd`, in this order, bound to `options` (which must live until the command has run).
void add_match_options(CLI::App& cmd, MatchOptions& options, const MatchHelp& help);

}  // namespace schnapsen::cli
