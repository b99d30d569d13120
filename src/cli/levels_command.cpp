// `schnapsen levels [--json]`: the AI levels with how each plays and its measured ratings, from
// the level registry (levels.hpp).
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/json.hpp"

namespace schnapsen::cli {
namespace {

std::string signed_rating(int r) { return (r > 0 ? "+" : "") + std::to_string(r); }

Json levels_json() {
  Json levels = Json::array();
  for (const ai::LevelInfo& l : ai::levels()) {
    Json level = {{"name", std::string(l.name)},
                  {"description", std::string(l.description)},
                  {"for", l.role == ai::LevelRole::Person ? "people" : "measurement"},
                  {"rating", {{"soft", l.rating_soft}, {"sharp", l.rating_sharp}}}};
    if (l.kind == ai::LevelKind::Search) level["search"] = ai::describe(l.search);
    levels.push_back(std::move(level));
  }
  Json retired = Json::array();
  for (const ai::RetiredLevel& r : ai::retired_levels())
    retired.push_back({{"name", std::string(r.name)}, {"now", std::string(r.now)}});
  return {{"levels", std::move(levels)},
          {"retired", std::move(retired)},
          {"default", std::string(ai::kDefaultLevel)},
          {"ratings_measured", std::string(ai::kRatingsMeasured)}};
}

void print_levels(std::ostream& out) {
  out << "The levels to play against, weakest first (--ai NAME; default " << ai::kDefaultLevel
      << "):\n\n";
  const auto row = [&out](const ai::LevelInfo& l) {
    out << "  " << std::left << std::setw(10) << l.name << std::right << "  soft " << std::setw(4)
        << signed_rating(l.rating_soft) << "  sharp " << std::setw(4)
        << signed_rating(l.rating_sharp) << "  " << l.description << "\n";
  };
  for (const ai::LevelInfo& l : ai::levels())
    if (l.role == ai::LevelRole::Person) row(l);
  out << "\nThe players that measure them (arena, ladder):\n\n";
  for (const ai::LevelInfo& l : ai::levels())
    if (l.role == ai::LevelRole::Measurement) row(l);
  out << "\nRatings: the Elo scale of the ladder (Bradley-Terry on game points; 120 more is a 2:1 "
         "share of the points), measured by\n  "
      << ai::kRatingsMeasured << "\n";
  std::string retired;
  for (const ai::RetiredLevel& r : ai::retired_levels())
    retired +=
        (retired.empty() ? "" : ", ") + std::string(r.name) + " is now " + std::string(r.now);
  out << "Levels of earlier versions: " << retired << ".\n";
}

}  // namespace

void add_levels_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "levels", "List the AI levels: how each plays and its measured ratings (soft and sharp)");
  auto json = std::make_shared<bool>(false);
  cmd->add_flag("--json", *json, "Print one JSON object");
  cmd->callback([&run, json] {
    run = [json] {
      if (*json)
        std::cout << dump_pretty(levels_json()) << "\n";
      else
        print_levels(std::cout);
      return std::cout.flush() ? int{kExitOk} : int{kExitUsage};
    };
  });
}

}  // namespace schnapsen::cli
