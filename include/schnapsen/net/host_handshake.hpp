// The host's side of one guest's handshake (handshake.hpp) as a state machine without a socket
// or a clock: fed the guest's lines one at a time (without '\n'), it answers what to do. The
// host's link (host_link.cpp) keeps the connection, its time limit and the seat, and charges a
// wrong code to the guess limiter (guess_limiter.hpp).
//
//   hello    → the challenge (this run's salt)
//   share    → the host's share (SPAKE2's B, pake.hpp)
//   confirm  → nothing yet; a mismatch is a wrong code
//   join     → (sealed) the guest may be seated: its name, the channel's two ends, the welcome
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "schnapsen/message.hpp"
#include "schnapsen/net/channel.hpp"
#include "schnapsen/net/pake.hpp"

namespace schnapsen::net {

// Lines for the guest, each ending in '\n' (none after its confirmation).
struct HandshakeReply {
  std::string lines;
};

// The handshake ends refused: `why` goes to the guest (in English) and to the host's log.
struct HandshakeRefusal {
  Message why;
  bool wrong_code = false;  // the confirmation did not match: a guessed code, to be charged
};

// The handshake passed: the guest may take the seat.
struct HandshakeJoined {
  std::string name;     // as the guest said it (unchecked)
  std::string welcome;  // the welcome line with its '\n', for when the seat is given
  LineOpener opener;    // the guest's sealed lines after its join
  LineSealer sealer;    // the host's sealed lines from the welcome on
};

using HandshakeStep = std::variant<HandshakeReply, HandshakeRefusal, HandshakeJoined>;

class HostHandshake {
 public:
  // `salt_hex` and `w`: this run's salt and the code stretched with it (the costly step, done
  // once for every connection); both must outlive the handshake.
  HostHandshake(const std::string& salt_hex, const Scalar& w) : salt_hex_(&salt_hex), w_(&w) {}

  // The guest's next line. After a refusal or the join the handshake is over: a later line
  // gets an empty reply.
  HandshakeStep line(std::string_view line);

 private:
  enum class Stage { Hello, GuestShare, Confirm, Join, Over };
  HandshakeStep hello(std::string_view line);
  HandshakeStep share(std::string_view line);
  HandshakeStep confirm(std::string_view line);
  HandshakeStep join(std::string_view line);

  const std::string* salt_hex_;
  const Scalar* w_;
  Stage stage_ = Stage::Hello;
  std::optional<PakeKeys> keys_;  // once the guest's share came
  LineOpener opener_;             // from the guest's confirmation on
  LineSealer sealer_;
};

}  // namespace schnapsen::net
