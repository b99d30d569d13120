// The guest's side of a network match (guest_table.hpp).
#include "schnapsen/net/guest_table.hpp"

#include <deque>
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

// Counts the guest's finished hands in its own statistics, once per hand of the host's match.
class GuestStats {
 public:
  explicit GuestStats(std::optional<std::filesystem::path> file) : file_(std::move(file)) {}

  void begin(const MatchMessage& m) {
    match_ = m;
    key_ = {std::string(game::kRemoteStatsPrefix) + m.setup.seats[1 - m.seat].name,
            rules_name(m.setup.rules)};
  }
  // The table as a hand stands before its end (its Bummerl standing is the hand's start).
  void standing(const game::TableSnapshot& t, int dealer) {
    table_ = t;
    dealer_ = dealer;
  }
  // Returns a warning to show when the file could not be written.
  std::optional<std::string> hand_over(const game::GameEvent& e) {
    if (!file_ || !match_) return std::nullopt;
    Match m = Match::restore(match_->setup.settings, dealer_, table_.points, table_.bummerls,
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

// The setup as the guest's table needs it: its own seat human, the host's remote.
game::MatchSetup guest_setup(const MatchMessage& m,
                             const std::optional<std::filesystem::path>& stats_file) {
  game::MatchSetup setup = m.setup;
  setup.seats[m.seat].kind = game::SeatKind::Human;
  setup.seats[1 - m.seat].kind = game::SeatKind::Remote;
  setup.stats_file = stats_file;
  setup.take_back = false;
  setup.advice = m.advice;
  return setup;
}

}  // namespace

GuestEnd run_guest(GuestLink& link, game::SessionFrontEnd& table,
                   const std::optional<std::filesystem::path>& stats_file) {
  GuestStats stats(stats_file);
  std::optional<MatchMessage> match;
  const auto stop = table.stop_check();
  // While the player thinks or reads a box, the host's lines are read ahead (and kept, in
  // order), so that a host who left is shown at once.
  std::deque<std::string> ahead;
  std::optional<std::string> lost;  // why the connection ended, seen ahead
  struct IdleOff {                  // the check reads these locals: gone with them
    game::SessionFrontEnd& table;
    ~IdleOff() { table.set_idle({}); }
  } idle_off{table};
  table.set_idle([&] {
    if (lost) return false;
    GuestLink::Read r = link.read_line(std::chrono::milliseconds(0), {});
    if (r.kind == GuestLink::Read::Kind::Line) {
      ahead.push_back(r.text);
      auto msg = parse_host_line(r.text);
      if (!msg || msg->kind != HostMessage::Kind::Bye) return false;
      table.set_remote_status(msg->text);
      return true;
    }
    if (r.kind != GuestLink::Read::Kind::Closed) return false;
    lost = r.text;
    table.set_remote_status(rejoin_hint(r.text));
    return true;
  });
  auto leave = [&](std::string message) {
    link.send("quit");
    if (match) table.end_match();
    return GuestEnd{0, std::move(message)};
  };
  for (;;) {
    GuestLink::Read read;
    if (!ahead.empty()) {
      read = {GuestLink::Read::Kind::Line, std::move(ahead.front())};
      ahead.pop_front();
    } else if (lost) {
      read = {GuestLink::Read::Kind::Closed, *lost};
    } else {
      read = link.read_line(std::nullopt, stop);
    }
    if (read.kind == GuestLink::Read::Kind::Stopped) return leave(_("You left the match."));
    if (read.kind != GuestLink::Read::Kind::Line) {
      if (match) table.end_match();
      return {1, rejoin_hint(read.text)};
    }
    auto msg = parse_host_line(read.text);
    if (!msg) {
      if (match) table.end_match();
      return {1, tr(N_("The host sent a message that is not valid: %s"), {msg.error()})};
    }
    switch (msg->kind) {
      case HostMessage::Kind::Match:
        if (match) table.end_match();
        match = msg->match;
        stats.begin(*match);
        table.begin_match(guest_setup(*match, stats_file));
        table.set_save_status({true, ""});
        break;
      case HostMessage::Kind::HandSoFar:
        if (!match) return {1, _("The host sent a hand before its match.")};
        if (!msg->hand.events.empty())
          stats.standing(msg->hand.table, msg->hand.events.front().dealer);
        table.show_hand_so_far(msg->hand);
        break;
      case HostMessage::Kind::Event: {
        if (!match) return {1, _("The host sent an event before its match.")};
        const game::GameEvent& e = msg->event;
        if (e.kind == game::EventKind::HandStarted) stats.standing(e.table, e.dealer);
        if (e.kind == game::EventKind::HandOver) {
          if (auto warning = stats.hand_over(e)) table.set_save_status({true, *warning});
        }
        table.on_event(e);
        // After a box the guest closed: the table again, and whom it waits for.
        if (e.kind == game::EventKind::HandOver || e.kind == game::EventKind::BummerlOver ||
            e.kind == game::EventKind::MatchOver)
          table.set_remote_status(tr(N_("Waiting for %s to go on..."),
                                     {game::shown_name(match->setup.seats[1 - match->seat].name)}));
        break;
      }
      case HostMessage::Kind::Act: {
        if (!match) return {1, _("The host asked for an action before its match.")};
        const game::SeatAnswer answer = table.human(match->seat).answer(msg->turn);
        if (answer.kind != game::SeatAnswer::Kind::Act) return leave(_("You left the match."));
        if (!link.send(to_string(answer.action)))
          return {1, rejoin_hint(_("the connection was lost"))};
        break;
      }
      case HostMessage::Kind::PlayAgain: {
        const bool again = table.play_again(msg->summary);
        link.send(again ? "yes" : "no");
        if (!again) {
          table.end_match();
          return {0, _("The match is over.")};
        }
        table.set_remote_status(_("Waiting for the host's answer: another match?"));
        break;
      }
      case HostMessage::Kind::Status: table.set_remote_status(msg->text); break;
      case HostMessage::Kind::Unknown: break;  // a newer host's: ignored (docs/bots.md)
      case HostMessage::Kind::Bye:
        if (match) table.end_match();
        return {0, msg->text};
    }
  }
}

GuestEnd run_guest_bot(GuestLink& link, ai::Player& bot) {
  game::TableSnapshot table;
  for (;;) {
    GuestLink::Read read = link.read_line(std::nullopt, {});
    if (read.kind != GuestLink::Read::Kind::Line) return {1, rejoin_hint(read.text)};
    auto msg = parse_host_line(read.text);
    if (!msg) return {1, tr(N_("The host sent a message that is not valid: %s"), {msg.error()})};
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
      case HostMessage::Kind::Bye: return {0, msg->text};
      case HostMessage::Kind::Match:
      case HostMessage::Kind::Status:
      case HostMessage::Kind::Unknown: break;
    }
  }
}

}  // namespace schnapsen::net
