// The guest's end of network play (guest_link.hpp): connect with a time limit, the handshake,
// then lines both ways on the calling thread, waiting in poll() slices of at most 100 ms.
#include "schnapsen/net/guest_link.hpp"

#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <thread>

#include "schnapsen/line_buffer.hpp"
#include "schnapsen/net/channel.hpp"
#include "schnapsen/net/pake.hpp"
#include "schnapsen/net/seat_secret.hpp"
#include "schnapsen/net/wire.hpp"
#include "socket_util.hpp"

namespace schnapsen::net {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

constexpr int kSliceMs = 100;
constexpr std::size_t kMaxWhyBytes = 200;
constexpr int kSendMs = 10000;  // a host that takes nothing for this long is gone
// The longest line read from the host: its longest message, sealed (handshake lines are short).
const std::size_t kMaxSealedHostLine = sealed_size(kMaxHostLineBytes);

// What the host says is shown to the player: no control bytes, not too long (cut at a
// character's start, so UTF-8 stays whole).
std::string sanitised(std::string_view text) {
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    out += (byte < 0x20 || byte == 0x7f) ? '?' : c;
  }
  if (out.size() > kMaxWhyBytes) {
    std::size_t cut = kMaxWhyBytes;
    while (cut > 0 && (static_cast<unsigned char>(out[cut]) & 0xC0) == 0x80) --cut;
    out.resize(cut);
  }
  return out;
}

// One address within `ms`: the connected socket (non-blocking), or -1 and `error`.
int connect_one(const addrinfo& address, int ms, int& error) {
  const int fd = ::socket(address.ai_family, address.ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK,
                          address.ai_protocol);
  if (fd < 0) {
    error = errno;
    return -1;
  }
  if (::connect(fd, address.ai_addr, address.ai_addrlen) == 0) return fd;
  if (errno != EINPROGRESS) {
    error = errno;
    ::close(fd);
    return -1;
  }
  const auto deadline = Clock::now() + milliseconds(ms);
  for (;;) {
    const auto left = std::chrono::ceil<milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) {
      error = ETIMEDOUT;
      ::close(fd);
      return -1;
    }
    pollfd p{fd, POLLOUT, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) {
      error = errno;
      ::close(fd);
      return -1;
    }
    if (ready == 0) continue;
    int so_error = 0;
    socklen_t size = sizeof so_error;
    if (::getsockopt(fd, SOL_SOCKET, SO_ERROR, &so_error, &size) != 0) so_error = errno;
    if (so_error != 0) {
      error = so_error;
      ::close(fd);
      return -1;
    }
    return fd;
  }
}

}  // namespace

struct GuestLink::Impl {
  int fd = -1;
  text::LineBuffer in;
  LineSealer sealer;  // set once the handshake has made the keys
  LineOpener opener;
  ~Impl() {
    if (fd >= 0) ::close(fd);
  }
};

GuestLink::GuestLink(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
GuestLink::~GuestLink() = default;

Expected<std::pair<std::string, int>, std::string> parse_host_port(std::string_view text,
                                                                   int default_port) {
  const std::string shown = "\"" + sanitised(text) + "\"";
  std::string_view host = text;
  std::string_view port;
  bool has_port = false;
  if (!text.empty() && text.front() == '[') {
    const std::size_t close = text.find(']');
    if (close == std::string_view::npos)
      return unexpected(shown + ": an IPv6 address in brackets needs its ']'");
    host = text.substr(1, close - 1);
    const std::string_view rest = text.substr(close + 1);
    if (!rest.empty()) {
      if (rest.front() != ':')
        return unexpected(shown + ": after ']' only ':' and the port may follow");
      port = rest.substr(1);
      has_port = true;
    }
  } else if (const std::size_t colon = text.find(':');
             colon != std::string_view::npos &&
             text.find(':', colon + 1) == std::string_view::npos) {
    host = text.substr(0, colon);
    port = text.substr(colon + 1);
    has_port = true;
  }
  // Several colons without brackets: an IPv6 address alone (the default port).
  if (host.empty()) return unexpected(shown + ": no host name or address");
  for (const char c : host) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte <= 0x20 || byte == 0x7f)
      return unexpected(shown + ": a host name has no spaces or control characters");
  }
  int number = default_port;
  if (has_port) {
    if (port.empty() || port.size() > 5 ||
        !std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return unexpected(shown + ": the port must be a number from 1 to 65535");
    number = std::stoi(std::string(port));
  }
  if (number < 1 || number > 65535)
    return unexpected(shown + ": the port must be a number from 1 to 65535");
  return std::pair{std::string(host), number};
}

namespace {

// The connected socket (every address of the name in turn), or why not.
Expected<int, std::string> connect_to(const JoinOptions& options) {
  const std::string where =
      (options.host.find(':') != std::string::npos ? "[" + options.host + "]" : options.host) +
      ":" + std::to_string(options.port);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = AI_NUMERICSERV;
  addrinfo* found = nullptr;
  const std::string port_text = std::to_string(options.port);
  const int status = ::getaddrinfo(options.host.c_str(), port_text.c_str(), &hints, &found);
  if (status != 0) return unexpected(where + ": " + lower_first(::gai_strerror(status)));
  int fd = -1;
  int error = EHOSTUNREACH;
  for (const addrinfo* a = found; a != nullptr && fd < 0; a = a->ai_next)
    fd = connect_one(*a, options.connect_ms, error);
  ::freeaddrinfo(found);
  if (fd < 0) return unexpected(where + ": " + socket_error_text(error));
  set_socket_options(fd);
  return fd;
}

// One connection and handshake; the host's refusal comes back as a HandshakeError with it.
Expected<std::unique_ptr<GuestLink>, HandshakeError> attempt(
    const JoinOptions& options, std::optional<std::pair<std::string, Scalar>>& stretched,
    const std::function<std::unique_ptr<GuestLink>(int)>& make,
    const std::function<void(GuestLink&, const PakeKeys&)>& seal) {
  const auto fail = [](std::string why) { return unexpected(HandshakeError{std::move(why), {}}); };
  const auto fd = connect_to(options);
  if (!fd) return fail(fd.error());
  std::unique_ptr<GuestLink> link = make(*fd);

  // The handshake, within handshake_ms in all.
  const auto deadline = Clock::now() + milliseconds(options.handshake_ms);
  const auto answer = [&]() -> Expected<std::string, HandshakeError> {
    const auto left = std::max<milliseconds>(
        milliseconds(0), std::chrono::ceil<milliseconds>(deadline - Clock::now()));
    GuestLink::Read read = link->read_line(left);
    if (read.kind == GuestLink::Read::Kind::Line) return read.text;
    if (read.kind == GuestLink::Read::Kind::TimedOut)
      return fail("the host did not answer the handshake within " +
                  duration_text(options.handshake_ms));
    if (read.text == "the host closed the connection")
      return fail("the host closed the connection during the handshake");
    return fail(read.text + " during the handshake");
  };
  // `final`: after the confirmation no refusal is tried again (a host that asked to be would
  // get another guess at the code with every try).
  const auto refused_or = [](const HandshakeError& e, bool final = false) {
    HandshakeError out = e;
    out.why = sanitised(e.why);
    if (out.refusal) out.refusal->why = out.why;
    if (final && out.refusal) out.refusal->retry_ms.reset();
    return unexpected(out);
  };
  const std::string closed = "the host closed the connection during the handshake";

  if (!link->send(hello_line())) return fail(closed);
  auto line = answer();
  if (!line) return unexpected(line.error());
  const auto salt_hex = parse_challenge(*line);
  if (!salt_hex) return refused_or(salt_hex.error());
  const auto salt = bytes_from_hex<16>(*salt_hex);
  if (!salt) return fail("the host's salt is not 32 hex digits");
  // The costly step, once per salt (a second attempt at the same host reuses it).
  if (!stretched || stretched->first != *salt_hex)
    stretched = std::pair{*salt_hex, password_scalar(options.code, *salt)};
  const Spake2 pake(Spake2::Role::A, stretched->second);
  if (!link->send(share_line(hex_of(pake.share())))) return fail(closed);
  line = answer();
  if (!line) return unexpected(line.error());
  const auto share_hex = parse_share(*line);
  if (!share_hex) return refused_or(share_hex.error());
  const auto share = bytes_from_hex<65>(*share_hex);
  if (!share) return fail("the host's share is not 130 hex digits");
  auto keys = pake.finish(*share, kPakeGuest, kPakeHost, std::string(kPakeAad) + *salt_hex);
  if (!keys) return fail("the host's share is not valid: " + keys.error());
  if (!link->send(confirm_line(hex_of(keys->confirm_a)))) return fail(closed);
  line = answer();
  if (!line) return unexpected(line.error());
  const auto welcome = parse_welcome(*line);
  if (!welcome) return refused_or(welcome.error(), true);
  // Nothing is sealed before the host has proved it knows the code (RFC 9382's order).
  if (!same_bytes(*welcome, hex_of(keys->confirm_b)))
    return fail("the host did not prove it knows the code");
  seal(*link, *keys);  // from here on every line both ways
  const std::string seat = options.seat_secret.empty() ? new_seat_secret() : options.seat_secret;
  if (!link->send(join_line({options.name, seat}))) return fail(closed);
  return link;
}

}  // namespace

Expected<std::unique_ptr<GuestLink>, std::string> GuestLink::join(const JoinOptions& options) {
  std::optional<std::pair<std::string, Scalar>> stretched;
  const auto make = [](int fd) {
    auto impl = std::make_unique<Impl>();
    impl->fd = fd;
    return std::unique_ptr<GuestLink>(new GuestLink(std::move(impl)));
  };
  const auto seal = [](GuestLink& link, const PakeKeys& keys) {
    const ChannelKeys channel = channel_keys(keys.ke);
    link.impl_->opener = LineOpener(channel.host_to_guest);
    link.impl_->sealer = LineSealer(channel.guest_to_host);
  };
  const auto give_up = Clock::now() + milliseconds(options.busy_give_up_ms);
  int backoff_ms = 1000;
  for (;;) {
    auto link = attempt(options, stretched, make, seal);
    if (link) return std::move(*link);
    const HandshakeError& e = link.error();
    if (!e.refusal || !e.refusal->retry_ms) return unexpected(e.why);
    // Busy, or rate-limited: wait as asked (at least the backoff, which doubles up to 8 s).
    const int wait_ms = std::max(*e.refusal->retry_ms, backoff_ms);
    backoff_ms = std::min(2 * backoff_ms, 8000);
    if (Clock::now() + milliseconds(wait_ms) > give_up) return unexpected(e.why);
    if (options.busy && !options.busy(e.why, wait_ms)) return unexpected(e.why);
    std::this_thread::sleep_for(milliseconds(wait_ms));
  }
}

GuestLink::Read GuestLink::read_line(std::optional<std::chrono::milliseconds> timeout,
                                     const std::function<bool()>& stop) {
  Impl& self = *impl_;
  const auto deadline = timeout ? Clock::now() + *timeout : Clock::time_point::max();
  std::string line;
  for (;;) {
    // TooLong is an unfinished line: `in` never holds more than the limit and one byte.
    const auto take = self.in.take(line, kMaxSealedHostLine);
    if (take == text::LineBuffer::Take::Line) {
      if (!self.opener.ready()) return {Read::Kind::Line, std::move(line)};
      auto opened = self.opener.open(line);
      if (opened) return {Read::Kind::Line, std::move(*opened)};
      ::close(self.fd);  // someone on the path: nothing more from this connection is trusted
      self.fd = -1;
      self.in.clear();
      return {Read::Kind::Closed, "the host sent " + opened.error()};
    }
    if (take == text::LineBuffer::Take::TooLong)
      return {Read::Kind::Closed, "the host sent a line longer than " +
                                      std::to_string(kMaxHostLineBytes / (1024 * 1024)) + " MiB"};
    if (self.fd < 0) return {Read::Kind::Closed, "the connection is closed"};
    if (stop && stop()) return {Read::Kind::Stopped, {}};
    // The socket is asked at least once, also when the time is up already (a zero timeout: the
    // idle read-ahead must see a line or the end that has arrived, not give up before looking).
    const auto now = Clock::now();
    const auto left =
        timeout ? std::max<std::int64_t>(0, std::chrono::ceil<milliseconds>(deadline - now).count())
                : kSliceMs;
    pollfd p{self.fd, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(std::min<std::int64_t>(left, kSliceMs)));
    if (ready < 0 && errno != EINTR) return {Read::Kind::Closed, socket_error_text(errno)};
    if (ready <= 0) {
      if (Clock::now() >= deadline) return {Read::Kind::TimedOut, {}};
      continue;
    }
    char buffer[64 * 1024];
    const std::size_t room = kMaxSealedHostLine + 1 - std::min(self.in.size(), kMaxSealedHostLine);
    const ssize_t n = ::recv(self.fd, buffer, std::min(room, sizeof buffer), MSG_DONTWAIT);
    if (n > 0) {
      self.in.append({buffer, static_cast<std::size_t>(n)});
      continue;
    }
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) continue;
    const std::string why =
        n == 0 ? std::string("the host closed the connection") : socket_error_text(errno);
    ::close(self.fd);
    self.fd = -1;
    return {Read::Kind::Closed, why};
  }
}

bool GuestLink::send(const std::string& line) {
  Impl& self = *impl_;
  if (self.fd < 0) return false;
  const std::string data = (self.sealer.ready() ? self.sealer.seal(line) : line) + "\n";
  std::size_t sent = 0;
  const auto deadline = Clock::now() + milliseconds(kSendMs);
  while (sent < data.size()) {
    const ssize_t n =
        ::send(self.fd, data.data() + sent, data.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      sent += static_cast<std::size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && Clock::now() < deadline) {
      pollfd p{self.fd, POLLOUT, 0};
      ::poll(&p, 1, kSliceMs);
      continue;
    }
    return false;
  }
  return true;
}

}  // namespace schnapsen::net
