// The host's side of one guest's handshake (handshake.hpp) as a state machine without a socket
// or a clock: fed the guest's lines one at a time (without '\n') and the time, it answers what
// to do. The host's link (host_link.cpp) keeps the connection, its time limits and the seat.
//
//   hello    → the challenge (this run's salt)
//   share    → the host's share (SPAKE2's B, pake.hpp); the share is a guess of the code, charged
//              to the guess limiter (guess_limiter.hpp) now, or refused while its bucket is empty
//   confirm  → the welcome (the host's confirmation, which the guest checks before it seals
//              anything: RFC 9382's order); a mismatch is a wrong code, a match gives the
//              guess back
//   join     → (sealed) the guest may be seated: its name, its seat secret's key, the channel's
//              two ends
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "schnapsen/message.hpp"
#include "schnapsen/net/channel.hpp"
#include "schnapsen/net/guess_limiter.hpp"
#include "schnapsen/net/pake.hpp"

namespace schnapsen::net {

// Lines for the guest, each ending in '\n' (none after its confirmation).
struct HandshakeReply {
  std::string lines;
};

// The handshake ends refused: `why` goes to the guest (in English) and to the host's log.
struct HandshakeRefusal {
  Message why;
  bool wrong_code = false;      // the confirmation did not match (charged at the share)
  std::optional<int> retry_ms;  // rate-limited: trying again after that long may work
};

// The handshake passed: the guest may take the seat.
struct HandshakeJoined {
  std::string name;      // as the guest said it (unchecked)
  std::string seat_key;  // its seat secret's key (seat_secret.hpp)
  LineOpener opener;     // the guest's sealed lines after its join
  LineSealer sealer;     // the host's sealed lines after the welcome
};

using HandshakeStep = std::variant<HandshakeReply, HandshakeRefusal, HandshakeJoined>;

class HostHandshake {
 public:
  using Clock = GuessLimiter::Clock;

  // `salt_hex` and `w`: this run's salt and the code stretched with it (the costly step, done
  // once for every connection); `guesses` charged for `address` (host_link.cpp's address key).
  // All three must outlive the handshake.
  HostHandshake(const std::string& salt_hex, const Scalar& w, GuessLimiter& guesses,
                std::string address)
      : salt_hex_(&salt_hex), w_(&w), guesses_(&guesses), address_(std::move(address)) {}

  // The guest's next line at `now`. After a refusal or the join the handshake is over: a later
  // line gets an empty reply.
  HandshakeStep line(std::string_view line, Clock::time_point now);
  // Whether the hello has come (the host gives a connection less time until it does).
  bool greeted() const { return stage_ != Stage::Hello; }
  // Whether the guest's confirmation matched (the reply to it is the welcome).
  bool confirmed() const { return stage_ == Stage::Join; }

 private:
  enum class Stage { Hello, GuestShare, Confirm, Join, Over };
  HandshakeStep hello(std::string_view line);
  HandshakeStep share(std::string_view line, Clock::time_point now);
  HandshakeStep confirm(std::string_view line, Clock::time_point now);
  HandshakeStep join(std::string_view line);

  const std::string* salt_hex_;
  const Scalar* w_;
  GuessLimiter* guesses_;
  std::string address_;
  Stage stage_ = Stage::Hello;
  // Once the guest's share came; none when it made no key (a guess of the right code without a
  // secret of its own), which then fails at the confirmation like any wrong code.
  std::optional<PakeKeys> keys_;
  LineOpener opener_;  // from the guest's confirmation on
  LineSealer sealer_;
};

}  // namespace schnapsen::net
