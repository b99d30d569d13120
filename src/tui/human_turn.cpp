// A human seat's answer, key by key, with every refusal explained (front_end.hpp).
#include <algorithm>
#include <cctype>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/play.hpp"
#include "schnapsen/tui/front_end.hpp"
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

game::SeatAnswer FrontEnd::choose(int seat, const game::HumanTurn& turn) {
  const SeatView& view = turn.view;
  if (hot_seat() && viewer_ != seat && !privacy_screen(seat)) return game::SeatAnswer::quit();
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
  keys_ = available(view, n, turn.may_take_back);
  struct ActingReset {
    bool& flag;
    CommandSet& keys;
    ~ActingReset() {
      flag = false;
      keys = {};
    }
  } reset{acting_, keys_};
  for (;;) {
    keys_ = available(view, n, turn.may_take_back);
    redraw();
    int key = dialogs_.read_shown_key();  // nothing shown: no blind moves
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
        selected_ = selects_left(key) ? std::max(0, selected_ - 1) : std::min(n - 1, selected_ + 1);
        if (advised_) say(turn_prompt(view), Role::Title);  // Enter now plays the selected card
        advised_.reset();
        break;
      case Command::Play:
        if (advised_) {
          chosen = confirmed(turn, *advised_);  // as its own key would, with its question
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
      case Command::Pass: chosen = confirmed(turn, Action::pass()); break;
      case Command::Meld:  // the advised marriage at once, else a choice between two
        chosen = advised_ && advised_->kind == ActionKind::Meld ? try_action(turn, *advised_)
                                                                : ask_meld(turn);
        break;
      case Command::Exchange: chosen = try_action(turn, Action::exchange()); break;
      case Command::Close: chosen = confirmed(turn, Action::close()); break;
      case Command::Claim: chosen = confirmed(turn, Action::claim()); break;
      case Command::WonTricks: show_won_tricks(view); break;
      case Command::LastTrick: show_last_trick(view); break;
      case Command::Advice: give_advice(view); break;
      case Command::Help: show_help(); break;
      case Command::TakeBack:
        if (keys_.contains(Command::TakeBack)) return game::SeatAnswer::take_back();
        say(take_back_refusal(), Role::Warning);
        break;
      case Command::Statistics: show_statistics(); break;
      case Command::ScrollLog:
        state_.scroll_log(table_.scroll_log(state_.log_scroll(), key));
        break;
      case Command::Redraw: break;  // read_key has asked for a full repaint
      case Command::Menu:
        if (std::optional<game::SeatAnswer> answer = open_menu(turn)) return *answer;
        break;
      case Command::Quit:
        if (confirm_quit()) return game::SeatAnswer::quit();
        break;
      case Command::kCount: break;
    }
    if (chosen) {
      say("");
      return game::SeatAnswer::act(*chosen);
    }
  }
}

std::optional<Action> FrontEnd::try_action(const game::HumanTurn& turn, Action action) {
  if (turn.view.legal.contains(action)) return action;
  say(capitalised(explain(turn, action)), Role::Warning);
  return std::nullopt;
}

std::string FrontEnd::explain(const game::HumanTurn& turn, Action action) const {
  const Message* refused = turn.refusal(action);
  if (!refused) return _("not now");
  // The engine's sentence translated, its cards and suits in the table's notation.
  Message shown = *refused;
  for (std::string& arg : shown.args) arg = localize(arg, opt_.glyphs);
  return tr(shown);
}

std::optional<Action> FrontEnd::ask_meld(const game::HumanTurn& turn) {
  const SeatView& view = turn.view;
  std::vector<Action> melds;
  for (Action a : view.legal)
    if (a.kind == ActionKind::Meld) melds.push_back(a);
  if (melds.empty()) {
    for (int s = 0; s < kSuitCount; ++s) {
      const Suit suit = static_cast<Suit>(s);
      if (view.hand.contains_all(marriage_of(suit))) {
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
    choices += "  " + std::to_string(i + 1) + ": " + std::to_string(marriage_value(s, view.trump)) +
               " " + opt_.glyphs.suit_glyph(s) + " " + opt_.glyphs.suit_name(s);
  }
  // TRANSLATORS: %s is the list of choices, e.g. "  1: 20 ♥ hearts  2: 40 ♠ spades".
  say(tr(N_("Meld which marriage?%s  (Esc: cancel)"), {choices}), Role::Title);
  for (;;) {
    redraw();
    const int key = dialogs_.read_shown_key();
    if (key >= '1' && key < '1' + static_cast<int>(melds.size())) {
      say("");
      return melds[static_cast<std::size_t>(key - '1')];
    }
    if (kCancelKeys.contains(key)) {
      say(turn_prompt(view), Role::Title);
      return std::nullopt;
    }
  }
}

bool FrontEnd::confirm(const std::string& prompt) {
  const std::string saved = message_;
  const Role saved_role = message_role_;
  say(tr(N_("%s (y/n)"), {prompt}), Role::Warning);
  for (;;) {
    redraw();
    int key = dialogs_.read_shown_key();
    if (key == kKeyClick) key = clicked_answer();
    if (kYesKeys.contains(key)) {
      say(saved, saved_role);
      return true;
    }
    if (kNoKeys.contains(key)) {
      say(saved, saved_role);
      return false;
    }
  }
}

std::optional<Action> FrontEnd::confirmed(const game::HumanTurn& turn, Action action) {
  const SeatView& view = turn.view;
  if (!view.legal.contains(action)) return try_action(turn, action);  // says why not
  switch (action.kind) {
    case ActionKind::Close:
      if (!confirm(_("Close the talon? Follow-suit rules apply at once and you must reach 66.")))
        return std::nullopt;
      break;
    case ActionKind::Claim: {
      // Where the score may be seen (soft), a claim short of 66 is a sure loss: say so.
      const int score = view.scores[view.seat];
      const bool short_of_66 = opt_.rules.review_won_tricks && score < kWinningScore;
      if (!confirm(short_of_66 ? tr(N_("Claim 66 with only %d? A false claim loses the hand."),
                                    {std::to_string(score)})
                               : std::string(_("Claim 66 and end the hand?"))))
        return std::nullopt;
      break;
    }
    case ActionKind::Pass:
      if (!confirm_pass(view)) return std::nullopt;
      break;
    default: break;
  }
  return action;
}

bool FrontEnd::confirm_quit() {
  // Promise a resumable save only when the session says this step is saved.
  return confirm(saved_ ? std::string(_("Quit? The match is saved and can be resumed."))
                 : !warning_.empty() ? tr(N_("Quit? Beware: %s"), {warning_})
                                     : std::string(_("Quit? This game is not saved.")));
}

bool FrontEnd::confirm_pass(const SeatView& view) {
  // Under sharp rules nobody sees a score, so the question is asked whatever the score is.
  const bool would_win = view.scores[view.seat] >= kWinningScore;
  if (view.closer == view.seat)
    return confirm(_("Pass? As the closer you lose the hand unless you claim 66."));
  if (would_win || !opt_.rules.review_won_tricks)
    return confirm(opt_.rules.review_won_tricks
                       ? tr(N_("Pass? You have %d: claiming 66 would win the hand."),
                            {std::to_string(view.scores[view.seat])})
                       : std::string(_("Pass without claiming 66?")));
  return true;
}

}  // namespace schnapsen::tui
