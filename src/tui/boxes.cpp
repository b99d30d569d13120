// The boxes a player opens over the table (boxes.hpp).
#include "schnapsen/tui/boxes.hpp"

#include <algorithm>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/help.hpp"
#include "schnapsen/tui/keys.hpp"

namespace schnapsen::tui {

int tricks_before(const SeatView& view, const std::vector<PlayedTrick>& tricks) {
  return std::max(0, view.tricks[0] + view.tricks[1] - static_cast<int>(tricks.size()));
}

BoxLines trick_lines(const SeatView& view, const game::Naming& naming, std::optional<int> won_by) {
  BoxLines lines;
  const std::vector<PlayedTrick> tricks = played_tricks(view.history, view.trump);
  int number = tricks_before(view, tricks);
  for (const PlayedTrick& t : tricks) {
    ++number;
    if (won_by && t.winner != *won_by) continue;
    const std::vector<std::string> args = {
        std::to_string(number), naming.card_name(t.cards[0]), naming.card_name(t.cards[1]),
        std::to_string(t.cards[0].points() + t.cards[1].points())};
    lines.emplace_back(
        won_by ? tr(N_("Trick %d: %s %s  (%d)"), args)
               : tr(N_("Trick %d: %s %s  (%d) %s"),
                    {args[0], args[1], args[2], args[3],
                     game::shown_name(naming.players[static_cast<std::size_t>(t.winner)])}),
        Role::Normal);
  }
  return lines;
}

BoxContent HelpBox::content() const {
  BoxLines lines;
  for (const std::string& l : key_help_lines(glyphs)) lines.emplace_back(l, Role::Normal);
  lines.emplace_back("", Role::Normal);
  for (const std::string& l : rules_summary(rules, match)) lines.emplace_back(l, Role::Normal);
  return {_("Help"), std::move(lines), _("Press Enter to go back")};
}

BoxContent StatisticsBox::content() const {
  BoxLines out;
  if (lines)
    for (const std::string& l : *lines) out.emplace_back(l, Role::Normal);
  else
    out.emplace_back(_("No statistics are kept in this game (nothing is saved)."), Role::Dimmed);
  return {_("Statistics"), std::move(out), _("Press Enter to go back")};
}

BoxContent help_box(const FrontEndOptions& o) {
  return HelpBox{o.glyphs, o.rules, o.match}.content();
}

BoxContent statistics_box(const FrontEndOptions& o) {
  return StatisticsBox{o.statistics ? std::optional(o.statistics()) : std::nullopt}.content();
}

BoxContent WonTricksBox::content() const {
  BoxLines lines = trick_lines(view, naming, view.seat);
  if (lines.empty()) lines.emplace_back(_("You have not won a trick yet."), Role::Dimmed);
  if (show_score)
    lines.emplace_back(tr(N_("Your score: %d"), {std::to_string(view.scores[view.seat])}),
                       Role::Good);
  return {_("Your won tricks"), std::move(lines), _("Press Enter to go back")};
}

BoxContent HandTricksBox::content() const {
  BoxLines lines = trick_lines(view, naming);
  if (lines.empty()) lines.emplace_back(_("No trick was played."), Role::Dimmed);
  return {_("The hand's tricks"), std::move(lines), _("Press Enter to go back")};
}

BoxContent PrivacyBox::content() const {
  BoxLines lines{{tr(N_("Pass the keyboard to %s."), {name}), Role::Normal}};
  if (!trick.empty()) lines.emplace_back(trick, Role::Normal);
  lines.emplace_back(_("Both hands are hidden."), Role::Dimmed);
  return {_("Hot-seat"), std::move(lines), tr(N_("%s, press Enter to see your hand"), {name})};
}

namespace {

// A card of the last trick in the person of its player: "you led K♥" or "Anna led K♥" (German
// "du spieltest K♥ aus" or "Anna spielte K♥ aus").
std::string trick_clause(const game::Naming& naming, const std::pair<int, Card>& played,
                         const char* you, const char* other) {
  return game::about(naming.players[static_cast<std::size_t>(played.first)], you, other,
                     {naming.card_name(played.second)});
}

}  // namespace

std::string trick_in_view(const TrickShown& trick, const game::Naming& naming) {
  if (trick.cards.empty()) return {};
  const std::string led = trick_clause(naming, trick.cards[0], N_("you led %s"), N_("%s led %s"));
  if (trick.cards.size() == 1) return tr(N_("On the table: %s."), {led});
  return tr(N_("On the table: %s, %s."),
            {led, trick_clause(naming, trick.cards[1], N_("you played %s"), N_("%s played %s"))});
}

std::pair<std::string, Role> last_trick_line(const std::optional<TrickShown>& last,
                                             const SeatView& view, const Rules& rules,
                                             const game::Naming& naming) {
  if (!rules.review_won_tricks)
    return {_("Sharp rules: a finished trick is turned face down at once (R9.2)"), Role::Warning};
  if (!last || last->cards.size() != 2)
    return {view.tricks[0] + view.tricks[1] == 0
                ? std::string(_("No trick has been taken yet in this hand"))
                : std::string(_("No trick to look back at: the next trick has begun")),
            Role::Warning};
  return {tr(N_("Last trick: %s, %s; %s"),
             {trick_clause(naming, last->cards[0], N_("you led %s"), N_("%s led %s")),
              trick_clause(naming, last->cards[1], N_("you played %s"), N_("%s played %s")),
              last->note}),
          Role::Normal};
}

std::optional<int> HistoryMenu::choose(Dialogs& dialogs) const {
  if (rows.empty()) {
    dialogs.box(_("History"), {{_("No finished hands yet."), Role::Dimmed}},
                _("Press Enter to go back"));
    return std::nullopt;
  }
  // The newest nine (keys 1-9); `schnapsen history` lists them all.
  std::vector<Dialogs::MenuEntry> entries;
  for (std::size_t i = 0; i < rows.size() && i < 9; ++i)
    entries.push_back({static_cast<char>('1' + i), rows[i]});
  const int chosen = dialogs.menu(_("History, newest first"), entries,
                                  _("Enter: step through the hand, q: close"));
  if (chosen < 0) return std::nullopt;
  return chosen + 1;
}

std::optional<std::string> OpponentMenu::choose(Dialogs& dialogs) const {
  std::vector<std::string> levels = ai::person_level_names();  // weakest first
  if (levels.size() > 9) levels.resize(9);
  std::vector<Dialogs::MenuEntry> entries;
  for (std::size_t i = 0; i < levels.size(); ++i)
    entries.push_back({static_cast<char>('1' + i), game::shown_name("AI " + levels[i])});
  const int chosen = dialogs.menu(_("Another opponent"), entries, _("Enter: choose, q: close"));
  if (chosen < 0) return std::nullopt;
  return levels[static_cast<std::size_t>(chosen)];
}

}  // namespace schnapsen::tui
