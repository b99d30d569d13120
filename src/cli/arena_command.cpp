// `schnapsen arena`: duplicate matches between two players (docs/ai.md), with a progress bar.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "commands.hpp"
#include "decision_file.hpp"
#include "match_options.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/lab/arena.hpp"
#include "schnapsen/lab/measurement_players.hpp"

namespace schnapsen::cli {
namespace {

struct ArenaArgs {
  std::string a = "master";
  std::string b = "heuristic";
  int bummerls = 0;  // Bummerl mode when positive
  MatchOptions match;
};

// A bar redrawn in place on a terminal; otherwise a plain line every 10 percent.
std::function<void(int, int)> progress_reporter(const std::string& unit) {
  const bool tty = isatty(STDERR_FILENO) != 0;
  auto last = std::make_shared<int>(-1);
  return [tty, last, unit](int done, int total) {
    const int percent = done * 100 / total;
    if (tty) {
      const int width = 30;
      const int filled = done * width / total;
      std::cerr << "\rarena [" << std::string(static_cast<std::size_t>(filled), '#')
                << std::string(static_cast<std::size_t>(width - filled), '.') << "] " << done << "/"
                << total << " " << unit << (done == total ? "\n" : "") << std::flush;
    } else if (percent / 10 != *last / 10 || done == total) {
      *last = percent;
      std::cerr << "arena: " << done << "/" << total << " " << unit << " (" << percent << "%)\n";
    }
  };
}

Json side_json(const lab::ArenaSide& s, int hands) {
  Json o = Json::object();
  o["game_points"] = static_cast<std::int64_t>(s.game_points);
  o["bummerls"] = s.bummerls_won;
  o["game_points_per_hand"] = static_cast<double>(s.game_points) / hands;
  o["hands_won"] = s.hands_won;
  o["bummerls_chalked"] = s.bummerls_chalked;
  return o;
}

void print_text(const ArenaArgs& args, const lab::ArenaResult& r) {
  const int total_bummerls = r.a.bummerls_won + r.b.bummerls_won;
  // A bot's name (cmd:COMMAND) can be longer than a level's: align to both.
  const int width =
      static_cast<int>(std::max<std::size_t>(11, std::max(args.a.size(), args.b.size()) + 1)) + 3;
  auto line = [&](const std::string& name, const lab::ArenaSide& s) {
    std::cout << std::left << std::setw(width) << name << std::right << std::fixed
              << std::setprecision(3) << std::setw(8)
              << static_cast<double>(s.game_points) / r.hands << " game points/hand, "
              << s.hands_won << " hands won, " << s.bummerls_won << " Bummerls won";
    if (total_bummerls > 0)
      std::cout << " (" << std::setprecision(1) << 100.0 * s.bummerls_won / total_bummerls << "%)";
    std::cout << "\n";
  };
  if (args.bummerls > 0)
    std::cout << r.bummerls << " Bummerls (" << args.bummerls
              << " sequences of deals, seats swapped), " << r.hands << " hands, rules "
              << rules_name(args.match.rules()) << "\n";
  else
    std::cout << r.hands << " hands (" << r.hands / 2 << " deals, seats swapped), rules "
              << rules_name(args.match.rules()) << "\n";
  line("a: " + args.a, r.a);
  line("b: " + args.b, r.b);
  std::cout << std::showpos << std::setprecision(3) << "margin a-b: " << r.margin_per_hand
            << std::noshowpos << " +/- " << r.ci95 << " game points per hand (95% CI)\n";
  if (args.bummerls > 0)
    std::cout << std::setprecision(1) << "a's Bummerls: " << 100 * r.a_bummerl_share << "% +/- "
              << 100 * r.bummerl_ci95 << "% (95% CI)\n";
}

void print_result(const ArenaArgs& args, const lab::ArenaSettings& s, const lab::ArenaResult& r,
                  bool complete);

int run_arena_command(const ArenaArgs& args) {
  lab::ArenaSettings s;
  s.a = args.a;
  s.b = args.b;
  args.match.apply_to(s);
  s.bummerls = args.bummerls;
  std::optional<DecisionFile> decisions;
  if (!args.match.decisions.empty()) {
    auto file = DecisionFile::open_for(args.match.decisions, {s.a, s.b}, s.player_options);
    if (!file) {
      std::cerr << "schnapsen arena: " << file.error() << "\n";
      return kExitUsage;
    }
    decisions.emplace(std::move(*file));
    s.decisions = decisions->sink();
  }
  lab::ArenaResult partial;
  auto result =
      lab::run_arena(s, progress_reporter(args.bummerls > 0 ? "Bummerl pairs" : "deals"), &partial);
  if (auto problem = decisions ? decisions->close() : std::nullopt; problem && result) {
    std::cerr << "schnapsen arena: " << *problem << "\n";
    return kExitUsage;
  }
  if (!result) {
    // The pairs finished before the failure are printed first, then the failure.
    if (partial.hands > 0) {
      print_result(args, s, partial, false);
      std::cout.flush();
      std::cerr << "schnapsen arena: the results above are of the "
                << (args.bummerls > 0 ? std::to_string(partial.bummerls / 2) + " Bummerl pairs"
                                      : std::to_string(partial.hands / 2) + " deals")
                << " finished before the failure\n";
    }
    std::cerr << "schnapsen arena: " << result.error() << "\n";
    return kExitUsage;
  }
  print_result(args, s, *result, true);
  return kExitOk;
}

// The results as text or JSON ("complete": false for those of a run that failed part-way).
void print_result(const ArenaArgs& args, const lab::ArenaSettings& s, const lab::ArenaResult& r,
                  bool complete) {
  if (args.match.json) {
    Json o = Json::object();
    o["hands"] = r.hands;
    o["a"] = side_json(r.a, r.hands);
    o["b"] = side_json(r.b, r.hands);
    o["margin_per_hand"] = r.margin_per_hand;
    o["ci95"] = r.ci95;
    o["rules"] = rules_name(s.rules);
    o["seed"] = static_cast<std::int64_t>(s.seed);
    Json roles = Json::object();
    const char* names[2] = {"forehand", "dealer"};
    for (int role = 0; role < 2; ++role) {
      Json wins = Json::array();
      for (int n : r.wins_by_role[static_cast<std::size_t>(role)]) wins.push_back(n);
      roles[names[role]] = wins;
    }
    o["wins_by_points"] = roles;
    // a minus b over each deal pair (Bummerl pair), by index: two runs on the same seed can be
    // compared pair by pair, which cancels most of the cards' luck.
    o["pair_margins"] = r.pair_margins;
    if (args.bummerls > 0) {
      o["bummerls"] = r.bummerls;
      o["a_bummerl_share"] = r.a_bummerl_share;
      o["bummerl_ci95"] = r.bummerl_ci95;
    }
    if (!complete) o["complete"] = false;
    std::cout << dump_line(o) << "\n";
  } else {
    print_text(args, r);
  }
}

}  // namespace

void add_arena_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "arena", "Play duplicate deals between two players and report their strength");
  auto args = std::make_shared<ArenaArgs>();
  cmd->footer(lab::measurement_players_help());
  const std::string names(lab::measurement_player_names());
  cmd->add_option("--a", args->a, "First player: " + names)->capture_default_str();
  cmd->add_option("--b", args->b, "Second player: " + names)->capture_default_str();
  add_match_options(*cmd, args->match,
                    {"Deals, each played twice with seats swapped", "Seed of the deals"});
  cmd->add_option("--bummerls", args->bummerls,
                  "Play whole Bummerls instead of single deals: this many sequences of deals, "
                  "each played twice with seats swapped, every hand told the standing")
      ->check(CLI::PositiveNumber)
      ->excludes(cmd->get_option("--deals"));
  cmd->callback([&run, args] { run = [args] { return run_arena_command(*args); }; });
}

}  // namespace schnapsen::cli
