// The host's end of network play (host_link.hpp): one I/O thread polls the listening socket, a
// self-pipe (wake-up and stop), the handshakes in progress, the connections being closed and the
// seated guest. The seated guest's output queue, the catch-up, the news and the incidents are
// shared with the caller's thread under one mutex; everything else belongs to the I/O thread.
#include "schnapsen/net/host_link.hpp"

#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/line_buffer.hpp"
#include "schnapsen/net/channel.hpp"
#include "schnapsen/net/guess_limiter.hpp"
#include "schnapsen/net/host_handshake.hpp"
#include "schnapsen/net/pake.hpp"
#include "schnapsen/net/wire.hpp"
#include "socket_util.hpp"

namespace schnapsen::net {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr std::size_t kMaxIncidents = 100;
// A refused or dropped connection gets this long to take its last line before it is closed.
constexpr milliseconds kLinger{1000};
// Connections being closed at once (beyond that they are closed without a word).
constexpr std::size_t kMaxClosing = 32;
constexpr std::size_t kReadChunk = 16 * 1024;
// The longest line read from a seated guest: its longest line, sealed.
const std::size_t kMaxSealedGuestLine = sealed_size(kMaxGuestLineBytes);

// Peer-made text (a parse error quotes the input) as printable ASCII of at most 200 bytes, fit
// for the host's log and the refusal.
std::string printable(std::string_view text) {
  std::string out;
  for (const char c : text.substr(0, 200)) out += (c >= 0x20 && c < 0x7f) ? c : '?';
  return out;
}

// "127.0.0.1:51234", "[::1]:51234".
std::string address_text(const sockaddr* address, socklen_t size) {
  char host[NI_MAXHOST];
  char port[NI_MAXSERV];
  if (getnameinfo(address, size, host, sizeof host, port, sizeof port,
                  NI_NUMERICHOST | NI_NUMERICSERV) != 0)
    return "?";
  const std::string h = host;
  return (h.find(':') != std::string::npos ? "[" + h + "]" : h) + ":" + port;
}

// "127.0.0.1", "[::1]": a peer's address_text without its port.
std::string address_only(const std::string& peer) {
  const auto colon = peer.rfind(':');
  return colon == std::string::npos ? peer : peer.substr(0, colon);
}

// Sends what it can of `out` (non-blocking) and removes it; false when the connection is gone
// (`error` says why).
bool flush(int fd, std::string& out, int& error) {
  while (!out.empty()) {
    const ssize_t n = ::send(fd, out.data(), out.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      out.erase(0, static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return true;
    error = n < 0 ? errno : EPIPE;
    return false;
  }
  return true;
}

enum class ReadResult { Data, Nothing, Eof, Error };

// Appends what arrived (at most `limit` bytes) to `in`.
ReadResult read_some(int fd, text::LineBuffer& in, std::size_t limit, int& error) {
  char buffer[kReadChunk];
  const ssize_t n = ::recv(fd, buffer, std::min(limit, sizeof buffer), MSG_DONTWAIT);
  if (n > 0) {
    in.append({buffer, static_cast<std::size_t>(n)});
    return ReadResult::Data;
  }
  if (n == 0) return ReadResult::Eof;
  if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) return ReadResult::Nothing;
  error = errno;
  return ReadResult::Error;
}

struct Conn {
  // The handshake (host_handshake.hpp), then Closing or Seated.
  enum class Stage { Handshake, Closing, Seated } stage = Stage::Handshake;
  int fd = -1;
  std::string peer;
  std::string address;  // whose wrong codes count together: the IPv4 address, an IPv6 /64
  text::LineBuffer in;
  std::string out;  // not for the seated guest: its queue is Impl::seat_out
  Clock::time_point accepted{};
  Clock::time_point deadline{};
  std::optional<HostHandshake> handshake;  // Handshake
  LineOpener opener;                       // Seated: the guest's sealed lines
  bool shut = false;                       // Closing: shutdown(SHUT_WR) done
  Clock::time_point line_started{};        // Seated: when the unfinished line in `in` began
  short revents = 0;
};

// The part of a peer's address whose wrong codes count together: an IPv4 address whole, the
// first 64 bits of an IPv6 one (a network's usual share: one host may use the whole /64).
std::string address_key(const sockaddr_storage& address) {
  if (address.ss_family == AF_INET6) {
    const auto& a6 = reinterpret_cast<const sockaddr_in6&>(address);
    if (IN6_IS_ADDR_V4MAPPED(&a6.sin6_addr)) return to_hex(a6.sin6_addr.s6_addr + 12, 4);
    return to_hex(a6.sin6_addr.s6_addr, 8);
  }
  const auto& a4 = reinterpret_cast<const sockaddr_in&>(address);
  return to_hex(reinterpret_cast<const std::uint8_t*>(&a4.sin_addr.s_addr), 4);
}

GuessLimits guess_limits(const HostOptions& options) {
  return {.burst = options.wrong_code_burst,
          .refill_ms = options.wrong_code_refill_ms,
          .all_burst = options.all_wrong_code_burst,
          .all_refill_ms = options.all_wrong_code_refill_ms};
}

void close_conn(Conn& conn) {
  if (conn.fd >= 0) ::close(conn.fd);
  conn.fd = -1;
}

}  // namespace

struct HostLink::Impl {
  explicit Impl(const HostOptions& given) : options(given), guesses(guess_limits(given)) {
    guesses.restore(given.kept_guesses, Clock::now(), std::chrono::system_clock::now());
  }

  HostOptions options;
  int listen_fd = -1;
  int wake_read = -1;
  int wake_write = -1;
  int port = 0;
  std::thread thread;
  std::atomic<bool> stopping{false};

  // The I/O thread's own.
  std::vector<Conn> pending;  // handshakes in progress
  std::vector<Conn> closing;  // refused or dropped: their last line goes out, then they close
  std::optional<Conn> guest;
  GuessLimiter guesses;  // wrong codes per address (address_key) and from all together
  Clock::time_point listen_paused_until{};
  std::string salt_hex;  // the salt of this run, sent in every challenge
  Scalar w{};            // the code stretched with it (pake.hpp), worked out once

  // Shared under `mutex`.
  mutable std::mutex mutex;
  std::condition_variable news_ready;
  std::deque<GuestNews> news;
  int unanswered = 0;  // Line news not taken yet
  std::vector<std::string> catch_up;
  bool seated = false;
  std::string seat_out;       // the seated guest's output not sent yet (sealed lines)
  LineSealer seat_sealer;     // seals the seated guest's lines, in the order they are queued
  bool drop_pending = false;  // the guest was dropped by the caller: seat_out ends with its bye
  std::string guest_peer;
  std::string seat_key;  // the seat's owner's key (seat_secret.hpp); empty: the first to join
  std::deque<std::string> incident_log;  // the newest kMaxIncidents
  std::uint64_t incident_total = 0;      // every incident so far (the log's readers count on it)

  ~Impl() {
    for (const int fd : {listen_fd, wake_read, wake_write})
      if (fd >= 0) ::close(fd);
    for (Conn& c : pending) close_conn(c);
    for (Conn& c : closing) close_conn(c);
    if (guest) close_conn(*guest);
  }

  void wake() const {
    const char byte = 1;
    if (::write(wake_write, &byte, 1) < 0) {
      // Full pipe: a wake-up is pending anyway.
    }
  }

  void incident_locked(std::string text) {
    ++incident_total;
    incident_log.push_back(std::move(text));
    while (incident_log.size() > kMaxIncidents) incident_log.pop_front();
  }
  void incident(std::string text) {
    const std::lock_guard lock(mutex);
    incident_locked(std::move(text));
  }

  void push_news_locked(GuestNews item) {
    if (item.kind == GuestNews::Kind::Line) ++unanswered;
    news.push_back(std::move(item));
    news_ready.notify_all();
  }

  // The caller's side of dropping the guest (drop(), or output it does not read): `bye` goes to
  // the guest, `shown` to the host's news and log.
  void drop_locked(const std::string& bye, const std::string& shown, bool discard_output) {
    if (discard_output) seat_out.clear();
    seat_out += seat_sealer.seal(bye_line(bye, true)) + "\n";
    seated = false;
    drop_pending = true;
    push_news_locked({GuestNews::Kind::Dropped, shown, {}});
    incident_locked(guest_peer + ": " + shown);
  }

  void append_locked(const std::string& line) {
    if (!seated) return;
    if (seat_out.size() + line.size() + 1 > kMaxQueuedBytes) {
      const Message why{N_("the guest does not read (%d MiB waiting)"),
                        {std::to_string(kMaxQueuedBytes / (1024 * 1024))}};
      drop_locked(why.text(), tr(why), true);
      return;
    }
    seat_out += seat_sealer.seal(line);
    seat_out += '\n';
  }

  // I/O thread, under the mutex: a drop the caller asked for moves the guest to `closing`.
  void take_drop_locked(Clock::time_point now) {
    if (!drop_pending) return;
    drop_pending = false;
    if (!guest) {
      seat_out.clear();
      return;
    }
    Conn conn = std::move(*guest);
    guest.reset();
    conn.out = std::move(seat_out);
    seat_out.clear();
    to_closing(std::move(conn), now);
  }

  void to_closing(Conn conn, Clock::time_point now) {
    conn.stage = Conn::Stage::Closing;
    conn.deadline = now + kLinger;
    conn.in.clear();
    if (closing.size() >= kMaxClosing) {
      close_conn(conn);
      return;
    }
    closing.push_back(std::move(conn));
  }

  // A handshake refused: the refusal goes out (in English, the protocol's language), then the
  // connection closes; the host's log has it in the host's language. `retry_ms`: trying again
  // later may work (busy, rate-limited), after that long.
  // `sealer`: the guest reads sealed lines already (it has sent its join), so it is told in a
  // sealed bye.
  void refuse(Conn& conn, Message why, Clock::time_point now,
              std::optional<int> retry_ms = std::nullopt, LineSealer* sealer = nullptr) {
    for (std::string& arg : why.args) arg = printable(arg);
    conn.out += (sealer ? sealer->seal(bye_line(why.text(), true))
                        : refused_line({printable(why.text()), retry_ms})) +
                "\n";
    conn.stage = Conn::Stage::Closing;
    conn.deadline = now + kLinger;
    conn.in.clear();
    incident(conn.peer + ": " + tr(why));
  }

  // The seated guest's connection ended without the caller asking: `why` is told as news in the
  // host's language (and, with `bye`, to the guest in English).
  void end_guest(const Message& why, bool bye, Clock::time_point now) {
    if (!guest) return;
    {
      const std::lock_guard lock(mutex);
      if (drop_pending) {
        take_drop_locked(now);  // the caller dropped it first: its news is out already
        return;
      }
      seated = false;
      push_news_locked({GuestNews::Kind::Dropped, tr(why), {}});
      incident_locked(guest->peer + ": " + tr(why));
      Conn conn = std::move(*guest);
      guest.reset();
      if (bye) {
        conn.out = std::move(seat_out) + seat_sealer.seal(bye_line(why.text(), true)) + "\n";
        seat_out.clear();
        to_closing(std::move(conn), now);
      } else {
        seat_out.clear();
        close_conn(conn);
      }
    }
  }

  void accept_all(Clock::time_point now) {
    for (int i = 0; i < 64; ++i) {
      sockaddr_storage address{};
      socklen_t size = sizeof address;
      const int fd = ::accept4(listen_fd, reinterpret_cast<sockaddr*>(&address), &size,
                               SOCK_NONBLOCK | SOCK_CLOEXEC);
      if (fd < 0) {
        if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
          listen_paused_until = now + milliseconds(100);  // no busy loop while out of files
        return;
      }
      set_socket_options(fd);
      Conn conn;
      conn.fd = fd;
      conn.peer = address_text(reinterpret_cast<sockaddr*>(&address), size);
      conn.accepted = now;
      conn.deadline = now + milliseconds(std::min(options.hello_ms, options.handshake_ms));
      conn.address = address_key(address);
      if (auto why = turned_away(conn, now)) {
        refuse(conn, std::move(why->first), now, why->second);
        to_closing(std::move(conn), now);
      } else {
        conn.handshake.emplace(salt_hex, w, guesses, conn.address);
        pending.push_back(std::move(conn));
      }
    }
  }

  // Why a new connection is sent away before any handshake, and the wait it is told. Few
  // handshakes from one address: idle sockets from one machine leave room for the real guest.
  std::optional<std::pair<Message, int>> turned_away(const Conn& conn, Clock::time_point now) {
    if (const auto wait = guesses.refused(conn.address, now))
      return std::pair{GuessLimiter::why(*wait), wait->ms};
    const auto from_there = std::count_if(pending.begin(), pending.end(),
                                          [&](const Conn& c) { return c.address == conn.address; });
    if (from_there >= kMaxPendingPerAddress)
      return std::pair{Message{N_("the host is busy: too many connections from your address"), {}},
                       1000};
    if (pending.size() >= static_cast<std::size_t>(kMaxPendingConnections))
      return std::pair{Message{N_("the host is busy: too many connections at once"), {}}, 1000};
    return std::nullopt;
  }

  // Seats the guest, unless the seat is taken or is another guest's (seat_secret.hpp): the first
  // guest's seat key is the seat's from then on.
  void seat(Conn& conn, const HandshakeJoined& joined, Clock::time_point now) {
    Message refused = seat_taken();
    {
      const std::lock_guard lock(mutex);
      take_drop_locked(now);
      const bool own = seat_key.empty() || same_bytes(seat_key, joined.seat_key);
      if (!seated && !guest && own) {
        seated = true;
        seat_key = joined.seat_key;
        seat_out = std::exchange(conn.out, {});
        seat_sealer = joined.sealer;
        for (const std::string& line : catch_up) seat_out += seat_sealer.seal(line) + "\n";
        guest_peer = conn.peer;
        push_news_locked({GuestNews::Kind::Joined, address_only(conn.peer), joined.name});
        guest = std::exchange(conn, Conn{});  // `conn` is left closed (fd -1): tidy() removes it
        guest->stage = Conn::Stage::Seated;
        guest->opener = joined.opener;
        guest->line_started = now;
        return;
      }
      if (!seated && !guest)
        refused = {N_("the seat is another guest's: only the player who first took it can join "
                      "this match again"),
                   {}};
    }
    LineSealer sealer = joined.sealer;  // taken since this guest's welcome
    refuse(conn, refused, now, std::nullopt, &sealer);
  }

  // Before the welcome a guest is told in plain (the seat was taken before it came).
  bool seat_free(Clock::time_point now) {
    const std::lock_guard lock(mutex);
    take_drop_locked(now);
    return !seated && !guest;
  }
  static Message seat_taken() {
    return {N_("the seat is taken: another player is at the table"), {}};
  }

  // The lines of a handshake in progress (host_handshake.hpp), until it is refused or seated.
  void handshake_lines(Conn& conn, Clock::time_point now) {
    std::string line;
    while (conn.stage == Conn::Stage::Handshake) {
      const auto take = conn.in.take(line, kMaxGuestLineBytes);
      if (take == text::LineBuffer::Take::Partial) return;
      if (take == text::LineBuffer::Take::TooLong) {
        refuse(conn,
               {N_("a handshake line longer than %d bytes"), {std::to_string(kMaxGuestLineBytes)}},
               now);
        return;
      }
      HandshakeStep step = conn.handshake->line(line, now);
      if (auto* reply = std::get_if<HandshakeReply>(&step)) {
        if (conn.handshake->confirmed() && !seat_free(now)) return refuse(conn, seat_taken(), now);
        conn.out += reply->lines;
        conn.deadline = conn.accepted + milliseconds(options.handshake_ms);  // the hello came
        continue;
      }
      if (auto* refusal = std::get_if<HandshakeRefusal>(&step)) {
        refuse(conn, std::move(refusal->why), now, refusal->retry_ms);
      } else {
        seat(conn, std::get<HandshakeJoined>(step), now);
      }
      return;
    }
  }

  void serve_pending(Conn& conn, Clock::time_point now) {
    int error = 0;
    if (!flush(conn.fd, conn.out, error)) {
      incident(conn.peer + ": " + tr(N_("%s during the handshake"), {socket_error_text(error)}));
      close_conn(conn);
      return;
    }
    if ((conn.revents & (POLLIN | POLLHUP | POLLERR)) == 0) return;
    const ReadResult read = read_some(conn.fd, conn.in, kReadChunk, error);
    if (read == ReadResult::Eof || read == ReadResult::Error) {
      incident(conn.peer + ": " +
               tr(N_("%s during the handshake"),
                  {read == ReadResult::Eof ? std::string(_("closed the connection"))
                                           : socket_error_text(error)}));
      close_conn(conn);
      return;
    }
    handshake_lines(conn, now);
    if (conn.fd >= 0 && conn.stage != Conn::Stage::Seated) flush(conn.fd, conn.out, error);
  }

  // Closing: the last line goes out, then the write side is shut and what the peer still sends
  // is read and thrown away until it closes (closing with unread input would reset the
  // connection, and the peer could lose the last line).
  void serve_closing(Conn& conn, Clock::time_point now) {
    int error = 0;
    if (now >= conn.deadline || !flush(conn.fd, conn.out, error)) {
      close_conn(conn);
      return;
    }
    if (conn.out.empty() && !conn.shut) {
      ::shutdown(conn.fd, SHUT_WR);
      conn.shut = true;
    }
    if ((conn.revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
      text::LineBuffer discard;
      const ReadResult read = read_some(conn.fd, discard, kReadChunk, error);
      if (read == ReadResult::Eof || read == ReadResult::Error) close_conn(conn);
    }
  }

  void guest_lines(Clock::time_point now) {
    bool consumed = false;
    std::string sealed;
    while (guest) {
      const auto take = guest->in.take(sealed, kMaxSealedGuestLine);
      if (take == text::LineBuffer::Take::Partial) break;
      if (take == text::LineBuffer::Take::TooLong) {
        end_guest({N_("the guest sent a line longer than %d bytes"),
                   {std::to_string(kMaxGuestLineBytes)}},
                  true, now);
        return;
      }
      consumed = true;
      auto opened = guest->opener.open(sealed);
      if (!opened) {
        end_guest({N_("the guest sent %s"), {opened.error()}}, true, now);
        return;
      }
      std::string line = std::move(*opened);
      std::unique_lock lock(mutex);
      if (drop_pending || !seated) return;  // dropped by the caller: nobody asks any more
      if (unanswered >= kMaxUnansweredLines) {
        lock.unlock();
        end_guest({N_("the guest sent more than %d lines nobody asked for"),
                   {std::to_string(kMaxUnansweredLines)}},
                  true, now);
        return;
      }
      push_news_locked({GuestNews::Kind::Line, std::move(line), {}});
    }
    if (guest && (guest->in.empty() || consumed)) guest->line_started = now;
  }

  void serve_guest(Clock::time_point now) {
    int error = 0;
    {
      const std::lock_guard lock(mutex);
      if (!flush(guest->fd, seat_out, error)) seat_out.clear();
    }
    if (error != 0) {
      end_guest({"%s", {socket_error_text(error)}}, false, now);
      return;
    }
    if ((guest->revents & (POLLIN | POLLHUP | POLLERR)) == 0) return;
    const bool was_empty = guest->in.empty();
    const ReadResult read = read_some(guest->fd, guest->in, kReadChunk, error);
    if (read == ReadResult::Eof) {
      end_guest({N_("the guest closed the connection"), {}}, false, now);
      return;
    }
    if (read == ReadResult::Error) {
      end_guest({"%s", {socket_error_text(error)}}, false, now);
      return;
    }
    if (was_empty) guest->line_started = now;
    guest_lines(now);
  }

  Message overdue(const Conn& conn) const {
    if (conn.handshake->greeted())
      return {N_("the handshake took longer than %s"), {duration_text(options.handshake_ms)}};
    return {N_("no hello within %s"),
            {duration_text(std::min(options.hello_ms, options.handshake_ms))}};
  }

  // The time limits: handshakes, closing connections, the guest's unfinished line.
  void expire(Clock::time_point now) {
    for (Conn& conn : pending)  // not the seated one's closed place, nor one refused already
      if (conn.fd >= 0 && conn.stage != Conn::Stage::Closing && now >= conn.deadline)
        refuse(conn, overdue(conn), now);
    for (Conn& conn : closing)
      if (now >= conn.deadline) close_conn(conn);
    if (guest && !guest->in.empty() && now - guest->line_started >= milliseconds(options.line_ms))
      end_guest({N_("the guest left a line unfinished for %s"), {duration_text(options.line_ms)}},
                true, now);
  }

  // Pending connections that were refused go to `closing`; closed ones go.
  void tidy(Clock::time_point now) {
    std::vector<Conn> still;
    for (Conn& conn : pending) {
      if (conn.fd < 0) continue;
      if (conn.stage == Conn::Stage::Closing) {
        to_closing(std::move(conn), now);
      } else {
        still.push_back(std::move(conn));
      }
    }
    pending = std::move(still);
    std::erase_if(closing, [](const Conn& c) { return c.fd < 0; });
    for (Conn& conn : closing) {
      if (conn.out.empty() && !conn.shut) {
        ::shutdown(conn.fd, SHUT_WR);  // all said: the peer sees the end at once
        conn.shut = true;
      }
    }
  }

  int poll_timeout(Clock::time_point now) const {
    Clock::time_point next = now + milliseconds(1000);
    for (const Conn& conn : pending) next = std::min(next, conn.deadline);
    for (const Conn& conn : closing) next = std::min(next, conn.deadline);
    if (guest && !guest->in.empty())
      next = std::min(next, guest->line_started + milliseconds(options.line_ms));
    if (listen_paused_until > now) next = std::min(next, listen_paused_until);
    const auto ms = std::chrono::ceil<milliseconds>(next - now).count();
    return static_cast<int>(std::clamp<std::int64_t>(ms, 0, 1000));
  }

  void run() {
    while (!stopping.load()) {
      Clock::time_point now = Clock::now();
      {
        const std::lock_guard lock(mutex);
        take_drop_locked(now);
      }
      expire(now);
      tidy(now);

      std::vector<pollfd> fds;
      fds.push_back({wake_read, POLLIN, 0});
      const bool listening = listen_paused_until <= now;
      if (listening) fds.push_back({listen_fd, POLLIN, 0});
      const std::size_t first_conn = fds.size();
      for (const Conn& conn : pending)
        fds.push_back({conn.fd, static_cast<short>(POLLIN | (conn.out.empty() ? 0 : POLLOUT)), 0});
      for (const Conn& conn : closing)
        fds.push_back({conn.fd, static_cast<short>(POLLIN | (conn.out.empty() ? 0 : POLLOUT)), 0});
      if (guest) {
        const std::lock_guard lock(mutex);
        fds.push_back(
            {guest->fd, static_cast<short>(POLLIN | (seat_out.empty() ? 0 : POLLOUT)), 0});
      }
      const int ready = ::poll(fds.data(), fds.size(), poll_timeout(now));
      if (ready < 0 && errno != EINTR) break;
      now = Clock::now();

      if ((fds[0].revents & POLLIN) != 0) {
        char buffer[64];
        while (::read(wake_read, buffer, sizeof buffer) > 0) {
        }
      }
      std::size_t i = first_conn;
      for (Conn& conn : pending) conn.revents = fds[i++].revents;
      for (Conn& conn : closing) conn.revents = fds[i++].revents;
      if (guest) guest->revents = fds[i++].revents;

      for (Conn& conn : pending) serve_pending(conn, now);
      for (Conn& conn : closing) serve_closing(conn, now);
      if (guest) serve_guest(now);
      if (listening && (fds[1].revents & POLLIN) != 0) accept_all(now);
    }
  }
};

HostLink::HostLink(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

HostLink::~HostLink() {
  impl_->stopping.store(true);
  impl_->wake();
  if (impl_->thread.joinable()) impl_->thread.join();
}

Expected<std::unique_ptr<HostLink>, std::string> HostLink::listen(const HostOptions& options) {
  const std::string where =
      (options.listen.find(':') != std::string::npos ? "[" + options.listen + "]"
                                                     : options.listen) +
      ":" + std::to_string(options.port);
  if (options.port < 0 || options.port > 65535)
    return unexpected(where + ": the port must be a number from 1 to 65535");
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
  addrinfo* found = nullptr;
  const std::string port_text = std::to_string(options.port);
  const int status = ::getaddrinfo(options.listen.empty() ? nullptr : options.listen.c_str(),
                                   port_text.c_str(), &hints, &found);
  if (status != 0) return unexpected(where + ": " + lower_first(::gai_strerror(status)));
  auto impl = std::make_unique<Impl>(options);
  impl->seat_key = options.seat_key;
  std::string error = "no address to listen on";
  for (const addrinfo* a = found; a != nullptr; a = a->ai_next) {
    const int fd =
        ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, a->ai_protocol);
    if (fd < 0) {
      error = socket_error_text(errno);
      continue;
    }
    const int on = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (::bind(fd, a->ai_addr, a->ai_addrlen) != 0 || ::listen(fd, 16) != 0) {
      error = socket_error_text(errno);
      ::close(fd);
      continue;
    }
    impl->listen_fd = fd;
    break;
  }
  ::freeaddrinfo(found);
  if (impl->listen_fd < 0) return unexpected(where + ": " + error);

  sockaddr_storage bound{};
  socklen_t size = sizeof bound;
  if (::getsockname(impl->listen_fd, reinterpret_cast<sockaddr*>(&bound), &size) != 0)
    return unexpected(where + ": " + socket_error_text(errno));
  impl->port = bound.ss_family == AF_INET6
                   ? ntohs(reinterpret_cast<const sockaddr_in6*>(&bound)->sin6_port)
                   : ntohs(reinterpret_cast<const sockaddr_in*>(&bound)->sin_port);

  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC | O_NONBLOCK) != 0)
    return unexpected(where + ": " + socket_error_text(errno));
  impl->wake_read = pipe_fds[0];
  impl->wake_write = pipe_fds[1];
  const Salt salt = new_salt();
  impl->salt_hex = hex_of(salt);
  impl->w = password_scalar(options.code, salt);  // once for the run: the costly step
  Impl* raw = impl.get();
  impl->thread = std::thread([raw] { raw->run(); });
  return std::unique_ptr<HostLink>(new HostLink(std::move(impl)));
}

int HostLink::port() const { return impl_->port; }

void HostLink::publish(const std::string& line, std::vector<std::string> catch_up) {
  publish(std::vector<std::string>{line}, std::move(catch_up));
}

void HostLink::publish(const std::vector<std::string>& lines, std::vector<std::string> catch_up) {
  {
    const std::lock_guard lock(impl_->mutex);
    for (const std::string& line : lines) impl_->append_locked(line);
    impl_->catch_up = std::move(catch_up);
  }
  impl_->wake();
}

void HostLink::set_catch_up(std::vector<std::string> catch_up) {
  const std::lock_guard lock(impl_->mutex);
  impl_->catch_up = std::move(catch_up);
}

void HostLink::send(const std::string& line) {
  {
    const std::lock_guard lock(impl_->mutex);
    impl_->append_locked(line);
  }
  impl_->wake();
}

std::optional<GuestNews> HostLink::next(std::chrono::milliseconds timeout) {
  std::unique_lock lock(impl_->mutex);
  if (!impl_->news_ready.wait_for(lock, timeout, [&] { return !impl_->news.empty(); }))
    return std::nullopt;
  GuestNews item = std::move(impl_->news.front());
  impl_->news.pop_front();
  if (item.kind == GuestNews::Kind::Line) --impl_->unanswered;
  return item;
}

void HostLink::drop(const std::string& why) {
  {
    const std::lock_guard lock(impl_->mutex);
    if (!impl_->seated) return;
    impl_->drop_locked(why, why, false);
  }
  impl_->wake();
}

void HostLink::drop(const Message& why) {
  {
    const std::lock_guard lock(impl_->mutex);
    if (!impl_->seated) return;
    impl_->drop_locked(why.text(), tr(why), false);
  }
  impl_->wake();
}

bool HostLink::seated() const {
  const std::lock_guard lock(impl_->mutex);
  return impl_->seated;
}

std::string HostLink::seat_key() const {
  const std::lock_guard lock(impl_->mutex);
  return impl_->seat_key;
}

std::vector<GuessLimiter::Kept> HostLink::kept_guesses() const {
  return impl_->guesses.kept(Clock::now(), std::chrono::system_clock::now());
}

std::vector<std::string> HostLink::incidents() const {
  const std::lock_guard lock(impl_->mutex);
  return {impl_->incident_log.begin(), impl_->incident_log.end()};
}

Incidents HostLink::incidents_since(std::uint64_t from) const {
  const std::lock_guard lock(impl_->mutex);
  Incidents got;
  got.next = impl_->incident_total;
  const std::uint64_t kept = impl_->incident_log.size();
  const std::uint64_t first_kept = got.next - kept;  // the number of the oldest one kept
  const std::uint64_t start = std::max(from, first_kept);
  got.missed = start - std::min(from, start);
  for (std::uint64_t i = start; i < got.next; ++i)
    got.lines.push_back(impl_->incident_log[static_cast<std::size_t>(i - first_kept)]);
  return got;
}

}  // namespace schnapsen::net
