// The join code and the handshake's lines (docs/bots.md, "Network play"): a password-authenticated
// key exchange (SPAKE2, pake.hpp) on the code stretched by scrypt, then key confirmation, then
// every line sealed (channel.hpp). The code never crosses the wire, and nothing that crosses it
// lets anyone check a guessed code offline: a guess can only be tried by running a handshake.
//
//   guest → host  {"type": "hello", "protocol": 3}
//   host → guest  {"type": "challenge", "protocol": 3, "salt": "<32 hex>"}   (the match's salt)
//   guest → host  {"type": "share", "share": "<130 hex>"}       pA = x*P + w*M
//   host → guest  {"type": "share", "share": "<130 hex>"}       pB = y*P + w*N
//   guest → host  {"type": "confirm", "mac": "<64 hex>"}        cA
//   host → guest  {"type": "welcome", "mac": "<64 hex>"}        cB, checked by the guest; then,
//   guest → host  {"type": "join", "name": "Bob", "seat": "<64 hex>"}   sealed, and sealed lines
//                 both ways; "seat" is the guest's seat secret (seat_secret.hpp): the host seats
//                 at a match's later joins only the guest whose secret the first join showed
//            or   {"type": "refused", "why": "...", "retry_ms": N}  and the host closes (retry_ms
//                 only when trying again later may work: the host is busy or rate-limits; never
//                 after the guest's confirmation, where the guest takes no retry_ms)
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/expected.hpp"

namespace schnapsen::net {

// 4: the checked deal (fair_deal.hpp); 5: the join's seat secret.
inline constexpr int kHandshakeProtocol = 5;
inline constexpr std::size_t kSeatSecretHex = 64;
// The identities and the associated data of SPAKE2's transcript (RFC 9382), the same on both
// sides; the salt's hex follows kPakeAad, so a confirmation holds for this salt only.
inline constexpr std::string_view kPakeGuest = "schnapsen guest";
inline constexpr std::string_view kPakeHost = "schnapsen host";
inline constexpr std::string_view kPakeAad = "schnapsen network play 3 salt ";

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

std::string to_hex(const std::uint8_t* data, std::size_t size);
// Exactly 2 * size lower-case hex digits into `out`; false otherwise.
bool from_hex(std::string_view hex, std::uint8_t* out, std::size_t size);
// Whether `text` is exactly `digits` lower-case hex digits.
bool lower_hex(std::string_view text, std::size_t digits);
// Constant-time comparison (CRYPTO_memcmp); false when the sizes differ or both are empty.
bool same_bytes(std::string_view a, std::string_view b);

// A refusal: why, and how long to wait before trying again when that may help (busy, too many
// wrong codes from this address); nullopt: trying again will not help.
struct Refusal {
  std::string why;
  std::optional<int> retry_ms;
};

// The handshake's lines (JSON, no newline) and their strict reading. A reader of the host's
// lines gives a refusal as the error's `refusal` (the host may refuse at every step).
struct HandshakeError {
  std::string why;
  std::optional<Refusal> refusal;  // the host refused (rather than sent something malformed)
};

std::string hello_line();
Expected<bool, std::string> parse_hello(std::string_view line);
std::string challenge_line(std::string_view salt_hex);
Expected<std::string, HandshakeError> parse_challenge(std::string_view line);  // the salt's hex
std::string share_line(std::string_view share_hex);
Expected<std::string, HandshakeError> parse_share(std::string_view line);  // the share's hex
std::string confirm_line(std::string_view mac_hex);
Expected<std::string, std::string> parse_confirm(std::string_view line);  // the mac's hex
// The guest's first sealed line: its name (checked by the host: game::clean_name) and its seat
// secret (kSeatSecretHex lower-case hex digits).
struct JoinRequest {
  std::string name;
  std::string seat_secret;
};
std::string join_line(const JoinRequest& join);
Expected<JoinRequest, std::string> parse_join(std::string_view line);
std::string welcome_line(std::string_view mac_hex);
Expected<std::string, HandshakeError> parse_welcome(std::string_view line);  // the mac's hex
std::string refused_line(const Refusal& refusal);

}  // namespace schnapsen::net
