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
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>

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
ReadResult read_some(int fd, std::string& in, std::size_t limit, int& error) {
  char buffer[kReadChunk];
  const ssize_t n = ::recv(fd, buffer, std::min(limit, sizeof buffer), MSG_DONTWAIT);
  if (n > 0) {
    in.append(buffer, static_cast<std::size_t>(n));
    return ReadResult::Data;
  }
  if (n == 0) return ReadResult::Eof;
  if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) return ReadResult::Nothing;
  error = errno;
  return ReadResult::Error;
}

struct Conn {
  enum class Stage { Hello, Auth, Closing, Seated } stage = Stage::Hello;
  int fd = -1;
  std::string peer;
  std::string in;
  std::string out;  // not for the seated guest: its queue is Impl::seat_out
  Clock::time_point deadline{};
  Nonce host_nonce{};
  Nonce guest_nonce{};
  std::string name;
  bool shut = false;                 // Closing: shutdown(SHUT_WR) done
  Clock::time_point line_started{};  // Seated: when the unfinished line in `in` began
  short revents = 0;
};

void close_conn(Conn& conn) {
  if (conn.fd >= 0) ::close(conn.fd);
  conn.fd = -1;
}

}  // namespace

struct HostLink::Impl {
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
  double tokens = 0;
  Clock::time_point tokens_at{};
  Clock::time_point listen_paused_until{};

  // Shared under `mutex`.
  mutable std::mutex mutex;
  std::condition_variable news_ready;
  std::deque<GuestNews> news;
  int unanswered = 0;  // Line news not taken yet
  std::vector<std::string> catch_up;
  bool seated = false;
  std::string seat_out;       // the seated guest's output not sent yet
  bool drop_pending = false;  // the guest was dropped by the caller: seat_out ends with its bye
  std::string guest_peer;
  std::deque<std::string> incident_log;

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

  // The caller's side of dropping the guest (drop(), or output it does not read).
  void drop_locked(const std::string& why, bool discard_output) {
    if (discard_output) seat_out.clear();
    seat_out += bye_line(why, true) + "\n";
    seated = false;
    drop_pending = true;
    push_news_locked({GuestNews::Kind::Dropped, why, {}});
    incident_locked(guest_peer + ": " + why);
  }

  void append_locked(const std::string& line) {
    if (!seated) return;
    if (seat_out.size() + line.size() + 1 > kMaxQueuedBytes) {
      drop_locked("the guest does not read (" + std::to_string(kMaxQueuedBytes / (1024 * 1024)) +
                      " MiB waiting)",
                  true);
      return;
    }
    seat_out += line;
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

  // A handshake refused: the refusal goes out, then the connection closes.
  void refuse(Conn& conn, const std::string& raw_why, Clock::time_point now) {
    const std::string why = printable(raw_why);
    conn.out += refused_line(why) + "\n";
    conn.stage = Conn::Stage::Closing;
    conn.deadline = now + kLinger;
    conn.in.clear();
    incident(conn.peer + ": " + why);
  }

  // The seated guest's connection ended without the caller asking: `why` is told as news (and,
  // with `bye`, to the guest).
  void end_guest(const std::string& why, bool bye, Clock::time_point now) {
    if (!guest) return;
    {
      const std::lock_guard lock(mutex);
      if (drop_pending) {
        take_drop_locked(now);  // the caller dropped it first: its news is out already
        return;
      }
      seated = false;
      push_news_locked({GuestNews::Kind::Dropped, why, {}});
      incident_locked(guest->peer + ": " + why);
      Conn conn = std::move(*guest);
      guest.reset();
      if (bye) {
        conn.out = std::move(seat_out) + bye_line(why, true) + "\n";
        seat_out.clear();
        to_closing(std::move(conn), now);
      } else {
        seat_out.clear();
        close_conn(conn);
      }
    }
  }

  void refill(Clock::time_point now) {
    const double per_ms = 1.0 / std::max(1, options.wrong_code_refill_ms);
    const double elapsed = std::chrono::duration<double, std::milli>(now - tokens_at).count();
    tokens = std::min<double>(options.wrong_code_burst, tokens + elapsed * per_ms);
    tokens_at = now;
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
      conn.deadline = now + milliseconds(options.handshake_ms);
      refill(now);
      if (tokens < 1) {
        const double wait_ms = (1 - tokens) * options.wrong_code_refill_ms;
        const int seconds = std::max(1, static_cast<int>(std::ceil(wait_ms / 1000)));
        refuse(conn, "too many wrong join codes: wait " + std::to_string(seconds) + " s", now);
        to_closing(std::move(conn), now);
      } else if (pending.size() >= static_cast<std::size_t>(kMaxPendingConnections)) {
        refuse(conn, "the host is busy: too many connections at once", now);
        to_closing(std::move(conn), now);
      } else {
        pending.push_back(std::move(conn));
      }
    }
  }

  void seat(Conn& conn, Clock::time_point now) {
    {
      const std::lock_guard lock(mutex);
      take_drop_locked(now);
      if (!seated && !guest) {
        seated = true;
        seat_out = std::move(conn.out);
        conn.out.clear();
        seat_out += welcome_line(host_mac(options.code, conn.guest_nonce, conn.host_nonce)) + "\n";
        for (const std::string& line : catch_up) seat_out += line + "\n";
        guest_peer = conn.peer;
        push_news_locked({GuestNews::Kind::Joined, {}, conn.name});
        Conn seated_conn;
        std::swap(seated_conn, conn);  // `conn` is left closed (fd -1): tidy() removes it
        seated_conn.stage = Conn::Stage::Seated;
        seated_conn.line_started = now;
        guest = std::move(seated_conn);
        return;
      }
    }
    refuse(conn, "the seat is taken: another player is at the table", now);
  }

  // The lines of a handshake in progress.
  void handshake_lines(Conn& conn, Clock::time_point now) {
    while (conn.stage == Conn::Stage::Hello || conn.stage == Conn::Stage::Auth) {
      const std::size_t end = conn.in.find('\n');
      if (end == std::string::npos) {
        if (conn.in.size() > kMaxGuestLineBytes)
          refuse(conn,
                 "a handshake line longer than " + std::to_string(kMaxGuestLineBytes) + " bytes",
                 now);
        return;
      }
      std::string line = conn.in.substr(0, end);
      conn.in.erase(0, end + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.size() > kMaxGuestLineBytes) {
        refuse(conn,
               "a handshake line longer than " + std::to_string(kMaxGuestLineBytes) + " bytes",
               now);
        return;
      }
      if (conn.stage == Conn::Stage::Hello) {
        auto hello = parse_hello(line);
        if (!hello) {
          refuse(conn, "the handshake failed: " + hello.error(), now);
          return;
        }
        conn.name = hello->name;
        conn.guest_nonce = hello->nonce;
        conn.host_nonce = new_nonce();
        conn.out += challenge_line(conn.host_nonce) + "\n";
        conn.stage = Conn::Stage::Auth;
      } else {
        auto mac = parse_auth(line);
        if (!mac) {
          refuse(conn, "the handshake failed: " + mac.error(), now);
          return;
        }
        if (!same_mac(*mac, guest_mac(options.code, conn.host_nonce, conn.guest_nonce))) {
          refill(now);
          tokens -= 1;
          refuse(conn, "wrong join code", now);
          return;
        }
        seat(conn, now);
        return;
      }
    }
  }

  void serve_pending(Conn& conn, Clock::time_point now) {
    int error = 0;
    if (!flush(conn.fd, conn.out, error)) {
      incident(conn.peer + ": " + socket_error_text(error) + " during the handshake");
      close_conn(conn);
      return;
    }
    if ((conn.revents & (POLLIN | POLLHUP | POLLERR)) == 0) return;
    const ReadResult read = read_some(conn.fd, conn.in, kReadChunk, error);
    if (read == ReadResult::Eof || read == ReadResult::Error) {
      incident(conn.peer + ": " +
               (read == ReadResult::Eof ? std::string("closed the connection")
                                        : socket_error_text(error)) +
               " during the handshake");
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
      std::string discard;
      const ReadResult read = read_some(conn.fd, discard, kReadChunk, error);
      if (read == ReadResult::Eof || read == ReadResult::Error) close_conn(conn);
    }
  }

  void guest_lines(Clock::time_point now) {
    bool consumed = false;
    while (guest) {
      const std::size_t end = guest->in.find('\n');
      if (end == std::string::npos) break;
      std::string line = guest->in.substr(0, end);
      guest->in.erase(0, end + 1);
      consumed = true;
      if (!line.empty() && line.back() == '\r') line.pop_back();
      if (line.size() > kMaxGuestLineBytes) {
        end_guest(
            "the guest sent a line longer than " + std::to_string(kMaxGuestLineBytes) + " bytes",
            true, now);
        return;
      }
      std::unique_lock lock(mutex);
      if (drop_pending || !seated) return;  // dropped by the caller: nobody asks any more
      if (unanswered >= kMaxUnansweredLines) {
        lock.unlock();
        end_guest("the guest sent more than " + std::to_string(kMaxUnansweredLines) +
                      " lines nobody asked for",
                  true, now);
        return;
      }
      push_news_locked({GuestNews::Kind::Line, std::move(line), {}});
    }
    if (!guest) return;
    if (guest->in.size() > kMaxGuestLineBytes) {
      end_guest(
          "the guest sent a line longer than " + std::to_string(kMaxGuestLineBytes) + " bytes",
          true, now);
      return;
    }
    if (guest->in.empty() || consumed) guest->line_started = now;
  }

  void serve_guest(Clock::time_point now) {
    int error = 0;
    {
      const std::lock_guard lock(mutex);
      if (!flush(guest->fd, seat_out, error)) seat_out.clear();
    }
    if (error != 0) {
      end_guest(socket_error_text(error), false, now);
      return;
    }
    if ((guest->revents & (POLLIN | POLLHUP | POLLERR)) == 0) return;
    const bool was_empty = guest->in.empty();
    const ReadResult read = read_some(guest->fd, guest->in, kReadChunk, error);
    if (read == ReadResult::Eof) {
      end_guest("the guest closed the connection", false, now);
      return;
    }
    if (read == ReadResult::Error) {
      end_guest(socket_error_text(error), false, now);
      return;
    }
    if (was_empty) guest->line_started = now;
    guest_lines(now);
  }

  // The time limits: handshakes, closing connections, the guest's unfinished line.
  void expire(Clock::time_point now) {
    for (Conn& conn : pending)  // not the seated one's closed place, nor one refused already
      if (conn.fd >= 0 && conn.stage != Conn::Stage::Closing && now >= conn.deadline)
        refuse(conn, "the handshake took longer than " + duration_text(options.handshake_ms), now);
    for (Conn& conn : closing)
      if (now >= conn.deadline) close_conn(conn);
    if (guest && !guest->in.empty() && now - guest->line_started >= milliseconds(options.line_ms))
      end_guest("the guest left a line unfinished for " + duration_text(options.line_ms), true,
                now);
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
  auto impl = std::make_unique<Impl>();
  impl->options = options;
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
  impl->tokens = options.wrong_code_burst;
  impl->tokens_at = Clock::now();
  Impl* raw = impl.get();
  impl->thread = std::thread([raw] { raw->run(); });
  return std::unique_ptr<HostLink>(new HostLink(std::move(impl)));
}

int HostLink::port() const { return impl_->port; }

void HostLink::publish(const std::string& line, std::vector<std::string> catch_up) {
  {
    const std::lock_guard lock(impl_->mutex);
    impl_->append_locked(line);
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
    impl_->drop_locked(why, false);
  }
  impl_->wake();
}

bool HostLink::seated() const {
  const std::lock_guard lock(impl_->mutex);
  return impl_->seated;
}

std::vector<std::string> HostLink::incidents() const {
  const std::lock_guard lock(impl_->mutex);
  return {impl_->incident_log.begin(), impl_->incident_log.end()};
}

}  // namespace schnapsen::net
