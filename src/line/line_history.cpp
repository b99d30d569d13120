// The history viewer in line mode (line_history.hpp).
#include "schnapsen/line/line_history.hpp"

#include <string>
#include <vector>

#include "schnapsen/game/events.hpp"
#include "schnapsen/game/hand_moments.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/review.hpp"
#include "schnapsen/line/card_words.hpp"
#include "schnapsen/line/line_table.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::line {

namespace {

constexpr int kSeat = 0;  // the player at this terminal, as the table's viewer has it

}  // namespace

void read_history(std::ostream& out, const game::HistoryEntry& entry, bool german_suits) {
  const game::SavedMatch& h = entry.hand;
  game::Naming naming;
  naming.players = {safe(h.seats[0].name), safe(h.seats[1].name)};
  naming.card = [german_suits](Card c) { return card_words(c, german_suits); };
  naming.suit = [german_suits](Suit s) { return suit_words(s, german_suits); };
  naming.trick_points = h.hand.rules.review_won_tricks;
  const auto say = [&out](const std::string& line) { out << line << std::endl; };
  say(tr(N_("History: %s against %s, %s rules, hand %d of its match, finished %s."),
         {game::shown_name(naming.players[0]), game::shown_name(naming.players[1]),
          std::string(rules_name(h.hand.rules)), std::to_string(h.hands_played + 1),
          entry.finished.empty() ? std::string("?") : entry.finished.substr(0, 10)}));
  const auto judge = game::make_decision_judge();
  std::size_t told = 0;  // the events said so far
  for (const game::HandMoment& m : game::hand_moments(h, kSeat)) {
    for (; told < m.events.size(); ++told) say(game::describe(m.events[told], naming));
    if (!m.decision) continue;
    const Action taken = m.next->action;
    std::vector<std::string> held;
    for (const Card c : m.view.hand) held.push_back(naming.card_name(c));
    say(game::about(naming.players[kSeat], N_("You held: %s."), N_("%s held: %s."),
                    {text::join(held, ", ")}));
    say(game::about(
        naming.players[kSeat], N_("Your decision: %s."), N_("%s's decision: %s."),
        {game::decision_verdict(judge(m.view, taken), taken, naming, game::VerdictLength::Full)}));
  }
  say(_("End of the hand."));
}

}  // namespace schnapsen::line
