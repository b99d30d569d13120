// The join code turned into a shared key without giving anyone a way to test guesses offline:
// SPAKE2 (RFC 9382) over P-256 with SHA-256, HKDF-SHA256 and HMAC-SHA256, built on OpenSSL's
// libcrypto (its elliptic-curve arithmetic, scrypt, HKDF and HMAC). Debian packages no PAKE
// library for C or C++ (OpenSSL 3.0 has none; its TLS-SRP is deprecated), so the protocol is
// written here from the RFC and checked against its test vectors (tests/net/pake_test.cpp).
//
// The password is the code stretched by scrypt with the host's random salt (RFC 9382 section 3
// asks for a memory-hard function): w = scrypt(code, salt, N=2^16, r=8, p=1) mod the group order.
// The guest is A (it uses M), the host B (it uses N). Every secret scalar is multiplied with
// OpenSSL's constant-time ladder, one scalar at a time.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/net/handshake.hpp"

namespace schnapsen::net {

// The scrypt cost of turning a code into w: 128 * r * N bytes (64 MiB) and about 0.2 s of one
// core per code (docs/ui.md, "Security model", has the measured figures).
inline constexpr std::uint64_t kScryptN = std::uint64_t{1} << 16;
inline constexpr std::uint64_t kScryptR = 8;
inline constexpr std::uint64_t kScryptP = 1;

using Salt = std::array<std::uint8_t, 16>;
using Scalar = std::array<std::uint8_t, 32>;  // big-endian, below the group order
using Share = std::array<std::uint8_t, 65>;   // an uncompressed P-256 point (0x04, x, y)
using Key16 = std::array<std::uint8_t, 16>;
using Mac = std::array<std::uint8_t, 32>;

Salt new_salt();

// HKDF-SHA256 (RFC 5869) without a salt: `out_size` bytes from `key` and `info`, by OpenSSL;
// throws std::runtime_error when OpenSSL fails. SPAKE2's confirmation keys and the channel's
// keys (channel.hpp) both come from it.
void hkdf_sha256(const std::uint8_t* key, std::size_t key_size, std::string_view info,
                 std::uint8_t* out, std::size_t out_size);

// w for `code` and `salt`: the costly step (scrypt), once per code and salt.
Scalar password_scalar(const JoinCode& code, const Salt& salt);

// What both sides hold after SPAKE2 (RFC 9382 section 4): the transcript's hash split into Ke
// and Ka, the confirmation keys and the two confirmation MACs (A's and B's).
struct PakeKeys {
  Key16 ke{};
  Key16 ka{};
  Key16 kc_a{};
  Key16 kc_b{};
  Mac confirm_a{};
  Mac confirm_b{};
};

// finish()'s error when the shared point comes out at infinity: the peer's share was w*M (or
// w*N) for this side's w, which a guesser can make without a secret of its own.
inline constexpr std::string_view kShareMakesNoKey = "the other side's share makes no key";

class Spake2 {
 public:
  enum class Role { A, B };
  // A fresh random secret scalar; `secret` (tests: the RFC's x or y) instead when given.
  Spake2(Role role, const Scalar& w, const std::optional<Scalar>& secret = std::nullopt);
  ~Spake2();
  Spake2(const Spake2&) = delete;
  Spake2& operator=(const Spake2&) = delete;

  // This side's share: pA = x*P + w*M (A) or pB = y*P + w*N (B).
  const Share& share() const { return share_; }
  // The keys, once the other side's share is known; an error when that share is not a point of
  // the curve (or the point at infinity), or when the shared point K comes out at infinity.
  // `id_a`, `id_b`: the identities in the transcript; `aad`: bound into the confirmation keys.
  Expected<PakeKeys, std::string> finish(const Share& peer, std::string_view id_a,
                                         std::string_view id_b, std::string_view aad) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  Share share_{};
};

// Bytes as lower-case hex and back (nullopt: not exactly 2 * N lower-case hex digits).
template <std::size_t N>
std::optional<std::array<std::uint8_t, N>> bytes_from_hex(std::string_view hex) {
  std::array<std::uint8_t, N> bytes{};
  if (!from_hex(hex, bytes.data(), bytes.size())) return std::nullopt;
  return bytes;
}
template <std::size_t N>
std::string hex_of(const std::array<std::uint8_t, N>& bytes) {
  return to_hex(bytes.data(), bytes.size());
}

}  // namespace schnapsen::net
