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

// Thrown by the idle check while the player is at a turn or a box: the host's bye or the end of
// the connection has come, and the player is to be told at once.
struct HostGone {};

bool ends_hand(game::EventKind kind) {
  return kind == game::EventKind::HandOver || kind == game::EventKind::BummerlOver ||
         kind == game::EventKind::MatchOver;
}

// What the guest's table says while it waits for the host, after the table `t`.
std::string waiting_line(const std::string& host, const game::TableSnapshot& t, int seat,
                         bool hand_ended) {
  if (hand_ended) return tr(N_("Waiting for %s to go on (q quits)"), {host});
  if (t.dealt && t.hand_in_progress && t.views[seat].to_act != seat)
    return tr(N_("%s's turn (q quits)"), {host});
  return tr(N_("Waiting for %s (q quits)"), {host});
}

// The setup as the guest's table needs it: its own seat human, the host's remote.
game::MatchSetup guest_setup(const MatchMessage& m,
                             const std::optional<std::filesystem::path>& stats_file) {
  game::MatchSetup setup = m.setup;
  setup.seats[m.seat].kind = game::SeatKind::Human;
  setup.seats[1 - m.seat].kind = game::SeatKind::Remote;
  setup.stats_file = stats_file;
  setup.take_back = game::take_back_for(false, setup.rules, setup.seats);
  setup.advice = m.advice;
  return setup;
}

}  // namespace

GuestEnd run_guest(GuestLink& link, game::SessionFrontEnd& table,
                   const std::optional<std::filesystem::path>& stats_file) {
  GuestStats stats(stats_file);
  std::optional<MatchMessage> match;
  const auto host = [&match] {
    return match ? game::shown_name(match->setup.seats[1 - match->seat].name)
                 : std::string(_("the host"));
  };
  // The host's lines, read as they come (while the table waits, and ahead while the player
  // thinks or reads a box), kept in order; `lost`: why the connection ended, after them.
  std::deque<Expected<HostMessage, std::string>> ahead;
  std::optional<std::string> lost;
  bool end_ahead = false;  // a bye is in `ahead`, or the connection is lost: no more questions
  bool end_told = false;   // the idle check has thrown HostGone for it, or it is being told
  const auto read_ahead = [&] {
    if (end_ahead) return false;
    GuestLink::Read r = link.read_line(std::chrono::milliseconds(0), {});
    if (r.kind == GuestLink::Read::Kind::Line) {
      ahead.push_back(parse_host_line(r.text));
      if (ahead.back() && ahead.back()->kind == HostMessage::Kind::Bye) end_ahead = true;
      return true;
    }
    if (r.kind != GuestLink::Read::Kind::Closed) return false;
    lost = r.text;
    end_ahead = true;
    return true;
  };
  struct IdleOff {  // the check reads these locals: gone with them
    game::SessionFrontEnd& table;
    ~IdleOff() { table.set_idle({}); }
  } idle_off{table};
  table.set_idle([&] {
    for (int i = 0; i < 16 && read_ahead(); ++i) {
    }
    if (end_ahead && !end_told) {  // the host is gone: leave the turn or box to say so
      end_told = true;
      throw HostGone{};
    }
    return false;  // what was read is shown in order once the turn or box is done
  });
  // A signal (Ctrl-C, a closed terminal) ends the program: the host is told it left.
  struct QuitOnUnwind {
    GuestLink& link;
    int exceptions = std::uncaught_exceptions();
    ~QuitOnUnwind() {
      if (std::uncaught_exceptions() > exceptions) link.send("quit");
    }
  } quit_on_unwind{link};
  // The end of the guest's part that the player did not choose: told in a box, then returned.
  const auto told = [&](const std::string& title, GuestEnd end) {
    end_told = true;  // the box below reads keys: the idle check must not end it
    table.set_remote_status(end.message, true);
    table.tell(title, {end.message});
    if (match) table.end_match();
    return end;
  };
  const auto leave = [&] {
    link.send("quit");
    const bool had_match = match.has_value();
    if (had_match) table.end_match();
    return GuestEnd{0, had_match
                           ? tr(N_("You left the match. It stays saved at %s's: run the same join "
                                   "command to take your seat again."),
                                {host()})
                           : std::string(_("You left before the match began."))};
  };
  std::string waiting = _("Waiting for the host to start the match (q quits)");
  // The match is the host's, saved there; before it begins there is nothing to lose.
  game::SaveStatus save{true, "", _("The host has not started the match yet.")};
  table.set_save_status(save);
  for (;;) {
    try {
      if (ahead.empty() && !lost) {
        table.set_remote_status(waiting);
        if (!table.wait_for_remote(read_ahead)) return leave();
        continue;
      }
      if (ahead.empty()) return told(_("The connection ended"), {1, rejoin_hint(*lost)});
      Expected<HostMessage, std::string> msg = std::move(ahead.front());
      ahead.pop_front();
      if (!msg)
        return told(_("The connection ended"),
                    {1, tr(N_("The host sent a message that is not valid: %s"), {msg.error()})});
      switch (msg->kind) {
        case HostMessage::Kind::Match:
          if (match) table.end_match();
          match = msg->match;
          stats.begin(*match);
          table.begin_match(guest_setup(*match, stats_file));
          // The save is the host's: quitting leaves the match there, for the seat to take again.
          save = {true, "",
                  tr(N_("The match stays saved at %s's: join again to go on."), {host()})};
          table.set_save_status(save);
          waiting = tr(N_("Waiting for %s (q quits)"), {host()});
          break;
        case HostMessage::Kind::HandSoFar:
          if (!match)
            return told(_("The connection ended"),
                        {1, _("The host sent a hand before its match.")});
          if (!msg->hand.events.empty())
            stats.standing(msg->hand.table, msg->hand.events.front().dealer);
          table.show_hand_so_far(msg->hand);
          waiting = waiting_line(host(), msg->hand.table, match->seat, false);
          break;
        case HostMessage::Kind::Event: {
          if (!match)
            return told(_("The connection ended"),
                        {1, _("The host sent an event before its match.")});
          const game::GameEvent& e = msg->event;
          if (e.kind == game::EventKind::HandStarted) stats.standing(e.table, e.dealer);
          if (e.kind == game::EventKind::HandOver) {
            if (auto warning = stats.hand_over(e)) {
              save.warning = *warning;
              table.set_save_status(save);
            }
          }
          table.on_event(e);
          waiting = waiting_line(host(), e.table, match->seat, ends_hand(e.kind));
          break;
        }
        case HostMessage::Kind::Act: {
          if (!match)
            return told(_("The connection ended"),
                        {1, _("The host asked for an action before its match.")});
          if (end_ahead) break;  // the host is gone: nobody waits for the answer
          const game::SeatAnswer answer = table.human(match->seat).answer(msg->turn);
          if (answer.kind != game::SeatAnswer::Kind::Act) return leave();
          if (!link.send(to_string(answer.action)))
            return told(_("The connection ended"), {1, rejoin_hint(_("the connection was lost"))});
          break;
        }
        case HostMessage::Kind::PlayAgain: {
          if (end_ahead) break;
          table.set_remote_status(tr(N_("Another match? %s is asked too."), {host()}));
          game::MatchSummary summary = msg->summary;
          summary.other_player = match ? match->setup.seats[1 - match->seat].name : "";
          const bool again = table.play_again(summary);
          link.send(again ? "yes" : "no");
          if (!again) {
            table.end_match();
            return {0, _("The match is over.")};
          }
          waiting = tr(N_("Waiting for %s's answer: another match? (q quits)"), {host()});
          break;
        }
        case HostMessage::Kind::Status: waiting = msg->text; break;
        case HostMessage::Kind::Unknown: break;  // a newer host's: ignored (docs/bots.md)
        case HostMessage::Kind::Bye:
          // In English, the protocol's language: translated when the catalogue knows it.
          return told(tr(N_("%s ended the connection"), {host()}), {0, _(msg->text.c_str())});
      }
    } catch (const HostGone&) {
      // The bye or the end is in `ahead` (or `lost`): the loop comes to it, asking nothing more.
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
