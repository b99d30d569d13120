// The checked deal's commitment, shares and deck (fair_deal.hpp).
#include "schnapsen/net/fair_deal.hpp"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <stdexcept>
#include <utility>
#include <vector>

namespace schnapsen::net {

namespace {

// The input of one hash: fields framed by their lengths, so "ab" + "c" never reads as "a" + "bc".
class HashInput {
 public:
  explicit HashInput(std::string_view label) { text(label); }
  HashInput& text(std::string_view s) {
    number(static_cast<std::uint32_t>(s.size()));
    for (const char c : s) bytes_.push_back(static_cast<std::uint8_t>(c));
    return *this;
  }
  HashInput& number(std::uint32_t n) {
    for (int shift = 24; shift >= 0; shift -= 8)
      bytes_.push_back(static_cast<std::uint8_t>(n >> shift));
    return *this;
  }
  HashInput& share(const DealShare& s) {
    for (const std::uint8_t b : s) bytes_.push_back(b);
    return *this;
  }
  DealShare sha256() const {
    DealShare out{};
    unsigned int size = 0;
    if (EVP_Digest(bytes_.data(), bytes_.size(), out.data(), &size, EVP_sha256(), nullptr) != 1 ||
        size != out.size())
      throw std::runtime_error("OpenSSL's SHA-256 failed");
    return out;
  }

 private:
  std::vector<std::uint8_t> bytes_;
};

HashInput hand_input(std::string_view label, std::string_view match_id, int hand_index) {
  HashInput in(label);
  in.text(match_id).number(static_cast<std::uint32_t>(hand_index));
  return in;
}

}  // namespace

Commitment commit_to(std::string_view match_id, int hand_index, const DealShare& host) {
  return hand_input("schnapsen deal commitment 4", match_id, hand_index).share(host).sha256();
}

Deck fair_deck(std::string_view match_id, int hand_index, const DealShare& host,
               const DealShare& guest) {
  HashInput seed = hand_input("schnapsen fair deck 4", match_id, hand_index);
  seed.share(host).share(guest);
  std::uint32_t block = 0;
  DealShare bytes{};
  std::size_t used = bytes.size();
  return shuffle_deck([&]() -> std::uint8_t {
    if (used == bytes.size()) {
      bytes = HashInput(seed).number(block++).sha256();
      used = 0;
    }
    return bytes[used++];
  });
}

DealShare host_share(const DealShare& secret, std::string_view match_id, int hand_index) {
  HashInput in("schnapsen host share 4");
  return in.share(secret).text(match_id).number(static_cast<std::uint32_t>(hand_index)).sha256();
}

Deck shuffle_deck(const std::function<std::uint8_t()>& next_byte) {
  Deck deck{};
  for (int i = 0; i < kCardCount; ++i) deck[static_cast<std::size_t>(i)] = Card::from_index(i);
  for (int i = kCardCount - 1; i > 0; --i) {
    const int n = i + 1;
    const int limit = 256 - 256 % n;
    int byte = next_byte();
    while (byte >= limit) byte = next_byte();
    std::swap(deck[static_cast<std::size_t>(i)], deck[static_cast<std::size_t>(byte % n)]);
  }
  return deck;
}

DealShare random_share() {
  DealShare share{};
  if (RAND_bytes(share.data(), static_cast<int>(share.size())) != 1)
    throw std::runtime_error("the system's random source failed (OpenSSL RAND_bytes)");
  return share;
}

std::string share_hex(const DealShare& share) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (const std::uint8_t b : share) {
    hex += kDigits[b >> 4];
    hex += kDigits[b & 15];
  }
  return hex;
}

std::optional<DealShare> share_of_hex(std::string_view hex) {
  if (hex.size() != 2 * kShareBytes) return std::nullopt;
  const auto digit = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  };
  DealShare share{};
  for (std::size_t i = 0; i < share.size(); ++i) {
    const int hi = digit(hex[2 * i]);
    const int lo = digit(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    share[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return share;
}

}  // namespace schnapsen::net
