// The front end's frame: its seats, the table drawn from the last snapshot, the AI's pauses and
// the boxes (front_end.hpp).
#include "schnapsen/tui/front_end.hpp"

#include <algorithm>
#include <chrono>

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

// A human seat: every answer comes from the keyboard through the front end.
class FrontEnd::HumanSeat : public game::HumanSeat {
 public:
  HumanSeat(FrontEnd& front, int seat) : front_(front), seat_(seat) {}
  game::SeatAnswer answer(const game::HumanTurn& turn) override {
    return front_.choose(seat_, turn);
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
    try {
      const Action a = inner_.choose(view, match);
      front_.say("");
      return a;
    } catch (const ai::Stopped&) {
      as_signal();
      throw;  // q: the game ends as when the human quits
    }
  }
  void hand_over(int seat, const HandRecord& record, const HandResult& result,
                 const ai::MatchInfo& match) override {
    try {
      inner_.hand_over(seat, record, result, match);
    } catch (const ai::Stopped&) {
      as_signal();
      throw;
    }
  }

 private:
  // A wait for a bot stopped by a signal ends play as the signal does anywhere else.
  static void as_signal() {
    if (const int signal = Terminal::pending_signal()) throw Interrupted(signal);
  }

  FrontEnd& front_;
  int seat_;
  ai::Player& inner_;
};

FrontEnd::FrontEnd(Terminal& terminal, FrontEndOptions options)
    : term_(terminal),
      table_(terminal, options.glyphs),
      opt_(std::move(options)),
      dialogs_(terminal, table_, [this] { redraw(); }),
      state_(opt_.rules.review_won_tricks) {
  naming_.players = opt_.names;
  const Glyphs glyphs = opt_.glyphs;
  naming_.card = [glyphs](Card c) { return glyphs.card_label(c); };
  naming_.suit = [glyphs](Suit s) { return glyphs.suit_name(s); };
  naming_.trick_points = opt_.rules.review_won_tricks;  // sharp (R9.2): no points in the log
  for (int seat = 0; seat < 2; ++seat)
    if (opt_.human[seat]) humans_[seat] = std::make_unique<HumanSeat>(*this, seat);
  if (!hot_seat()) viewer_ = opt_.human[1] && !opt_.human[0] ? 1 : 0;
  if (opt_.idle) dialogs_.set_idle(opt_.idle);
}

FrontEnd::~FrontEnd() = default;

void FrontEnd::show_hand_so_far(const game::HandSoFar& hand, const std::string& note) {
  // Its log so far, and the trick on the table (a card led before quitting); a finished hand's
  // end is reported again by the game's first step.
  showing_past_ = true;
  for (const game::GameEvent& e : hand.events) on_event(e);
  showing_past_ = false;
  state_.resume(hand.table);
  state_.log(note.empty() ? std::string(_("Match resumed")) : note);
  say("");
}

game::HumanSeat& FrontEnd::human(int seat) { return *humans_[seat]; }

std::unique_ptr<ai::Player> FrontEnd::show_thinking(int seat, ai::Player& inner) {
  return std::make_unique<ThinkingSeat>(*this, seat, inner);
}

void FrontEnd::set_save_status(bool saved, std::string warning, std::string on_quit) {
  saved_ = saved;
  on_quit_ = std::move(on_quit);
  if (!warning.empty() && warning != warning_) {
    state_.log(tr(N_("Warning: %s"), {warning}));
  }
  warning_ = std::move(warning);
}

void FrontEnd::say(std::string text, Role role) {
  message_ = std::move(text);
  message_role_ = role;
}

int FrontEnd::bottom_seat() const { return viewer_ >= 0 ? viewer_ : 0; }

void FrontEnd::redraw() {
  if (showing_past_) return;
  std::optional<TableModel> model = state_.model(bottom_seat());
  if (!model) {  // before the match has begun (the resume question, a guest waiting): no table
    table_.draw_blank(message_, message_role_, keys_);
    term_.refresh();
    return;
  }
  TableModel& m = *model;
  m.names = opt_.names;
  m.rules_name = std::string(rules_name(opt_.rules));
  m.bummerls_to_lose = opt_.match.bummerls_to_lose;
  m.reveal = !privacy_ && !concealed_ && viewer_ >= 0;
  if (privacy_) m.trick = {};
  m.selected = selected_;
  m.playable = playable_;
  m.acting = acting_;
  m.show_score = opt_.show_score;
  m.message = message_;
  m.message_role = message_role_;
  m.warning = warning_;
  m.keys = keys_;
  table_.draw(m);
  term_.refresh();
}

void FrontEnd::pause(int ms) {
  if (showing_past_) return;
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

bool FrontEnd::stop_requested() {
  try {
    for (;;) {
      const int key = term_.read_key(0);  // throws Interrupted when a signal is pending
      if (key == kKeyNone) return false;
      if (kQuitKeys.contains(key)) return true;
      if (key == kKeyResize) redraw();
    }
  } catch (const Interrupted&) {
    return true;
  } catch (const std::exception&) {
    return false;  // a redraw that failed: go on waiting
  }
}

void FrontEnd::show_status(const std::string& line, bool news) {
  if (news) state_.log(line);
  say(line, Role::Dimmed);
  redraw();
}

void FrontEnd::modal(const std::string& title, const BoxLines& lines, const std::string& footer) {
  dialogs_.box(title, lines, footer);
}

int FrontEnd::message_box(const std::string& title, const std::vector<std::string>& lines,
                          const std::string& footer, std::initializer_list<KeyGroup> answers) {
  BoxLines body;
  for (const std::string& line : lines) body.emplace_back(line, Role::Normal);
  return dialogs_.box(title, body, footer, answers);
}

}  // namespace schnapsen::tui
