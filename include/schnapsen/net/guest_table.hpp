// The guest's side of a network match: the host's messages drive a session front end (the
// guest's own table, in its own language and suits) or a bot, and the seat's answers go back.
// Everything the host sends is checked (wire.hpp); a message that is not as described ends the
// connection with a message, never a crash.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/net/guest_link.hpp"

namespace schnapsen::net {

// How a guest's part ended: the exit status and what to tell the player.
struct GuestEnd {
  int status = 0;  // 0: the match ended or a side quit; 1: the connection failed
  std::string message;
};

// Plays the guest's seat at `table` until the match ends, the host ends it, the connection drops
// or the player quits (q while waiting, or quit at the table). Each finished hand is counted in
// `stats_file` (when given) against "net <host's name>".
GuestEnd run_guest(GuestLink& link, game::SessionFrontEnd& table,
                   const std::optional<std::filesystem::path>& stats_file);

// Plays the guest's seat with `bot` (an AI or a bot program), answering "yes" to another match.
GuestEnd run_guest_bot(GuestLink& link, ai::Player& bot);

}  // namespace schnapsen::net
