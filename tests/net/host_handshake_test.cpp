// The host's side of the handshake without a socket (host_handshake.hpp), driven by the guest's
// side as guest_link.cpp takes it: the lines of handshake.hpp, SPAKE2's A (pake.hpp) and the
// sealed join (channel.hpp).
#include "schnapsen/net/host_handshake.hpp"

#include <map>
#include <optional>
#include <string>
#include <variant>

#include "catch.hpp"
#include "schnapsen/net/guess_limiter.hpp"
#include "schnapsen/net/handshake.hpp"

namespace schnapsen::net {
namespace {

const std::string& salt_hex() {
  static const std::string salt = hex_of(new_salt());
  return salt;
}

// The code stretched with the salt (scrypt, some 0.2 s): once for every test.
const Scalar& w_of(const std::string& code) {
  static std::map<std::string, Scalar> stretched;
  auto it = stretched.find(code);
  if (it == stretched.end()) {
    const auto salt = bytes_from_hex<16>(salt_hex());
    it = stretched.emplace(code, password_scalar(*parse_join_code(code), *salt)).first;
  }
  return it->second;
}
const Scalar& host_w() { return w_of("7KQ2MX9P"); }

using Clock = GuessLimiter::Clock;

// A guest's guesses charged from `limiter` (room for many by default), all at one moment.
struct Host {
  explicit Host(GuessLimiter& given = roomy(), std::string address = "guest")
      : handshake(salt_hex(), host_w(), given, std::move(address)) {}
  static GuessLimiter& roomy() {
    static GuessLimiter limiter(GuessLimits{.burst = 1000000, .all_burst = 1000000});
    return limiter;
  }
  HostHandshake handshake;
  Clock::time_point now = Clock::now();
  HandshakeStep line(std::string_view line) { return handshake.line(line, now); }
};

template <class T>
T as(HandshakeStep step) {
  REQUIRE(std::holds_alternative<T>(step));
  return std::get<T>(std::move(step));
}

// The one line of a reply (or of the welcome), without its '\n'.
std::string one_line(const std::string& lines) {
  REQUIRE(lines.size() > 1);
  CHECK(lines.find('\n') == lines.size() - 1);
  return lines.substr(0, lines.size() - 1);
}
std::string reply(HandshakeStep step) {
  return one_line(as<HandshakeReply>(std::move(step)).lines);
}

// A refusal that is not a wrong code, and its reason's first argument.
std::string failed(HandshakeStep step) {
  const auto refusal = as<HandshakeRefusal>(std::move(step));
  CHECK_FALSE(refusal.wrong_code);
  CHECK(std::string(refusal.why.msgid) == "the handshake failed: %s");
  REQUIRE(refusal.why.args.size() == 1);
  return refusal.why.args[0];
}

// The guest's side: its share, the keys once the host's share came, its sealed lines.
struct Guest {
  explicit Guest(const Scalar& w) : pake(Spake2::Role::A, w) {}
  Spake2 pake;
  std::optional<PakeKeys> keys;
  LineSealer sealer;

  std::string share() const { return share_line(hex_of(pake.share())); }
  // The host's share line in, the confirmation line out; the guest seals from here on.
  std::string confirm(const std::string& host_share) {
    const auto hex = parse_share(host_share);
    REQUIRE(hex);
    const auto share = bytes_from_hex<65>(*hex);
    REQUIRE(share);
    auto finished = pake.finish(*share, kPakeGuest, kPakeHost, std::string(kPakeAad) + salt_hex());
    REQUIRE(finished);
    keys = *finished;
    sealer = LineSealer(channel_keys(keys->ke).guest_to_host);
    return confirm_line(hex_of(keys->confirm_a));
  }
};

// Hello and the shares: what is left is the guest's confirmation.
std::string up_to_confirm(Host& host, Guest& guest) {
  const auto salt = parse_challenge(reply(host.line(hello_line())));
  REQUIRE(salt);
  CHECK(*salt == salt_hex());
  return guest.confirm(reply(host.line(guest.share())));
}

TEST_CASE("Host handshake: a guest with the code is seated, the channel's ends fit") {
  Host host;
  Guest guest(host_w());
  // The welcome answers the confirmation, before the guest seals anything (RFC 9382's order).
  const auto mac = parse_welcome(reply(host.line(up_to_confirm(host, guest))));
  REQUIRE(mac);
  CHECK(*mac == hex_of(guest.keys->confirm_b));  // the host proves it knows the code
  auto joined = as<HandshakeJoined>(
      host.line(guest.sealer.seal(join_line({"Bob", std::string(kSeatSecretHex, '5')}))));
  CHECK(joined.name == "Bob");
  // The guest's next sealed line opens; the host's lines open at the guest.
  CHECK(*joined.opener.open(guest.sealer.seal("after the join")) == "after the join");
  LineOpener at_guest(channel_keys(guest.keys->ke).host_to_guest);
  CHECK(*at_guest.open(joined.sealer.seal("the catch-up")) == "the catch-up");
  // The handshake is over: a later line gets nothing.
  CHECK(as<HandshakeReply>(host.line(hello_line())).lines.empty());
}

TEST_CASE("Host handshake: a malformed hello is refused, and the handshake is over") {
  Host host;
  SECTION("another protocol") {
    CHECK(failed(host.line(R"({"type": "hello", "protocol": 2})")).find("another protocol") !=
          std::string::npos);
  }
  SECTION("not JSON") { CHECK_FALSE(failed(host.line("GET / HTTP/1.1")).empty()); }
  CHECK(as<HandshakeReply>(host.line(hello_line())).lines.empty());
}

TEST_CASE("Host handshake: a malformed share is refused") {
  Host host;
  reply(host.line(hello_line()));
  SECTION("not hex") { CHECK_FALSE(failed(host.line(share_line(std::string(130, 'g')))).empty()); }
  SECTION("not a point of the curve") {
    CHECK_FALSE(failed(host.line(share_line("04" + std::string(128, '0')))).empty());
  }
}

TEST_CASE("Host handshake: a confirmation that does not match is a wrong code") {
  Host host;
  Guest guest(w_of("7KQ2MX9Q"));  // one character off
  const auto refusal = as<HandshakeRefusal>(host.line(up_to_confirm(host, guest)));
  CHECK(refusal.wrong_code);
  CHECK(std::string(refusal.why.msgid) == "wrong join code");
  CHECK(refusal.why.args.empty());
}

TEST_CASE("Host handshake: a malformed confirmation is refused, not counted as a wrong code") {
  Host host;
  Guest guest(host_w());
  up_to_confirm(host, guest);
  CHECK_FALSE(failed(host.line(confirm_line(std::string(63, 'a')))).empty());
}

TEST_CASE("Host handshake: garbage where the sealed join belongs is refused") {
  Host host;
  Guest guest(host_w());
  CHECK(parse_welcome(reply(host.line(up_to_confirm(host, guest)))));
  SECTION("a join that is not sealed") {
    CHECK_FALSE(failed(host.line(join_line({"Bob", std::string(kSeatSecretHex, '5')}))).empty());
  }
  SECTION("sealed, but not a join") {
    CHECK_FALSE(failed(host.line(guest.sealer.seal(hello_line()))).empty());
  }
  SECTION("base64 of nothing sealed") { CHECK_FALSE(failed(host.line("AAAA")).empty()); }
}

TEST_CASE("Host handshake: lines out of order are refused") {
  Host host;
  Guest guest(host_w());
  SECTION("a share before the hello") { failed(host.line(guest.share())); }
  SECTION("a confirmation before the share") {
    reply(host.line(hello_line()));
    failed(host.line(confirm_line(std::string(64, 'a'))));
  }
  SECTION("the join before the confirmation") {
    const std::string confirm = up_to_confirm(host, guest);
    CHECK_FALSE(confirm.empty());
    failed(host.line(guest.sealer.seal(join_line({"Bob", std::string(kSeatSecretHex, '5')}))));
  }
  SECTION("a second hello") {
    reply(host.line(hello_line()));
    failed(host.line(hello_line()));
  }
}

// A prober sends its share and never confirms: it would learn from the host's answer whether a
// share made of its guess alone (x = 0: pA = w'*M) gave a key, so every share is a guess.
TEST_CASE("Host handshake: every share is charged as a guess, refused once the bucket is empty") {
  GuessLimiter limiter(GuessLimits{.burst = 3, .refill_ms = 60000, .all_burst = 100});
  const auto probe = [&](const std::string& address) {
    Host host(limiter, address);
    reply(host.line(hello_line()));
    return host.line(Guest(w_of("0000AAAA")).share());
  };
  for (int i = 0; i < 3; ++i) CHECK(parse_share(reply(probe("prober"))));
  const auto refusal = as<HandshakeRefusal>(probe("prober"));
  CHECK(std::string(refusal.why.msgid) == "too many wrong join codes from your address: wait %s");
  REQUIRE(refusal.retry_ms);
  CHECK(*refusal.retry_ms > 50000);  // a token back after a minute
  CHECK_FALSE(refusal.wrong_code);
  CHECK(parse_share(reply(probe("elsewhere"))));  // its own bucket
}

TEST_CASE("Host handshake: a valid confirmation gives the guess back, a wrong one does not") {
  GuessLimiter limiter(GuessLimits{.burst = 1, .refill_ms = 60000, .all_burst = 100});
  {
    Host host(limiter);
    Guest guest(host_w());
    CHECK(parse_welcome(reply(host.line(up_to_confirm(host, guest)))));
  }
  Host host(limiter);
  Guest wrong(w_of("7KQ2MX9Q"));
  CHECK(as<HandshakeRefusal>(host.line(up_to_confirm(host, wrong))).wrong_code);
  Host after(limiter);
  reply(after.line(hello_line()));
  CHECK(as<HandshakeRefusal>(after.line(wrong.share())).retry_ms);
}

TEST_CASE("Host handshake: a share that makes no key is answered, then fails as a wrong code") {
  // pA = w*M with the right w and no secret of the guest's own: K comes out at infinity. The
  // host must answer as for any share and refuse only at the confirmation, as a wrong code.
  Host host;
  reply(host.line(hello_line()));
  const Spake2 degenerate(Spake2::Role::A, host_w(), Scalar{});
  const auto answer = reply(host.line(share_line(hex_of(degenerate.share()))));
  CHECK(parse_share(answer));
  const auto refusal = as<HandshakeRefusal>(host.line(confirm_line(std::string(64, 'a'))));
  CHECK(refusal.wrong_code);
  CHECK(std::string(refusal.why.msgid) == "wrong join code");
}

}  // namespace
}  // namespace schnapsen::net
