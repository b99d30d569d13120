// `schnapsen solve FILE [--json]`: the perfect-information value of every legal action in the
// position a hand record leads to (docs/records.md).
#include <algorithm>
#include <iomanip>
#include <iostream>

#include "commands.hpp"
#include "schnapsen/ai/solver.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/record.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {
namespace {

struct NamedValue {
  std::string action;
  int value = 0;
};

// Every legal action with its value, by action name in plain byte order (as `replay` lists).
std::vector<NamedValue> solve_position(const HandState& state) {
  ai::Solver solver;
  std::vector<NamedValue> out;
  for (const auto& av : solver.action_values(state))
    out.push_back({to_string(av.action), av.value});
  std::sort(out.begin(), out.end(),
            [](const NamedValue& a, const NamedValue& b) { return a.action < b.action; });
  return out;
}

std::string signed_value(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

// A readable table, best actions first.
void print_table(int seat, std::vector<NamedValue> values) {
  std::stable_sort(values.begin(), values.end(),
                   [](const NamedValue& a, const NamedValue& b) { return a.value > b.value; });
  std::cout << "seat " << seat << " to act; game points won minus lost with perfect play:\n";
  for (const auto& v : values) {
    std::cout << "  " << std::left << std::setw(10) << v.action << std::right << std::setw(3)
              << signed_value(v.value) << (v.value == values.front().value ? "  best" : "") << "\n";
  }
}

}  // namespace

int run_solve(const std::string& file, bool json) {
  auto record = read_record_file("solve", file);
  if (!record) return record.error();
  auto state = replay_state(*record);
  if (!state) {
    std::cerr << "schnapsen solve: " << text::shorten(file, text::kMaxShownPath) << ": "
              << state.error().describe() << "\n";
    return kExitIllegal;
  }
  if (state->over()) {
    const auto& r = state->result();
    std::cerr << "schnapsen solve: " << text::shorten(file, text::kMaxShownPath)
              << ": the hand is over (seat " << int(r.winner) << " won " << int(r.game_points)
              << "): nothing to solve\n";
    return kExitFinished;
  }
  const auto values = solve_position(*state);
  if (json) {
    Json table = Json::object();
    for (const auto& v : values) table[v.action] = v.value;
    Json out = Json::object();
    out["seat"] = state->to_act();
    out["values"] = std::move(table);
    std::cout << dump_line(out) << "\n";
  } else {
    print_table(state->to_act(), values);
  }
  return kExitOk;
}

void add_solve_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand(
      "solve", "Value every legal action of a hand record's position with all cards known");
  auto file = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  cmd->add_option("FILE", *file, "Hand record (see docs/records.md)")->required();
  cmd->add_flag("--json", *json, "Print the values as one JSON object");
  cmd->callback([&run, file, json] { run = [file, json] { return run_solve(*file, *json); }; });
}

}  // namespace schnapsen::cli
