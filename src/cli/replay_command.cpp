// `schnapsen replay FILE [--json | --position [SEAT] [--history]]`: replays a hand record
// (docs/records.md), or prints the position the seat to act sees at its end (docs/positions.md),
// with the hand's history when asked.
#include <algorithm>
#include <iostream>

#include "commands.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {
namespace {

Json sorted_actions(const ActionList& list) {
  std::vector<std::string> names;
  for (Action a : list) names.push_back(to_string(a));
  std::sort(names.begin(), names.end());
  Json out = Json::array();
  for (auto& n : names) out.push_back(std::move(n));
  return out;
}

Json replay_json(const Replay& r) {
  Json steps = Json::array();
  for (const auto& s : r.steps) {
    Json step = Json::object();
    step["seat"] = s.seat;
    step["legal"] = sorted_actions(s.legal);
    step["action"] = s.action ? Json(to_string(*s.action)) : Json();
    steps.push_back(std::move(step));
  }
  Json out = Json::object();
  out["steps"] = std::move(steps);
  const auto& st = r.state;
  if (st.over()) {
    Json res = Json::object();
    res["winner"] = static_cast<int>(st.result().winner);
    res["game_points"] = static_cast<int>(st.result().game_points);
    out["result"] = std::move(res);
  } else {
    out["result"] = Json();
  }
  out["score"] = Json::array({st.score(0), st.score(1)});
  out["tricks"] = Json::array({st.tricks(0), st.tricks(1)});
  return out;
}

// A human-readable account, for use without --json: each step's seat, the action taken and the
// legal actions it was chosen from (as the man page says), then score, tricks and result.
void print_text(const Replay& r) {
  for (const auto& s : r.steps) {
    std::vector<std::string> names;
    for (Action a : s.legal) names.push_back(to_string(a));
    std::sort(names.begin(), names.end());
    std::string legal;
    for (const std::string& name : names) legal += (legal.empty() ? "" : ", ") + name;
    if (s.action)
      std::cout << s.seat << " " << to_string(*s.action) << "    legal: " << legal << "\n";
    else
      std::cout << "seat " << s.seat << " to act, legal: " << legal << "\n";
  }
  const auto& st = r.state;
  std::cout << "score " << st.score(0) << " : " << st.score(1) << ", tricks " << st.tricks(0)
            << " : " << st.tricks(1) << "\n";
  if (st.over())
    std::cout << "seat " << int(st.result().winner) << " wins " << int(st.result().game_points)
              << " game point" << (st.result().game_points > 1 ? "s" : "") << "\n";
}

// The position `seat` sees after the record's actions (docs/positions.md); "" is the seat to act.
// `history`: with the hand's history line.
int print_position_of(const std::string& file, const HandRecord& record, const HandState& state,
                      const std::string& seat_text, bool history) {
  if (state.over()) {
    std::cerr << "schnapsen replay: " << text::shorten(file, text::kMaxShownPath)
              << ": the hand is over: no one is to act\n";
    return kExitFinished;
  }
  const int seat = seat_text.empty() ? state.to_act() : seat_text == "1" ? 1 : 0;
  if (seat != state.to_act()) {
    std::cerr << "schnapsen replay: " << text::shorten(file, text::kMaxShownPath) << ": seat "
              << seat << " is not to act (seat " << state.to_act()
              << " is); a position is what the player to act knows\n";
    return kExitUsage;
  }
  const SeatView view = make_view(state, record.actions, seat);
  std::cout << "# " << text::shorten(file, text::kMaxShownPath) << ", seat " << seat
            << " to act after " << record.actions.size() << " action"
            << (record.actions.size() == 1 ? "" : "s") << "\n"
            << print_position(position_of(view, {7, 7}, history));
  return kExitOk;
}

}  // namespace

int run_replay(const std::string& file, bool json, bool position, const std::string& seat,
               bool history) {
  auto record = read_record_file("replay", file);
  if (!record) return record.error();
  auto result = replay(*record);
  if (!result) {
    std::cerr << "schnapsen replay: " << text::shorten(file, text::kMaxShownPath) << ": "
              << result.error().describe() << "\n";
    return kExitIllegal;
  }
  if (position) return print_position_of(file, *record, result->state, seat, history);
  if (json)
    std::cout << dump_pretty(replay_json(*result)) << "\n";
  else
    print_text(*result);
  return kExitOk;
}

void add_replay_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("replay", "Replay a hand record and list every step");
  auto file = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  cmd->add_option("FILE", *file, "Hand record (see docs/records.md)")->required();
  auto seat = std::make_shared<std::string>();
  cmd->add_flag("--json", *json, "Print the replay as one JSON object");
  auto* position =
      cmd->add_option("--position", *seat,
                      "Print the position the seat to act (0 or 1, default: whoever is to act) "
                      "sees after the record's actions")
          ->expected(0, 1)
          ->check(CLI::IsMember({"0", "1"}));
  auto history = std::make_shared<bool>(false);
  cmd->add_flag("--history", *history,
                "With --position: add the hand's public actions so far (the position's history "
                "line)")
      ->needs(position);
  cmd->callback([&run, file, json, seat, position, history] {
    const bool want_position = position->count() > 0;
    run = [file, json, seat, want_position, history] {
      return run_replay(*file, *json, want_position, *seat, *history);
    };
  });
}

}  // namespace schnapsen::cli
