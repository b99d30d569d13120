#include "schnapsen/game/analysis.hpp"

#include <cmath>
#include <cstdio>

namespace schnapsen::game {

std::string game_points_text(double value) {
  char buf[32];
  const double shown = std::abs(value) < 0.005 ? 0.0 : value;  // no "-0.00"
  std::snprintf(buf, sizeof buf, "%+.2f", shown);
  return std::string(buf) + " game point" + (std::abs(shown) == 1.0 ? "" : "s");
}

std::string describe_estimate(const ai::ActionEstimate& e) {
  std::string out = to_string(e.action) + ": " + game_points_text(e.value);
  if (e.worlds > 0) {
    const std::string n = std::to_string(e.worlds);
    if (e.sampled)
      out += " (" + n + " sampled world" + (e.worlds == 1 ? ")" : "s)");
    else
      out += " (all " + n + " opponent hand" + (e.worlds == 1 ? ")" : "s)");
  }
  return out;
}

std::vector<std::string> evaluation_lines(const ai::Evaluation& evaluation) {
  std::vector<std::string> out;
  for (const ai::ActionEstimate& e : evaluation.values) {
    std::string line = describe_estimate(e);
    if (e.action == evaluation.choice) line += "  <- choice";
    out.push_back(std::move(line));
  }
  if (!evaluation.find(evaluation.choice))
    out.insert(out.begin(), to_string(evaluation.choice) + ": settled by rule  <- choice");
  return out;
}

}  // namespace schnapsen::game
