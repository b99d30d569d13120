#include "schnapsen/game/analysis.hpp"

#include <cmath>
#include <cstdio>

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::game {

// Translated only when the table has turned a language on (study play); `analyze` stays English.
std::string game_points_text(double value) {
  const std::string shown = decimal(value, 2, true);
  return tr(std::abs(std::abs(value) - 1.0) < 0.005 ? N_("%s game point") : N_("%s game points"),
            {shown});
}

std::string describe_estimate(const ai::ActionEstimate& e, const Naming* naming) {
  std::string out = (naming ? action_text(e.action, *naming) : to_string(e.action)) + ": " +
                    game_points_text(e.value);
  // A claim's value is known from what the claimer sees (its score, the opponent's tricks):
  // it is the same in every world, so no sample stands behind it.
  if (e.action.kind == ActionKind::Claim) return out + " " + _("(certain)");
  if (e.worlds > 0) {
    const std::string n = std::to_string(e.worlds);
    out += " ";
    if (e.sampled)
      out += tr(P_("(%d sampled world)", "(%d sampled worlds)", e.worlds), {n});
    else
      out += tr(P_("(all %d opponent hand)", "(all %d opponent hands)", e.worlds), {n});
  }
  return out;
}

std::vector<std::string> evaluation_lines(const ai::Evaluation& evaluation,
                                          std::optional<Action> played, const Naming* naming) {
  std::vector<std::string> out;
  for (const ai::ActionEstimate& e : evaluation.values) {
    std::string line = describe_estimate(e, naming);
    if (played ? e.action == *played : e.action == evaluation.choice)
      line += std::string("  ") + (played ? _("<- played") : _("<- choice"));
    out.push_back(std::move(line));
  }
  if (!played && !evaluation.find(evaluation.choice))
    out.insert(out.begin(),
               tr(N_("%s: settled by rule  <- choice"), {to_string(evaluation.choice)}));
  if (evaluation.played_out.empty()) return out;
  out.emplace_back(_("Played to the end of the hand by players who see only their own cards:"));
  for (const ai::ActionEstimate& e : evaluation.played_out)
    out.push_back("  " + describe_estimate(e, naming) +
                  (!played && e.action == evaluation.choice ? std::string("  ") + _("<- choice")
                                                            : std::string()));
  return out;
}

std::vector<std::string> study_verdict(const ai::Evaluation& evaluation, std::string_view level,
                                       std::optional<Action> played, const Naming* naming) {
  const auto text = [naming](Action a) { return naming ? action_text(a, *naming) : to_string(a); };
  return {played ? tr(N_("Your first decision: %s."), {text(*played)})
                 : std::string(_("You made no decision in this hand.")),
          tr(N_("The %s level, with what you knew, plays %s."),
             {std::string(level), text(evaluation.choice)})};
}

}  // namespace schnapsen::game
