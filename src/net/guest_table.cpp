// The guest's side of a network match (guest_table.hpp).
#include "schnapsen/net/guest_table.hpp"

#include <deque>
#include <exception>
#include <utility>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/stats.hpp"
#include "schnapsen/net/wire.hpp"

namespace schnapsen::net {

namespace {

// The line that tells a dropped guest how to take its seat again.
std::string rejoin_hint(const std::string& why) {
  return tr(N_("The connection to the host ended (%s). Run the same schnapsen join command to "
               "take your seat again."),
            {why});
}

}  // namespace

// Counts the guest's finished hands in its own statistics, once per hand of the host's match.
class GuestTable::Stats {
 public:
  explicit Stats(std::optional<std::filesystem::path> file) : file_(std::move(file)) {}

  void begin(const MatchMessage& m) {
    match_ = m;
    key_ = {std::string(game::kRemoteStatsPrefix) + m.setup.spec.seats[1 - m.seat].name,
            rules_name(m.setup.spec.rules)};
  }
  // The table as a hand stands before its end (its Bummerl standing is the hand's start).
  void standing(const game::TableSnapshot& t, int dealer) {
    table_ = t;
    dealer_ = dealer;
  }
  // Returns a warning to show when the file could not be written.
  std::optional<std::string> hand_over(const game::GameEvent& e) {
    if (!file_ || !match_) return std::nullopt;
    Match m = Match::restore(match_->setup.spec.settings, dealer_, table_.points, table_.bummerls,
                             table_.hands_played);
    const HandOutcome outcome = m.record_hand(e.result);
    return game::count_hand(*file_, match_->setup.match_id, e.hand_index, key_,
                            game::stats_delta(outcome, match_->seat));
  }

 private:
  std::optional<std::filesystem::path> file_;
  std::optional<MatchMessage> match_;
  game::StatsKey key_;
  game::TableSnapshot table_;
  int dealer_ = 0;
};

namespace {

// What the guest's table says while it waits for the host, after the event `kind` and the table
// `t`: nothing when the guest's own turn, the draws of a trick or the hand's end come next (the
// host's program only draws, scores and saves meanwhile).
std::string waiting_line(const std::string& host, const game::TableSnapshot& t, int seat,
                         game::EventKind kind) {
  if (game::ends_hand(kind)) return tr(N_("Waiting for %s to go on (q quits)"), {host});
  if (!t.dealt) return tr(N_("Waiting for %s (q quits)"), {host});
  const bool draws_next = kind == game::EventKind::TrickWon && t.views[seat].talon_open();
  return t.hand_in_progress && t.views[seat].to_act != seat && !draws_next
             ? tr(N_("%s's turn (q quits)"), {host})
             : "";
}

// The setup as the guest's table needs it: its own seat human, the host's remote.
game::MatchSetup guest_setup(const MatchMessage& m,
                             const std::optional<std::filesystem::path>& stats_file) {
  game::MatchSetup setup = m.setup;
  setup.spec.seats[m.seat].kind = game::SeatKind::Human;
  setup.spec.seats[1 - m.seat].kind = game::SeatKind::Remote;
  setup.stats_file = stats_file;
  setup.take_back = game::take_back_for(false, setup.spec.rules, setup.spec.seats);
  setup.advice = m.advice;
  return setup;
}

}  // namespace

GuestTable::GuestTable(GuestLink& link, game::SessionFrontEnd& table,
                       game::RemotePresence& presence,
                       std::optional<std::filesystem::path> stats_file,
                       std::optional<std::filesystem::path> deal_file)
    : link_(link),
      table_(table),
      presence_(presence),
      stats_file_(std::move(stats_file)),
      stats_(std::make_unique<Stats>(stats_file_)),
      deal_(std::move(deal_file)),
      waiting_(_("Waiting for the host to start the match (q quits)")),
      // The match is the host's, saved there; before it begins there is nothing to lose.
      save_{true, ""} {
  presence_.set_idle([this] { return idle(); });
}

GuestTable::~GuestTable() { presence_.set_idle({}); }

std::string GuestTable::host() const {
  return match_ ? game::shown_name(match_->setup.spec.seats[1 - match_->seat].name)
                : std::string(_("the host"));
}

bool GuestTable::read_ahead() {
  if (end_ahead_) return false;
  GuestLink::Read r = link_.read_line(std::chrono::milliseconds(0), {});
  if (r.kind == GuestLink::Read::Kind::Line) {
    ahead_.push_back(parse_host_line(r.text));
    if (ahead_.back() && ahead_.back()->kind == HostMessage::Kind::Bye) end_ahead_ = true;
    return true;
  }
  if (r.kind != GuestLink::Read::Kind::Closed) return false;
  lost_ = r.text;
  end_ahead_ = true;
  return true;
}

game::IdleNews GuestTable::idle() {
  for (int i = 0; i < 16 && read_ahead(); ++i) {
  }
  // What was read is shown in order once the turn or box is done; the end at once.
  return end_ahead_ && !end_told_ ? game::IdleNews::Leave : game::IdleNews::None;
}

GuestEnd GuestTable::run() {
  // A signal (Ctrl-C, a closed terminal) ends the program: the host is told it left.
  struct QuitOnUnwind {
    GuestLink& link;
    int exceptions = std::uncaught_exceptions();
    ~QuitOnUnwind() {
      if (std::uncaught_exceptions() > exceptions) link.send("quit");
    }
  } quit_on_unwind{link_};
  presence_.set_quit_meaning(_("The host has not started the match yet."));
  table_.set_save_status(save_);
  for (;;) {
    if (ahead_.empty() && !lost_) {
      presence_.set_remote_status(waiting_);
      if (!presence_.wait_for_remote([this] {
            read_ahead();
            return !ahead_.empty() || lost_;
          }))
        return leave();
      continue;
    }
    if (ahead_.empty()) return told(_("The connection ended"), {1, rejoin_hint(*lost_)});
    Expected<HostMessage, std::string> msg = std::move(ahead_.front());
    ahead_.pop_front();
    if (!msg) return broken(tr(N_("The host sent a message that is not valid: %s"), {msg.error()}));
    if (Step end = check_deal(*msg)) return *end;
    if (Step end = next(*msg)) return *end;
    // Said in the order of the host's messages, not when they pause: line mode says each
    // change, at the same place in every run.
    presence_.set_remote_status(waiting_);
  }
}

GuestTable::Step GuestTable::check_deal(const HostMessage& msg) {
  const GuestDeal::Step step = deal_.take(msg);
  if (step.mismatch) {
    link_.send("quit");  // the host saves the match and is told the guest left
    return told(_("The deal does not check out"),
                {1, tr(N_("The host's deal did not check out: %s. The match ends here: the "
                          "host's program dealt or showed cards it had not committed to."),
                       {*step.mismatch})});
  }
  if (step.notice) presence_.set_remote_status(*step.notice, true);
  if (step.answer && !end_ahead_ && !link_.send(*step.answer))
    return told(_("The connection ended"), {1, rejoin_hint(_("the connection was lost"))});
  return std::nullopt;
}

GuestTable::Step GuestTable::next(HostMessage& msg) {
  switch (msg.kind) {
    case HostMessage::Kind::Match: return on_match(msg.match);
    case HostMessage::Kind::HandSoFar: return on_hand_so_far(msg.hand);
    case HostMessage::Kind::Event: return on_event(msg.event);
    case HostMessage::Kind::Act: return on_act(msg.turn);
    case HostMessage::Kind::PlayAgain: return on_play_again(msg.summary);
    case HostMessage::Kind::Status: waiting_ = msg.text; return std::nullopt;
    case HostMessage::Kind::Unknown: return std::nullopt;  // a newer host's (docs/bots.md)
    case HostMessage::Kind::Deal:
    case HostMessage::Kind::Reveal: return std::nullopt;  // check_deal's
    case HostMessage::Kind::Bye:
      // In English, the protocol's language: translated when the catalogue knows it. A bye
      // before the match is a refusal (the seat is another guest's): not a clean end.
      return told(tr(N_("%s ended the connection"), {host()}),
                  {match_ ? 0 : 1, _(msg.text.c_str())});
  }
  return std::nullopt;
}

GuestTable::Step GuestTable::on_match(const MatchMessage& m) {
  if (match_) table_.end_match();
  match_ = m;
  stats_->begin(m);
  table_.begin_match(guest_setup(m, stats_file_));
  // The save is the host's: quitting leaves the match there, for the seat to take again.
  presence_.set_quit_meaning(
      tr(N_("The match stays saved at %s's: join again to go on."), {host()}));
  save_ = {true, ""};
  table_.set_save_status(save_);
  waiting_ = tr(N_("Waiting for %s (q quits)"), {host()});
  return std::nullopt;
}

GuestTable::Step GuestTable::on_hand_so_far(const game::HandSoFar& hand) {
  if (!match_) return broken(_("The host sent a hand before its match."));
  if (!hand.events.empty()) stats_->standing(hand.table, hand.events.front().dealer);
  table_.show_hand_so_far(hand);
  waiting_ = waiting_line(host(), hand.table, match_->seat, game::EventKind::HandStarted);
  return std::nullopt;
}

GuestTable::Step GuestTable::on_event(const game::GameEvent& e) {
  if (!match_) return broken(_("The host sent an event before its match."));
  if (e.kind == game::EventKind::HandStarted) stats_->standing(e.table, e.dealer);
  if (e.kind == game::EventKind::HandOver) {
    if (auto warning = stats_->hand_over(e)) {
      save_.warning = *warning;
      table_.set_save_status(save_);
    }
  }
  table_.on_event(e);
  waiting_ = waiting_line(host(), e.table, match_->seat, e.kind);
  return std::nullopt;
}

GuestTable::Step GuestTable::on_act(const game::HumanTurn& turn) {
  if (!match_) return broken(_("The host asked for an action before its match."));
  if (end_ahead_) return std::nullopt;  // the host is gone: nobody waits for the answer
  const game::SeatAnswer answer = table_.human(match_->seat).answer(turn);
  if (end_ahead_) return std::nullopt;  // left for the host's end, which comes next
  if (answer.kind != game::SeatAnswer::Kind::Act) return leave();
  if (!link_.send(to_string(answer.action)))
    return told(_("The connection ended"), {1, rejoin_hint(_("the connection was lost"))});
  return std::nullopt;
}

GuestTable::Step GuestTable::on_play_again(const game::MatchSummary& summary) {
  if (end_ahead_) return std::nullopt;
  presence_.set_remote_status(tr(N_("Another match? %s is asked too."), {host()}));
  presence_.set_other_player(match_ ? match_->setup.spec.seats[1 - match_->seat].name : "");
  const bool again = table_.play_again(summary);
  if (end_ahead_) return std::nullopt;
  link_.send(again ? "yes" : "no");
  if (!again) {
    table_.end_match();
    return GuestEnd{0, _("The match is over.")};
  }
  waiting_ = tr(N_("Waiting for %s's answer: another match? (q quits)"), {host()});
  return std::nullopt;
}

GuestEnd GuestTable::told(const std::string& title, GuestEnd end) {
  end_told_ = true;  // the box below reads keys: the idle check must not end it
  presence_.set_remote_status(end.message, true);
  presence_.tell(title, {end.message});
  if (match_) table_.end_match();
  return end;
}

GuestEnd GuestTable::broken(const std::string& why) {
  return told(_("The connection ended"), {1, why});
}

GuestEnd GuestTable::leave() {
  link_.send("quit");
  if (!match_) return {0, _("You left before the match began.")};
  table_.end_match();
  return {0, tr(N_("You left the match. It stays saved at %s's: run the same join command to take "
                   "your seat again."),
                {host()})};
}

GuestEnd run_guest_bot(GuestLink& link, ai::Player& bot,
                       std::optional<std::filesystem::path> deal_file) {
  game::TableSnapshot table;
  GuestDeal deal(std::move(deal_file));
  bool matched = false;  // the match's line came: the seat is ours
  for (;;) {
    GuestLink::Read read = link.read_line(std::nullopt, {});
    if (read.kind != GuestLink::Read::Kind::Line) return {1, rejoin_hint(read.text)};
    auto msg = parse_host_line(read.text);
    if (!msg) return {1, tr(N_("The host sent a message that is not valid: %s"), {msg.error()})};
    const GuestDeal::Step checked = deal.take(*msg);
    if (checked.mismatch) {
      link.send("quit");
      return {1, tr(N_("The host's deal did not check out: %s."), {*checked.mismatch})};
    }
    if (checked.answer && !link.send(*checked.answer))
      return {1, rejoin_hint(_("the connection was lost"))};
    switch (msg->kind) {
      case HostMessage::Kind::HandSoFar: table = msg->hand.table; break;
      case HostMessage::Kind::Event: table = msg->event.table; break;
      case HostMessage::Kind::Act: {
        const Action a =
            bot.choose(msg->turn.view, {table.points, table.bummerls, table.hands_played});
        if (!link.send(to_string(a))) return {1, rejoin_hint(_("the connection was lost"))};
        break;
      }
      case HostMessage::Kind::PlayAgain: link.send("yes"); break;
      case HostMessage::Kind::Bye: return {matched ? 0 : 1, msg->text};  // before: refused
      case HostMessage::Kind::Match: matched = true; break;
      case HostMessage::Kind::Deal:
      case HostMessage::Kind::Reveal:
      case HostMessage::Kind::Status:
      case HostMessage::Kind::Unknown: break;
    }
  }
}

}  // namespace schnapsen::net
