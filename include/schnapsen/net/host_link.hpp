// The host's end of network play: a listening socket and one seat for a guest, served by a
// thread of its own, so that connections are accepted, checked and refused while the host's
// player thinks. Plain POSIX sockets and poll() (one connection that matters, a handful of
// short-lived ones): no event-loop library is needed for that.
//
// Hostile peers: every connection must say hello within `hello_ms` and complete the handshake
// (handshake.hpp) within `handshake_ms`; at most kMaxPendingConnections handshakes at once and
// kMaxPendingPerAddress from one address (more are refused as busy: idle sockets from one place
// leave room for the real guest, and are closed soon); every guess (the guest's share) costs a
// token of its address's bucket and one of everybody's, given back by a valid confirmation
// (HostOptions), and while one of them is empty shares and new connections from there are
// refused with the wait; a line that fails to open (channel.hpp) drops the guest; a line longer
// than kMaxGuestLineBytes, a line left unfinished for `line_ms`, more than kMaxUnansweredLines
// lines nobody asked for, or output the guest does not read (more than kMaxQueuedBytes waiting)
// drops the connection with a message. A second guest is refused ("the seat is taken") while one is
// seated, and once a guest has taken the seat, a guest without its seat secret (seat_secret.hpp)
// is refused always. TCP keepalive finds a vanished peer.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/message.hpp"
#include "schnapsen/net/guess_limiter.hpp"
#include "schnapsen/net/handshake.hpp"

namespace schnapsen::net {

inline constexpr int kDefaultPort = 4765;
inline constexpr int kMaxPendingConnections = 8;
inline constexpr int kMaxPendingPerAddress = 3;
inline constexpr int kMaxUnansweredLines = 16;
inline constexpr std::size_t kMaxQueuedBytes = 8 * 1024 * 1024;

struct HostOptions {
  std::string listen = "127.0.0.1";  // an address (IPv4 or IPv6 literal) or a host name
  int port = kDefaultPort;           // 0: any free port (tests), see HostLink::port()
  JoinCode code;
  int hello_ms = 2000;  // a real guest says hello at once; it stretches the code afterwards
  int handshake_ms = 10000;
  int line_ms = 30000;
  // Guesses (shares not followed by a valid confirmation) from one address (an IPv4 address, an
  // IPv6 /64): 5, then one per 2 s; from all addresses together: 30, then 4 a second, which one
  // address alone cannot use up (it takes eight guessing as fast as they may to keep everyone
  // waiting). An empty bucket refuses shares and new connections from there (or from everyone)
  // with the wait, which `join` waits out and tries again.
  int wrong_code_burst = 5;
  int wrong_code_refill_ms = 2000;
  int all_wrong_code_burst = 30;
  int all_wrong_code_refill_ms = 250;
  // The key of the seat's owner (seat_secret.hpp), kept from an earlier run of the match; empty:
  // the first guest to join owns the seat.
  std::string seat_key;
  // The guess buckets an earlier run of the match left not full (GuessLimiter::kept).
  std::vector<GuessLimiter::Kept> kept_guesses;
};

// The incidents after a given one (host_link's log keeps the newest 100 of them).
struct Incidents {
  std::vector<std::string> lines;  // oldest first
  std::uint64_t next = 0;          // the number the next incident will have (pass it next time)
  std::uint64_t missed = 0;        // incidents after `from` no longer kept (beyond the 100)
};

// What happened on the guest's side, in order.
struct GuestNews {
  enum class Kind {
    Joined,   // a guest passed the handshake and took the seat; `name` as it said (unchecked),
              // `text` its address ("192.0.2.7", "[2001:db8::7]")
    Line,     // a line from the seated guest (without '\n'); `text`
    Dropped,  // the seated guest's connection ended; `text` says why ("connection reset", ...)
  } kind = Kind::Line;
  std::string text;
  std::string name;
};

class HostLink {
 public:
  // Binds and listens (SO_REUSEADDR), stretches the code with this run's salt (scrypt, about
  // 0.2 s), then starts the thread. Errors name the address and why ("127.0.0.1:4765: address
  // already in use").
  static Expected<std::unique_ptr<HostLink>, std::string> listen(const HostOptions& options);
  ~HostLink();  // stops the thread and closes every socket
  HostLink(const HostLink&) = delete;
  HostLink& operator=(const HostLink&) = delete;

  int port() const;  // the port listened on (the real one when options.port was 0)

  // Sends `line` (no newline) to the seated guest, if any, and makes `catch_up` what a guest
  // that joins later receives first (replacing the previous one), in one step: a guest sees
  // either the catch-up that includes this line or the line itself, never both or neither.
  void publish(const std::string& line, std::vector<std::string> catch_up);
  // The same for several lines at once: a guest sees all of them or the catch-up.
  void publish(const std::vector<std::string>& lines, std::vector<std::string> catch_up);
  // Only replaces the catch-up (nothing sent now).
  void set_catch_up(std::vector<std::string> catch_up);
  // Sends to the seated guest only (a question it must answer now); not kept for a rejoin.
  void send(const std::string& line);
  // Waits up to `timeout` for the next news (nullopt: none came).
  std::optional<GuestNews> next(std::chrono::milliseconds timeout);
  // Drops the seated guest: sends bye_line(why) and closes (its Dropped news follows).
  void drop(const std::string& why);
  // The same for a reason the guest is told in English (the protocol's language) and the host's
  // news and log give in the host's language.
  void drop(const Message& why);
  bool seated() const;
  // The key of the seat's owner (seat_secret.hpp): options.seat_key, else the first guest's once
  // one has joined ("" before), for the invitation kept for `host --resume`.
  std::string seat_key() const;
  // The guess buckets not full now, for the next run of the match (HostOptions::kept_guesses).
  std::vector<GuessLimiter::Kept> kept_guesses() const;
  // One line per connection refused or dropped and why, for a log the host may show (newest last,
  // at most 100 kept).
  std::vector<std::string> incidents() const;
  // The incidents numbered `from` and later (the first is 0): a reader passes the `next` it got
  // last time. Counted, not measured by the log's size, which stops growing at 100.
  Incidents incidents_since(std::uint64_t from) const;

 private:
  struct Impl;
  explicit HostLink(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace schnapsen::net
