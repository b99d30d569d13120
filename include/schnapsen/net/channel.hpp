// The encrypted and authenticated stream after the handshake (docs/bots.md, "Network play"):
// each line travels sealed with ChaCha20-Poly1305 (OpenSSL's libcrypto) as one line of base64.
// A key per direction, derived from SPAKE2's Ke by HKDF-SHA256; the nonce is the line's number in
// its direction, so a line changed, dropped, replayed or sent out of order fails to open, and the
// connection ends. Nobody on the path reads a card or a name, or puts a message in.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "schnapsen/expected.hpp"
#include "schnapsen/net/pake.hpp"

namespace schnapsen::net {

using Key32 = std::array<std::uint8_t, 32>;

struct ChannelKeys {
  Key32 guest_to_host{};
  Key32 host_to_guest{};
};
ChannelKeys channel_keys(const Key16& ke);

// The length of the sealed line (base64 of the ciphertext and its 16-byte tag, no newline) for a
// line of `plain_bytes`.
std::size_t sealed_size(std::size_t plain_bytes);

// One direction's sending end: seals lines in order.
class LineSealer {
 public:
  LineSealer() = default;
  explicit LineSealer(const Key32& key) : key_(key), ready_(true) {}
  bool ready() const { return ready_; }
  std::string seal(std::string_view line);

 private:
  Key32 key_{};
  std::uint64_t count_ = 0;
  bool ready_ = false;
};

// One direction's receiving end: opens lines in order; an error says the line is not one the
// other side sealed next (changed, replayed, out of order, or not base64 at all).
class LineOpener {
 public:
  LineOpener() = default;
  explicit LineOpener(const Key32& key) : key_(key), ready_(true) {}
  bool ready() const { return ready_; }
  Expected<std::string, std::string> open(std::string_view sealed);

 private:
  Key32 key_{};
  std::uint64_t count_ = 0;
  bool ready_ = false;
};

}  // namespace schnapsen::net
