// The front end's frame: its seats, a human turn (with the hot-seat privacy screen), and what
// the game asks of the table besides events (front_end.hpp).
#include "schnapsen/tui/front_end.hpp"

#include <utility>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/boxes.hpp"
#include "turn_input.hpp"

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
    front_.table_.say(tr(N_("%s is thinking..."), {game::shown_name(front_.opt_.names[seat_])}),
                      Role::Dimmed);
    front_.table_.redraw();
    try {
      const Action a = inner_.choose(view, match);
      front_.table_.say("");
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
      opt_(std::move(options)),
      table_(terminal, opt_),
      dialogs_(terminal, table_.view(), [this] { table_.redraw(); }),
      look_(opt_) {
  naming_.players = opt_.names;
  naming_.trick_points = opt_.rules.review_won_tricks;  // sharp (R9.2): no points in the log
  name_cards();
  for (int seat = 0; seat < 2; ++seat)
    if (opt_.human[seat]) humans_[seat] = std::make_unique<HumanSeat>(*this, seat);
  if (!opt_.hot_seat()) table_.sight().viewer = opt_.human[1] && !opt_.human[0] ? 1 : 0;
  if (opt_.idle) dialogs_.set_idle(opt_.idle);
}

FrontEnd::~FrontEnd() = default;

void FrontEnd::use_suits(SuitStyle suits) {
  opt_.glyphs = Glyphs::make(opt_.glyphs.unicode, suits);
  table_.view().set_glyphs(opt_.glyphs);
  name_cards();
}

void FrontEnd::name_cards() {
  const Glyphs glyphs = opt_.glyphs;
  naming_.card = [glyphs](Card c) { return glyphs.card_label(c); };
  naming_.suit = [glyphs](Suit s) { return glyphs.suit_name(s); };
}

void FrontEnd::show_hand_so_far(const game::HandSoFar& hand, const std::string& note) {
  // Its log so far, and the trick on the table (a card led before quitting); a finished hand's
  // end is reported again by the game's first step.
  table_.set_showing_past(true);
  for (const game::GameEvent& e : hand.events) on_event(e);
  table_.set_showing_past(false);
  table_.state().resume(hand.table);
  table_.state().log(note.empty() ? std::string(_("Match resumed")) : note);
  table_.say("");
}

game::HumanSeat& FrontEnd::human(int seat) { return *humans_[seat]; }

std::unique_ptr<ai::Player> FrontEnd::show_thinking(int seat, ai::Player& inner) {
  return std::make_unique<ThinkingSeat>(*this, seat, inner);
}

void FrontEnd::set_save_status(bool saved, std::string warning, std::string on_quit) {
  table_.set_save_status(saved, std::move(warning), std::move(on_quit));
}

int FrontEnd::message_box(const std::string& title, const std::vector<std::string>& lines,
                          const std::string& footer, std::initializer_list<KeyGroup> answers) {
  BoxLines body;
  for (const std::string& line : lines) body.emplace_back(line, Role::Normal);
  return dialogs_.box(title, body, footer, answers);
}

game::SeatAnswer FrontEnd::choose(int seat, const game::HumanTurn& turn) {
  Sight& sight = table_.sight();
  if (opt_.hot_seat() && sight.viewer != seat && !privacy_screen(seat))
    return game::SeatAnswer::quit();
  sight.viewer = seat;
  sight.concealed = false;
  return TurnInput(table_, dialogs_, opt_, look_, naming_, turn).run();
}

bool FrontEnd::privacy_screen(int seat) {
  table_.sight().privacy = true;
  table_.marks().selected = -1;  // the next player's selection starts afresh
  const PrivacyBox box{game::shown_name(opt_.names[seat]),
                       trick_in_view(table_.state().trick(), naming_)};
  // Only Enter shows the hand (a stray space or Esc must not); q asks to quit, hands hidden.
  for (;;) {
    const int key = dialogs_.show(box.content(), {PrivacyBox::kShow, kQuitKeys});
    if (key == kKeyLeave) return false;
    if (key != 'q') break;
    if (table_.ask_quit(dialogs_)) return false;
  }
  table_.sight().privacy = false;
  table_.sight().viewer = seat;
  return true;
}

bool FrontEnd::stop_requested() {
  try {
    for (;;) {
      const int key = term_.read_key(0);  // throws Interrupted when a signal is pending
      if (key == kKeyNone) return false;
      if (kQuitKeys.contains(key)) return true;
      if (key == kKeyResize) table_.redraw();
    }
  } catch (const Interrupted&) {
    return true;
  } catch (const std::exception&) {
    return false;  // a redraw that failed: go on waiting
  }
}

void FrontEnd::show_status(const std::string& line, bool news) {
  if (news) table_.state().log(line);
  // During a turn its prompt keeps the message line: news is in the log beside it.
  if (!table_.marks().acting) table_.say(line, Role::Dimmed);
  table_.redraw();
}

}  // namespace schnapsen::tui
