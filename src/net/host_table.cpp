// The host's side of a network match (host_table.hpp).
#include "schnapsen/net/host_table.hpp"

#include <utility>

#include "schnapsen/action.hpp"
#include "schnapsen/ai/player.hpp"
#include "schnapsen/bots/bot_protocol.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::net {

namespace {

// Why the guest's `line` is no answer to its turn.
Message not_an_action(const GuestLine& line) {
  if (line.kind == GuestLine::Kind::Action || line.kind == GuestLine::Kind::Deal)
    return {N_("answered %s, which is not a legal action now"),
            {bots::describe_bot_output(line.text)}};
  return {N_("answered \"yes\" or \"no\" where an action was asked"), {}};
}

}  // namespace

// Seat 1's player: the guest at the other end of the link.
class HostTable::RemoteSeat : public game::HumanSeat {
 public:
  explicit RemoteSeat(HostTable& host) : host_(host) {}
  game::SeatAnswer answer(const game::HumanTurn& turn) override {
    const game::TableSnapshot& t = host_.hand_table_;
    ai::MatchInfo info{t.points, t.bummerls, t.hands_played};
    const Expecting expecting(host_);
    host_.owed_ = act_line(turn, info);
    host_.link_.set_catch_up(host_.catch_up());
    host_.link_.send(*host_.owed_);
    for (;;) {
      std::optional<GuestLine> line = host_.await_answer(N_("%s's turn (q quits)"), false);
      if (!line) return game::SeatAnswer::quit();  // the host quits (asked first): saved
      if (line->kind == GuestLine::Kind::Action) {
        const std::optional<Action> action = parse_action(line->text);
        // A resignation is never in the legal list but open at every turn (R7.8).
        if (action && (action->kind == ActionKind::Resign || turn.view.legal.contains(*action))) {
          host_.waiting_ = nullptr;
          host_.owed_.reset();
          host_.link_.set_catch_up(host_.catch_up());
          host_.presence_.set_remote_status("");
          return game::SeatAnswer::act(*action);
        }
      }
      host_.link_.drop(not_an_action(*line));  // a broken or hostile guest; it may join again
    }
  }

 private:
  HostTable& host_;
};

HostTable::HostTable(game::SessionFrontEnd& table, game::RemotePresence& presence, HostLink& link,
                     std::string guest, std::string rejoin)
    : table_(table),
      presence_(presence),
      link_(link),
      guest_(std::move(guest)),
      rejoin_(std::move(rejoin)),
      seat_(std::make_unique<RemoteSeat>(*this)) {
  // While the host thinks or reads a box: joins, drops and a guest's quit show at once, and an
  // answer the guest owes is kept for when the host's table waits for it.
  presence_.set_idle([this] {
    const int before = shown_;
    for (int i = 0; i < 16 && !answer_; ++i) {
      std::optional<GuestLine> line = poll(0, expecting_);
      if (line && expecting_) answer_ = std::move(line);
    }
    return shown_ != before ? game::IdleNews::Shown : game::IdleNews::None;
  });
}

HostTable::~HostTable() { presence_.set_idle({}); }

std::string HostTable::guest_name() const {
  return match_ ? match_->setup.spec.seats[kGuestSeat].name : guest_;
}

std::vector<std::string> HostTable::catch_up() const {
  std::vector<std::string> lines;
  if (!match_) return lines;
  lines.push_back(match_line(*match_));
  if (!hand_.empty()) {
    if (dealt_) lines.push_back(*dealt_);
    lines.push_back(hand_so_far_line({hand_, hand_table_}, kGuestSeat));
  }
  for (const game::GameEvent& e : end_) lines.push_back(event_line(e, kGuestSeat));
  for (const auto* line : {&revealed_, &next_deal_, &owed_})
    if (*line) lines.push_back(**line);
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
    case GuestNews::Kind::Joined: {
      // A name the table uses for its own players would be narrated as the host's ("You").
      guest_ = guest_name_of(news->name);
      guest_ended_.clear();
      // Who joined as it says, and from where: the seat's owner (seat_secret.hpp), maybe renamed.
      const std::string seat = game::shown_name(guest_name());
      status(guest_ == guest_name()
                 ? tr(N_("%s joined from %s"), {seat, news->text})
                 : tr(N_("%s joined from %s, in %s's seat"), {guest_, news->text, seat}),
             true);
      if (waiting_) show_waiting(waiting_);
      return std::nullopt;
    }
    case GuestNews::Kind::Dropped: {
      guest_.clear();
      dropped_ = news->text;
      // After a quit the connection's end is no news: the guest said it left.
      if (guest_ended_.empty())
        status(tr(N_("%s's connection dropped: %s. To rejoin: %s"),
                  {game::shown_name(guest_name()), dropped_, rejoin_}),
               true);
      show_waiting(waiting_);
      return std::nullopt;
    }
    case GuestNews::Kind::Line: break;
  }
  auto line = parse_guest_line(news->text);
  if (!line) {
    link_.drop(line.error());
    return std::nullopt;
  }
  if (line->kind == GuestLine::Kind::Quit) {
    guest_ended_ = tr(N_("%s left the match"), {game::shown_name(guest_name())});
    status(tr(N_("%s left the match. To rejoin: %s"), {game::shown_name(guest_name()), rejoin_}),
           true);
    if (waiting_) show_waiting(waiting_);
    return *line;
  }
  if (!answer_expected) {
    link_.drop(Message{N_("sent a line when no answer was expected"), {}});
    return std::nullopt;
  }
  return *line;
}

std::optional<GuestLine> HostTable::await_answer(const char* waiting, bool quit_answers) {
  show_waiting(waiting);
  for (;;) {
    if (!answer_) {
      const bool got = presence_.wait_for_remote([this] {
        if (!answer_) answer_ = poll(0, true);
        return answer_.has_value();
      });
      if (!got) {
        waiting_ = nullptr;
        return std::nullopt;
      }
    }
    GuestLine line = *std::exchange(answer_, std::nullopt);
    if (line.kind == GuestLine::Kind::Quit && !quit_answers) {
      show_waiting(waiting);  // it left: the table waits for it to join again
      continue;
    }
    return line;
  }
}

void HostTable::show_waiting(const char* waiting) {
  waiting_ = waiting;
  if (guest_.empty())
    // Short enough for the message line; the log has the whole story (why, and the command).
    status(tr(N_("Waiting for %s to rejoin: %s"), {game::shown_name(guest_name()), rejoin_}));
  else if (!guest_ended_.empty())  // it left: that is the news, until its connection closes
    status(guest_ended_);
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
  dealt_.reset();
  revealed_.reset();
  next_deal_.reset();
  hand_table_ = {};
  // A save of an earlier version has no proof: run_host refuses it, and a test's is dealt anew.
  if (!setup.resumed ||
      !deal_.resume(setup.match_id, setup.resumed->hands_played, setup.resumed->deal_proof))
    deal_.begin(setup.match_id);
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
  revealed_.reset();
  // A guest seated already (host --resume waits for it) is sent the hand's deal before the
  // hand, as a guest that joins later is in the catch-up: without it, it cannot check the hand.
  std::vector<std::string> lines;
  if (const auto told = deal_.told()) lines.push_back(*(dealt_ = deal_line(*told)));
  lines.push_back(hand_so_far_line({hand_, hand_table_}, kGuestSeat));
  link_.publish(lines, catch_up());
  table_.show_hand_so_far(hand);
}

void HostTable::on_event(const game::GameEvent& event) {
  for (int i = 0; i < 16; ++i) poll(0, false);  // news since the last event: joins, drops
  game::GameEvent seen = filter_event(event, kGuestSeat);
  if (event.kind == game::EventKind::HandStarted) {
    hand_.clear();
    end_.clear();
    dealt_ = std::exchange(next_deal_, std::nullopt);
    revealed_.reset();
  }
  if (game::ends_hand(event.kind)) {
    end_.push_back(seen);
  } else {
    hand_table_ = seen.table;
    hand_.push_back(std::move(seen));
  }
  link_.publish(event_line(event, kGuestSeat), catch_up());
  // The hand is over: the host's share goes at once, for the guest to check the hand with.
  if (event.kind == game::EventKind::HandOver)
    if (const auto reveal = deal_.reveal()) {
      revealed_ = reveal_line(*reveal);
      link_.publish(*revealed_, catch_up());
    }
  table_.on_event(event);
}

void HostTable::set_save_status(const game::SaveStatus& status) {
  save_status_ = status;
  // Quitting here leaves the match saved for `host --resume`; the guest is told (run_host).
  presence_.set_quit_meaning(tr(N_("The match is saved (schnapsen host --resume) and %s is told."),
                                {game::shown_name(guest_name())}));
  table_.set_save_status(status);
}

bool HostTable::play_again(const game::MatchSummary& summary) {
  // The guest may answer while the host still reads its own box: kept for the wait below.
  const Expecting expecting(*this);
  owed_ = play_again_line(summary);
  link_.set_catch_up(catch_up());
  link_.send(*owed_);
  presence_.set_other_player(guest_name());
  bool again = table_.play_again(summary);
  while (again) {
    // A guest that quits here wants no other match.
    std::optional<GuestLine> line =
        await_answer(N_("Waiting for %s's answer: another match? (q quits)"), true);
    if (!line) {
      again = false;  // the host quits
    } else if (line->kind == GuestLine::Kind::Yes) {
      break;
    } else if (line->kind == GuestLine::Kind::No || line->kind == GuestLine::Kind::Quit) {
      guest_ended_ = tr(N_("%s does not want another match"), {game::shown_name(guest_name())});
      again = false;
    } else if (line->kind == GuestLine::Kind::Deal) {
      link_.drop(Message{N_("answered %s where \"yes\" or \"no\" was asked"),
                         {bots::describe_bot_output(line->text)}});
    } else {
      link_.drop(Message{N_("answered with an action where \"yes\" or \"no\" was asked"), {}});
    }
  }
  waiting_ = nullptr;
  owed_.reset();
  return again;
}

std::optional<Deck> HostTable::deal(int hand_index) {
  const std::optional<DealShare> guest = await_share(deal_line(deal_.ask(hand_index)));
  if (!guest) throw ai::Stopped("the host quit while the guest's share of the deal was awaited");
  const Deck deck = deal_.dealt(hand_index, *guest);
  next_deal_ = deal_line(*deal_.told());
  link_.set_catch_up(catch_up());
  return deck;
}

std::optional<DealShare> HostTable::await_share(const std::string& ask) {
  const Expecting expecting(*this);
  owed_ = ask;
  link_.set_catch_up(catch_up());
  link_.send(*owed_);
  for (;;) {
    std::optional<GuestLine> line =
        await_answer(N_("Waiting for %s's share of the deal (q quits)"), false);
    if (!line) return std::nullopt;
    if (line->kind == GuestLine::Kind::Deal) {
      waiting_ = nullptr;
      owed_.reset();
      presence_.set_remote_status("");
      return line->share;
    }
    link_.drop(Message{N_("answered %s where its share of the deal was asked"),
                       {bots::describe_bot_output(line->text)}});
  }
}

void HostTable::end_match() { table_.end_match(); }

std::function<bool()> HostTable::stop_check() { return table_.stop_check(); }

void HostTable::status(const std::string& line, bool news) {
  ++shown_;
  presence_.set_remote_status(line, news);
}

}  // namespace schnapsen::net
