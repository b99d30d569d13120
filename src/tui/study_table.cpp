// Study play on the terminal table (study_table.hpp).
#include "schnapsen/tui/study_table.hpp"

#include <memory>
#include <optional>
#include <vector>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/analysis.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/study.hpp"

namespace schnapsen::tui {
namespace {

// The analysis in the table's card glyphs ("play 10♣", not the record's "play Tc").
std::vector<std::string> first_decision_lines(const ai::Evaluation& e, std::string_view level,
                                              std::optional<Action> played, const Glyphs& g) {
  std::vector<std::string> lines;
  lines.push_back(played ? tr(N_("Your first decision: %s."), {to_string(*played)})
                         : std::string(_("You made no decision in this hand.")));
  lines.push_back(tr(N_("The %s level, with what you knew, plays %s."),
                     {std::string(level), to_string(e.choice)}));
  lines.emplace_back(_("Expected game points won minus lost in this hand:"));
  for (const std::string& line : game::evaluation_lines(e)) lines.push_back("  " + line);
  for (std::string& line : lines) line = localize(line, g);
  return lines;
}

// Plays one deal of the position, then shows the analysis of the first decision over the
// final table; returns whether to play the position again (not when the player quit).
bool play_one_deal(Terminal& terminal, const StudyOptions& o, std::uint64_t seed, int round,
                   const ai::LevelInfo& level, std::optional<ai::Evaluation>& analysis) {
  FrontEndOptions fo = table_options(o.look, o.position.rules, MatchSettings{});
  fo.names = {o.name, "AI"};
  fo.take_back = o.take_back;
  FrontEnd front(terminal, fo);
  front.set_save_status(false, o.note);
  const std::unique_ptr<ai::Player> ai = ai::make_level(o.ai, seed);
  if (!ai) throw ai::PlayerFailure("unknown level '" + o.ai + "'");
  const std::unique_ptr<ai::Player> watched = front.show_thinking(1, *ai);
  const std::string note = tr(N_("Study: %s (deal %d)"), {o.title, std::to_string(round)});
  const game::StudyOutcome played = game::play_study(
      o.position, seed, o.take_back, front.human(0), *watched,
      [&](const game::HandSoFar& hand) { front.show_hand_so_far(hand, note); },
      [&front](const game::GameEvent& e) { front.on_event(e); });
  if (played.left) return false;
  if (!analysis) analysis = game::analyze_study(o.position, level);
  const int key = front.message_box(
      tr(N_("Study: %s"), {o.title}),
      first_decision_lines(*analysis, level.name, played.first, fo.glyphs),
      _("n: again with a new deal of the unseen cards, q: quit"), {kNewKeys, kCancelKeys});
  return kNewKeys.contains(key);
}

}  // namespace

void run_study(Terminal& terminal, const StudyOptions& options) {
  const ai::LevelInfo& level = game::study_analysis_level(options.ai);
  SplitMix64 seeds(options.seed);
  std::optional<ai::Evaluation> analysis;  // the same for every deal: computed once
  for (int round = 1; play_one_deal(terminal, options, seeds.next(), round, level, analysis);
       ++round) {
  }
}

}  // namespace schnapsen::tui
