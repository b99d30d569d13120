// The join code and the handshake's MACs and lines (handshake.hpp).
#include "schnapsen/net/handshake.hpp"

#include <set>
#include <string>

#include "catch.hpp"

namespace schnapsen::net {
namespace {

JoinCode code_of(const std::string& text) { return *parse_join_code(text); }

// Both sides of one handshake, as the links run it; true when the host accepts the guest's auth.
bool host_accepts(const JoinCode& host_code, const JoinCode& guest_code) {
  const Hello hello{"Bob", new_nonce()};
  const auto parsed_hello = parse_hello(hello_line(hello));
  REQUIRE(parsed_hello);
  const Nonce host_nonce = new_nonce();
  const auto challenge = parse_challenge(challenge_line(host_nonce));
  REQUIRE(challenge);
  const auto auth = parse_auth(auth_line(guest_mac(guest_code, *challenge, hello.nonce)));
  REQUIRE(auth);
  return same_mac(*auth, guest_mac(host_code, host_nonce, parsed_hello->nonce));
}

TEST_CASE("Join code: 8 characters of Crockford's base 32, fresh each time") {
  const std::string alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  std::set<std::string> seen;
  for (int i = 0; i < 50; ++i) {
    const JoinCode code = new_join_code();
    REQUIRE(code.text.size() == 8);
    for (const char c : code.text) CHECK(alphabet.find(c) != std::string::npos);
    CHECK(code.shown() == code.text.substr(0, 4) + "-" + code.text.substr(4));
    CHECK(parse_join_code(code.shown())->text == code.text);
    seen.insert(code.text);
  }
  CHECK(seen.size() == 50);
}

TEST_CASE("Join code: read as typed, tolerant of case, dashes, spaces and look-alikes") {
  CHECK(parse_join_code("7KQ2-MX9P")->text == "7KQ2MX9P");
  CHECK(parse_join_code("7kq2mx9p")->text == "7KQ2MX9P");
  CHECK(parse_join_code(" 7kq2 - mx9p ")->text == "7KQ2MX9P");
  CHECK(parse_join_code("O0IL-1abc")->text == "00111ABC");
  CHECK(parse_join_code("o0il1ABC")->text == "00111ABC");
  CHECK(code_of("7KQ2MX9P").shown() == "7KQ2-MX9P");

  const auto short_code = parse_join_code("7KQ2-MX9");
  REQUIRE_FALSE(short_code);
  CHECK(short_code.error() == "a join code has 8 letters and digits, e.g. 7KQ2-MX9P");
  CHECK_FALSE(parse_join_code(""));
  CHECK_FALSE(parse_join_code("7KQ2-MX9PX"));
  CHECK_FALSE(parse_join_code("7KQ2-MX9U"));  // U is not in the alphabet
  CHECK_FALSE(parse_join_code("7KQ2_MX9P"));
  CHECK_FALSE(parse_join_code("7KQ2.MX9P"));
  CHECK_FALSE(parse_join_code("7KQ2-MX9\xC3\x9C"));
}

TEST_CASE("Handshake: the right code is accepted, a wrong one refused") {
  const JoinCode code = code_of("7KQ2-MX9P");
  CHECK(host_accepts(code, code));
  CHECK_FALSE(host_accepts(code, code_of("7KQ2-MX9Q")));
  CHECK_FALSE(host_accepts(code, new_join_code()));
}

TEST_CASE("Handshake: a captured auth is worth nothing with another host nonce or role") {
  const JoinCode code = code_of("7KQ2-MX9P");
  const Nonce guest_nonce = new_nonce();
  const Nonce first_host_nonce = new_nonce();
  const std::string captured = guest_mac(code, first_host_nonce, guest_nonce);
  CHECK(same_mac(captured, guest_mac(code, first_host_nonce, guest_nonce)));
  // Replayed on a second connection: the host's nonce is fresh, the MAC no longer fits.
  const Nonce second_host_nonce = new_nonce();
  CHECK_FALSE(same_mac(captured, guest_mac(code, second_host_nonce, guest_nonce)));
  // Nor does the guest's MAC pass as the host's (the role is part of the message).
  CHECK_FALSE(same_mac(captured, host_mac(code, guest_nonce, first_host_nonce)));
  CHECK_FALSE(same_mac(host_mac(code, first_host_nonce, guest_nonce),
                       host_mac(code, guest_nonce, first_host_nonce)));
}

TEST_CASE("Handshake: the guest detects a host that does not know the code") {
  const JoinCode code = code_of("7KQ2-MX9P");
  const Nonce guest_nonce = new_nonce();
  const Nonce host_nonce = new_nonce();
  const auto real = parse_welcome(welcome_line(host_mac(code, guest_nonce, host_nonce)));
  REQUIRE(real);
  CHECK(same_mac(*real, host_mac(code, guest_nonce, host_nonce)));
  const auto fake =
      parse_welcome(welcome_line(host_mac(code_of("0000-0000"), guest_nonce, host_nonce)));
  REQUIRE(fake);
  CHECK_FALSE(same_mac(*fake, host_mac(code, guest_nonce, host_nonce)));
}

TEST_CASE("Handshake: MACs are HMAC-SHA256 as hex, compared exactly") {
  const JoinCode code = code_of("7KQ2-MX9P");
  const Nonce a{};
  Nonce b{};
  b[15] = 1;
  const std::string mac = guest_mac(code, a, b);
  CHECK(mac.size() == 64);
  CHECK(mac.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK(mac == guest_mac(code, a, b));
  CHECK(mac != guest_mac(code, b, a));
  CHECK_FALSE(same_mac(mac, mac.substr(0, 63)));
  CHECK_FALSE(same_mac("", ""));
  std::string flipped = mac;
  flipped[63] = flipped[63] == '0' ? '1' : '0';
  CHECK_FALSE(same_mac(mac, flipped));
}

TEST_CASE("Handshake: nonces as hex") {
  const Nonce nonce = new_nonce();
  CHECK(new_nonce() != nonce);
  const std::string hex = to_hex(nonce.data(), nonce.size());
  CHECK(hex.size() == 32);
  CHECK(nonce_from_hex(hex) == nonce);
  CHECK_FALSE(nonce_from_hex(hex.substr(1)));
  CHECK_FALSE(nonce_from_hex(hex + "0"));
  CHECK_FALSE(nonce_from_hex(std::string(31, '0') + "g"));
  CHECK_FALSE(nonce_from_hex(std::string(31, '0') + "A"));  // lower case only
}

TEST_CASE("Handshake lines: written as documented, read strictly") {
  Nonce nonce{};
  nonce[0] = 0xab;
  const std::string nonce_hex = "ab" + std::string(30, '0');
  CHECK(hello_line({"Bob", nonce}) ==
        R"({"type": "hello", "protocol": 2, "name": "Bob", "nonce": ")" + nonce_hex + R"("})");
  CHECK(challenge_line(nonce) ==
        R"({"type": "challenge", "protocol": 2, "nonce": ")" + nonce_hex + R"("})");
  const std::string mac(64, 'a');
  CHECK(auth_line(mac) == R"({"type": "auth", "mac": ")" + mac + R"("})");
  CHECK(welcome_line(mac) == R"({"type": "welcome", "mac": ")" + mac + R"("})");
  CHECK(refused_line("wrong join code") == R"({"type": "refused", "why": "wrong join code"})");

  const auto hello = parse_hello(hello_line({"Bob", nonce}));
  REQUIRE(hello);
  CHECK(hello->name == "Bob");
  CHECK(hello->nonce == nonce);
  CHECK(parse_auth(auth_line(mac)).value() == mac);
  CHECK(parse_welcome(welcome_line(mac)).value() == mac);
  CHECK(parse_challenge(challenge_line(nonce)).value() == nonce);

  // A refusal instead of a challenge or a welcome: its reason is the error.
  CHECK(parse_challenge(refused_line("the seat is taken")).error() == "the seat is taken");
  CHECK(parse_welcome(refused_line("wrong join code")).error() == "wrong join code");

  const std::string n = R"(")" + nonce_hex + R"(")";
  CHECK_FALSE(parse_hello(""));
  CHECK_FALSE(parse_hello("garbage"));
  CHECK_FALSE(parse_hello("[1, 2]"));
  CHECK_FALSE(
      parse_hello(R"({"type": "hello", "protocol": 1, "name": "Bob", "nonce": )" + n + "}"));
  CHECK_FALSE(
      parse_hello(R"({"type": "hello", "protocol": "2", "name": "Bob", "nonce": )" + n + "}"));
  CHECK_FALSE(parse_hello(R"({"type": "hello", "protocol": 2, "name": 7, "nonce": )" + n + "}"));
  CHECK_FALSE(parse_hello(R"({"type": "hello", "protocol": 2, "name": "Bob", "nonce": "ab"})"));
  CHECK_FALSE(parse_hello(R"({"type": "hello", "protocol": 2, "name": "Bob"})"));
  CHECK_FALSE(parse_hello(R"({"type": "hello", "protocol": 2, "name": "Bob", "nonce": )" + n +
                          R"(, "x": 1})"));
  CHECK_FALSE(parse_hello(R"({"type": "auth", "protocol": 2, "name": "Bob", "nonce": )" + n + "}"));
  CHECK_FALSE(parse_hello(hello_line({std::string(65, 'a'), nonce})));
  CHECK(parse_hello(hello_line({std::string(64, 'a'), nonce})));
  CHECK_FALSE(parse_hello(refused_line("no")));  // the host does not take refusals
  CHECK_FALSE(parse_auth(R"({"type": "auth", "mac": "abc"})"));
  CHECK_FALSE(parse_auth(R"({"type": "auth", "mac": ")" + std::string(64, 'A') + R"("})"));
  CHECK_FALSE(parse_auth(R"({"type": "auth", "mac": ")" + mac + R"(", "extra": true})"));
  CHECK_FALSE(parse_welcome(R"({"type": "welcome"})"));
  CHECK_FALSE(parse_challenge(R"({"type": "challenge", "nonce": )" + n + "}"));
}

}  // namespace
}  // namespace schnapsen::net
