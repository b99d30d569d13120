// The join code and the handshake's MACs and lines (handshake.hpp).
#include "schnapsen/net/handshake.hpp"

#include <set>
#include <string>

#include "catch.hpp"

namespace schnapsen::net {
namespace {

JoinCode code_of(const std::string& text) { return *parse_join_code(text); }

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

TEST_CASE("Handshake: every line reads back, and a refusal says why and how long to wait") {
  CHECK(parse_hello(hello_line()));
  CHECK(hello_line() == R"({"type": "hello", "protocol": 5})");
  const std::string salt(32, 'a');
  CHECK(*parse_challenge(challenge_line(salt)) == salt);
  const std::string share = "04" + std::string(128, 'b');
  CHECK(*parse_share(share_line(share)) == share);
  const std::string mac(64, 'c');
  CHECK(*parse_confirm(confirm_line(mac)) == mac);
  CHECK(*parse_welcome(welcome_line(mac)) == mac);
  const std::string seat(kSeatSecretHex, 'd');
  const auto join = parse_join(join_line({"Bob", seat}));
  REQUIRE(join);
  CHECK(join->name == "Bob");
  CHECK(join->seat_secret == seat);

  const auto busy = parse_share(refused_line({"the host is busy", 1500}));
  REQUIRE_FALSE(busy);
  REQUIRE(busy.error().refusal);
  CHECK(busy.error().why == "the host is busy");
  CHECK(busy.error().refusal->retry_ms == 1500);
  const auto wrong = parse_welcome(refused_line({"wrong join code", std::nullopt}));
  REQUIRE_FALSE(wrong);
  REQUIRE(wrong.error().refusal);
  CHECK_FALSE(wrong.error().refusal->retry_ms);

  // Strict: another protocol, missing or extra fields, hex of the wrong size or case.
  CHECK(parse_hello(R"({"type": "hello", "protocol": 2})").error().find("another protocol") !=
        std::string::npos);
  // Version 3 dealt without the checked deal: refused by name, not misread.
  CHECK(parse_hello(R"({"type": "hello", "protocol": 3})").error() ==
        "the other side speaks another protocol (3, this program 5)");
  CHECK_FALSE(parse_hello(R"({"type": "hello", "protocol": 5, "name": "Bob"})"));
  CHECK_FALSE(parse_challenge(challenge_line(std::string(31, 'a'))));
  CHECK_FALSE(parse_challenge(challenge_line(std::string(32, 'A'))));
  CHECK_FALSE(parse_share(share_line(std::string(130, 'g'))));
  CHECK_FALSE(parse_confirm(R"({"type": "confirm", "mac": 7})"));
  CHECK_FALSE(parse_join(R"({"type": "join", "name": 7})"));
  CHECK_FALSE(parse_join(join_line({std::string(65, 'x'), seat})));
  CHECK_FALSE(parse_join(join_line({"Bob", std::string(63, 'd')})));
  CHECK_FALSE(parse_join(join_line({"Bob", std::string(64, 'D')})));
  CHECK_FALSE(parse_join(R"({"type": "join", "name": "Bob"})"));
  CHECK(parse_welcome(R"({"type": "refused", "why": "x", "retry_ms": -1})").error().why ==
        "refused (a malformed refusal)");
  CHECK(parse_welcome(R"({"type": "refused", "why": "x", "retry_ms": 99999999})").error().why ==
        "refused (a malformed refusal)");
  CHECK_FALSE(parse_welcome(R"({"type": "refused", "why": "x"})").error().refusal->retry_ms);
  CHECK(parse_welcome(R"({"type": "refused", "why": "x", "wait": 1})").error().why ==
        "refused (a malformed refusal)");
  CHECK(parse_welcome(R"({"type": "refused", "why": 7})").error().why ==
        "refused (a malformed refusal)");
  // What is wrong with a line is named (json.hpp's readers).
  CHECK(parse_hello(R"({"type": "hello", "protocol": 5, "name": "Bob"})").error() ==
        "the hello message has an unknown field \"name\"");
  CHECK(parse_confirm(R"({"type": "confirm"})").error() == "the confirm message has no \"mac\"");
  CHECK(parse_join(R"({"type": "join", "name": 7, "seat": ")" + seat + "\"}").error() ==
        "the join's name is not a string");
  CHECK(parse_join(join_line({"Bob", "x"})).error() == "the join's seat is not 64 hex digits");
  CHECK(parse_join(join_line({std::string(65, 'x'), seat})).error() ==
        "the join's name is longer than 64 bytes");
  CHECK(same_bytes("abc", "abc"));
  CHECK_FALSE(same_bytes("abc", "abd"));
  CHECK_FALSE(same_bytes("", ""));
  CHECK_FALSE(same_bytes("ab", "abc"));
}

}  // namespace
}  // namespace schnapsen::net
