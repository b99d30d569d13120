// The front end's input side: a human seat's decision, key by key, with every refusal explained.
#include <cctype>

#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tricks.hpp"
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/help.hpp"
#include "schnapsen/tui/keys.hpp"

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

std::string FrontEnd::explain(const game::HumanTurn& turn, Action action) const {
  const Message* refused = turn.refusal(action);
  if (!refused) return _("not now");
  // The engine's sentence translated, its cards and suits in the table's notation.
  Message shown = *refused;
  for (std::string& arg : shown.args) arg = localize(arg, opt_.glyphs);
  return tr(shown);
}

std::string FrontEnd::action_text(Action a) const {
  switch (a.kind) {
    case ActionKind::Play: return tr(N_("play %s"), {label(a.card())});
    case ActionKind::Meld: return tr(N_("meld %s"), {opt_.glyphs.suit_name(a.suit())});
    case ActionKind::Exchange: return _("exchange the trump jack");
    case ActionKind::Close: return _("close the talon");
    case ActionKind::Claim: return _("claim 66");
    case ActionKind::Pass: return _("pass");
  }
  return {};
}

std::optional<Action> FrontEnd::try_action(const game::HumanTurn& turn, Action action) {
  if (turn.view.legal.contains(action)) return action;
  say(capitalised(explain(turn, action)), Role::Warning);
  return std::nullopt;
}

std::optional<Action> FrontEnd::ask_meld(const game::HumanTurn& turn) {
  const SeatView& view = turn.view;
  std::vector<Action> melds;
  for (Action a : view.legal)
    if (a.kind == ActionKind::Meld) melds.push_back(a);
  if (melds.empty()) {
    for (int s = 0; s < kSuitCount; ++s) {
      const Suit suit = static_cast<Suit>(s);
      if (view.hand.contains(Card(suit, Rank::King)) &&
          view.hand.contains(Card(suit, Rank::Queen))) {
        say(capitalised(explain(turn, Action::meld(suit))), Role::Warning);
        return std::nullopt;
      }
    }
    say(_("You hold no marriage (the King and Queen of one suit)"), Role::Warning);
    return std::nullopt;
  }
  if (melds.size() == 1) return melds[0];
  std::string choices;
  for (std::size_t i = 0; i < melds.size(); ++i) {
    const Suit s = melds[i].suit();
    choices += "  " + std::to_string(i + 1) + ": " + (s == view.trump ? "40 " : "20 ") +
               opt_.glyphs.suit_glyph(s) + " " + opt_.glyphs.suit_name(s);
  }
  // TRANSLATORS: %s is the list of choices, e.g. "  1: 20 ♥ hearts  2: 40 ♠ spades".
  say(tr(N_("Meld which marriage?%s  (Esc: cancel)"), {choices}), Role::Title);
  for (;;) {
    redraw();
    const int key = read_shown_key();
    if (key >= '1' && key < '1' + static_cast<int>(melds.size())) {
      say("");
      return melds[static_cast<std::size_t>(key - '1')];
    }
    if (key == kKeyEscape || key == 'q' || key == 'Q') {
      say(turn_prompt(view), Role::Title);
      return std::nullopt;
    }
  }
}

void FrontEnd::show_won_tricks(const SeatView& view) {
  if (!opt_.rules.review_won_tricks) {
    say(_("Sharp rules: won tricks lie face down, no looking through them (R9.2)"), Role::Warning);
    return;
  }
  std::vector<std::pair<std::string, Role>> lines;
  int number = 0;
  for (const PlayedTrick& t : played_tricks(view.history, view.trump)) {
    ++number;
    if (t.winner != view.seat) continue;
    lines.emplace_back(tr(N_("Trick %d: %s %s  (%d)"),
                          {std::to_string(number), label(t.cards[0]), label(t.cards[1]),
                           std::to_string(t.cards[0].points() + t.cards[1].points())}),
                       Role::Normal);
  }
  if (lines.empty()) lines.emplace_back(_("You have not won a trick yet."), Role::Dimmed);
  if (opt_.show_score)
    lines.emplace_back(tr(N_("Your score: %d"), {std::to_string(view.scores[view.seat])}),
                       Role::Good);
  modal(_("Your won tricks"), lines, _("Press Enter to go back"));
}

void FrontEnd::show_last_trick() {
  if (!opt_.rules.review_won_tricks) {
    say(_("Sharp rules: a finished trick is turned face down at once (R9.2)"), Role::Warning);
    return;
  }
  if (!last_trick_ || last_trick_->cards.size() != 2) {
    say(_("No trick to look back at: the next trick has begun"), Role::Warning);
    return;
  }
  const auto& c = last_trick_->cards;
  say(tr(N_("Last trick: %s led %s, %s played %s; %s"),
         {game::shown_name(opt_.names[c[0].first]), label(c[0].second),
          game::shown_name(opt_.names[c[1].first]), label(c[1].second), last_trick_->note}),
      Role::Normal);
}

void FrontEnd::show_help() {
  std::vector<std::pair<std::string, Role>> lines;
  for (const std::string& l : key_help_lines(opt_.glyphs)) lines.emplace_back(l, Role::Normal);
  lines.emplace_back("", Role::Normal);
  for (const std::string& l : rules_summary(opt_.rules, opt_.match))
    lines.emplace_back(l, Role::Normal);
  modal(_("Help"), lines, _("Press Enter to go back"));
}

std::string FrontEnd::take_back_refusal() const {
  if (!opt_.rules.review_won_tricks) return _("No take-backs under sharp rules");
  if (hot_seat()) return _("No take-backs in hot-seat play");
  if (!opt_.take_back)
    return _("Take-backs are off: start with --undo (soft rules, against a built-in AI)");
  return _("Nothing to take back: you have not moved in this hand yet");
}

void FrontEnd::show_statistics() {
  std::vector<std::pair<std::string, Role>> lines;
  if (opt_.statistics) {
    for (const std::string& l : opt_.statistics()) lines.emplace_back(l, Role::Normal);
  } else {
    lines.emplace_back(_("No statistics are kept in this game (nothing is saved)."), Role::Dimmed);
  }
  modal(_("Statistics"), lines, _("Press Enter to go back"));
}

void FrontEnd::give_advice(const SeatView& view) {
  say(_("Thinking about your move..."), Role::Dimmed);
  redraw();
  if (!opt_.advisor) opt_.advisor = game::make_advisor();
  const game::Advice advice = opt_.advisor(view);
  char expected[32];
  std::snprintf(expected, sizeof expected, "%+.1f", advice.expected);
  // Enter now does what was advised, whatever it is; the message names the key as well.
  std::string key;
  switch (advice.action.kind) {
    case ActionKind::Play: {
      const std::vector<Card> cards = sorted_hand(view.hand);
      for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i] == advice.action.card()) {
          selected_ = static_cast<int>(i);
          key = std::to_string(i + 1);
        }
      break;
    }
    case ActionKind::Meld: key = "m"; break;
    case ActionKind::Exchange: key = "x"; break;
    case ActionKind::Close: key = "c"; break;
    case ActionKind::Claim: key = "!"; break;
    case ActionKind::Pass: key = "n"; break;
  }
  advised_ = advice.action;
  say(tr(N_("Advice: %s (expected %s game points); Enter or %s does it"),
         {action_text(advice.action), expected, key}),
      Role::Good);
}

std::string FrontEnd::turn_prompt(const SeatView& view) const {
  // In hot-seat play the prompt names the player: "Anna, your turn: ...".
  const auto to = [&](std::string text) {
    if (!hot_seat()) return text;
    if (!text.empty())
      text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    // TRANSLATORS: a player's name, then the prompt for that player ("Anna, your lead: ...").
    return tr(N_("%s, %s"), {game::shown_name(opt_.names[view.seat]), text});
  };
  if (view.phase == Phase::ClaimOrPass)
    return to(_("You won the last trick of the closed hand: ! claims 66, n passes"));
  if (view.melded_suit) {
    const bool claim = view.legal.contains(Action::claim()) && view.tricks[view.seat] > 0;
    // A claim is legal here, but worth a hint only once the marriage counts (R5.4).
    if (opt_.rules.meld_must_lead_king)
      return claim ? _("Now lead the King of the marriage, or ! to claim 66")
                   : _("Now lead the King of the marriage");
    return claim ? _("Now lead the King or the Queen of the marriage, or ! to claim 66")
                 : _("Now lead the King or the Queen of the marriage");
  }
  if (view.phase == Phase::Follow) {
    const char* format = view.talon_open() ? N_("Your turn: answer %s")
                         : view.closer >= 0
                             ? N_("Your turn: answer %s (talon closed: follow suit and beat it if "
                                  "you can, else trump)")
                             : N_("Your turn: answer %s (talon exhausted: follow suit and beat it "
                                  "if you can, else trump)");
    return to(tr(format, {label(view.lead)}));
  }
  std::string extras;
  const std::pair<Action, const char*> keys[] = {{Action::exchange(), N_("x exchange")},
                                                 {Action::close(), N_("c close")},
                                                 {Action::claim(), N_("! claim 66")}};
  bool meld = false;
  for (Action a : view.legal) meld = meld || a.kind == ActionKind::Meld;
  if (meld) extras += std::string(", ") + _("m meld");
  for (const auto& [action, text] : keys)
    if (view.legal.contains(action)) extras += std::string(", ") + _(text);
  // TRANSLATORS: %s is a list of keys, e.g. ", m meld, c close" (each part translated alone).
  return to(tr(N_("Your lead: play a card%s"), {extras}));
}

CommandSet FrontEnd::available(const SeatView& view, int cards) const {
  CommandSet keys{Command::Advice, Command::Help,      Command::Quit,
                  Command::Redraw, Command::ScrollLog, Command::Statistics};
  if (view.phase != Phase::ClaimOrPass && cards > 0)
    for (Command c : {Command::Select, Command::Play, Command::PlayCard}) keys.add(c);
  for (Action a : view.legal) {
    switch (a.kind) {
      case ActionKind::Meld: keys.add(Command::Meld); break;
      case ActionKind::Exchange: keys.add(Command::Exchange); break;
      case ActionKind::Close: keys.add(Command::Close); break;
      case ActionKind::Claim: keys.add(Command::Claim); break;
      case ActionKind::Pass: keys.add(Command::Pass); break;
      case ActionKind::Play: break;
    }
  }
  if (opt_.take_back)
    for (const SeatAction& a : view.history)
      if (a.seat == view.seat) keys.add(Command::TakeBack);  // a move of its own to take back
  if (opt_.rules.review_won_tricks) {
    keys.add(Command::WonTricks);
    if (last_trick_ && last_trick_->cards.size() == 2) keys.add(Command::LastTrick);
  }
  return keys;
}

bool FrontEnd::confirm_pass(const SeatView& view) {
  // Under sharp rules nobody sees a score, so the question is asked whatever the score is.
  const bool would_win = view.scores[view.seat] >= 66;
  if (view.closer == view.seat)
    return confirm(_("Pass? As the closer you lose the hand unless you claim 66."));
  if (would_win || !opt_.rules.review_won_tricks)
    return confirm(opt_.rules.review_won_tricks
                       ? tr(N_("Pass? You have %d: claiming 66 would win the hand."),
                            {std::to_string(view.scores[view.seat])})
                       : std::string(_("Pass without claiming 66?")));
  return true;
}

game::SeatAnswer FrontEnd::choose(int seat, const game::HumanTurn& turn) {
  const SeatView& view = turn.view;
  if (hot_seat() && viewer_ != seat) privacy_screen(seat);
  viewer_ = seat;
  const std::vector<Card> cards = sorted_hand(view.hand);
  playable_ = plays_of(view.legal);
  advised_.reset();
  const int n = static_cast<int>(cards.size());
  if (selected_ >= n || selected_ < 0 ||
      !playable_.contains(cards[static_cast<std::size_t>(selected_)])) {
    selected_ = 0;
    for (int i = 0; i < n; ++i)
      if (playable_.contains(cards[static_cast<std::size_t>(i)])) {
        selected_ = i;
        break;
      }
  }
  say(turn_prompt(view), Role::Title);
  acting_ = true;
  keys_ = available(view, n);
  struct ActingReset {
    bool& flag;
    CommandSet& keys;
    ~ActingReset() {
      flag = false;
      keys = {};
    }
  } reset{acting_, keys_};
  for (;;) {
    keys_ = available(view, n);
    redraw();
    int key = read_shown_key();  // nothing shown: no blind moves
    if (key == kKeyClick) key = clicked_key(n);
    if (key == kKeyResize || key == kKeyNone) continue;
    int number = 0;
    const std::optional<Command> command = command_for_key(key, &number);
    if (!command) {
      say(_("Unknown key: press ? for help"), Role::Warning);
      continue;
    }
    std::optional<Action> chosen;
    switch (*command) {
      case Command::Select:
        selected_ = key == kKeyLeft || key == 'h' || key == 'H' ? std::max(0, selected_ - 1)
                                                                : std::min(n - 1, selected_ + 1);
        advised_.reset();
        break;
      case Command::Play:
        if (advised_) {
          chosen = try_action(turn, *advised_);
        } else if (view.phase == Phase::ClaimOrPass) {
          say(_("The hand is played out: ! claims 66, n passes"), Role::Warning);
        } else if (n > 0) {
          chosen = try_action(turn, Action::play(cards[static_cast<std::size_t>(selected_)]));
        }
        break;
      case Command::PlayCard:
        if (number > n) {
          say(tr(P_("You hold only %d card", "You hold only %d cards", n), {std::to_string(n)}),
              Role::Warning);
        } else {
          selected_ = number - 1;
          chosen = try_action(turn, Action::play(cards[static_cast<std::size_t>(selected_)]));
        }
        break;
      case Command::Pass:
        if (!view.legal.contains(Action::pass()))
          chosen = try_action(turn, Action::pass());
        else if (confirm_pass(view))
          chosen = Action::pass();
        break;
      case Command::Meld: chosen = ask_meld(turn); break;
      case Command::Exchange: chosen = try_action(turn, Action::exchange()); break;
      case Command::Close:
        if (view.legal.contains(Action::close())) {
          if (confirm(_("Close the talon? Follow-suit rules apply at once and you must reach 66.")))
            chosen = Action::close();
        } else {
          chosen = try_action(turn, Action::close());
        }
        break;
      case Command::Claim:
        if (view.legal.contains(Action::claim())) {
          if (confirm(_("Claim 66 and end the hand?"))) chosen = Action::claim();
        } else {
          chosen = try_action(turn, Action::claim());
        }
        break;
      case Command::WonTricks: show_won_tricks(view); break;
      case Command::LastTrick: show_last_trick(); break;
      case Command::Advice: give_advice(view); break;
      case Command::Help: show_help(); break;
      case Command::TakeBack:
        if (keys_.contains(Command::TakeBack)) return game::SeatAnswer::take_back();
        say(take_back_refusal(), Role::Warning);
        break;
      case Command::Statistics: show_statistics(); break;
      case Command::ScrollLog: log_scroll_ = table_.scroll_log(log_scroll_, key); break;
      case Command::Redraw: break;  // read_key has asked for a full repaint
      case Command::Quit:
        // Promise a resumable save only when saving works (the warning says why not).
        if (confirm(warning_.empty()
                        ? std::string(_("Quit? The match is saved and can be resumed."))
                        : tr(N_("Quit? Beware: %s"), {warning_})))
          return game::SeatAnswer::quit();
        break;
      case Command::kCount: break;
    }
    if (chosen) {
      say("");
      return game::SeatAnswer::act(*chosen);
    }
  }
}

}  // namespace schnapsen::tui
