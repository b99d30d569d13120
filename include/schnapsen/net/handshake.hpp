// The join code and the handshake that proves a guest knows it without sending it (docs/bots.md,
// "Network play"): HMAC-SHA256 (OpenSSL's libcrypto) over both sides' fresh nonces, compared in
// constant time, in both directions (the guest learns that the host knows the code too).
//
//   guest → host  {"type": "hello", "protocol": 2, "name": "Bob", "nonce": "<32 hex>"}
//   host → guest  {"type": "challenge", "protocol": 2, "nonce": "<32 hex>"}
//   guest → host  {"type": "auth", "mac": "<64 hex>"}      HMAC(code, "guest" host-nonce
//   guest-nonce) host → guest  {"type": "welcome", "mac": "<64 hex>"}   HMAC(code, "host"
//   guest-nonce host-nonce)
//            or   {"type": "refused", "why": "..."}        and the host closes the connection
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/expected.hpp"

namespace schnapsen::net {

// A join code: 8 characters of Crockford's base 32 (40 random bits), shown as "7KQ2-MX9P".
struct JoinCode {
  std::string text;           // canonical: 8 upper-case characters, no dash
  std::string shown() const;  // "7KQ2-MX9P"
};
// A fresh code from the system's cryptographic random source (OpenSSL RAND_bytes).
JoinCode new_join_code();
// Reads a code as a person types it: case, dashes and spaces ignored, O as 0, I and L as 1.
// Errors say what is wrong ("a join code has 8 letters and digits, e.g. 7KQ2-MX9P").
Expected<JoinCode, std::string> parse_join_code(std::string_view typed);

using Nonce = std::array<std::uint8_t, 16>;
Nonce new_nonce();
std::string to_hex(const std::uint8_t* data, std::size_t size);
std::optional<Nonce> nonce_from_hex(std::string_view hex);

// HMAC-SHA256 with the code as key, as 64 lower-case hex digits.
std::string guest_mac(const JoinCode& code, const Nonce& host_nonce, const Nonce& guest_nonce);
std::string host_mac(const JoinCode& code, const Nonce& guest_nonce, const Nonce& host_nonce);
// Constant-time comparison (CRYPTO_memcmp) of two MACs as hex; false when the sizes differ.
bool same_mac(std::string_view a, std::string_view b);

// The handshake's lines (JSON, no newline) and their strict reading.
struct Hello {
  std::string name;  // the guest's name, checked by the host (game::clean_name)
  Nonce nonce{};
};
std::string hello_line(const Hello& hello);
Expected<Hello, std::string> parse_hello(std::string_view line);
std::string challenge_line(const Nonce& host_nonce);
// The host's answer to `hello`: the challenge's nonce, or the refusal's reason as the error (the
// host may refuse at once: rate limit, too many connections, a malformed hello).
Expected<Nonce, std::string> parse_challenge(std::string_view line);
std::string auth_line(const std::string& mac);
Expected<std::string, std::string> parse_auth(std::string_view line);  // the mac
std::string welcome_line(const std::string& mac);
std::string refused_line(const std::string& why);
// The host's answer to `auth`: the welcome's mac, or the refusal's reason as the error.
Expected<std::string, std::string> parse_welcome(std::string_view line);

}  // namespace schnapsen::net
