// The history viewer (history_view.hpp): a TableModel per moment of the hand, drawn by the
// table view; the game layer judges the player's decisions (make_decision_judge, as the
// post-hand review does) when first shown.
#include "schnapsen/tui/history_view.hpp"

#include <functional>
#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "schnapsen/game/analysis.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/hand_moments.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/review.hpp"
#include "schnapsen/text_format.hpp"
#include "schnapsen/tui/dialogs.hpp"
#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/table_view.hpp"

namespace schnapsen::tui {
namespace {

constexpr int kSeat = 0;  // the player at this terminal (seat 1 in hot-seat play is not kept apart)

// The trick on the table after `events`, as the live table shows it.
TrickShown trick_after(const std::vector<game::GameEvent>& events, const game::Naming& naming,
                       bool finished_tricks_shown) {
  TrickShown trick;
  for (const game::GameEvent& e : events) {
    switch (e.kind) {
      case game::EventKind::HandStarted: trick = {}; break;
      case game::EventKind::CardPlayed:
        if (e.led) trick = {};
        trick.cards.emplace_back(e.seat, e.card);
        break;
      case game::EventKind::TrickWon:
        trick.note = game::describe(e, naming);
        trick.finished = true;
        if (!finished_tricks_shown) trick = {};  // sharp: turned face down at once (R9.2)
        break;
      default: break;
    }
  }
  return trick;
}

class Viewer {
 public:
  Viewer(Terminal& terminal, const HistoryViewOptions& o)
      : term_(terminal),
        table_(terminal, o.look.glyphs),
        o_(o),
        dialogs_(terminal, table_, [this] { draw(); }),
        moments_(game::hand_moments(o.entry.hand, kSeat)) {
    const auto& seats = o.entry.hand.seats;
    // The names passed clean_name when the file was read; shorten keeps any other byte off
    // the screen all the same.
    naming_.players = {text::shorten(seats[0].name), text::shorten(seats[1].name)};
    const Glyphs glyphs = o.look.glyphs;
    naming_.card = [glyphs](Card c) { return glyphs.card_label(c); };
    naming_.suit = [glyphs](Suit s) { return glyphs.suit_name(s); };
    naming_.trick_points = o.entry.hand.hand.rules.review_won_tricks;
    // Start at the player's first decision: that is what one looks at first.
    for (std::size_t i = 0; i < moments_.size(); ++i)
      if (moments_[i].decision) {
        at_ = i;
        break;
      }
  }

  void run() {
    for (;;) {
      draw();
      if (moments_[at_].decision && !evaluations_.count(at_)) {
        evaluate(at_);  // drawn first with "thinking", then again with the verdict
        continue;
      }
      const int key = dialogs_.read_shown_key();
      if (key == kKeyResize) continue;  // drawn again above
      const std::size_t last = moments_.size() - 1;
      const std::optional<HistoryCommand> command = history_command(key);
      if (command != HistoryCommand::ScrollLog) log_scroll_ = 0;
      if (!command) continue;
      switch (*command) {
        case HistoryCommand::Next: at_ = std::min(last, at_ + 1); break;
        case HistoryCommand::Previous: at_ = at_ == 0 ? 0 : at_ - 1; break;
        case HistoryCommand::First: at_ = 0; break;
        case HistoryCommand::Last: at_ = last; break;
        case HistoryCommand::NextDecision: at_ = next_decision(at_, +1); break;
        case HistoryCommand::PreviousDecision: at_ = next_decision(at_, -1); break;
        case HistoryCommand::Options:
          if (moments_[at_].decision) show_options(at_);
          break;
        case HistoryCommand::ScrollLog: log_scroll_ = table_.scroll_log(log_scroll_, key); break;
        case HistoryCommand::Back: return;
      }
    }
  }

 private:
  std::size_t next_decision(std::size_t from, int direction) const {
    for (std::size_t i = from;;) {
      if (direction > 0 && i + 1 >= moments_.size()) return from;
      if (direction < 0 && i == 0) return from;
      i = direction > 0 ? i + 1 : i - 1;
      if (moments_[i].decision) return i;
    }
  }

  void evaluate(std::size_t i) {
    evaluations_[i] = judge_(moments_[i].view, moments_[i].next->action);
  }

  // The message line: what happens next, and at a decision its verdict; the shorter verdict
  // where the long one does not fit the line (`room` columns).
  std::string message(std::size_t i, int room) const {
    const game::HandMoment& m = moments_[i];
    const std::string step = std::to_string(i), steps = std::to_string(moments_.size() - 1);
    if (!m.next) return tr(N_("Step %d/%d: the hand is over"), {step, steps});
    const std::string& who = naming_.players[m.next->seat];
    const std::string action = game::action_text(m.next->action, naming_);
    if (!m.decision)
      return m.next->seat == kSeat
                 ? game::about(who, N_("Step %d/%d: you had one choice: %s"),
                               N_("Step %d/%d: %s had one choice: %s"), {step, steps, action})
                 : tr(N_("Step %d/%d: %s does next: %s"),
                      {step, steps, game::shown_name(who), action});
    const auto e = evaluations_.find(i);
    if (e == evaluations_.end())
      return game::about(who, N_("Step %d/%d: thinking about your decision..."),
                         N_("Step %d/%d: thinking about %s's decision..."), {step, steps});
    return decision_line(static_cast<int>(i), static_cast<int>(moments_.size() - 1), who, e->second,
                         m.next->action, naming_, room);
  }

  void draw() {
    const game::HandMoment& m = moments_[at_];
    const game::SavedMatch& h = o_.entry.hand;
    TableModel model;
    model.view = m.view;
    model.names = naming_.players;
    model.points = h.points;
    model.bummerls = h.bummerls;
    model.bummerls_to_lose = h.settings.bummerls_to_lose;
    model.hand_number = h.hands_played + 1;
    model.rules_name = std::string(rules_name(h.hand.rules));
    model.trick = trick_after(m.events, naming_, h.hand.rules.review_won_tricks);
    if (m.next && m.next->seat == kSeat && m.next->action.kind == ActionKind::Play) {
      const std::vector<Card> cards = sorted_hand(m.view.hand);
      for (std::size_t c = 0; c < cards.size(); ++c)
        if (cards[c] == m.next->action.card()) model.selected = static_cast<int>(c);
      model.acting = true;  // the card the player played next is raised
      for (Action a : m.view.legal)
        if (a.kind == ActionKind::Play) model.playable.insert(a.card());
    }
    for (const game::GameEvent& e : m.events) model.log.push_back(game::describe(e, naming_));
    model.log_scroll = log_scroll_;
    model.message = message(at_, compute_layout(term_.width(), term_.height()).message.w - 1);
    model.message_role = m.decision ? Role::Title : Role::Normal;
    // The hand is named by its match and when it finished: a number of the history list would
    // change as new hands finish.
    model.title = tr(N_("History  %s vs %s  %s rules  %s"),
                     {game::shown_name(naming_.players[0]), game::shown_name(naming_.players[1]),
                      model.rules_name, finished_time(o_.entry.finished)});
    model.warning = o_.note;
    model.key_bar = history_key_bar(o_.look.glyphs);
    table_.draw(model);
    term_.refresh();
  }

  void show_options(std::size_t i) {
    const game::DecisionReview& review = evaluations_.at(i);
    const Action taken = moments_[i].next->action;
    BoxLines lines;
    lines.emplace_back(game::decision_verdict(review, taken, naming_), Role::Title);
    lines.emplace_back("", Role::Normal);
    lines.emplace_back(_("Expected game points won minus lost, by what you knew then:"),
                       Role::Normal);
    for (const std::string& line : game::evaluation_lines(review.evaluation, taken, &naming_))
      lines.emplace_back("  " + line, Role::Normal);
    dialogs_.box(_("Your options"), lines, _("Press Enter to go back"));
  }

  Terminal& term_;
  TableView table_;
  const HistoryViewOptions& o_;
  Dialogs dialogs_;
  game::Naming naming_;
  std::vector<game::HandMoment> moments_;
  std::size_t at_ = 0;
  int log_scroll_ = 0;
  std::function<game::DecisionReview(const SeatView&, Action)> judge_ = game::make_decision_judge();
  std::map<std::size_t, game::DecisionReview> evaluations_;
};

}  // namespace

std::string decision_line(int step, int steps, const std::string& who,
                          const game::DecisionReview& review, Action taken,
                          const game::Naming& naming, int room) {
  std::string line;
  for (const game::VerdictLength length :
       {game::VerdictLength::Full, game::VerdictLength::Brief, game::VerdictLength::Shortest}) {
    // TRANSLATORS: %3$s is a player, %4$s a note such as "played K♥ (+0.20): the best by what
    // you knew".
    line = tr(N_("Step %d/%d: %s %s"),
              {std::to_string(step), std::to_string(steps), game::shown_name(who),
               game::decision_verdict(review, taken, naming, length)});
    if (text_width(line) <= room) break;
  }
  return line;
}

std::string finished_time(const std::string& stamp) {
  // "2026-11-28T01:23:06Z": no T, seconds or Z
  if (stamp.size() == 20 && stamp[10] == 'T')
    return stamp.substr(0, 10) + " " + stamp.substr(11, 5);
  return stamp.empty() ? "?" : stamp;
}

std::string history_key_bar(const Glyphs& g) {
  // The way out first: where the bar is cut, it is never the part that goes.
  // TRANSLATORS: %1$s is the arrow keys (←→), %2$s the Enter key (⏎); at most 79 columns.
  return " " + tr(N_("q back  %s step  g/G first/last  n/p next/previous decision  %s options"),
                  {std::string(g.left) + std::string(g.right), std::string(g.enter)});
}

void run_history_view(Terminal& terminal, const HistoryViewOptions& options) {
  Viewer(terminal, options).run();
}

}  // namespace schnapsen::tui
