// One human turn, key by key (turn_input.hpp).
#include "turn_input.hpp"

#include <algorithm>
#include <cctype>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/play.hpp"
#include "schnapsen/tui/boxes.hpp"
#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/layout.hpp"
#include "schnapsen/tui/turn_prompt.hpp"

namespace schnapsen::tui {

namespace {

std::string capitalised(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

CardSet plays_of(const ActionList& legal) {
  CardSet plays;
  for (Action a : legal)
    if (a.kind == ActionKind::Play) plays.insert(a.card());
  return plays;
}

}  // namespace

TurnInput::TurnInput(LiveTable& table, Dialogs& dialogs, FrontEndOptions& options, LookChoice& look,
                     const game::Naming& naming, const game::HumanTurn& turn)
    : table_(table),
      dialogs_(dialogs),
      opt_(options),
      look_(look),
      naming_(naming),
      turn_(turn),
      cards_(sorted_hand(turn.view.hand)) {}

void TurnInput::prompt() { table_.say(turn_prompt(turn_.view, opt_), Role::Title); }

game::SeatAnswer TurnInput::run() {
  const SeatView& view = turn_.view;
  TurnMarks& marks = table_.marks();
  marks.playable = plays_of(view.legal);
  const int n = static_cast<int>(cards_.size());
  // The selection stays where it was unless that card may not be played now: then the first
  // playable card.
  if (marks.selected >= n || marks.selected < 0 ||
      !marks.playable.contains(cards_[static_cast<std::size_t>(marks.selected)])) {
    marks.selected = 0;
    for (int i = 0; i < n; ++i)
      if (marks.playable.contains(cards_[static_cast<std::size_t>(i)])) {
        marks.selected = i;
        break;
      }
  }
  prompt();
  marks.acting = true;
  // However the turn ends: nothing to act on, and in hot-seat play both hands are hidden from
  // that moment (the trick pause shows no hand of a player whose turn is over).
  struct TurnEnd {
    TurnMarks& marks;
    Sight& sight;
    bool conceal;
    ~TurnEnd() {
      marks.acting = false;
      marks.keys = {};
      sight.concealed = conceal;
    }
  } end{marks, table_.sight(), opt_.hot_seat()};
  for (;;) {
    const std::optional<TrickShown>& last = table_.state().last_trick();
    marks.keys = turn_commands(view, n, turn_.may_take_back, last && last->cards.size() == 2, opt_);
    table_.redraw();
    int key = dialogs_.read_shown_key();  // nothing shown: no blind moves
    if (key == kKeyClick) key = clicked_key();
    if (key == kKeyLeave) return game::SeatAnswer::quit();  // the match is gone
    if (key == kKeyResize || key == kKeyNone) continue;
    int number = 0;
    const std::optional<Command> command = command_for_key(key, &number);
    if (!command) {
      table_.say(_("Unknown key: press ? for help"), Role::Warning);
      continue;
    }
    std::optional<Action> chosen;
    switch (*command) {
      case Command::Select:
        marks.selected = selects_left(key) ? std::max(0, marks.selected - 1)
                                           : std::min(n - 1, marks.selected + 1);
        if (advised_) prompt();  // Enter now plays the selected card
        advised_.reset();
        break;
      case Command::Play:  // Enter: number 0
      case Command::PlayCard: chosen = play_key(number); break;
      case Command::Pass: chosen = confirmed(Action::pass()); break;
      case Command::Meld:  // the advised marriage at once, else a choice between two
        chosen =
            advised_ && advised_->kind == ActionKind::Meld ? try_action(*advised_) : ask_meld();
        break;
      case Command::Exchange: chosen = try_action(Action::exchange()); break;
      case Command::Close: chosen = confirmed(Action::close()); break;
      case Command::Claim: chosen = confirmed(Action::claim()); break;
      case Command::WonTricks:
        if (!opt_.rules.review_won_tricks)
          table_.say(_("Sharp rules: won tricks lie face down, no looking through them (R9.2)"),
                     Role::Warning);
        else
          dialogs_.show(WonTricksBox{view, naming_, opt_.show_score}.content());
        break;
      case Command::LastTrick: {
        auto [line, role] = last_trick_line(last, view, opt_.rules, naming_);
        table_.say(std::move(line), role);
        break;
      }
      case Command::Advice: give_advice(); break;
      case Command::Help: dialogs_.show(help_box(opt_)); break;
      case Command::TakeBack:
        if (marks.keys.contains(Command::TakeBack)) return game::SeatAnswer::take_back();
        table_.say(game::take_back_refusal(opt_.take_back), Role::Warning);
        break;
      case Command::Statistics: dialogs_.show(statistics_box(opt_)); break;
      case Command::ScrollLog:
        table_.state().scroll_log(table_.view().scroll_log(table_.state().log_scroll(), key));
        break;
      case Command::Redraw: break;  // read_key has asked for a full repaint
      case Command::Menu:
        if (std::optional<game::SeatAnswer> answer = menu()) return *answer;
        break;
      case Command::Quit:
        if (table_.ask_quit(dialogs_)) return game::SeatAnswer::quit();
        break;
      case Command::kCount: break;
    }
    if (chosen) {
      table_.say("");
      return game::SeatAnswer::act(*chosen);
    }
  }
}

std::optional<Action> TurnInput::try_action(Action action) {
  if (turn_.view.legal.contains(action)) return action;
  table_.say(capitalised(explain(action)), Role::Warning);
  return std::nullopt;
}

std::optional<Action> TurnInput::play_key(int number) {
  if (advised_ && number == 0)
    return confirmed(*advised_);  // as its own key would, with its question
  const int n = static_cast<int>(cards_.size());
  if (turn_.view.phase == Phase::ClaimOrPass)  // no card is played any more, whatever the key
    table_.say(_("The hand is played out: ! claims 66, n passes"), Role::Warning);
  else if (number > n)
    table_.say(tr(P_("You hold only %d card", "You hold only %d cards", n), {std::to_string(n)}),
               Role::Warning);
  else if (n > 0) {
    int& selected = table_.marks().selected;
    if (number > 0) selected = number - 1;
    return try_action(Action::play(cards_[static_cast<std::size_t>(selected)]));
  }
  return std::nullopt;
}

std::string TurnInput::explain(Action action) const {
  const Message* refused = turn_.refusal(action);
  if (!refused) return _("not now");
  // The engine's sentence translated, its cards and suits in the table's notation.
  Message shown = *refused;
  for (std::string& arg : shown.args) arg = localize(arg, opt_.glyphs);
  return tr(shown);
}

std::optional<Action> TurnInput::ask_meld() {
  const SeatView& view = turn_.view;
  std::vector<Action> melds;
  for (Action a : view.legal)
    if (a.kind == ActionKind::Meld) melds.push_back(a);
  if (melds.empty()) {
    for (int s = 0; s < kSuitCount; ++s) {
      const Suit suit = static_cast<Suit>(s);
      if (view.hand.contains_all(marriage_of(suit))) {
        table_.say(capitalised(explain(Action::meld(suit))), Role::Warning);
        return std::nullopt;
      }
    }
    table_.say(_("You hold no marriage (the King and Queen of one suit)"), Role::Warning);
    return std::nullopt;
  }
  if (melds.size() == 1) return melds[0];
  std::string choices;
  for (std::size_t i = 0; i < melds.size(); ++i) {
    const Suit s = melds[i].suit();
    choices += "  " + std::to_string(i + 1) + ": " + std::to_string(marriage_value(s, view.trump)) +
               " " + opt_.glyphs.suit_glyph(s) + " " + opt_.glyphs.suit_name(s);
  }
  // TRANSLATORS: %s is the list of choices, e.g. "  1: 20 ♥ hearts  2: 40 ♠ spades".
  table_.say(tr(N_("Meld which marriage?%s  (Esc: cancel)"), {choices}), Role::Title);
  for (;;) {
    table_.redraw();
    const int key = dialogs_.read_shown_key();
    if (key >= '1' && key < '1' + static_cast<int>(melds.size())) {
      table_.say("");
      return melds[static_cast<std::size_t>(key - '1')];
    }
    if (kCancelKeys.contains(key) || key == kKeyLeave) {
      prompt();
      return std::nullopt;
    }
  }
}

std::optional<Action> TurnInput::confirmed(Action action) {
  if (!turn_.view.legal.contains(action)) return try_action(action);  // says why not
  const std::optional<std::string> asked = question(action);
  if (!asked || table_.ask(dialogs_, *asked)) return action;
  // Declined: the turn's prompt again, not a warning the line held before the question (advice
  // just given stays, as Enter still does it).
  if (!advised_) prompt();
  return std::nullopt;
}

std::optional<std::string> TurnInput::question(Action action) const {
  const SeatView& view = turn_.view;
  const int score = view.scores[view.seat];
  const bool soft = opt_.rules.review_won_tricks;
  switch (action.kind) {
    case ActionKind::Close:
      return _("Close the talon? Follow-suit rules apply at once and you must reach 66.");
    case ActionKind::Claim:  // where the score may be seen (soft), a sure loss is said plainly
      if (soft && score < kWinningScore)
        return tr(N_("Claim 66 with only %d? A false claim loses the hand."),
                  {std::to_string(score)});
      return _("Claim 66 and end the hand?");
    case ActionKind::Pass:
      if (view.closer == view.seat)
        return _("Pass? As the closer you lose the hand unless you claim 66.");
      // Under sharp rules nobody sees a score, so the question is asked whatever the score is.
      if (!soft) return _("Pass without claiming 66?");
      if (score < kWinningScore) return std::nullopt;
      return tr(N_("Pass? You have %d: claiming 66 would win the hand."), {std::to_string(score)});
    default: return std::nullopt;
  }
}

void TurnInput::give_advice() {
  table_.say(_("Thinking about your move..."), Role::Dimmed);
  table_.redraw();
  if (!opt_.advisor) opt_.advisor = game::make_advisor();
  const game::Advice advice = opt_.advisor(turn_.view);
  if (const auto why = game::withheld(turn_.view, advice)) {
    table_.say(_(*why), Role::Warning);
    return;
  }
  // Enter now does what was advised, whatever it is; the message names its key as well.
  advised_ = advice.action;
  table_.say(tr(N_("Advice: %s (expected %s game points); Enter or %s does it"),
                {game::action_text(advice.action, naming_), decimal(advice.expected, 1, true),
                 select_advised(advice.action)}),
             Role::Good);
}

std::string TurnInput::select_advised(Action advised) {
  if (advised.kind != ActionKind::Play) {
    const int k = key_of(command_of(advised.kind));
    return k > 0 && k < 128 ? std::string(1, static_cast<char>(k)) : std::string();
  }
  for (std::size_t i = 0; i < cards_.size(); ++i)
    if (cards_[i] == advised.card()) {
      table_.marks().selected = static_cast<int>(i);
      return std::to_string(i + 1);
    }
  return {};
}

int TurnInput::clicked_key() {
  const Terminal& term = table_.terminal();
  const Terminal::Cell c = term.last_click();
  const Layout l = compute_layout(term.width(), term.height());
  const auto inside = [&c](const Rect& r) {
    return c.x >= r.x && c.x < r.right() && c.y >= r.y && c.y < r.bottom();
  };
  int& selected = table_.marks().selected;
  for (int i = 0; i < static_cast<int>(cards_.size()); ++i) {
    if (!inside(l.hand_card(i, i == selected))) continue;
    if (i == selected) return '1' + i;  // a second click plays it
    selected = i;
    advised_.reset();
    return kKeyNone;
  }
  if (inside(l.talon)) return 'c';  // closing asks first, as the key does
  return table_.clicked_bar_key();
}

std::optional<game::SeatAnswer> TurnInput::menu() {
  TableMenu menu(opt_, look_);
  for (;;) {
    const std::optional<MenuEntry> entry = menu.choose(dialogs_);
    if (!entry) return std::nullopt;
    switch (*entry) {
      case MenuEntry::Help: dialogs_.show(help_box(opt_)); return std::nullopt;
      case MenuEntry::Statistics: dialogs_.show(statistics_box(opt_)); return std::nullopt;
      case MenuEntry::History:
        if (const std::optional<int> number = HistoryMenu{opt_.history()}.choose(dialogs_);
            number && opt_.view_history)
          opt_.view_history(*number);
        return std::nullopt;
      case MenuEntry::Speed:
        look_.next_speed();
        look_.tell();
        break;  // back to the menu, showing the new value
      case MenuEntry::Suits:
        look_.toggle_suits();
        look_.tell();
        break;
      case MenuEntry::Assist:
        if (!look_.toggle_assist()) {
          table_.say(_("No assist in sharp play: won tricks lie face down (R9.2)"), Role::Warning);
          return std::nullopt;
        }
        look_.tell();
        prompt();  // the claim reminder comes or goes
        break;
      case MenuEntry::Keep:
        if (const Expected<std::string, std::string> kept = opt_.keep_look(look_.settings()))
          // TRANSLATORS: %s is the settings file, e.g. ~/.config/schnapsen/config.toml.
          table_.say(tr(N_("Kept in %s for the next games"), {*kept}), Role::Good);
        else
          table_.say(tr(N_("The settings could not be kept: %s"), {kept.error()}), Role::Warning);
        return std::nullopt;
      case MenuEntry::NewMatch:
        if (table_.ask(dialogs_,
                       _("Start a new match? This one is abandoned, not counted as lost.")))
          return game::SeatAnswer::new_match({});
        return std::nullopt;
      case MenuEntry::Opponent: {
        const std::optional<std::string> level = OpponentMenu{}.choose(dialogs_);
        if (level && table_.ask(dialogs_, tr(N_("A new match against %s? This one is abandoned."),
                                             {game::shown_name("AI " + *level)})))
          return game::SeatAnswer::new_match(*level);
        return std::nullopt;
      }
      case MenuEntry::Resign: {
        const std::string other = game::shown_name(opt_.names[1 - turn_.view.seat]);
        // TRANSLATORS: %s is the opponent's name; R7.8 is the rule in docs/rules.md.
        if (table_.ask(dialogs_,
                       tr(N_("Resign this hand? %s wins 3 game points (R7.8)."), {other})))
          return game::SeatAnswer::act(Action::resign());
        return std::nullopt;
      }
      case MenuEntry::Quit:
        if (table_.ask_quit(dialogs_)) return game::SeatAnswer::quit();
        return std::nullopt;
    }
  }
}

}  // namespace schnapsen::tui
