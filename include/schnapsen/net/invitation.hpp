// What a host tells its guest before the table is up: the invitation kept beside a hosted
// match's save, so that `host --resume` invites with the same code on the same port (the guest's
// join command stays right), and the wait for the first guest.
#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/net/handshake.hpp"
#include "schnapsen/net/host_link.hpp"

namespace schnapsen::net {

// The code on the file's first line, then "port N" and "seat KEY" (the key of the guest who owns
// the seat: seat_secret.hpp), each when known, and a line "guesses ADDRESS MILLITOKENS UNIX_MS"
// for every guess bucket not full when the host last wrote it (ADDRESS "*": everyone's), so that a
// restart gives no fresh guesses at the code; written for the owner only. It lives as long as the
// match: the host removes it once the match is over.
struct Invitation {
  JoinCode code;
  std::optional<int> port;
  std::string seat_key;  // "": no guest has joined yet
  std::vector<GuessLimiter::Kept> guesses;
};

// nullopt when there is none or it is not an invitation (then a new code is made).
std::optional<Invitation> read_invitation(const std::filesystem::path& file);
// Writes the invitation; an error says why it could not.
std::optional<std::string> write_invitation(const std::filesystem::path& file,
                                            const Invitation& invitation);

// Waits for the first guest to take the seat, telling `out` of every connection refused or
// dropped meanwhile; Ctrl-C, SIGTERM and SIGHUP stop the wait. The guest's name as the table
// shows it ("Guest" for none or one a table keeps for its own players; `host` with a 2 when the
// same as the host's); else the signal that stopped the wait.
Expected<std::string, int> wait_for_guest(HostLink& link, const std::string& host,
                                          std::ostream& out);

}  // namespace schnapsen::net
