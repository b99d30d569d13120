// The host's side of a network match (host_table.hpp).
#include "schnapsen/net/host_table.hpp"

#include <utility>

#include "schnapsen/bots/bot_protocol.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::net {

namespace {

bool ends_hand(game::EventKind kind) {
  return kind == game::EventKind::HandOver || kind == game::EventKind::BummerlOver ||
         kind == game::EventKind::MatchOver;
}

}  // namespace

// Seat 1's player: the guest at the other end of the link.
class HostTable::RemoteSeat : public game::HumanSeat {
 public:
  explicit RemoteSeat(HostTable& host) : host_(host) {}
  game::SeatAnswer answer(const game::HumanTurn& turn) override {
    const game::TableSnapshot& t = host_.hand_table_;
    ai::MatchInfo info{t.points, t.bummerls, t.hands_played};
    host_.owed_ = act_line(turn, info);
    host_.link_.set_catch_up(host_.catch_up());
    host_.link_.send(*host_.owed_);
    const auto stop = host_.table_.stop_check();
    host_.show_waiting(N_("%s's turn..."));
    for (;;) {
      if (!host_.guest_ended_.empty()) return game::SeatAnswer::quit();  // it quit meanwhile
      std::optional<GuestLine> line = host_.poll(100, true);
      if (stop && stop()) return game::SeatAnswer::quit();  // the host quits: the match is saved
      if (!line) continue;
      if (line->kind == GuestLine::Kind::Quit) return game::SeatAnswer::quit();
      if (line->kind == GuestLine::Kind::Action) {
        // A resignation is never in the legal list but open at every turn (R7.8).
        auto action = line->text == to_string(Action::resign())
                          ? Expected<Action, std::string>(Action::resign())
                          : bots::parse_bot_answer(line->text, turn.view.legal);
        if (action) {
          host_.waiting_ = nullptr;
          host_.owed_.reset();
          host_.link_.set_catch_up(host_.catch_up());
          host_.table_.set_remote_status("");
          return game::SeatAnswer::act(*action);
        }
        host_.link_.drop(action.error());  // a broken or hostile guest; it may join again
        continue;
      }
      host_.link_.drop(_("an answer to \"yes or no\" where an action was asked"));
    }
  }

 private:
  HostTable& host_;
};

HostTable::HostTable(game::SessionFrontEnd& table, HostLink& link, std::string guest,
                     std::string rejoin)
    : table_(table),
      link_(link),
      guest_(std::move(guest)),
      rejoin_(std::move(rejoin)),
      seat_(std::make_unique<RemoteSeat>(*this)) {
  // While the host thinks or reads a box: joins, drops and a guest's quit show at once.
  table_.set_idle([this] {
    const int before = shown_;
    for (int i = 0; i < 16; ++i) poll(0, false);
    return shown_ != before;
  });
}

HostTable::~HostTable() { table_.set_idle({}); }

std::string HostTable::guest_name() const {
  return match_ ? match_->setup.seats[kGuestSeat].name : guest_;
}

std::vector<std::string> HostTable::catch_up() const {
  std::vector<std::string> lines;
  if (!match_) return lines;
  lines.push_back(match_line(*match_));
  if (!hand_.empty()) lines.push_back(hand_so_far_line({hand_, hand_table_}, kGuestSeat));
  for (const game::GameEvent& e : end_) lines.push_back(event_line(e, kGuestSeat));
  if (owed_) lines.push_back(*owed_);
  return lines;
}

std::optional<GuestLine> HostTable::poll(int ms, bool answer_expected) {
  std::optional<GuestNews> news = link_.next(std::chrono::milliseconds(ms));
  // A connection refused or dropped since the last look: its line on the table (for a moment).
  const Incidents incidents = link_.incidents_since(incidents_seen_);
  incidents_seen_ = incidents.next;
  if (!incidents.lines.empty())
    status(tr(N_("Network: %s"), {text::shorten(incidents.lines.back(), 120)}));
  if (!news) return std::nullopt;
  switch (news->kind) {
    case GuestNews::Kind::Joined:
      // A name the table uses for its own players would be narrated as the host's ("You").
      guest_ = news->name.empty() || reserved_name(news->name) ? "Guest" : news->name;
      guest_ended_.clear();
      status(tr(N_("%s joined"), {game::shown_name(guest_name())}), true);
      if (waiting_) show_waiting(waiting_);
      return std::nullopt;
    case GuestNews::Kind::Dropped:
      guest_.clear();
      dropped_ = news->text;
      status(tr(N_("%s's connection dropped: %s"), {game::shown_name(guest_name()), dropped_}),
             true);
      show_waiting(waiting_);
      return std::nullopt;
    case GuestNews::Kind::Line: break;
  }
  auto line = parse_guest_line(news->text);
  if (!line) {
    link_.drop(line.error());
    return std::nullopt;
  }
  if (line->kind == GuestLine::Kind::Quit) {
    guest_ended_ = tr(N_("%s left the match"), {game::shown_name(guest_name())});
    status(guest_ended_, true);
    return *line;
  }
  if (!answer_expected) {
    link_.drop(_("sent a line when no answer was expected"));
    return std::nullopt;
  }
  return *line;
}

void HostTable::show_waiting(const char* waiting) {
  waiting_ = waiting;
  if (!guest_ended_.empty())  // it left: that is the news, not the connection it closed
    status(guest_ended_);
  else if (guest_.empty())
    // The command before the reason: the invitation printed before the table is gone now, and
    // a narrow message line cuts the end.
    status(tr(N_("%s's connection dropped. Rejoin: %s; q quits (the match is saved). Why: %s"),
              {game::shown_name(guest_name()), rejoin_, dropped_}));
  else if (waiting)
    status(tr(waiting, {game::shown_name(guest_name())}));
}

game::ResumeChoice HostTable::offer_resume(const game::SavedMatch& saved,
                                           const std::string& description) {
  return table_.offer_resume(saved, description);
}

game::OpponentChoice HostTable::opponent_failed(const game::SavedMatch& saved,
                                                const std::string& why) {
  return table_.opponent_failed(saved, why);
}

void HostTable::begin_match(const game::MatchSetup& setup) {
  MatchMessage m;
  m.seat = kGuestSeat;
  m.setup = setup;
  m.setup.resumed.reset();
  m.setup.ignored.clear();
  m.setup.stats_file.reset();
  m.advice = setup.advice;
  match_ = std::move(m);
  hand_.clear();
  end_.clear();
  owed_.reset();
  hand_table_ = {};
  table_.begin_match(setup);
  link_.publish(match_line(*match_), catch_up());
}

game::HumanSeat& HostTable::human(int seat) {
  return seat == kGuestSeat ? *seat_ : table_.human(seat);
}

std::unique_ptr<ai::Player> HostTable::watch(int, ai::Player&) { return nullptr; }

void HostTable::show_hand_so_far(const game::HandSoFar& hand) {
  hand_.clear();
  for (const game::GameEvent& e : hand.events) hand_.push_back(filter_event(e, kGuestSeat));
  hand_table_ = filter_snapshot(hand.table, kGuestSeat);
  end_.clear();
  link_.publish(hand_so_far_line({hand_, hand_table_}, kGuestSeat), catch_up());
  table_.show_hand_so_far(hand);
}

void HostTable::on_event(const game::GameEvent& event) {
  for (int i = 0; i < 16; ++i) poll(0, false);  // news since the last event: joins, drops
  game::GameEvent seen = filter_event(event, kGuestSeat);
  if (event.kind == game::EventKind::HandStarted) {
    hand_.clear();
    end_.clear();
  }
  if (ends_hand(event.kind)) {
    end_.push_back(seen);
  } else {
    hand_table_ = seen.table;
    hand_.push_back(std::move(seen));
  }
  link_.publish(event_line(event, kGuestSeat), catch_up());
  table_.on_event(event);
}

void HostTable::set_save_status(const game::SaveStatus& status) {
  save_status_ = status;
  table_.set_save_status(status);
}

bool HostTable::play_again(const game::MatchSummary& summary) {
  owed_ = play_again_line(summary);
  link_.set_catch_up(catch_up());
  link_.send(*owed_);
  const bool host_wants = table_.play_again(summary);
  if (!host_wants) {
    owed_.reset();
    return false;
  }
  const auto stop = table_.stop_check();
  show_waiting(N_("Waiting for %s's answer: another match?"));
  for (;;) {
    std::optional<GuestLine> line = poll(100, true);
    if (stop && stop()) break;
    if (!line) continue;
    if (line->kind == GuestLine::Kind::Yes) {
      waiting_ = nullptr;
      owed_.reset();
      return true;
    }
    if (line->kind == GuestLine::Kind::No || line->kind == GuestLine::Kind::Quit) {
      guest_ended_ = tr(N_("%s does not want another match"), {game::shown_name(guest_name())});
      break;
    }
    link_.drop(_("an action where \"yes\" or \"no\" was asked"));
  }
  waiting_ = nullptr;
  owed_.reset();
  return false;
}

void HostTable::end_match() { table_.end_match(); }

std::function<bool()> HostTable::stop_check() { return table_.stop_check(); }

void HostTable::set_remote_status(const std::string& line, bool news) {
  table_.set_remote_status(line, news);
}

void HostTable::status(const std::string& line, bool news) {
  ++shown_;
  table_.set_remote_status(line, news);
}

}  // namespace schnapsen::net
