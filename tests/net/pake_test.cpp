// SPAKE2 against RFC 9382's test vector, the code's stretching, and the sealed lines
// (pake.hpp, channel.hpp).
#include <chrono>
#include <ctime>
#include <string>

#include "catch.hpp"
#include "schnapsen/net/channel.hpp"
#include "schnapsen/net/pake.hpp"

namespace schnapsen::net {
namespace {

template <std::size_t N>
std::array<std::uint8_t, N> hex(std::string_view text) {
  const auto bytes = bytes_from_hex<N>(text);
  REQUIRE(bytes);
  return *bytes;
}

TEST_CASE("SPAKE2: RFC 9382 Appendix B, P-256, A='server' B='client'") {
  const Scalar w = hex<32>("2ee57912099d31560b3a44b1184b9b4866e904c49d12ac5042c97dca461b1a5f");
  const Scalar x = hex<32>("43dd0fd7215bdcb482879fca3220c6a968e66d70b1356cac18bb26c84a78d729");
  const Scalar y = hex<32>("dcb60106f276b02606d8ef0a328c02e4b629f84f89786af5befb0bc75b6e66be");
  const Spake2 a(Spake2::Role::A, w, x);
  const Spake2 b(Spake2::Role::B, w, y);
  CHECK(hex_of(a.share()) ==
        "04a56fa807caaa53a4d28dbb9853b9815c61a411118a6fe516a8798434751470f9010153ac33d0d5f2047ffdb"
        "1a3e42c9b4e6be662766e1eeb4116988ede5f912c");
  CHECK(hex_of(b.share()) ==
        "0406557e482bd03097ad0cbaa5df82115460d951e3451962f1eaf4367a420676d09857ccbc522686c83d185"
        "2abfa8ed6e4a1155cf8f1543ceca528afb591a1e0b7");
  const auto from_a = a.finish(b.share(), "server", "client", "");
  const auto from_b = b.finish(a.share(), "server", "client", "");
  REQUIRE(from_a);
  REQUIRE(from_b);
  for (const PakeKeys* k : {&*from_a, &*from_b}) {
    CHECK(hex_of(k->ke) == "0e0672dc86f8e45565d338b0540abe69");
    CHECK(hex_of(k->ka) == "15bdf72e2b35b5c9e5663168e960a91b");
    CHECK(hex_of(k->kc_a) == "00c12546835755c86d8c0db7851ae86f");
    CHECK(hex_of(k->kc_b) == "a9fa3406c3b781b93d804485430ca27a");
    CHECK(hex_of(k->confirm_a) ==
          "58ad4aa88e0b60d5061eb6b5dd93e80d9c4f00d127c65b3b35b1b5281fee38f0");
    CHECK(hex_of(k->confirm_b) ==
          "d3e2e547f1ae04f2dbdbf0fc4b79f8ecff2dff314b5d32fe9fcef2fb26dc459b");
  }
}

TEST_CASE("SPAKE2: the same code agrees, another code or salt does not; bad shares refused") {
  const JoinCode code = *parse_join_code("7KQ2-MX9P");
  const Salt salt = new_salt();
  const Scalar w = password_scalar(code, salt);
  CHECK(w == password_scalar(code, salt));                           // deterministic
  CHECK(w != password_scalar(code, new_salt()));                     // the salt matters
  CHECK(w != password_scalar(*parse_join_code("7KQ2-MX9Q"), salt));  // one character

  const Spake2 guest(Spake2::Role::A, w);
  const Spake2 host(Spake2::Role::B, w);
  CHECK(guest.share() != Spake2(Spake2::Role::A, w).share());  // a fresh secret each time
  const auto g = guest.finish(host.share(), "g", "h", "aad");
  const auto h = host.finish(guest.share(), "g", "h", "aad");
  REQUIRE(g);
  REQUIRE(h);
  CHECK(g->confirm_a == h->confirm_a);
  CHECK(g->confirm_b == h->confirm_b);
  CHECK(g->ke == h->ke);

  const Spake2 wrong(Spake2::Role::B, password_scalar(*parse_join_code("0000-0000"), salt));
  const auto g2 = guest.finish(wrong.share(), "g", "h", "aad");
  const auto h2 = wrong.finish(guest.share(), "g", "h", "aad");
  REQUIRE(g2);
  REQUIRE(h2);
  CHECK(g2->confirm_a != h2->confirm_a);
  CHECK(g2->ke != h2->ke);
  // The associated data binds the confirmations (not Ke).
  const auto other_aad = host.finish(guest.share(), "g", "h", "other");
  CHECK(other_aad->confirm_a != g->confirm_a);

  Share junk{};
  junk[0] = 0x04;
  CHECK(guest.finish(junk, "g", "h", "").error() ==
        "the other side's share is not a point of the curve");
  Share compressed = host.share();
  compressed[0] = 0x02;
  CHECK_FALSE(guest.finish(compressed, "g", "h", ""));
}

TEST_CASE("SPAKE2: stretching one code costs what docs/ui.md says: at least 0.1 s of CPU") {
  const JoinCode code = *parse_join_code("7KQ2-MX9P");
  const std::clock_t start = std::clock();
  (void)password_scalar(code, new_salt());
  const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  INFO("scrypt took " << seconds << " s of CPU");
  CHECK(seconds >= 0.1);
  CHECK(128 * kScryptR * kScryptN * kScryptP == 64u * 1024 * 1024);  // and 64 MiB
}

TEST_CASE("HKDF-SHA256: RFC 5869 test case 3 (no salt, no info); the channel's keys from it") {
  const std::array<std::uint8_t, 22> ikm = hex<22>("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b");
  std::array<std::uint8_t, 42> okm{};
  hkdf_sha256(ikm.data(), ikm.size(), "", okm.data(), okm.size());
  CHECK(okm == hex<42>("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa"
                       "4b61a96c8"));
  // Each direction's key: HKDF of Ke with its own label.
  const Key16 ke = hex<16>("000102030405060708090a0b0c0d0e0f");
  Key32 expected{};
  hkdf_sha256(ke.data(), ke.size(), "schnapsen 3 guest to host", expected.data(), expected.size());
  CHECK(channel_keys(ke).guest_to_host == expected);
  hkdf_sha256(ke.data(), ke.size(), "schnapsen 3 host to guest", expected.data(), expected.size());
  CHECK(channel_keys(ke).host_to_guest == expected);
  CHECK(channel_keys(ke).guest_to_host != channel_keys(ke).host_to_guest);
}

TEST_CASE("Channel: sealed lines open in order; changed, replayed or reordered ones do not") {
  const ChannelKeys keys = channel_keys(hex<16>("0e0672dc86f8e45565d338b0540abe69"));
  CHECK(keys.guest_to_host != keys.host_to_guest);
  LineSealer sealer(keys.host_to_guest);
  LineOpener opener(keys.host_to_guest);
  const std::string first = sealer.seal(R"({"type": "match"})");
  const std::string second = sealer.seal("play Ah");
  const std::string empty = sealer.seal("");
  CHECK(first.find("match") == std::string::npos);
  CHECK(first.size() == sealed_size(17));
  CHECK(first.find_first_not_of(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") ==
        std::string::npos);
  CHECK(sealer.seal("play Ah") != second);  // the same text, another nonce
  CHECK(*opener.open(first) == R"({"type": "match"})");

  SECTION("in order") {
    CHECK(*opener.open(second) == "play Ah");
    CHECK(*opener.open(empty) == "");
  }
  SECTION("replayed") {
    CHECK_FALSE(opener.open(first));
    CHECK(*opener.open(second) == "play Ah");  // a failed line does not move the counter
  }
  SECTION("out of order") { CHECK_FALSE(opener.open(empty)); }
  SECTION("changed") {
    std::string changed = second;
    changed[2] = changed[2] == 'A' ? 'B' : 'A';
    CHECK(opener.open(changed).error() ==
          "a line that fails its authentication check (changed, replayed or out of order)");
  }
  SECTION("the other direction's key") {
    LineOpener wrong(keys.guest_to_host);
    CHECK_FALSE(wrong.open(first));
  }
  SECTION("not base64") {
    CHECK(opener.open("play Ah").error() == "a line that is not sealed (not base64)");
    CHECK_FALSE(opener.open(""));
    CHECK_FALSE(opener.open("AAAA"));  // shorter than a tag
    CHECK_FALSE(opener.open("A=AA"));  // padding inside
    CHECK_FALSE(opener.open(first + "A"));
  }
  SECTION("base64 that is not canonical: a padded group's dropped bits set") {
    // The same bytes under another spelling: one sealed line has one encoding only.
    const std::string_view alphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string loose = second;  // 23 bytes: the last group has one '='
    REQUIRE(loose.substr(loose.size() - 2, 1) != "=");
    REQUIRE(loose.back() == '=');
    char& last = loose[loose.size() - 2];
    last = alphabet[alphabet.find(last) ^ 1];
    CHECK(opener.open(loose).error() == "a line that is not sealed (not base64)");
    CHECK(*opener.open(second) == "play Ah");
  }
}

}  // namespace
}  // namespace schnapsen::net
