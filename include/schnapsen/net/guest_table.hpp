// The guest's side of a network match: the host's messages drive a session front end (the
// guest's own table, in its own language and suits) or a bot, and the seat's answers go back.
// Everything the host sends is checked (wire.hpp); a message that is not as described ends the
// connection with a message, never a crash. Every hand's deal is checked too (guest_deal.hpp): a
// deal that does not check out is told in a box and ends the match for the guest.
#pragma once

#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/game/remote_presence.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/net/guest_deal.hpp"
#include "schnapsen/net/guest_link.hpp"
#include "schnapsen/net/wire.hpp"

namespace schnapsen::net {

// How a guest's part ended: the exit status and what to tell the player.
struct GuestEnd {
  int status = 0;  // 0: the match ended or a side quit; 1: the connection failed
  std::string message;
};

// The guest's seat at its own table: the host's lines, read as they come (while the table waits,
// and ahead while the player thinks or reads a box), each shown by the handler of its kind.
class GuestTable {
 public:
  // Each finished hand is counted in `stats_file` (when given) against "net <host's name>"; the
  // commitments answered are kept in `deal_file` (when given; GuestDeal).
  GuestTable(GuestLink& link, game::SessionFrontEnd& table, game::RemotePresence& presence,
             std::optional<std::filesystem::path> stats_file,
             std::optional<std::filesystem::path> deal_file = std::nullopt);
  ~GuestTable();
  GuestTable(const GuestTable&) = delete;
  GuestTable& operator=(const GuestTable&) = delete;

  // Plays until the match ends, the host ends it, the connection drops or the player quits (q
  // while waiting, or quit at the table).
  GuestEnd run();
  // The guest's shares from `shares` (GuestDeal), before run().
  void use_shares(ShareSource shares) { deal_.use_shares(std::move(shares)); }
  // The hands whose deal checked out so far.
  int hands_checked() const { return deal_.hands_checked(); }

 private:
  class Stats;
  using Step = std::optional<GuestEnd>;  // a handler's: nullopt goes on with the next line

  // Reads what the host has sent (without waiting) into `ahead_`; true when something came.
  bool read_ahead();
  // The idle check while the player is at a turn or a box: the host's bye or the end of the
  // connection leaves them (once), so that the player is told at once.
  game::IdleNews idle();
  Step next(HostMessage& msg);
  Step on_match(const MatchMessage& m);
  Step on_hand_so_far(const game::HandSoFar& hand);
  Step on_event(const game::GameEvent& e);
  Step on_act(const game::HumanTurn& turn);
  Step on_play_again(const game::MatchSummary& summary);
  // The end of the guest's part that the player did not choose: told in a box, then returned.
  GuestEnd told(const std::string& title, GuestEnd end);
  GuestEnd broken(const std::string& why);  // the host sent something it may not
  // The deal's check of `msg`: its answer sent, its notice shown; the end when it failed.
  Step check_deal(const HostMessage& msg);
  GuestEnd leave();          // the player quit
  std::string host() const;  // the host's name, as the table shows it

  GuestLink& link_;
  game::SessionFrontEnd& table_;
  game::RemotePresence& presence_;
  std::optional<std::filesystem::path> stats_file_;
  std::unique_ptr<Stats> stats_;
  GuestDeal deal_;
  std::optional<MatchMessage> match_;
  std::deque<Expected<HostMessage, std::string>> ahead_;
  std::optional<std::string> lost_;  // why the connection ended, after the lines in `ahead_`
  bool end_ahead_ = false;  // a bye is in `ahead_`, or the connection is lost: no more questions
  bool end_told_ = false;   // the player is being told of the end: the idle check leaves nothing
  std::string waiting_;     // what the table says while it waits for the host
  game::SaveStatus save_;
};

// Plays the guest's seat with `bot` (an AI or a bot program), answering "yes" to another match;
// its deals are checked as a table's are, its shares kept in `deal_file` (nullopt: in memory).
GuestEnd run_guest_bot(GuestLink& link, ai::Player& bot,
                       std::optional<std::filesystem::path> deal_file);

}  // namespace schnapsen::net
