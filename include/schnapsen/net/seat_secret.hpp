// A network match's seat belongs to the guest who first took it. That guest's program made a
// random seat secret and sent it with its join (handshake.hpp); the host keeps the secret's key
// (a hash of it) beside the match's invitation and seats at every later join, `host --resume`
// included, only a guest that shows the same secret. So a dropped seat cannot be taken by
// somebody else who knows the join code.
//
// The guest keeps its secrets in a file of its state directory, one per join code (a match keeps
// its code for as long as it lasts), the newest 16; without a state directory the secret lasts
// as long as the program, and the seat cannot be taken again once the connection drops.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/net/handshake.hpp"

namespace schnapsen::net {

// kSeatSecretHex lower-case hex digits from the system's cryptographic random source.
std::string new_seat_secret();
// What the host keeps of a secret: its SHA-256 in lower-case hex (64 digits).
std::string seat_key(std::string_view secret);

struct KeptSecret {
  std::string secret;
  std::optional<std::string> warning;  // the secret could not be kept (why): no rejoin later
};
// The secret kept in `file` for the match of `code`, else a new one, written there first.
KeptSecret seat_secret_for(const std::optional<std::filesystem::path>& file, const JoinCode& code);

}  // namespace schnapsen::net
