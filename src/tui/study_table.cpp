// Study play on the terminal table (study_table.hpp).
#include "schnapsen/tui/study_table.hpp"

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/game/analysis.hpp"
#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {
namespace {

// The analysis in the table's card glyphs ("play 10♣", not the record's "play Tc").
std::vector<std::string> first_decision_lines(const ai::Evaluation& e, std::string_view level,
                                              std::optional<Action> played, const Glyphs& g) {
  std::vector<std::string> lines = game::study_verdict(e, level, played);
  lines.emplace_back(_("Expected game points won minus lost in this hand:"));
  for (const std::string& line : game::evaluation_lines(e)) lines.push_back("  " + line);
  for (std::string& line : lines) line = localize(line, g);
  return lines;
}

// The table as study play's front end: the player in seat 0, the AI's moves shown, the hand as
// dealt shown with the deal's note in the log.
class StudyFront : public game::PlayFrontEnd {
 public:
  StudyFront(FrontEnd& front, std::string note) : front_(front), note_(std::move(note)) {}
  game::HumanSeat& human(int seat) override { return front_.human(seat); }
  std::unique_ptr<ai::Player> watch(int seat, ai::Player& inner) override {
    return front_.show_thinking(seat, inner);
  }
  void show_hand_so_far(const game::HandSoFar& hand) override {
    front_.show_hand_so_far(hand, note_);
  }
  void on_event(const game::GameEvent& event) override { front_.on_event(event); }

 private:
  FrontEnd& front_;
  std::string note_;
};

// Plays the next deal of the position, then shows the analysis of the first decision over the
// final table; returns whether to play the position again (not when the player quit).
bool play_one_deal(Terminal& terminal, const StudyOptions& o, game::StudySession& study) {
  FrontEndOptions fo = table_options(o.look, study.position().rules, MatchSettings{});
  fo.names = {o.name, "AI"};
  fo.take_back = study.take_back();
  FrontEnd front(terminal, fo);
  front.set_save_status(false, o.note);
  StudyFront shown(front,
                   tr(N_("Study: %s (deal %d)"), {o.title, std::to_string(study.deal_number())}));
  const game::StudyOutcome played = study.play_deal(shown);
  if (played.left) return false;
  const int key = front.message_box(
      tr(N_("Study: %s"), {o.title}),
      first_decision_lines(study.analysis(), study.analysis_level().name, played.first, fo.glyphs),
      _("n: again with a new deal of the unseen cards, q: quit"), {kNewKeys, kCancelKeys});
  return kNewKeys.contains(key);
}

}  // namespace

void run_study(Terminal& terminal, const StudyOptions& options) {
  game::StudySession study(options.request);
  while (play_one_deal(terminal, options, study)) {
  }
}

}  // namespace schnapsen::tui
