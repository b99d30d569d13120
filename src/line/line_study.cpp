// Study play in line mode (line_study.hpp).
#include "schnapsen/line/line_study.hpp"

#include <utility>

#include "schnapsen/game/analysis.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/take_back.hpp"

namespace schnapsen::line {

bool LineTable::play_study_deal(game::StudySession& study, const std::string& title) {
  game::MatchSetup setup;
  setup.spec.rules = study.position().rules;
  setup.spec.seats = game::study_seats();
  setup.spec.seats[0].name = std::string(game::kYou);
  setup.spec.seats[1].name = "AI " + study.ai();
  setup.take_back = study.take_back();
  setup.advice = false;  // the analysis after the deal is the study's answer
  begin_match(setup);
  studying_ = true;
  say(tr(N_("Study: %s, deal %d."), {safe(title), std::to_string(study.deal_number())}));
  const game::StudyOutcome played = study.play_deal(*this);
  if (played.left) return false;
  const ai::Evaluation& e = study.analysis();
  for (const std::string& line :
       game::study_verdict(e, study.analysis_level().name, played.first, &naming_))
    say(line);
  say(_("Expected game points won minus lost in this hand, best first:"));
  for (const ai::ActionEstimate& estimate : e.values)
    say(game::describe_estimate(estimate, &naming_) + ".");
  return ask(_("Again with a new deal of the unseen cards? yes or no"), false);
}

void run_study(std::istream& in, std::ostream& out, LineOptions options,
               const game::StudyRequest& request, const std::string& title) {
  game::StudySession study(request);
  LineTable table(in, out, std::move(options));
  while (table.play_study_deal(study, title)) {
  }
}

}  // namespace schnapsen::line
