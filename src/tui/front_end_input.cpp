// The front end's input side: a human seat's decision, key by key, with every refusal explained.
#include <cctype>

#include "schnapsen/game/events.hpp"
#include "schnapsen/tricks.hpp"
#include "schnapsen/tui/front_end.hpp"
#include "schnapsen/tui/help.hpp"

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

std::string FrontEnd::explain(Action action) const {
  if (!controller_ || !controller_->hand()) return "not now";
  HandState copy = controller_->hand()->state();
  const auto refused = copy.apply(action);
  return refused ? localize(refused->why, opt_.glyphs) : std::string();
}

std::string FrontEnd::action_text(Action a) const {
  switch (a.kind) {
    case ActionKind::Play: return "play " + label(a.card());
    case ActionKind::Meld: return "meld " + opt_.glyphs.suit_name(a.suit());
    case ActionKind::Exchange: return "exchange the trump jack";
    case ActionKind::Close: return "close the talon";
    case ActionKind::Claim: return "claim 66";
    case ActionKind::Pass: return "pass";
  }
  return {};
}

std::optional<Action> FrontEnd::try_action(const SeatView& view, Action action) {
  if (view.legal.contains(action)) return action;
  say(capitalised(explain(action)), Role::Warning);
  return std::nullopt;
}

std::optional<Action> FrontEnd::ask_meld(const SeatView& view) {
  std::vector<Action> melds;
  for (Action a : view.legal)
    if (a.kind == ActionKind::Meld) melds.push_back(a);
  if (melds.empty()) {
    for (int s = 0; s < kSuitCount; ++s) {
      const Suit suit = static_cast<Suit>(s);
      if (view.hand.contains(Card(suit, Rank::King)) &&
          view.hand.contains(Card(suit, Rank::Queen))) {
        say(capitalised(explain(Action::meld(suit))), Role::Warning);
        return std::nullopt;
      }
    }
    say("You hold no marriage (the King and Queen of one suit)", Role::Warning);
    return std::nullopt;
  }
  if (melds.size() == 1) return melds[0];
  std::string prompt = "Meld which marriage?";
  for (std::size_t i = 0; i < melds.size(); ++i) {
    const Suit s = melds[i].suit();
    prompt += "  " + std::to_string(i + 1) + ": " + (s == view.trump ? "40 " : "20 ") +
              opt_.glyphs.suit_glyph(s) + " " + opt_.glyphs.suit_name(s);
  }
  say(prompt + "  (Esc: cancel)", Role::Title);
  for (;;) {
    redraw();
    const int key = read_key();
    if (key >= '1' && key < '1' + static_cast<int>(melds.size())) {
      say("");
      return melds[static_cast<std::size_t>(key - '1')];
    }
    if (key == kKeyEscape || key == 'q') {
      say(turn_prompt(view), Role::Title);
      return std::nullopt;
    }
  }
}

void FrontEnd::show_won_tricks(const SeatView& view) {
  if (!opt_.rules.review_won_tricks) {
    say("Sharp rules: won tricks lie face down, no looking through them (R9.2)", Role::Warning);
    return;
  }
  std::vector<std::pair<std::string, Role>> lines;
  int number = 0;
  for (const PlayedTrick& t : played_tricks(view.history, view.trump)) {
    ++number;
    if (t.winner != view.seat) continue;
    lines.emplace_back("Trick " + std::to_string(number) + ": " + label(t.cards[0]) + " " +
                           label(t.cards[1]) + "  (" +
                           std::to_string(t.cards[0].points() + t.cards[1].points()) + ")",
                       Role::Normal);
  }
  if (lines.empty()) lines.emplace_back("You have not won a trick yet.", Role::Dimmed);
  if (opt_.show_score)
    lines.emplace_back("Your score: " + std::to_string(view.scores[view.seat]), Role::Good);
  modal("Your won tricks", lines, "Press Enter to go back");
}

void FrontEnd::show_last_trick() {
  if (!opt_.rules.review_won_tricks) {
    say("Sharp rules: a finished trick is turned face down at once (R9.2)", Role::Warning);
    return;
  }
  if (!last_trick_ || last_trick_->cards.size() != 2) {
    say("No trick to look back at: the next trick has begun", Role::Warning);
    return;
  }
  const auto& c = last_trick_->cards;
  say("Last trick: " + opt_.names[c[0].first] + " led " + label(c[0].second) + ", " +
          opt_.names[c[1].first] + " played " + label(c[1].second) + "; " + last_trick_->note,
      Role::Normal);
}

void FrontEnd::show_help() {
  std::vector<std::pair<std::string, Role>> lines;
  for (const std::string& l : key_help_lines()) lines.emplace_back(l, Role::Normal);
  for (const std::string& l : rules_summary(opt_.rules, opt_.match))
    lines.emplace_back(l, Role::Normal);
  modal("Help", lines, "Press Enter to go back");
}

void FrontEnd::give_advice(const SeatView& view) {
  say("Thinking about your move...", Role::Dimmed);
  redraw();
  game::Advice advice;
  if (opt_.advisor) {
    advice = opt_.advisor(view);
  } else {
    if (!solver_) solver_ = std::make_unique<ai::Solver>();
    advice = game::advise(view, *solver_, 24, advice_seed_++);
  }
  char expected[32];
  std::snprintf(expected, sizeof expected, "%+.1f", advice.expected);
  say("Advice: " + action_text(advice.action) + " (expected " + expected + " game points)",
      Role::Good);
  if (advice.action.kind == ActionKind::Play) {  // select it: Enter then plays it
    const std::vector<Card> cards = sorted_hand(view.hand);
    for (std::size_t i = 0; i < cards.size(); ++i)
      if (cards[i] == advice.action.card()) selected_ = static_cast<int>(i);
  }
}

std::string FrontEnd::turn_prompt(const SeatView& view) const {
  const std::string who = hot_seat() ? opt_.names[view.seat] + ", your" : "Your";
  if (view.phase == Phase::ClaimOrPass)
    return "You won the last trick of the closed hand: ! claims 66, n or Enter passes";
  if (view.melded_suit) {
    std::string text = opt_.rules.meld_must_lead_king
                           ? "Now lead the King of the marriage"
                           : "Now lead the King or the Queen of the marriage";
    // A claim is legal here, but worth a hint only once the marriage counts (R5.4).
    if (view.legal.contains(Action::claim()) && view.tricks[view.seat] > 0)
      text += ", or ! to claim 66";
    return text;
  }
  if (view.phase == Phase::Follow) {
    const std::string rule =
        view.talon_open() ? "" : " (talon closed: follow suit and beat it if you can, else trump)";
    return who + " turn: answer " + label(view.lead) + rule;
  }
  std::string extras;
  const std::pair<Action, const char*> keys[] = {{Action::exchange(), "x exchange"},
                                                 {Action::close(), "c close"},
                                                 {Action::claim(), "! claim 66"}};
  bool meld = false;
  for (Action a : view.legal) meld = meld || a.kind == ActionKind::Meld;
  if (meld) extras += ", m meld";
  for (const auto& [action, text] : keys)
    if (view.legal.contains(action)) extras += std::string(", ") + text;
  return who + " lead: play a card" + extras;
}

Action FrontEnd::choose(int seat, const SeatView& view) {
  if (hot_seat() && viewer_ != seat) privacy_screen(seat);
  viewer_ = seat;
  const std::vector<Card> cards = sorted_hand(view.hand);
  playable_ = plays_of(view.legal);
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
  struct ActingReset {
    bool& flag;
    ~ActingReset() { flag = false; }
  } reset{acting_};
  for (;;) {
    redraw();
    const int key = read_key();
    if (table_.too_small() && key != 'q') continue;  // nothing is shown: no blind moves
    std::optional<Action> chosen;
    switch (key) {
      case kKeyLeft:
      case 'h': selected_ = std::max(0, selected_ - 1); break;
      case kKeyRight:
      case 'l': selected_ = std::min(n - 1, selected_ + 1); break;
      case kKeyEnter:
      case ' ':
        if (view.phase == Phase::ClaimOrPass)
          chosen = Action::pass();
        else if (n > 0)
          chosen = try_action(view, Action::play(cards[static_cast<std::size_t>(selected_)]));
        break;
      case 'n': chosen = try_action(view, Action::pass()); break;
      case 'm': chosen = ask_meld(view); break;
      case 'x': chosen = try_action(view, Action::exchange()); break;
      case 'c':
        if (view.legal.contains(Action::close())) {
          if (confirm("Close the talon? Follow-suit rules apply at once and you must reach 66."))
            chosen = Action::close();
        } else {
          chosen = try_action(view, Action::close());
        }
        break;
      case '!':
        if (view.legal.contains(Action::claim())) {
          if (confirm("Claim 66 and end the hand?")) chosen = Action::claim();
        } else {
          chosen = try_action(view, Action::claim());
        }
        break;
      case 't': show_won_tricks(view); break;
      case 'p': show_last_trick(); break;
      case 'a': give_advice(view); break;
      case '?':
      case kKeyF1: show_help(); break;
      case 'q':
        // Promise a resumable save only when saving works (the warning says why not).
        if (confirm(warning_.empty() ? "Quit? The match is saved and can be resumed."
                                     : "Quit? Beware: " + warning_))
          throw QuitRequested();
        break;
      case kKeyResize: break;
      default:
        if (key >= '1' && key <= '5') {
          const int i = key - '1';
          if (i >= n) {
            say("You hold only " + std::to_string(n) + " card" + (n == 1 ? "" : "s"),
                Role::Warning);
          } else {
            selected_ = i;
            chosen = try_action(view, Action::play(cards[static_cast<std::size_t>(i)]));
          }
        } else {
          say("Unknown key: press ? for help", Role::Warning);
        }
        break;
    }
    if (chosen) {
      say("");
      return *chosen;
    }
  }
}

}  // namespace schnapsen::tui
