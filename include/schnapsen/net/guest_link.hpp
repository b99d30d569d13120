// The guest's end of network play: one TCP connection to the host, the handshake, and lines in
// both directions with deadlines, on the calling thread (poll() in slices of at most 100 ms, so a
// stop check, e.g. the table's q, is asked while waiting).
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "schnapsen/expected.hpp"
#include "schnapsen/net/handshake.hpp"

namespace schnapsen::net {

struct JoinOptions {
  std::string host;  // a name or an address
  int port = 4765;
  JoinCode code;
  std::string name;  // the guest's name, sent with the join
  // The guest's seat secret (seat_secret.hpp); empty: one made for this connection only.
  std::string seat_secret;
  int connect_ms = 10000;
  int handshake_ms = 10000;  // per attempt, the code's stretching (scrypt) included
  // The host said it is busy, or that too many wrong codes came from here: `why`, and the wait
  // before the next attempt. Return false to give up (default: try again, for up to
  // busy_give_up_ms in all).
  std::function<bool(const std::string& why, int wait_ms)> busy;
  int busy_give_up_ms = 60000;
};

// "alice-laptop:4765", "[::1]:4765", "localhost" (the default port): host and port, or why not.
Expected<std::pair<std::string, int>, std::string> parse_host_port(std::string_view text,
                                                                   int default_port);

class GuestLink {
 public:
  // Connects (every address of the name in turn, each within connect_ms) and runs the handshake
  // (handshake.hpp); errors say what happened ("connection refused", "wrong join code", "the
  // seat is taken", "the host did not prove it knows the code"). While the host says it is busy
  // it tries again, waiting longer each time (options.busy). Afterwards every line is sealed.
  static Expected<std::unique_ptr<GuestLink>, std::string> join(const JoinOptions& options);
  ~GuestLink();
  GuestLink(const GuestLink&) = delete;
  GuestLink& operator=(const GuestLink&) = delete;

  struct Read {
    enum class Kind { Line, Closed, Stopped, TimedOut } kind = Kind::Closed;
    std::string text;  // Line: the line; Closed: why ("the host closed the connection", ...)
  };
  // The next line from the host (up to kMaxHostLineBytes; longer: Closed with a message). Waits
  // until `timeout` (nullopt: no limit) or until `stop` says so (asked at least every 100 ms).
  Read read_line(std::optional<std::chrono::milliseconds> timeout,
                 const std::function<bool()>& stop = {});
  // Writes a line (the newline added); false when the connection is gone.
  bool send(const std::string& line);

 private:
  struct Impl;
  explicit GuestLink(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace schnapsen::net
