// `schnapsen ladder`: every pair of several players on the same duplicate deals, a table of
// margins and Bummerl rates, and one fitted rating per player (docs/ai.md).
#include <unistd.h>

#include <algorithm>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "commands.hpp"
#include "decision_file.hpp"
#include "match_options.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/lab/ladder.hpp"
#include "schnapsen/lab/measurement_players.hpp"

namespace schnapsen::cli {
namespace {

struct LadderArgs {
  std::vector<std::string> players;
  MatchOptions match;
};

// On a terminal one line redrawn in place; otherwise a line per pair and every quarter of it.
lab::LadderProgress progress_reporter(std::vector<std::string> names) {
  const bool tty = isatty(STDERR_FILENO) != 0;
  auto last = std::make_shared<int>(-1);
  auto pairs = std::make_shared<std::vector<std::string>>();
  for (std::size_t a = 0; a < names.size(); ++a)
    for (std::size_t b = a + 1; b < names.size(); ++b)
      pairs->push_back(names[a] + " vs " + names[b]);
  return [tty, last, pairs](int pair, int count, int done, int total) {
    const std::string head = "ladder: pair " + std::to_string(pair + 1) + "/" +
                             std::to_string(count) + " (" +
                             (*pairs)[static_cast<std::size_t>(pair)] +
                             "): " + std::to_string(done) + "/" + std::to_string(total) + " deals";
    const int quarter = pair * 4 + done * 4 / total;
    if (tty) {
      std::cerr << "\r\033[K" << head << (done == total && pair + 1 == count ? "\n" : "")
                << std::flush;
    } else if (quarter != *last) {
      *last = quarter;
      std::cerr << head << "\n";
    }
  };
}

double bummerl_rate(const lab::ArenaResult& r) {
  const int total = r.a.bummerls_won + r.b.bummerls_won;
  return total > 0 ? static_cast<double>(r.a.bummerls_won) / total : 0.5;
}

void print_text(const LadderArgs& args, const lab::LadderResult& r) {
  std::size_t width = 6;
  for (const std::string& p : r.players) width = std::max(width, p.size());
  const auto w = static_cast<int>(width);
  std::cout << "ladder: " << r.players.size() << " players, " << args.match.deals
            << " deals per pair (each played twice, seats swapped), rules "
            << rules_name(args.match.rules()) << ", seed " << args.match.seed << "\n\n";
  std::cout << std::left << std::setw(w) << "a"
            << "  " << std::setw(w) << "b"
            << "  margin a-b per hand (95% CI)  a pts/hand  b pts/hand  a's Bummerls\n";
  for (const lab::LadderPair& p : r.pairs) {
    const lab::ArenaResult& res = p.result;
    std::ostringstream margin;
    margin << std::showpos << std::fixed << std::setprecision(3) << res.margin_per_hand
           << std::noshowpos << " +/- " << res.ci95;
    std::cout << std::left << std::setw(w) << r.players[static_cast<std::size_t>(p.a)] << "  "
              << std::setw(w) << r.players[static_cast<std::size_t>(p.b)] << "  " << std::setw(29)
              << margin.str() << std::right << std::fixed << std::setprecision(3) << std::setw(10)
              << static_cast<double>(res.a.game_points) / res.hands << std::setw(12)
              << static_cast<double>(res.b.game_points) / res.hands << "  " << res.a.bummerls_won
              << "/" << res.a.bummerls_won + res.b.bummerls_won << " (" << std::setprecision(0)
              << 100 * bummerl_rate(res) << "%)\n";
  }
  std::vector<std::size_t> order(r.players.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return r.ratings[x] > r.ratings[y]; });
  std::cout << "\nrating (Bradley-Terry on game points, Elo scale, mean 0):\n";
  for (std::size_t i : order)
    std::cout << "  " << std::left << std::setw(w) << r.players[i] << std::right << std::showpos
              << std::setw(7) << std::setprecision(0) << r.ratings[i] << std::noshowpos << "\n";
}

Json json_result(const LadderArgs& args, const lab::LadderResult& r) {
  Json o = Json::object();
  o["rules"] = rules_name(args.match.rules());
  o["seed"] = static_cast<std::int64_t>(args.match.seed);
  o["deals"] = args.match.deals;
  Json players = Json::array();
  for (std::size_t i = 0; i < r.players.size(); ++i) {
    Json p = Json::object();
    p["name"] = r.players[i];
    p["rating"] = r.ratings[i];
    players.push_back(std::move(p));
  }
  o["players"] = std::move(players);
  Json pairs = Json::array();
  for (const lab::LadderPair& p : r.pairs) {
    const lab::ArenaResult& res = p.result;
    Json j = Json::object();
    j["a"] = r.players[static_cast<std::size_t>(p.a)];
    j["b"] = r.players[static_cast<std::size_t>(p.b)];
    j["hands"] = res.hands;
    j["a_game_points"] = static_cast<std::int64_t>(res.a.game_points);
    j["b_game_points"] = static_cast<std::int64_t>(res.b.game_points);
    j["margin_per_hand"] = res.margin_per_hand;
    j["ci95"] = res.ci95;
    j["a_bummerls"] = res.a.bummerls_won;
    j["b_bummerls"] = res.b.bummerls_won;
    pairs.push_back(std::move(j));
  }
  o["pairs"] = std::move(pairs);
  return o;
}

int run_ladder_command(const LadderArgs& args) {
  lab::LadderSettings s;
  s.players = args.players;
  args.match.apply_to(s);
  std::optional<DecisionFile> decisions;
  if (!args.match.decisions.empty()) {
    auto file = DecisionFile::open_for(args.match.decisions, s.players, s.player_options);
    if (!file) {
      std::cerr << "schnapsen ladder: " << file.error() << "\n";
      return kExitUsage;
    }
    decisions.emplace(std::move(*file));
    s.decisions = decisions->sink();
  }
  auto result = lab::run_ladder(s, progress_reporter(args.players));
  if (auto problem = decisions ? decisions->close() : std::nullopt; problem && result) {
    std::cerr << "schnapsen ladder: " << *problem << "\n";
    return kExitUsage;
  }
  if (!result) {
    std::cerr << "schnapsen ladder: " << result.error() << "\n";
    return kExitUsage;
  }
  if (args.match.json)
    std::cout << dump_line(json_result(args, *result)) << "\n";
  else
    print_text(args, *result);
  return kExitOk;
}

}  // namespace

void add_ladder_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "ladder", "Play every pair of several players on the same duplicate deals and rate them");
  cmd->footer(lab::measurement_players_help());
  auto args = std::make_shared<LadderArgs>();
  cmd->add_option("--players", args->players,
                  "Comma-separated players, e.g. random,beginner,master")
      ->delimiter(',')
      ->required();
  add_match_options(*cmd, args->match,
                    {"Deals per pair, each played twice with seats swapped",
                     "Seed of the deals (the same for every pair)"});
  cmd->callback([&run, args] { run = [args] { return run_ladder_command(*args); }; });
}

}  // namespace schnapsen::cli
