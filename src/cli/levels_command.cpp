// `schnapsen levels [--json]`: the AI levels with how each plays and its measured ratings, from
// the level registry (levels.hpp), wrapped to the terminal's width.
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/text_format.hpp"
#include "schnapsen/tui/text.hpp"

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
  Json aliases = Json::array();
  for (const ai::LevelAlias& a : ai::level_aliases())
    aliases.push_back({{"name", std::string(a.name)}, {"level", std::string(a.level)}});
  Json retired = Json::array();
  for (const ai::RetiredLevel& r : ai::retired_levels())
    retired.push_back({{"name", std::string(r.name)}, {"now", std::string(r.now)}});
  return {{"levels", std::move(levels)},
          {"aliases", std::move(aliases)},
          {"retired", std::move(retired)},
          {"default", std::string(ai::kDefaultLevel)},
          {"ratings_measured", std::string(ai::kRatingsMeasured)}};
}

// The width to wrap to: the terminal's when the output is one, else $COLUMNS, else 80.
int output_width() {
  winsize size{};
  if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
    return size.ws_col;
  if (const char* columns = std::getenv("COLUMNS"))
    if (const auto n = text::parse_number<int>(columns); n && *n > 0) return *n;
  return 80;
}

// `text` wrapped to `width` columns, its lines after the first indented by `indent` columns.
std::string wrapped(const std::string& text, int width, int indent) {
  std::string out;
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  for (const std::string& line : tui::wrap(text, std::max(20, width - 1) - indent)) {
    if (!out.empty()) out += "\n" + pad;
    out += line;
  }
  return out;
}

void print_levels(std::ostream& out, int width) {
  out << wrapped("The levels to play against, weakest first (--ai NAME; default " +
                     std::string(ai::kDefaultLevel) + "):",
                 width, 0)
      << "\n\n";
  // "  skilled     soft  +40  sharp  +35  " and the level's sentence: beside it where at least
  // 30 columns are left for it, else on the next lines.
  constexpr int kHead = 37;
  const bool beside = width - 1 - kHead >= 30;
  const auto row = [&](const ai::LevelInfo& l) {
    std::ostringstream head;
    head << "  " << std::left << std::setw(10) << l.name << std::right << "  soft " << std::setw(4)
         << signed_rating(l.rating_soft) << "  sharp " << std::setw(4)
         << signed_rating(l.rating_sharp);
    const std::string description(l.description);
    if (beside)
      out << head.str() << "  " << wrapped(description, width, kHead) << "\n";
    else
      out << head.str() << "\n    " << wrapped(description, width, 4) << "\n";
  };
  for (const ai::LevelInfo& l : ai::levels())
    if (l.role == ai::LevelRole::Person) row(l);
  out << "\nThe players that measure them (arena, ladder):\n\n";
  for (const ai::LevelInfo& l : ai::levels())
    if (l.role == ai::LevelRole::Measurement) row(l);
  out << "\n"
      << wrapped(
             "Ratings: the Elo scale of the ladder (Bradley-Terry on game points; 120 more is "
             "a 2:1 share of the points), measured by " +
                 std::string(ai::kRatingsMeasured),
             width, 2)
      << "\n";
  std::string aliases;
  for (const ai::LevelAlias& a : ai::level_aliases())
    aliases += (aliases.empty() ? "" : ", ") + std::string(a.name) + " is " + std::string(a.level);
  out << wrapped("Other names: " + aliases + " (the baselines of earlier measurements).", width, 2)
      << "\n";
  std::string retired;
  for (const ai::RetiredLevel& r : ai::retired_levels())
    retired +=
        (retired.empty() ? "" : ", ") + std::string(r.name) + " is now " + std::string(r.now);
  out << wrapped("Levels of earlier versions: " + retired + ".", width, 2) << "\n";
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
        print_levels(std::cout, output_width());
      return std::cout.flush() ? int{kExitOk} : int{kExitUsage};
    };
  });
}

}  // namespace schnapsen::cli
