// The front end's output side: events onto the table, animation pauses, end-of-hand screens.
#include "schnapsen/tui/front_end.hpp"

#include <algorithm>
#include <chrono>

#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/review.hpp"

namespace schnapsen::tui {

namespace {

constexpr std::size_t kLogSize = 500;  // whole hands, several of them: PgUp scrolls back

}  // namespace

// A human seat: every decision comes from the keyboard through the front end.
class FrontEnd::HumanSeat : public ai::Player {
 public:
  HumanSeat(FrontEnd& front, int seat) : front_(front), seat_(seat) {}
  std::string name() const override { return front_.opt_.names[seat_]; }
  Action choose(const SeatView& view, const ai::MatchInfo&) override {
    return front_.choose(seat_, view);
  }

 private:
  FrontEnd& front_;
  int seat_;
};

// An AI seat shown "thinking" while it decides.
class FrontEnd::ThinkingSeat : public ai::Player {
 public:
  ThinkingSeat(FrontEnd& front, int seat, ai::Player& inner)
      : front_(front), seat_(seat), inner_(inner) {}
  std::string name() const override { return inner_.name(); }
  Action choose(const SeatView& view, const ai::MatchInfo& match) override {
    front_.say(tr(N_("%s is thinking..."), {game::shown_name(front_.opt_.names[seat_])}),
               Role::Dimmed);
    front_.redraw();
    const Action a = inner_.choose(view, match);
    front_.say("");
    return a;
  }
  void hand_over(int seat, const HandRecord& record, const HandResult& result,
                 const ai::MatchInfo& match) override {
    inner_.hand_over(seat, record, result, match);
  }

 private:
  FrontEnd& front_;
  int seat_;
  ai::Player& inner_;
};

FrontEnd::FrontEnd(Terminal& terminal, FrontEndOptions options)
    : term_(terminal), table_(terminal, options.glyphs), opt_(std::move(options)) {
  naming_.players = opt_.names;
  const Glyphs glyphs = opt_.glyphs;
  naming_.card = [glyphs](Card c) { return glyphs.card_label(c); };
  naming_.suit = [glyphs](Suit s) { return glyphs.suit_name(s); };
  naming_.trick_points = opt_.rules.review_won_tricks;  // sharp (R9.2): no points in the log
  for (int seat = 0; seat < 2; ++seat)
    if (opt_.human[seat]) humans_[seat] = std::make_unique<HumanSeat>(*this, seat);
  if (!hot_seat()) viewer_ = opt_.human[1] && !opt_.human[0] ? 1 : 0;
}

FrontEnd::~FrontEnd() = default;

void FrontEnd::attach(game::Controller& controller, const std::string& note) {
  controller_ = &controller;
  controller.on_event([this](const game::GameEvent& e) { on_event(e); });
  // A resumed hand: its log so far, and the trick on the table (a card led before quitting); a
  // finished one's end is reported again by the controller's first step.
  if (controller.hand()) {
    replaying_ = true;
    for (const game::GameEvent& e :
         game::hand_events(controller.hand()->record(), controller.match_at_deal().hands_played()))
      on_event(e);
    replaying_ = false;
    log_.push_back(note.empty() ? std::string(_("Match resumed")) : note);
    say("");
  }
}

ai::Player& FrontEnd::human(int seat) { return *humans_[seat]; }

std::unique_ptr<ai::Player> FrontEnd::show_thinking(int seat, ai::Player& inner) {
  return std::make_unique<ThinkingSeat>(*this, seat, inner);
}

void FrontEnd::set_warning(std::string warning) {
  if (!warning.empty() && warning != warning_) {
    log_.push_back(tr(N_("Warning: %s"), {warning}));
    while (log_.size() > kLogSize) log_.pop_front();
  }
  warning_ = std::move(warning);
}

void FrontEnd::say(std::string text, Role role) {
  message_ = std::move(text);
  message_role_ = role;
}

int FrontEnd::bottom_seat() const { return viewer_ >= 0 ? viewer_ : 0; }

void FrontEnd::redraw() {
  if (replaying_) return;
  if (!controller_) {  // before the match is set up (the resume question): no table yet
    table_.draw_blank();
    term_.refresh();
    return;
  }
  TableModel m;
  m.names = opt_.names;
  m.rules_name = std::string(rules_name(opt_.rules));
  m.bummerls_to_lose = opt_.match.bummerls_to_lose;
  if (controller_) {
    const Match& match = controller_->match();
    for (int seat = 0; seat < 2; ++seat) {
      m.points[seat] = shown_points_ ? std::max(0, (*shown_points_)[seat]) : match.points(seat);
      m.bummerls[seat] = match.bummerls(seat);
    }
    const bool playing = controller_->hand_in_progress();
    m.hand_number = controller_->hand_index() + (playing ? 1 : 0);
    if (shown_view_)
      m.view = shown_view_;
    else if (controller_->hand())
      m.view = controller_->hand()->view(bottom_seat());
  }
  m.reveal = !privacy_ && viewer_ >= 0;
  m.trick = privacy_ ? TrickShown{} : trick_;
  m.selected = selected_;
  m.playable = playable_;
  m.acting = acting_;
  m.show_score = opt_.show_score;
  m.log.assign(log_.begin(), log_.end());
  m.log_scroll = log_scroll_;
  m.message = message_;
  m.message_role = message_role_;
  m.warning = warning_;
  m.keys = keys_;
  table_.draw(m);
  term_.refresh();
}

int FrontEnd::read_key() {
  for (;;) {
    const int key = term_.read_key(250);
    if (key == kKeyNone) continue;
    if (key == kKeyCtrlL) term_.repaint();      // the caller redraws, curses then repaints it all
    if (key == kKeyWheelUp) return kKeyPageUp;  // the wheel scrolls what PgUp/PgDn scroll
    if (key == kKeyWheelDown) return kKeyPageDown;
    return key;
  }
}

int FrontEnd::read_shown_key() {
  for (;;) {
    const int key = read_key();
    if (key == kKeyResize || key == kKeyCtrlL) return kKeyResize;
    if (!table_.too_small()) return key;  // hidden behind "terminal too small": no keys
    redraw();
  }
}

void FrontEnd::pause(int ms) {
  if (replaying_) return;
  redraw();
  if (ms <= 0) return;  // --speed fast
  using Clock = std::chrono::steady_clock;
  const auto end = Clock::now() + std::chrono::milliseconds(ms);
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
    if (left <= 0) return;
    if (term_.read_key(static_cast<int>(left)) == kKeyResize) redraw();
  }
}

bool FrontEnd::confirm(const std::string& prompt) {
  const std::string saved = message_;
  const Role saved_role = message_role_;
  say(tr(N_("%s (y/n)"), {prompt}), Role::Warning);
  for (;;) {
    redraw();
    int key = read_shown_key();
    if (key == kKeyClick) key = clicked_answer();
    if (key == 'y' || key == 'Y' || key == 'j' || key == 'J') {  // j: ja
      say(saved, saved_role);
      return true;
    }
    if (key == 'n' || key == 'N' || key == kKeyEscape) {
      say(saved, saved_role);
      return false;
    }
  }
}

void FrontEnd::modal(const std::string& title,
                     const std::vector<std::pair<std::string, Role>>& lines,
                     const std::string& footer) {
  // Keys typed before the box appeared (while the hand was reviewed, say) must not close it
  // unseen: only what is pressed while it is shown counts.
  term_.discard_typeahead();
  int scroll = 0;
  for (;;) {
    redraw();
    const int max_scroll = table_.too_small() ? 0 : table_.draw_box(title, lines, footer, scroll);
    term_.refresh();
    int key = read_shown_key();
    if (key == kKeyClick) key = clicked_footer().value_or(kKeyNone);
    if (key == kKeyUp) scroll = std::max(0, scroll - 1);
    if (key == kKeyDown) scroll = std::min(max_scroll, scroll + 1);
    if (key == kKeyPageUp) scroll = std::max(0, scroll - 5);
    if (key == kKeyPageDown) scroll = std::min(max_scroll, scroll + 5);
    if (key == kKeyEnter || key == ' ' || key == kKeyEscape || key == 'q' || key == 'Q') {
      term_.discard_typeahead();  // a second Enter typed ahead must not play a card
      return;
    }
  }
}

int FrontEnd::message_box(const std::string& title, const std::vector<std::string>& lines,
                          const std::string& footer, const std::string& keys) {
  std::vector<std::pair<std::string, Role>> body;
  for (const std::string& line : lines) body.emplace_back(line, Role::Normal);
  term_.discard_typeahead();  // as in modal(): a question is answered only once it is shown
  for (;;) {
    redraw();
    if (!table_.too_small()) table_.draw_box(title, body, footer);
    term_.refresh();
    int key = read_shown_key();
    if (key == kKeyClick) key = clicked_footer().value_or(kKeyNone);
    if (key >= 0 && key < 256 && keys.find(static_cast<char>(key)) != std::string::npos) {
      term_.discard_typeahead();
      return key;
    }
    if (key == kKeyEnter && keys.find('\n') != std::string::npos) return '\n';
    if (key == kKeyEscape && keys.find('\x1b') != std::string::npos) return kKeyEscape;
  }
}

void FrontEnd::privacy_screen(int seat) {
  privacy_ = true;
  const std::string name = game::shown_name(opt_.names[seat]);
  modal(_("Hot-seat"),
        {{tr(N_("Pass the keyboard to %s."), {name}), Role::Normal},
         {_("Both hands are hidden."), Role::Dimmed}},
        tr(N_("%s, press Enter to see your hand"), {name}));
  privacy_ = false;
  viewer_ = seat;
}

void FrontEnd::on_event(const game::GameEvent& e) {
  using game::EventKind;
  log_.push_back(game::describe(e, naming_));
  while (log_.size() > kLogSize) log_.pop_front();
  log_scroll_ = 0;  // something new: the log shows the newest lines again
  const bool by_ai = e.seat >= 0 && e.seat < 2 && !opt_.human[e.seat];
  switch (e.kind) {
    case EventKind::HandStarted:
      shown_points_.reset();
      if (hot_seat()) viewer_ = -1;  // no new hand is shown before the privacy screen
      trick_ = {};
      last_trick_.reset();
      redraw();
      break;
    case EventKind::CardPlayed:
      if (e.led) {
        trick_ = {};
        last_trick_.reset();  // R9.2: the last trick may be seen until the next card is played
      }
      trick_.cards.emplace_back(e.seat, e.card);
      if (!e.led) freeze_view_before_trick(e);
      if (by_ai)
        pause(pauses_of(opt_.speed).card_ms);
      else
        redraw();
      break;
    case EventKind::TrickWon:
      trick_.note = log_.back();
      pause(pauses_of(opt_.speed).trick_ms);
      if (opt_.rules.review_won_tricks) {
        trick_.finished = true;
        last_trick_ = trick_;
      } else {
        trick_ = {};  // sharp: the trick is turned face down
      }
      shown_view_.reset();  // now the trick counts and the cards drawn appear
      redraw();
      break;
    case EventKind::Exchanged:
    case EventKind::Closed:
    case EventKind::Melded:
    case EventKind::Claimed:
    case EventKind::Passed:
      say(log_.back(), Role::Good);
      if (by_ai)
        pause(pauses_of(opt_.speed).action_ms);
      else
        redraw();
      break;
    case EventKind::CardsDrawn: redraw(); break;
    case EventKind::TakenBack: {
      // The table as the hand stands now: a card led and not yet answered stays on it.
      trick_ = {};
      last_trick_.reset();
      shown_view_.reset();
      const HandState& st = controller_->hand()->state();
      if (st.phase() == Phase::Follow) trick_.cards.emplace_back(st.leader(), st.lead_card());
      say(log_.back(), Role::Good);
      redraw();
      break;
    }
    case EventKind::HandOver:
      shown_view_.reset();
      shown_points_ = e.points_left;  // until the next deal: not the new Bummerl's 7 and 7
      hand_over_screen(e);
      break;
    case EventKind::BummerlOver: {
      const Match& m = controller_->match();
      const int loser = 1 - e.seat;
      const std::string chalked = std::to_string(e.chalked);
      const std::string& lost_by = opt_.names[loser];
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
        chalk =
            tr(P_("You chalk up %d Bummerl.", "You chalk up %d Bummerls.", e.chalked), {chalked});
      else
        chalk = tr(P_("%s chalks up %d Bummerl.", "%s chalks up %d Bummerls.", e.chalked),
                   {game::shown_name(lost_by), chalked});
      modal(
          _("Bummerl over"),
          {{game::about(opt_.names[e.seat], N_("You win the Bummerl."), N_("%s wins the Bummerl.")),
            Role::Good},
           {chalk, Role::Normal},
           {bummerls_lost(m), Role::Normal}},
          _("Press Enter to continue"));
      break;
    }
    case EventKind::MatchOver: {
      const Match& m = controller_->match();
      modal(_("Match over"),
            {{game::about(opt_.names[e.seat], N_("You win the match!"), N_("%s wins the match!")),
              Role::Good},
             {bummerls_lost(m), Role::Normal},
             {tr(N_("Hands played: %d"), {std::to_string(m.hands_played())}), Role::Normal}},
            _("Press Enter to continue"));
      break;
    }
  }
}

void FrontEnd::freeze_view_before_trick(const game::GameEvent& played) {
  if (replaying_ || !controller_ || !controller_->hand()) return;
  // The engine has already resolved the trick and drawn; the table shows the moment the card
  // lands instead: the state before the card, without the card in its player's hand.
  const HandRecord& record = controller_->hand()->record();
  if (record.actions.empty()) return;
  HandState before = record.initial_state();
  std::vector<SeatAction> history(record.actions.begin(), record.actions.end() - 1);
  for (const SeatAction& a : history)
    if (before.apply(a.action)) return;
  SeatView v = make_view(before, history, bottom_seat());
  if (played.seat == v.seat) {
    v.hand.erase(played.card);
  } else {
    v.opponent_hand_size -= 1;
    v.opponent_shown.erase(played.card);
  }
  v.legal = {};
  shown_view_ = std::move(v);
}

void FrontEnd::hand_over_screen(const game::GameEvent& e) {
  std::vector<std::pair<std::string, Role>> lines;
  lines.emplace_back(game::describe(e, naming_), Role::Good);
  lines.emplace_back("", Role::Normal);
  for (int seat = 0; seat < 2; ++seat) {
    std::string cards;
    for (Card c : sorted_hand(e.won[seat])) {
      if (!cards.empty()) cards += ' ';
      cards += label(c);
    }
    const std::vector<std::string> args = {game::shown_name(opt_.names[seat]),
                                           std::to_string(e.tricks[seat]),
                                           std::to_string(e.scores[seat]), cards};
    lines.emplace_back(
        cards.empty()
            ? tr(P_("%s: %d trick, score %d", "%s: %d tricks, score %d", e.tricks[seat]), args)
            : tr(P_("%s: %d trick, score %d: %s", "%s: %d tricks, score %d: %s", e.tricks[seat]),
                 args),
        Role::Normal);
  }
  lines.emplace_back(
      tr(N_("Bummerl points: %s %d, %s %d"),
         {game::shown_name(opt_.names[0]), std::to_string(std::max(0, e.points_left[0])),
          game::shown_name(opt_.names[1]), std::to_string(std::max(0, e.points_left[1]))}),
      Role::Normal);
  if (controller_) lines.emplace_back(bummerls_lost(controller_->match()), Role::Normal);
  if (e.taken_back)
    lines.emplace_back(_("A move was taken back in this hand: it counts neither as won nor as "
                         "lost in your statistics."),
                       Role::Dimmed);
  if (opt_.review && opt_.rules.review_won_tricks && controller_ && controller_->hand()) {
    lines.emplace_back("", Role::Normal);
    say(_("Reviewing the hand..."), Role::Dimmed);
    redraw();
    if (!solver_) solver_ = std::make_unique<ai::Solver>();
    for (int seat = 0; seat < 2; ++seat) {
      if (!opt_.human[seat]) continue;
      const auto mistake =
          game::biggest_mistake(controller_->hand()->record(), seat, evaluator(), *solver_);
      const std::string name = game::shown_name(opt_.names[seat]);
      if (mistake && hot_seat())
        lines.emplace_back(
            tr(N_("%s's biggest mistake: %s"), {name, game::describe_mistake(*mistake, naming_)}),
            Role::Warning);
      else if (mistake)
        lines.emplace_back(
            tr(N_("Your biggest mistake: %s"), {game::describe_mistake(*mistake, naming_)}),
            Role::Warning);
      else if (hot_seat())
        lines.emplace_back(tr(N_("%s's play was flawless by what you could know."), {name}),
                           Role::Good);
      else
        lines.emplace_back(_("Your play was flawless by what you could know."), Role::Good);
    }
    say("");
  }
  trick_ = {};
  last_trick_.reset();
  modal(tr(N_("Hand %d over"), {std::to_string(e.hand_index + 1)}), lines,
        _("Press Enter to continue"));
}

std::string FrontEnd::bummerls_lost(const Match& m) const {
  return tr(N_("Bummerls lost: %s %d, %s %d"),
            {game::shown_name(opt_.names[0]), std::to_string(m.bummerls(0)),
             game::shown_name(opt_.names[1]), std::to_string(m.bummerls(1))});
}

ai::Evaluator& FrontEnd::evaluator() {
  if (!evaluator_)
    evaluator_ = std::make_unique<ai::Evaluator>(ai::level_settings(game::kAdviceLevel));
  return *evaluator_;
}

std::optional<int> FrontEnd::clicked_footer() const {
  const Terminal::Cell c = term_.last_click();
  const Terminal::Cell at = table_.box_footer_at();
  if (c.y != at.y) return std::nullopt;
  return footer_key_at(table_.box_footer(), c.x - at.x);
}

int FrontEnd::clicked_answer() const {
  // The question ends in "(y/n)" ("(j/n)" in German), drawn on the message line from column 1.
  const Terminal::Cell c = term_.last_click();
  const Layout l = compute_layout(term_.width(), term_.height());
  const std::size_t slash = message_.rfind("/n)");
  if (c.y != l.message.y || slash == std::string::npos || slash < 2) return kKeyNone;
  const int yes = 1 + text_width(message_.substr(0, slash - 1));
  if (c.x == yes) return 'y';
  if (c.x == yes + 2) return 'n';
  return kKeyNone;
}

int FrontEnd::clicked_key(int cards) {
  const Terminal::Cell c = term_.last_click();
  const Layout l = compute_layout(term_.width(), term_.height());
  const auto inside = [&c](const Rect& r) {
    return c.x >= r.x && c.x < r.right() && c.y >= r.y && c.y < r.bottom();
  };
  for (int i = 0; i < cards; ++i) {
    if (!inside(l.hand_card(i, i == selected_))) continue;
    if (i == selected_) return '1' + i;  // a second click plays it
    selected_ = i;
    advised_.reset();
    return kKeyNone;
  }
  if (inside(l.talon)) return 'c';  // closing asks first, as the key does
  if (c.y == l.keybar.y)
    for (const KeyBarEntry& e : table_.key_bar().entries)
      if (c.x >= e.x && c.x < e.x + e.w) return key_of(e.command);
  return kKeyNone;
}

}  // namespace schnapsen::tui
