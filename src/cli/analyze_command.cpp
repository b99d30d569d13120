// `schnapsen analyze POSITION [--level L] [--json]`: every legal action of a position valued as
// the AI level would value it with the player's own information (docs/positions.md).
#include <iostream>

#include "commands.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/game/analysis.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/text_format.hpp"
#include "table_flags.hpp"

namespace schnapsen::cli {
namespace {

Json evaluation_json(std::string_view level, const ai::Evaluation& e, bool for_bummerl) {
  Json out = Json::object();
  out["level"] = std::string(level);
  out["choice"] = to_string(e.choice);
  Json values = Json::object();
  for (const ai::ActionEstimate& a : e.values) values[to_string(a.action)] = a.value;
  out["values"] = std::move(values);
  if (for_bummerl) {  // the level plays for the Bummerl: its chance after each action
    Json chances = Json::object();
    for (const ai::ActionEstimate& a : e.values) chances[to_string(a.action)] = a.utility;
    out["bummerl_win"] = std::move(chances);
  }
  if (!e.played_out.empty()) {  // the play-outs took the decision over: each candidate's mean
    Json played = Json::object();
    for (const ai::ActionEstimate& a : e.played_out) played[to_string(a.action)] = a.value;
    out["played_out"] = std::move(played);
  }
  out["worlds"] = e.worlds;
  out["sampled"] = e.sampled;
  return out;
}

}  // namespace

int run_analyze(const std::string& file, const std::string& level_name, bool json, int threads) {
  auto position = read_position_file("analyze", file);
  if (!position) return position.error();
  const SeatView view = view_of(*position);
  if (view.legal.empty()) {
    std::cerr << "schnapsen analyze: " << text::shorten(file, text::kMaxShownPath)
              << ": the hand is over: no action to analyze\n";
    return kExitFinished;
  }
  const ai::SearchSettings& search = ai::level_settings(level_name);  // checked by the option
  ai::SearchPlayer level(level_name, search, threads);
  ai::MatchInfo match;
  match.points = position->match;
  const ai::Evaluation e = level.evaluate(view, match, ai::Scope::All);
  if (json) {
    std::cout << dump_line(evaluation_json(level_name, e, search.play_for_bummerl)) << "\n";
    return kExitOk;
  }
  std::cout << "The " << level_name << " level plays " << to_string(e.choice) << ".\n";
  std::cout << "Expected game points won minus lost in this hand, for each action:\n";
  for (const std::string& line : game::evaluation_lines(e)) std::cout << "  " << line << "\n";
  return kExitOk;
}

void add_analyze_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "analyze", "Value every action of a position as an AI level would (docs/positions.md)");
  auto file = std::make_shared<std::string>();
  auto level = std::make_shared<std::string>("master");
  auto json = std::make_shared<bool>(false);
  auto threads = std::make_shared<int>(ai::machine_threads());
  cmd->add_option("POSITION", *file, "Position file (schnapsen-position 1)")->required();
  const std::string list = ai::search_level_names();
  cmd->add_option("--level", *level, "AI level that searches: " + list + " (default master)")
      ->check(CLI::Validator(
          [list](const std::string& value) -> std::string {
            const ai::LevelInfo* info = ai::find_level(ai::current_level_name(value));
            if (info == nullptr || info->kind != ai::LevelKind::Search)
              return "level '" + value + "' is not a search level (expected " + list + ")";
            return {};
          },
          "LEVEL"));
  cmd->add_flag("--json", *json, "Print one JSON object");
  add_threads_flag(*cmd, *threads);
  cmd->callback([&run, file, level, json, threads] {
    run = [file, level, json, threads] {
      if (const std::string note = game::retired_level_note(*level); !note.empty())
        std::cerr << "schnapsen analyze: " << note << "\n";
      return run_analyze(*file, ai::current_level_name(*level), *json, *threads);
    };
  });
}

}  // namespace schnapsen::cli
