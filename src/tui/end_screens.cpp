// The end-of-hand, Bummerl and match boxes (end_screens.hpp).
#include "schnapsen/tui/end_screens.hpp"

#include <algorithm>
#include <vector>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/review.hpp"

namespace schnapsen::tui {

std::string bummerls_lost(const game::TableSnapshot& t, const game::Naming& naming) {
  return tr(N_("Bummerls lost: %s %d, %s %d"),
            {game::shown_name(naming.players[0]), std::to_string(t.bummerls[0]),
             game::shown_name(naming.players[1]), std::to_string(t.bummerls[1])});
}

BoxLines hand_over_lines(const game::GameEvent& e, const game::Naming& naming) {
  BoxLines lines;
  lines.emplace_back(game::describe(e, naming), Role::Good);
  lines.emplace_back("", Role::Normal);
  for (int seat = 0; seat < 2; ++seat) {
    std::string cards;
    for (Card c : sorted_hand(e.won[seat])) {
      if (!cards.empty()) cards += ' ';
      cards += naming.card_name(c);
    }
    // The score with the marriages in it ("score 67 (marriages 20)"); one declared without a
    // trick does not count (R6.1). Each form is one sentence, so that a translation puts the
    // unit beside its number ("67 Augen (Ansagen 20)").
    const int tricks = e.tricks[seat];
    const std::vector<std::string> args = {game::shown_name(naming.players[seat]),
                                           std::to_string(tricks), std::to_string(e.scores[seat]),
                                           std::to_string(e.marriages[seat]), cards};
    std::string line;
    if (e.marriages[seat] > 0 && tricks == 0)
      line = tr(P_("%s: %d trick, score %d (marriages %d, not counted without a trick)",
                   "%s: %d tricks, score %d (marriages %d, not counted without a trick)", tricks),
                {args[0], args[1], args[2], args[3]});
    else if (e.marriages[seat] > 0)
      // TRANSLATORS: the player, tricks, the score (card points), the marriages' points in it,
      // the cards won.
      line = tr(P_("%s: %d trick, score %d (marriages %d): %s",
                   "%s: %d tricks, score %d (marriages %d): %s", tricks),
                args);
    else if (!cards.empty())
      line = tr(P_("%s: %d trick, score %d: %s", "%s: %d tricks, score %d: %s", tricks),
                {args[0], args[1], args[2], cards});
    else
      line = tr(P_("%s: %d trick, score %d", "%s: %d tricks, score %d", tricks),
                {args[0], args[1], args[2]});
    lines.emplace_back(line, Role::Normal);
  }
  lines.emplace_back(
      tr(N_("Bummerl points: %s %d, %s %d"),
         {game::shown_name(naming.players[0]), std::to_string(std::max(0, e.points_left[0])),
          game::shown_name(naming.players[1]), std::to_string(std::max(0, e.points_left[1]))}),
      Role::Normal);
  lines.emplace_back(bummerls_lost(e.table, naming), Role::Normal);
  if (e.taken_back)
    lines.emplace_back(_("A move was taken back in this hand: it counts neither as won nor as "
                         "lost in your statistics."),
                       Role::Dimmed);
  return lines;
}

BoxLines review_lines(const game::GameEvent& e, const game::Naming& naming,
                      std::array<bool, 2> reviewed, bool by_name) {
  BoxLines lines;
  for (int seat = 0; seat < 2; ++seat) {
    if (!reviewed[seat]) continue;
    const std::optional<game::Mistake> mistake = e.review(seat);
    const std::string name = game::shown_name(naming.players[seat]);
    if (mistake && by_name)
      lines.emplace_back(tr(N_("%s's biggest mistake: %s"),
                            {name, game::describe_mistake(*mistake, naming, name)}),
                         Role::Warning);
    else if (mistake)
      lines.emplace_back(
          tr(N_("Your biggest mistake: %s"), {game::describe_mistake(*mistake, naming)}),
          Role::Warning);
    else if (by_name)
      lines.emplace_back(tr(N_("%s's play was flawless by what you could know."), {name}),
                         Role::Good);
    else
      lines.emplace_back(_("Your play was flawless by what you could know."), Role::Good);
  }
  return lines;
}

BoxLines bummerl_over_lines(const game::GameEvent& e, const game::Naming& naming) {
  const std::string chalked = std::to_string(e.chalked);
  const std::string& lost_by = naming.players[1 - e.seat];
  std::string chalk;
  if (e.schneider && lost_by == game::kYou)
    chalk = tr(P_("You chalk up %d Bummerl (Schneider-Bummerl).",
                  "You chalk up %d Bummerls (Schneider-Bummerl).", e.chalked),
               {chalked});
  else if (e.schneider)
    chalk = tr(P_("%s chalks up %d Bummerl (Schneider-Bummerl).",
                  "%s chalks up %d Bummerls (Schneider-Bummerl).", e.chalked),
               {game::shown_name(lost_by), chalked});
  else if (lost_by == game::kYou)
    chalk = tr(P_("You chalk up %d Bummerl.", "You chalk up %d Bummerls.", e.chalked), {chalked});
  else
    chalk = tr(P_("%s chalks up %d Bummerl.", "%s chalks up %d Bummerls.", e.chalked),
               {game::shown_name(lost_by), chalked});
  return {
      {game::about(naming.players[e.seat], N_("You win the Bummerl."), N_("%s wins the Bummerl.")),
       Role::Good},
      {chalk, Role::Normal},
      {bummerls_lost(e.table, naming), Role::Normal}};
}

BoxLines match_over_lines(const game::GameEvent& e, const game::Naming& naming) {
  return {{game::about(naming.players[e.seat], N_("You win the match!"), N_("%s wins the match!")),
           Role::Good},
          {bummerls_lost(e.table, naming), Role::Normal},
          {tr(N_("Hands played: %d"), {std::to_string(e.table.hands_played)}), Role::Normal}};
}

BoxContent HandOverBox::content() const {
  BoxLines lines = hand_over_lines(over, naming);
  if (!review.empty()) {
    lines.emplace_back("", Role::Normal);
    lines.insert(lines.end(), review.begin(), review.end());
  }
  return {tr(N_("Hand %d over"), {std::to_string(over.hand_index + 1)}), std::move(lines),
          tricks ? _("Enter: continue, t: the hand's tricks") : _("Press Enter to continue")};
}

BoxContent BummerlOverBox::content() const {
  return {_("Bummerl over"), bummerl_over_lines(over, naming), _("Press Enter to continue")};
}

BoxContent MatchOverBox::content() const {
  BoxLines lines = match_over_lines(over, naming);
  // After "You win the match!": how the last Bummerl went (its own tally line is the same).
  if (!last_bummerl.empty())
    lines.insert(lines.begin() + 1, last_bummerl.begin(), last_bummerl.end() - 1);
  return {_("Match over"), std::move(lines), _("Press Enter to continue")};
}

}  // namespace schnapsen::tui
