// The menu a human seat opens with Esc or F10 at its turn, and the screens only it opens: the
// history box, the opponent choice and, at the end of a hand, the hand's tricks (front_end.hpp).
#include <algorithm>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tricks.hpp"
#include "schnapsen/tui/front_end.hpp"

namespace schnapsen::tui {

namespace {

std::string speed_name(Speed speed) {
  switch (speed) {
    case Speed::Slow: return _("slow");
    case Speed::Normal: return _("normal");
    case Speed::Fast: return _("fast");
  }
  return {};
}

std::string suits_name(SuitStyle suits) {
  return suits == SuitStyle::German ? _("German") : _("French");
}

}  // namespace

std::optional<game::SeatAnswer> FrontEnd::open_menu(const game::HumanTurn& turn) {
  enum class Entry {
    Help,
    Statistics,
    History,
    Speed,
    Suits,
    Assist,
    Keep,
    NewMatch,
    Opponent,
    Resign,
    Quit
  };
  // The harmless entries first, and the menu opens on the first of them: Esc then Enter shows
  // the help, never a question about ending the hand or the match.
  int selected = 0;
  for (;;) {
    std::vector<Dialogs::MenuEntry> entries;
    std::vector<Entry> meaning;
    const auto add = [&](Entry what, char key, std::string text) {
      entries.push_back({key, std::move(text)});
      meaning.push_back(what);
    };
    add(Entry::Help, '?', _("Help"));
    add(Entry::Statistics, 's', _("Statistics"));
    if (opt_.history) add(Entry::History, 'h', _("History of your hands"));
    add(Entry::Speed, 'p', tr(N_("Speed: %s"), {speed_name(opt_.speed)}));
    const SuitStyle suits = next_suits_.value_or(opt_.glyphs.suits);
    add(Entry::Suits, 'c',
        suits == opt_.glyphs.suits ? tr(N_("Suits: %s"), {suits_name(suits)})
                                   : tr(N_("Suits: %s (from the next hand)"), {suits_name(suits)}));
    add(Entry::Assist, 'a',
        !opt_.rules.review_won_tricks ? std::string(_("Assist: not in sharp play (R9.2)"))
        : opt_.show_score             ? std::string(_("Assist (score, claim reminder): on"))
                                      : std::string(_("Assist (score, claim reminder): off")));
    if (opt_.keep_look)
      add(Entry::Keep, 'k', _("Keep speed, suits, assist and language for the next games"));
    if (opt_.new_match) {
      add(Entry::NewMatch, 'n', _("New match (this one is abandoned)"));
      if (!opt_.human[1]) add(Entry::Opponent, 'o', _("Another opponent (a new match)"));
    }
    add(Entry::Resign, 'r', _("Resign this hand (the opponent wins 3 game points)"));
    add(Entry::Quit, 'x', _("Quit"));
    const int chosen = dialogs_.menu(_("Menu"), entries, _("Enter: choose, q: close"), selected);
    if (chosen < 0) return std::nullopt;
    selected = chosen;
    switch (meaning[static_cast<std::size_t>(chosen)]) {
      case Entry::Resign: {
        const std::string other = game::shown_name(opt_.names[1 - turn.view.seat]);
        // TRANSLATORS: %s is the opponent's name; R7.8 is the rule in docs/rules.md.
        if (confirm(tr(N_("Resign this hand? %s wins 3 game points (R7.8)."), {other})))
          return game::SeatAnswer::act(Action::resign());
        return std::nullopt;
      }
      case Entry::NewMatch:
        if (confirm(_("Start a new match? This one is abandoned, not counted as lost.")))
          return game::SeatAnswer::new_match({});
        return std::nullopt;
      case Entry::Opponent: {
        const std::string level = choose_opponent();
        if (!level.empty() && confirm(tr(N_("A new match against %s? This one is abandoned."),
                                         {game::shown_name("AI " + level)})))
          return game::SeatAnswer::new_match(level);
        return std::nullopt;
      }
      case Entry::Speed:
        opt_.speed = opt_.speed == Speed::Slow     ? Speed::Normal
                     : opt_.speed == Speed::Normal ? Speed::Fast
                                                   : Speed::Slow;
        tell_look();
        break;  // back to the menu, showing the new value
      case Entry::Suits: {
        const SuitStyle next = suits == SuitStyle::German ? SuitStyle::French : SuitStyle::German;
        next_suits_ = next;
        if (next == opt_.glyphs.suits) next_suits_.reset();
        tell_look();
        break;
      }
      case Entry::Assist:
        if (!opt_.rules.review_won_tricks) {
          say(_("No assist in sharp play: won tricks lie face down (R9.2)"), Role::Warning);
          return std::nullopt;
        }
        opt_.show_score = !opt_.show_score;
        tell_look();
        say(turn_prompt(turn.view), Role::Title);  // the claim reminder comes or goes
        break;
      case Entry::Keep: keep_look(); return std::nullopt;
      case Entry::History: show_history(); return std::nullopt;
      case Entry::Statistics: show_statistics(); return std::nullopt;
      case Entry::Help: show_help(); return std::nullopt;
      case Entry::Quit:
        if (confirm_quit()) return game::SeatAnswer::quit();
        return std::nullopt;
    }
  }
}

void FrontEnd::keep_look() {
  const TableLook now = look();
  const auto quoted = [](std::string_view value) { return "\"" + std::string(value) + "\""; };
  std::vector<std::pair<std::string, std::string>> settings = {
      {"speed", quoted(pauses_of(now.speed).name)},
      {"suits", quoted(now.glyphs.suits == SuitStyle::German ? "german" : "french")},
      {"lang", quoted(language_code(current_language()))}};
  // Under sharp rules the assist is off whatever the player chose for soft play: not written.
  if (opt_.rules.review_won_tricks)
    settings.emplace_back("assist", now.show_score ? "true" : "false");
  const Expected<std::string, std::string> kept = opt_.keep_look(settings);
  if (kept)
    // TRANSLATORS: %s is the settings file, e.g. ~/.config/schnapsen/config.toml.
    say(tr(N_("Kept in %s for the next games"), {*kept}), Role::Good);
  else
    say(tr(N_("The settings could not be kept: %s"), {kept.error()}), Role::Warning);
}

TableLook FrontEnd::look() const {
  TableLook look;
  look.glyphs = Glyphs::make(opt_.glyphs.unicode, next_suits_.value_or(opt_.glyphs.suits));
  look.speed = opt_.speed;
  look.show_score = opt_.show_score;
  return look;
}

void FrontEnd::tell_look() {
  if (opt_.look_changed) opt_.look_changed(look());
}

std::string FrontEnd::choose_opponent() {
  std::vector<std::string> levels = ai::person_level_names();  // weakest first
  if (levels.size() > 9) levels.resize(9);
  std::vector<Dialogs::MenuEntry> entries;
  for (std::size_t i = 0; i < levels.size(); ++i)
    entries.push_back({static_cast<char>('1' + i), game::shown_name("AI " + levels[i])});
  const int chosen = dialogs_.menu(_("Another opponent"), entries, _("Enter: choose, q: close"));
  return chosen < 0 ? std::string() : levels[static_cast<std::size_t>(chosen)];
}

void FrontEnd::show_history() {
  const std::vector<std::string> rows = opt_.history();
  if (rows.empty()) {
    modal(_("History"), {{_("No finished hands yet."), Role::Dimmed}}, _("Press Enter to go back"));
    return;
  }
  // The newest nine (keys 1-9); `schnapsen history` lists them all.
  std::vector<Dialogs::MenuEntry> entries;
  for (std::size_t i = 0; i < rows.size() && i < 9; ++i)
    entries.push_back({static_cast<char>('1' + i), rows[i]});
  const int chosen = dialogs_.menu(_("History, newest first"), entries,
                                   _("Enter: step through the hand, q: close"));
  if (chosen >= 0 && opt_.view_history) opt_.view_history(chosen + 1);
}

void FrontEnd::show_hand_tricks(const game::GameEvent& e) {
  const SeatView& view = e.table.views[static_cast<std::size_t>(bottom_seat())];
  BoxLines lines;
  const std::vector<PlayedTrick> tricks = played_tricks(view.history, view.trump);
  int number = tricks_before(view, tricks);
  for (const PlayedTrick& t : tricks) {
    ++number;
    lines.emplace_back(tr(N_("Trick %d: %s %s  (%d) %s"),
                          {std::to_string(number), label(t.cards[0]), label(t.cards[1]),
                           std::to_string(t.cards[0].points() + t.cards[1].points()),
                           game::shown_name(opt_.names[static_cast<std::size_t>(t.winner)])}),
                       Role::Normal);
  }
  if (lines.empty()) lines.emplace_back(_("No trick was played."), Role::Dimmed);
  modal(_("The hand's tricks"), lines, _("Press Enter to go back"));
}

}  // namespace schnapsen::tui
