// The host's and the guest's links over loopback (host_link.hpp, guest_link.hpp): joining,
// lines both ways, the catch-up, and hostile or broken peers that must not stop the host.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <string>
#include <thread>

#include "catch.hpp"
#include "schnapsen/net/channel.hpp"
#include "schnapsen/net/guest_link.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/seat_secret.hpp"

namespace schnapsen::net {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

const JoinCode kCode = *parse_join_code("7KQ2-MX9P");
const std::string kBobSeat(kSeatSecretHex, '5');  // the guests' seat secret (one guest's)

std::unique_ptr<HostLink> start_host(HostOptions options = {}) {
  options.port = 0;
  if (options.code.text.empty()) options.code = kCode;
  auto host = HostLink::listen(options);
  REQUIRE(host);
  return std::move(*host);
}

Expected<std::unique_ptr<GuestLink>, std::string> join(const HostLink& host,
                                                       const JoinCode& code = kCode,
                                                       const std::string& name = "Bob",
                                                       const std::string& seat = kBobSeat) {
  JoinOptions options;
  options.seat_secret = seat;
  options.host = "127.0.0.1";
  options.port = host.port();
  options.code = code;
  options.name = name;
  options.connect_ms = 2000;
  options.handshake_ms = 5000;
  options.busy = [](const std::string&, int) { return false; };  // no waiting in these tests
  return GuestLink::join(options);
}

GuestNews news(HostLink& host, GuestNews::Kind kind) {
  auto item = host.next(2000ms);
  REQUIRE(item);
  CHECK(item->kind == kind);
  return *item;
}

std::string line(GuestLink& guest) {
  const auto read = guest.read_line(2000ms);
  REQUIRE(read.kind == GuestLink::Read::Kind::Line);
  return read.text;
}

bool has_incident(const HostLink& host, const std::string& part) {
  for (const std::string& incident : host.incidents())
    if (incident.find(part) != std::string::npos && incident.rfind("127.0.0.1:", 0) == 0)
      return true;
  return false;
}

// A connection under the test's control, for peers that do not follow the rules.
class Raw {
 public:
  // A connection to the host on loopback, from 127.0.0.1 or another loopback address `from`
  // (the whole of 127.0.0.0/8 is this machine's: a second address for per-address limits).
  explicit Raw(int port, const char* from = nullptr)
      : fd_(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) {
    if (from) {
      sockaddr_in source{};
      source.sin_family = AF_INET;
      REQUIRE(::inet_pton(AF_INET, from, &source.sin_addr) == 1);
      REQUIRE(::bind(fd_, reinterpret_cast<sockaddr*>(&source), sizeof source) == 0);
    }
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(::connect(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  }
  explicit Raw(int fd, bool /*accepted*/) : fd_(fd) {}
  ~Raw() { ::close(fd_); }
  Raw(const Raw&) = delete;
  Raw& operator=(const Raw&) = delete;

  void write(const std::string& data) const { REQUIRE(put(data)); }
  // write() without the check, for a fake host's thread (Catch's checks are for the main thread).
  bool put(const std::string& data) const {
    return ::send(fd_, data.data(), data.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(data.size());
  }
  // The next line, or nullopt at the end of the connection or after 8 s.
  std::optional<std::string> line() {
    const auto deadline = Clock::now() + 8s;
    for (;;) {
      if (const auto end = in_.find('\n'); end != std::string::npos) {
        std::string text = in_.substr(0, end);
        in_.erase(0, end + 1);
        return text;
      }
      if (Clock::now() >= deadline || !fill()) return std::nullopt;
    }
  }
  // True when the other side closes the connection within 8 s (after any lines left unread).
  bool closed() {
    const auto deadline = Clock::now() + 8s;
    while (Clock::now() < deadline)
      if (!fill()) return true;
    return false;
  }

 private:
  bool fill() {
    pollfd p{fd_, POLLIN, 0};
    if (::poll(&p, 1, 100) <= 0) return true;
    char buffer[4096];
    const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
    if (n <= 0) return false;
    in_.append(buffer, static_cast<std::size_t>(n));
    return true;
  }
  int fd_;
  std::string in_;
};

// The guest's side of the handshake by hand, with `code`: every line it sent, the host's last
// answer (a welcome or a refusal) and, once the keys are made, the sealed channel.
struct RawGuest {
  std::vector<std::string> sent;
  std::string answer;
  LineSealer sealer;
  LineOpener opener;
  void send(Raw& raw, const std::string& line) {
    sent.push_back(line);
    raw.write(line + "\n");
  }
  std::string sealed_line(Raw& raw) {
    const auto line = raw.line();
    REQUIRE(line);
    auto opened = opener.open(*line);
    REQUIRE(opened);
    return *opened;
  }
};

// `join`: false stops after the host's answer to the confirmation (the welcome, unanswered).
RawGuest raw_handshake(Raw& raw, const JoinCode& code = kCode, const std::string& name = "Eve",
                       bool join = true) {
  RawGuest guest;
  guest.send(raw, hello_line());
  const auto challenge = raw.line();
  REQUIRE(challenge);
  const auto salt_hex = parse_challenge(*challenge);
  REQUIRE(salt_hex);
  const Spake2 pake(Spake2::Role::A, password_scalar(code, *bytes_from_hex<16>(*salt_hex)));
  guest.send(raw, share_line(hex_of(pake.share())));
  const auto share = raw.line();
  REQUIRE(share);
  const auto share_hex = parse_share(*share);
  REQUIRE(share_hex);
  const auto keys = pake.finish(*bytes_from_hex<65>(*share_hex), kPakeGuest, kPakeHost,
                                std::string(kPakeAad) + *salt_hex);
  REQUIRE(keys);
  guest.send(raw, confirm_line(hex_of(keys->confirm_a)));
  const ChannelKeys channel = channel_keys(keys->ke);
  guest.sealer = LineSealer(channel.guest_to_host);
  guest.opener = LineOpener(channel.host_to_guest);
  guest.answer = raw.line().value_or("");
  if (join) guest.send(raw, guest.sealer.seal(join_line({name, kBobSeat})));
  return guest;
}

// After every hostile peer the host still serves: a correct guest joins and is heard. The
// hostile peer's sockets were just closed: until the host's thread has seen them go (a moment,
// longer on a busy machine) they still count as its address's pending handshakes, and the host
// answers busy, as it should; so the guest tries for a few seconds, as `join` would.
void host_still_serves(HostLink& host) {
  auto guest = join(host);
  for (const auto deadline = std::chrono::steady_clock::now() + 8s;
       !guest && guest.error().find("busy") != std::string::npos &&
       std::chrono::steady_clock::now() < deadline;) {
    std::this_thread::sleep_for(100ms);
    guest = join(host);
  }
  INFO((guest ? std::string("joined") : guest.error()));
  REQUIRE(guest);
  CHECK(news(host, GuestNews::Kind::Joined).name == "Bob");
  REQUIRE((*guest)->send("yes"));
  CHECK(news(host, GuestNews::Kind::Line).text == "yes");
  guest->reset();
  news(host, GuestNews::Kind::Dropped);
}

TEST_CASE("Links: a guest joins, lines go both ways") {
  auto host = start_host();
  CHECK(host->port() > 0);
  CHECK_FALSE(host->seated());
  auto guest = join(*host, kCode, "Bob");
  REQUIRE(guest);
  CHECK(news(*host, GuestNews::Kind::Joined).name == "Bob");
  CHECK(host->seated());
  host->send("your turn");
  host->publish("an event", {"an event"});
  CHECK(line(**guest) == "your turn");
  CHECK(line(**guest) == "an event");
  REQUIRE((*guest)->send("play Ah"));
  REQUIRE((*guest)->send("quit"));
  CHECK(news(*host, GuestNews::Kind::Line).text == "play Ah");
  CHECK(news(*host, GuestNews::Kind::Line).text == "quit");
  CHECK_FALSE(host->next(0ms));
  CHECK((*guest)->read_line(50ms).kind == GuestLink::Read::Kind::TimedOut);
  int asked = 0;
  const auto stopped = (*guest)->read_line(std::nullopt, [&] { return ++asked > 2; });
  CHECK(stopped.kind == GuestLink::Read::Kind::Stopped);
  // A clean join and its lines leave nothing in the incident log (the seated connection's
  // empty place among the handshakes was once "expired" as ": the handshake took longer…").
  CHECK(host->incidents().empty());
}

TEST_CASE("Links: the guest that closes is Dropped news; drop() says bye") {
  auto host = start_host();
  {
    auto guest = join(*host);
    REQUIRE(guest);
    news(*host, GuestNews::Kind::Joined);
  }
  CHECK(news(*host, GuestNews::Kind::Dropped).text == "the guest closed the connection");
  CHECK_FALSE(host->seated());

  auto guest = join(*host);
  REQUIRE(guest);
  news(*host, GuestNews::Kind::Joined);
  host->drop("the host ended the match");
  CHECK_FALSE(host->seated());
  CHECK(news(*host, GuestNews::Kind::Dropped).text == "the host ended the match");
  CHECK(line(**guest) ==
        R"({"type": "bye", "protocol": 5, "text": "the host ended the match", "saved": true})");
  // Sealed on the wire (the test reads it through the guest's link, which opened it).
  const auto end = (*guest)->read_line(2000ms);
  CHECK(end.kind == GuestLink::Read::Kind::Closed);
  CHECK(end.text == "the host closed the connection");
  CHECK_FALSE((*guest)->send("hello?"));
  host_still_serves(*host);
}

TEST_CASE("Links: a read that may not wait still takes what has arrived (the idle read-ahead)") {
  // The guest's table looks for the host's lines without waiting while its player thinks: a bye
  // that has arrived is read at once, not only when the player next plays a card.
  auto host = start_host();
  auto guest = join(*host);
  REQUIRE(guest);
  news(*host, GuestNews::Kind::Joined);
  CHECK((*guest)->read_line(0ms).kind == GuestLink::Read::Kind::TimedOut);  // nothing yet
  host->drop("Anna left the table");
  std::this_thread::sleep_for(300ms);  // the bye is on its way: well within a second
  const auto bye = (*guest)->read_line(0ms);
  REQUIRE(bye.kind == GuestLink::Read::Kind::Line);
  CHECK(bye.text.find("Anna left the table") != std::string::npos);
  const auto end = (*guest)->read_line(0ms);
  CHECK(end.kind == GuestLink::Read::Kind::Closed);
}

TEST_CASE("Links: more than 100 incidents are all counted, the log keeps the newest") {
  auto host = start_host();
  for (int i = 0; i < 110; ++i) {
    Raw junk(host->port());
    junk.write("junk " + std::to_string(i) + "\n");
    CHECK(junk.closed());
  }
  Incidents all = host->incidents_since(0);
  CHECK(all.next == 110);
  CHECK(all.lines.size() == 100);
  CHECK(all.missed == 10);
  CHECK(all.lines.back().find("the handshake failed") != std::string::npos);
  // One more after the 110th: a reader that has seen 110 gets exactly it.
  {
    Raw junk(host->port());
    junk.write("one more\n");
    CHECK(junk.closed());
  }
  const Incidents later = host->incidents_since(all.next);
  CHECK(later.next == 111);
  CHECK(later.missed == 0);
  REQUIRE(later.lines.size() == 1);
  CHECK(later.lines[0] == host->incidents().back());
  CHECK(host->incidents_since(later.next).lines.empty());
}

TEST_CASE("Links: a guest that joins later gets the catch-up first, never a line twice") {
  auto host = start_host();
  host->publish("a", {"match", "a"});  // nobody seated: only the catch-up changes
  auto first = join(*host);
  REQUIRE(first);
  news(*host, GuestNews::Kind::Joined);
  CHECK(line(**first) == "match");
  CHECK(line(**first) == "a");
  host->publish("b", {"match", "a", "b"});
  CHECK(line(**first) == "b");
  first->reset();
  news(*host, GuestNews::Kind::Dropped);

  host->publish("c", {"match", "a", "b", "c"});
  auto second = join(*host);
  REQUIRE(second);
  news(*host, GuestNews::Kind::Joined);
  for (const char* expected : {"match", "a", "b", "c"}) CHECK(line(**second) == expected);
  host->send("question");  // not kept for a rejoin
  CHECK(line(**second) == "question");
  second->reset();
  news(*host, GuestNews::Kind::Dropped);

  host->set_catch_up({"new match"});
  auto third = join(*host);
  REQUIRE(third);
  news(*host, GuestNews::Kind::Joined);
  CHECK(line(**third) == "new match");
  CHECK((*third)->read_line(100ms).kind == GuestLink::Read::Kind::TimedOut);
}

TEST_CASE("Links: a second guest is refused while one is seated") {
  auto host = start_host();
  auto first = join(*host, kCode, "Bob");
  REQUIRE(first);
  news(*host, GuestNews::Kind::Joined);
  const auto second = join(*host, kCode, "Carol");
  REQUIRE_FALSE(second);
  CHECK(second.error() == "the seat is taken: another player is at the table");
  CHECK(has_incident(*host, ": the seat is taken"));
  REQUIRE((*first)->send("still here"));
  CHECK(news(*host, GuestNews::Kind::Line).text == "still here");
}

TEST_CASE("Links: a dropped seat is its first guest's: the code alone does not take it") {
  const std::string mallory(kSeatSecretHex, '6');
  auto host = start_host();
  CHECK(host->seat_key().empty());
  {
    auto bob = join(*host);
    REQUIRE(bob);
    const GuestNews joined = news(*host, GuestNews::Kind::Joined);
    CHECK(joined.name == "Bob");
    CHECK(joined.text == "127.0.0.1");  // where from, for the host's table
  }
  news(*host, GuestNews::Kind::Dropped);
  CHECK(host->seat_key() == seat_key(kBobSeat));
  // Mallory has the code and Bob's name, not Bob's secret: the secret comes sealed, after the
  // welcome, and so does the refusal (a bye), then the end.
  auto refused = join(*host, kCode, "Bob", mallory);
  REQUIRE(refused);
  CHECK(line(**refused).find("the seat is another guest's") != std::string::npos);
  CHECK((*refused)->read_line(2000ms).kind == GuestLink::Read::Kind::Closed);
  CHECK(has_incident(*host, ": the seat is another guest's"));
  CHECK_FALSE(host->seated());
  CHECK_FALSE(host->next(100ms));  // no Joined news
  // Bob, renamed, is seated again.
  auto back = join(*host, kCode, "Robert");
  REQUIRE(back);
  CHECK(news(*host, GuestNews::Kind::Joined).name == "Robert");
}

TEST_CASE("Links: a host started with the seat's owner (host --resume) seats only that guest") {
  HostOptions options;
  options.seat_key = seat_key(kBobSeat);
  auto host = start_host(options);
  auto refused = join(*host, kCode, "Eve", std::string(kSeatSecretHex, '6'));
  REQUIRE(refused);
  CHECK(line(**refused).find("the seat is another guest's") != std::string::npos);
  CHECK_FALSE(host->seated());
  auto bob = join(*host);
  REQUIRE(bob);
  CHECK(news(*host, GuestNews::Kind::Joined).name == "Bob");
  CHECK(host->seat_key() == seat_key(kBobSeat));
}

TEST_CASE("Links: of two guests welcomed at once, the second to join gets a sealed bye") {
  // Both had the seat free when welcomed; the second reads sealed lines by the time it joins.
  auto host = start_host();
  Raw first_raw(host->port());
  Raw second_raw(host->port());
  RawGuest first = raw_handshake(first_raw, kCode, "Bob", false);
  RawGuest second = raw_handshake(second_raw, kCode, "Carol", false);
  CHECK(parse_welcome(first.answer));
  CHECK(parse_welcome(second.answer));
  first.send(first_raw, first.sealer.seal(join_line({"Bob", kBobSeat})));
  CHECK(news(*host, GuestNews::Kind::Joined).name == "Bob");
  second.send(second_raw, second.sealer.seal(join_line({"Carol", kBobSeat})));
  const std::string bye = second.sealed_line(second_raw);
  CHECK(bye.find("\"bye\"") != std::string::npos);
  CHECK(bye.find("the seat is taken") != std::string::npos);
  CHECK(second_raw.closed());
  CHECK(host->seated());
}

TEST_CASE("Links: wrong codes are refused and rate limited per address") {
  HostOptions options;
  options.wrong_code_burst = 2;
  options.wrong_code_refill_ms = 4000;  // each guess takes a guest a scrypt: ~0.2 s or more
  auto host = start_host(options);
  const JoinCode wrong = *parse_join_code("0000-0000");
  for (int i = 0; i < 2; ++i) {
    const auto guest = join(*host, wrong);
    REQUIRE_FALSE(guest);
    CHECK(guest.error() == "wrong join code");
  }
  CHECK(has_incident(*host, ": wrong join code"));
  const auto limited = join(*host);  // the right code, but this address's bucket is empty
  REQUIRE_FALSE(limited);
  CHECK(limited.error().rfind("too many wrong join codes from your address: wait ", 0) == 0);
  CHECK(has_incident(*host, ": too many wrong join codes"));
  // The refusal says how long to wait; a join left to try again gets in by itself.
  JoinOptions patient;
  patient.seat_secret = kBobSeat;
  patient.host = "127.0.0.1";
  patient.port = host->port();
  patient.code = kCode;
  patient.name = "Bob";
  std::vector<int> waits;
  patient.busy = [&](const std::string& why, int wait_ms) {
    CHECK(why.rfind("too many wrong join codes from your address", 0) == 0);
    waits.push_back(wait_ms);
    return true;
  };
  auto guest = GuestLink::join(patient);
  REQUIRE(guest);
  CHECK_FALSE(waits.empty());
  CHECK(news(*host, GuestNews::Kind::Joined).name == "Bob");
}

TEST_CASE("Links: an address made to wait keeps no other address out") {
  // One bucket per address: a guesser that has used up its own keeps a player elsewhere out no
  // longer than the overall limit does (here far away).
  HostOptions options;
  options.wrong_code_burst = 2;
  options.wrong_code_refill_ms = 60000;
  auto host = start_host(options);
  const JoinCode wrong = *parse_join_code("0000-0000");
  for (int i = 0; i < 2; ++i) {
    Raw guesser(host->port(), "127.0.0.3");
    CHECK(raw_handshake(guesser, wrong).answer.find("wrong join code") != std::string::npos);
  }
  {
    Raw guesser(host->port(), "127.0.0.3");  // now told to wait, even with the right code
    const auto refusal = guesser.line();
    REQUIRE(refusal);
    CHECK(refusal->find("too many wrong join codes from your address") != std::string::npos);
  }
  Raw player(host->port(), "127.0.0.2");
  const RawGuest joined = raw_handshake(player, kCode, "Bob");
  CHECK(joined.answer.find("\"welcome\"") != std::string::npos);
  CHECK(news(*host, GuestNews::Kind::Joined).name == "Bob");
}

TEST_CASE("Links: wrong codes from everywhere together are limited too") {
  HostOptions options;
  options.all_wrong_code_burst = 1;
  options.all_wrong_code_refill_ms = 60000;
  auto host = start_host(options);
  CHECK(join(*host, *parse_join_code("0000-0000")).error() == "wrong join code");
  CHECK(join(*host).error().rfind("too many wrong join codes lately: wait ", 0) == 0);
}

// A prober runs no handshake to the end: it sends a share made of its guess and learns from
// the host's answer alone (a right guess with x = 0 made no key). Each share is a guess.
TEST_CASE("Links: a prober that sends shares and never confirms is refused after the limit") {
  auto host = start_host();  // the documented limits: 5 from one address, then one per 2 s
  std::optional<Scalar> guess;
  int answered = 0;
  std::optional<Refusal> refusal;
  for (int i = 0; i < 20 && !refusal; ++i) {
    Raw prober(host->port(), "127.0.0.4");
    prober.write(hello_line() + "\n");
    const auto challenge = parse_challenge(prober.line().value_or(""));
    if (!challenge) {
      refusal = challenge.error().refusal;  // refused at the door
      break;
    }
    if (!guess)
      guess = password_scalar(*parse_join_code("0000-0000"), *bytes_from_hex<16>(*challenge));
    const Spake2 pake(Spake2::Role::A, *guess, Scalar{});  // pA = w'*M
    prober.write(share_line(hex_of(pake.share())) + "\n");
    const auto share = parse_share(prober.line().value_or(""));
    if (share)
      ++answered;
    else
      refusal = share.error().refusal;
  }
  CHECK(answered == 5);
  REQUIRE(refusal);
  CHECK(refusal->why.rfind("too many wrong join codes from your address: wait ", 0) == 0);
  CHECK(refusal->retry_ms);
  // One address alone cannot use up everybody's bucket: a player elsewhere still gets in.
  host_still_serves(*host);
}

// Eight idle sockets from one address, each reopened as soon as the host closes it: they hold
// no more than their address's share of the handshakes, and the real guest joins beside them.
TEST_CASE(
    "Links: a real join gets in beside eight idle sockets, reopened as the host closes them") {
  auto host = start_host();
  std::atomic<bool> stop{false};
  std::atomic<int> opened{0};
  std::thread idler([&] {  // no Catch checks here: this is not the main thread
    std::vector<int> fds(kMaxPendingConnections, -1);
    while (!stop.load()) {
      for (int& fd : fds) {
        if (fd < 0) {
          fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
          sockaddr_in source{};
          source.sin_family = AF_INET;
          ::inet_pton(AF_INET, "127.0.0.2", &source.sin_addr);
          ::bind(fd, reinterpret_cast<sockaddr*>(&source), sizeof source);
          sockaddr_in address{};
          address.sin_family = AF_INET;
          address.sin_port = htons(static_cast<std::uint16_t>(host->port()));
          address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
          if (::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0) ++opened;
        }
        char buffer[512];
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 0) > 0 && ::recv(fd, buffer, sizeof buffer, MSG_DONTWAIT) <= 0) {
          ::close(fd);  // the host closed it: open it again at once
          fd = -1;
        }
      }
      std::this_thread::sleep_for(5ms);
    }
    for (const int fd : fds)
      if (fd >= 0) ::close(fd);
  });
  for (const auto until = Clock::now() + 10s; opened.load() < kMaxPendingConnections;) {
    if (Clock::now() >= until) break;  // the join below still tells whether it got in
    std::this_thread::sleep_for(10ms);
  }
  JoinOptions options;
  options.seat_secret = kBobSeat;
  options.host = "127.0.0.1";
  options.port = host->port();
  options.code = kCode;
  options.name = "Bob";
  options.busy = [](const std::string&, int) { return true; };
  options.busy_give_up_ms = 20000;
  auto guest = GuestLink::join(options);
  stop.store(true);
  idler.join();
  REQUIRE(guest);
  CHECK(news(*host, GuestNews::Kind::Joined).name == "Bob");
  CHECK(opened.load() > kMaxPendingConnections);  // the host turned idle ones away meanwhile
}

TEST_CASE("Links: a confirmation captured on one connection is refused on another") {
  auto host = start_host();
  RawGuest first;
  {
    Raw raw(host->port());
    first = raw_handshake(raw);
    CHECK(parse_welcome(first.answer));
    CHECK(news(*host, GuestNews::Kind::Joined).name == "Eve");
  }
  news(*host, GuestNews::Kind::Dropped);
  // Everything the guest sent, replayed: the host's share is fresh, so the keys differ.
  Raw replay(host->port());
  replay.write(first.sent[0] + "\n");
  REQUIRE(replay.line());  // the challenge
  replay.write(first.sent[1] + "\n");
  REQUIRE(replay.line());  // a new share
  replay.write(first.sent[2] + "\n");
  const auto answer = replay.line();
  REQUIRE(answer);
  CHECK(parse_welcome(*answer).error().why == "wrong join code");
  CHECK(replay.closed());
  CHECK_FALSE(host->seated());
  host_still_serves(*host);
}

TEST_CASE("Links: hostile handshakes are refused and the host keeps serving") {
  HostOptions options;
  options.handshake_ms = 4000;  // room for the real guest's scrypt, under load too
  auto host = start_host(options);

  SECTION("garbage") {
    Raw raw(host->port());
    raw.write("GET / HTTP/1.1\r\n\r\n");
    const auto answer = raw.line();
    REQUIRE(answer);
    CHECK(parse_challenge(*answer).error().why.rfind("the handshake failed: ", 0) == 0);
    CHECK(raw.closed());
    CHECK(has_incident(*host, ": the handshake failed"));
  }
  SECTION("control bytes") {
    Raw raw(host->port());
    raw.write("\x1b[2J\x7f\xff\xfe\n");
    const auto answer = raw.line();
    REQUIRE(answer);
    CHECK(parse_challenge(*answer).error().why.rfind("the handshake failed: ", 0) == 0);
    CHECK(raw.closed());
  }
  SECTION("a share that is no point of the curve") {
    Raw raw(host->port());
    raw.write(hello_line() + "\n");
    REQUIRE(raw.line());
    raw.write(share_line("04" + std::string(128, '0')) + "\n");
    const auto answer = raw.line();
    REQUIRE(answer);
    CHECK(parse_share(*answer).error().why ==
          "the handshake failed: the other side's share is not a point of the curve");
    CHECK(raw.closed());
  }

  SECTION("an oversized line") {
    Raw raw(host->port());
    raw.write(std::string(5000, 'a'));
    const auto answer = raw.line();
    REQUIRE(answer);
    CHECK(parse_challenge(*answer).error().why == "a handshake line longer than 4096 bytes");
    CHECK(raw.closed());
  }
  SECTION("saying nothing") {
    Raw raw(host->port());
    const auto answer = raw.line();
    REQUIRE(answer);
    CHECK(parse_challenge(*answer).error().why == "no hello within 2 s");
    CHECK(raw.closed());
    CHECK(has_incident(*host, ": no hello within 2 s"));
  }
  SECTION("half a hello") {
    Raw raw(host->port());
    raw.write(R"({"type": "hel)");
    const auto answer = raw.line();
    REQUIRE(answer);
    CHECK(parse_challenge(*answer).error().why == "no hello within 2 s");
    CHECK(raw.closed());
  }
  SECTION("a hello, then nothing: the whole handshake's time") {
    Raw raw(host->port());
    raw.write(hello_line() + "\n");
    REQUIRE(raw.line());  // the challenge
    const auto answer = raw.line();
    REQUIRE(answer);
    CHECK(parse_share(*answer).error().why == "the handshake took longer than 4 s");
    CHECK(raw.closed());
    CHECK(has_incident(*host, ": the handshake took longer than 4 s"));
  }
  SECTION("too many connections from one address") {
    std::vector<std::unique_ptr<Raw>> idle;
    for (int i = 0; i < kMaxPendingPerAddress; ++i)
      idle.push_back(std::make_unique<Raw>(host->port()));
    Raw extra(host->port());
    const auto answer = extra.line();
    REQUIRE(answer);
    const auto busy = parse_challenge(*answer);
    CHECK(busy.error().why == "the host is busy: too many connections from your address");
    REQUIRE(busy.error().refusal);
    CHECK(busy.error().refusal->retry_ms == 1000);
  }
  SECTION("too many connections at once") {
    std::vector<std::unique_ptr<Raw>> idle;  // from three addresses, as many as each may
    const char* from[] = {"127.0.0.11", "127.0.0.12", "127.0.0.13"};
    for (int i = 0; i < kMaxPendingConnections; ++i)
      idle.push_back(std::make_unique<Raw>(host->port(), from[i / kMaxPendingPerAddress]));
    Raw extra(host->port(), "127.0.0.14");
    const auto answer = extra.line();
    REQUIRE(answer);
    const auto busy = parse_challenge(*answer);
    CHECK(busy.error().why == "the host is busy: too many connections at once");
    REQUIRE(busy.error().refusal);
    CHECK(busy.error().refusal->retry_ms == 1000);  // join tries again after that
    for (auto& raw : idle) CHECK(raw->closed());    // the hello's time ran out
  }
  CHECK_FALSE(host->next(0ms));  // nothing of this reaches the table
  CHECK_FALSE(host->incidents().empty());
  for (const std::string& incident : host->incidents())  // printable, whatever the peer sent
    for (const char c : incident) CHECK((c >= 0x20 && c < 0x7f));
  host_still_serves(*host);
}

TEST_CASE("Links: a join that is not sealed is refused") {
  auto host = start_host();
  Raw raw(host->port());
  RawGuest guest;
  guest.send(raw, hello_line());
  const auto salt = parse_challenge(raw.line().value_or(""));
  REQUIRE(salt);
  const Spake2 pake(Spake2::Role::A, password_scalar(kCode, *bytes_from_hex<16>(*salt)));
  raw.write(share_line(hex_of(pake.share())) + "\n");
  const auto share = parse_share(raw.line().value_or(""));
  REQUIRE(share);
  const auto keys = pake.finish(*bytes_from_hex<65>(*share), kPakeGuest, kPakeHost,
                                std::string(kPakeAad) + *salt);
  REQUIRE(keys);
  raw.write(confirm_line(hex_of(keys->confirm_a)) + "\n" + join_line({"Eve", kBobSeat}) + "\n");
  CHECK(parse_welcome(raw.line().value_or("")));  // the confirmation matched
  const auto answer = raw.line();
  REQUIRE(answer);
  CHECK(parse_welcome(*answer).error().why ==
        "the handshake failed: a line that is not sealed (not base64)");
  CHECK_FALSE(host->seated());
}

TEST_CASE("Links: a guest that does not read is dropped") {
  auto host = start_host();
  Raw raw(host->port());
  raw_handshake(raw);
  news(*host, GuestNews::Kind::Joined);
  const std::string big(1024 * 1024, 'x');
  std::optional<GuestNews> dropped;
  for (int i = 0; i < 64 && !dropped; ++i) {  // the sockets' buffers take a few MiB first
    host->send(big);
    dropped = host->next(0ms);
  }
  REQUIRE(dropped);
  CHECK(dropped->kind == GuestNews::Kind::Dropped);
  CHECK(dropped->text == "the guest does not read (8 MiB waiting)");
  CHECK_FALSE(host->seated());
  CHECK(has_incident(*host, ": the guest does not read"));
  host_still_serves(*host);
}

TEST_CASE("Links: a seated guest that misbehaves is dropped with a message") {
  HostOptions options;
  options.line_ms = 300;
  auto host = start_host(options);
  Raw raw(host->port());
  RawGuest guest = raw_handshake(raw);
  REQUIRE(parse_welcome(guest.answer));
  news(*host, GuestNews::Kind::Joined);
  std::string why;
  bool bye_read = false;

  SECTION("half a line, then nothing") {
    raw.write(guest.sealer.seal("play A").substr(0, 8));
    why = "the guest left a line unfinished for 300 ms";
  }
  SECTION("a line too long") {
    raw.write(std::string(6000, 'x') + "\n");
    why = "the guest sent a line longer than 4096 bytes";
  }
  SECTION("a line not sealed") {
    raw.write("play Ah\n");
    why = "the guest sent a line that is not sealed (not base64)";
  }
  SECTION("a sealed line replayed") {
    const std::string yes = guest.sealer.seal("yes");
    raw.write(yes + "\n" + yes + "\n");
    CHECK(news(*host, GuestNews::Kind::Line).text == "yes");
    why =
        "the guest sent a line that fails its authentication check (changed, replayed or out of "
        "order)";
  }
  SECTION("lines nobody asked for") {
    std::string lines;
    for (int i = 0; i <= kMaxUnansweredLines; ++i) lines += guest.sealer.seal("yes") + "\n";
    raw.write(lines);
    why = "the guest sent more than 16 lines nobody asked for";
    REQUIRE(guest.sealed_line(raw).find(why) != std::string::npos);  // the bye: dropped
    bye_read = true;
    for (int i = 0; i < kMaxUnansweredLines; ++i)
      CHECK(news(*host, GuestNews::Kind::Line).text == "yes");
  }
  CHECK(news(*host, GuestNews::Kind::Dropped).text == why);
  CHECK_FALSE(host->seated());
  if (!bye_read) CHECK(guest.sealed_line(raw).find(why) != std::string::npos);  // the bye
  CHECK(raw.closed());
  CHECK(has_incident(*host, ": " + why));
  host_still_serves(*host);
}

// A host that does not know the code (or refuses oddly), for the guest's checks.
class FakeHost {
 public:
  explicit FakeHost(std::function<void(Raw&)> behaviour)
      : fd_(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0)) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(::bind(fd_, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(::listen(fd_, 4) == 0);
    socklen_t size = sizeof address;
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size);
    port_ = ntohs(address.sin_port);
    thread_ = std::thread([this, behaviour = std::move(behaviour)] {
      for (;;) {  // every connection in turn, until the destructor
        const int fd = ::accept4(fd_, nullptr, nullptr, SOCK_CLOEXEC);
        if (fd < 0) return;
        Raw raw(fd, true);
        behaviour(raw);
      }
    });
  }
  ~FakeHost() {
    ::shutdown(fd_, SHUT_RDWR);
    thread_.join();
    ::close(fd_);
  }
  FakeHost(const FakeHost&) = delete;
  FakeHost& operator=(const FakeHost&) = delete;
  int port() const { return port_; }

 private:
  int fd_;
  int port_ = 0;
  std::thread thread_;
};

Expected<std::unique_ptr<GuestLink>, std::string> join_port(int port, int handshake_ms = 2000) {
  JoinOptions options;
  options.seat_secret = kBobSeat;
  options.host = "localhost";
  options.port = port;
  options.code = kCode;
  options.name = "Bob";
  options.handshake_ms = handshake_ms;
  options.busy = [](const std::string&, int) { return false; };
  return GuestLink::join(options);
}

TEST_CASE("Links: a fake host learns nothing it could check a guessed code against") {
  // A host that runs the protocol by the rules with a code of its own guessing: the guest finds
  // it out, and what the guest sent does not confirm even the right code to it (SPAKE2: a guess
  // can be tried once per connection, never offline against a transcript).
  const Salt salt = new_salt();
  const std::string salt_hex = hex_of(salt);
  const Scalar guessed = password_scalar(*parse_join_code("0000-0000"), salt);
  struct Seen {
    std::string share;
    std::string confirm;
    std::string join;
    Share host_share{};
    std::optional<PakeKeys> keys;
  } seen;
  std::optional<Spake2> pake;
  pake.emplace(Spake2::Role::B, guessed);
  {
    FakeHost fake([&](Raw& raw) {
      if (!parse_hello(raw.line().value_or(""))) return;
      raw.put(challenge_line(salt_hex) + "\n");
      seen.share = raw.line().value_or("");
      const auto share = parse_share(seen.share);
      if (!share) return;
      seen.host_share = pake->share();
      raw.put(share_line(hex_of(pake->share())) + "\n");
      seen.confirm = raw.line().value_or("");
      auto keys = pake->finish(*bytes_from_hex<65>(*share), kPakeGuest, kPakeHost,
                               std::string(kPakeAad) + salt_hex);
      if (keys) {
        seen.keys = *keys;
        raw.put(welcome_line(hex_of(keys->confirm_b)) + "\n");
      }
      seen.join = raw.line().value_or("");  // nothing: the guest closes
    });
    const auto guest = join_port(fake.port());
    REQUIRE_FALSE(guest);
    CHECK(guest.error() == "the host did not prove it knows the code");
  }
  REQUIRE(seen.keys);
  const auto confirm = parse_confirm(seen.confirm);
  REQUIRE(confirm);
  CHECK_FALSE(same_bytes(*confirm, hex_of(seen.keys->confirm_a)));  // its guess: wrong
  // The right code, with everything the fake host holds: its own secret and share, the guest's
  // share. It gets a key that does not match what the guest confirmed, so the transcript
  // tells it nothing about the right code either: only its one online guess counted.
  const Scalar right = password_scalar(kCode, salt);
  const Spake2 with_right(Spake2::Role::B, right);
  const auto share = bytes_from_hex<65>(*parse_share(seen.share));
  const auto keys_right =
      with_right.finish(*share, kPakeGuest, kPakeHost, std::string(kPakeAad) + salt_hex);
  REQUIRE(keys_right);
  CHECK_FALSE(same_bytes(*confirm, hex_of(keys_right->confirm_a)));
  // The guest sealed nothing, its name included, for a host that did not prove the code: it
  // checks the host's confirmation first (RFC 9382's order).
  CHECK(seen.join.empty());
}

// A fake host that answers every confirmation with "try again" would get one online guess at
// the code with every try: the guest takes a refusal after its confirmation as final.
TEST_CASE("Links: the guest does not try again after a refused confirmation") {
  const std::string salt_hex = hex_of(new_salt());
  const Spake2 pake(Spake2::Role::B,
                    password_scalar(*parse_join_code("0000-0000"), *bytes_from_hex<16>(salt_hex)));
  std::atomic<int> confirmations{0};
  FakeHost fake([&](Raw& raw) {
    if (!parse_hello(raw.line().value_or(""))) return;
    raw.put(challenge_line(salt_hex) + "\n");
    if (!parse_share(raw.line().value_or(""))) return;
    raw.put(share_line(hex_of(pake.share())) + "\n");
    if (!parse_confirm(raw.line().value_or(""))) return;
    ++confirmations;
    raw.put(refused_line({"the host is busy: too many connections at once", 1}) + "\n");
    raw.closed();
  });
  JoinOptions options;
  options.seat_secret = kBobSeat;
  options.host = "127.0.0.1";
  options.port = fake.port();
  options.code = kCode;
  options.name = "Bob";
  int tries = 0;
  options.busy = [&](const std::string&, int) { return ++tries < 5; };
  const auto guest = GuestLink::join(options);
  REQUIRE_FALSE(guest);
  CHECK(guest.error() == "the host is busy: too many connections at once");
  CHECK(tries == 0);
  CHECK(confirmations.load() == 1);
}

TEST_CASE("Links: the guest passes a refusal on, made harmless") {
  FakeHost fake([](Raw& raw) {
    raw.line();
    raw.put(refused_line({"bad\x1b[2J\x7f" + std::string(300, 'x'), std::nullopt}) + "\n");
  });
  const auto guest = join_port(fake.port());
  REQUIRE_FALSE(guest);
  CHECK(guest.error().rfind("bad?[2J?xxx", 0) == 0);
  CHECK(guest.error().size() == 200);
}

TEST_CASE("Links: a host that does not answer the handshake") {
  FakeHost fake([](Raw& raw) { raw.closed(); });
  const auto guest = join_port(fake.port(), 200);
  REQUIRE_FALSE(guest);
  CHECK(guest.error() == "the host did not answer the handshake within 200 ms");
}

TEST_CASE("Links: errors of listening and connecting name the address") {
  auto host = start_host();
  HostOptions same;
  same.port = host->port();
  same.code = kCode;
  const auto clash = HostLink::listen(same);
  REQUIRE_FALSE(clash);
  CHECK(clash.error() == "127.0.0.1:" + std::to_string(host->port()) + ": address already in use");
  const int port = host->port();
  host.reset();  // nobody listens there now
  const auto refused = join_port(port);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().find("connection refused") != std::string::npos);
}

TEST_CASE("Links: host and port as typed") {
  using Pair = std::pair<std::string, int>;
  CHECK(*parse_host_port("alice-laptop:4765", 1) == Pair{"alice-laptop", 4765});
  CHECK(*parse_host_port("localhost", 4765) == Pair{"localhost", 4765});
  CHECK(*parse_host_port("[::1]:80", 1) == Pair{"::1", 80});
  CHECK(*parse_host_port("[::1]", 4765) == Pair{"::1", 4765});
  CHECK(*parse_host_port("::1", 4765) == Pair{"::1", 4765});
  CHECK(*parse_host_port("10.0.0.2:65535", 1) == Pair{"10.0.0.2", 65535});
  CHECK(parse_host_port("host:0", 1).error() ==
        "\"host:0\": the port must be a number from 1 to 65535");
  CHECK_FALSE(parse_host_port("host:65536", 1));
  CHECK_FALSE(parse_host_port("host:", 1));
  CHECK_FALSE(parse_host_port("host:12a", 1));
  CHECK_FALSE(parse_host_port("host:-1", 1));
  CHECK_FALSE(parse_host_port(":4765", 1));
  CHECK_FALSE(parse_host_port("", 1));
  CHECK_FALSE(parse_host_port("[::1", 1));
  CHECK_FALSE(parse_host_port("[::1]x", 1));
  CHECK_FALSE(parse_host_port("a b", 1));
  CHECK_FALSE(parse_host_port("host", 0));
}

}  // namespace
}  // namespace schnapsen::net
