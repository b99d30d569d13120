// Sealed lines: ChaCha20-Poly1305 with a counter nonce, as base64 (channel.hpp).
#include "schnapsen/net/channel.hpp"

#include <openssl/evp.h>

#include <memory>
#include <stdexcept>
#include <vector>

namespace schnapsen::net {
namespace {

constexpr std::size_t kTagBytes = 16;
constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

[[noreturn]] void crypto_failed(const char* what) {
  throw std::runtime_error(std::string("OpenSSL failed: ") + what);
}

using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

std::array<std::uint8_t, 12> nonce_of(std::uint64_t count) {
  std::array<std::uint8_t, 12> nonce{};
  for (int i = 0; i < 8; ++i) nonce[4 + i] = static_cast<std::uint8_t>(count >> (56 - 8 * i));
  return nonce;
}

std::string base64(const std::vector<std::uint8_t>& data) {
  std::string out;
  out.reserve((data.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < data.size(); i += 3) {
    const std::uint32_t a = data[i];
    const std::uint32_t b = i + 1 < data.size() ? data[i + 1] : 0;
    const std::uint32_t c = i + 2 < data.size() ? data[i + 2] : 0;
    const std::uint32_t word = (a << 16) | (b << 8) | c;
    out += kBase64[(word >> 18) & 63];
    out += kBase64[(word >> 12) & 63];
    out += i + 1 < data.size() ? kBase64[(word >> 6) & 63] : '=';
    out += i + 2 < data.size() ? kBase64[word & 63] : '=';
  }
  return out;
}

// Strict base64: whole groups of four, '=' only at the end, the bits a padded group drops zero
// (one encoding for every line: what base64() makes); nullopt otherwise.
std::optional<std::vector<std::uint8_t>> unbase64(std::string_view text) {
  if (text.size() % 4 != 0) return std::nullopt;
  std::vector<std::uint8_t> out;
  out.reserve(text.size() / 4 * 3);
  for (std::size_t i = 0; i < text.size(); i += 4) {
    std::uint32_t word = 0;
    int pad = 0;
    for (std::size_t j = 0; j < 4; ++j) {
      const char c = text[i + j];
      std::uint32_t v = 0;
      if (c == '=' && i + 4 == text.size() && j >= 2) {
        ++pad;
      } else {
        if (pad > 0) return std::nullopt;
        const std::size_t at = kBase64.find(c);
        if (at == std::string_view::npos) return std::nullopt;
        v = static_cast<std::uint32_t>(at);
      }
      word = (word << 6) | v;
    }
    if ((word & ((1U << (8 * pad)) - 1)) != 0) return std::nullopt;
    out.push_back(static_cast<std::uint8_t>(word >> 16));
    if (pad < 2) out.push_back(static_cast<std::uint8_t>((word >> 8) & 0xff));
    if (pad < 1) out.push_back(static_cast<std::uint8_t>(word & 0xff));
  }
  return out;
}

Key32 derive(const Key16& ke, std::string_view label) {
  Key32 key{};
  hkdf_sha256(ke.data(), ke.size(), label, key.data(), key.size());
  return key;
}

}  // namespace

ChannelKeys channel_keys(const Key16& ke) {
  return {derive(ke, "schnapsen 3 guest to host"), derive(ke, "schnapsen 3 host to guest")};
}

std::size_t sealed_size(std::size_t plain_bytes) { return (plain_bytes + kTagBytes + 2) / 3 * 4; }

std::string LineSealer::seal(std::string_view line) {
  if (!ready_) throw std::logic_error("LineSealer used before it has a key");
  const auto nonce = nonce_of(count_++);
  CipherCtx ctx(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
  std::vector<std::uint8_t> out(line.size() + kTagBytes);
  int n = 0;
  int m = 0;
  if (!ctx ||
      EVP_EncryptInit_ex(ctx.get(), EVP_chacha20_poly1305(), nullptr, key_.data(), nonce.data()) !=
          1 ||
      EVP_EncryptUpdate(ctx.get(), out.data(), &n,
                        reinterpret_cast<const unsigned char*>(line.data()),
                        static_cast<int>(line.size())) != 1 ||
      EVP_EncryptFinal_ex(ctx.get(), out.data() + n, &m) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_AEAD_GET_TAG, kTagBytes, out.data() + line.size()) !=
          1)
    crypto_failed("ChaCha20-Poly1305 sealing");
  return base64(out);
}

Expected<std::string, std::string> LineOpener::open(std::string_view sealed) {
  if (!ready_) throw std::logic_error("LineOpener used before it has a key");
  const auto data = unbase64(sealed);
  if (!data || data->size() < kTagBytes)
    return unexpected(std::string("a line that is not sealed (not base64)"));
  const auto nonce = nonce_of(count_);
  const std::size_t size = data->size() - kTagBytes;
  CipherCtx ctx(EVP_CIPHER_CTX_new(), EVP_CIPHER_CTX_free);
  std::string out(size, '\0');
  int n = 0;
  int m = 0;
  if (!ctx ||
      EVP_DecryptInit_ex(ctx.get(), EVP_chacha20_poly1305(), nullptr, key_.data(), nonce.data()) !=
          1 ||
      EVP_DecryptUpdate(ctx.get(), reinterpret_cast<unsigned char*>(out.data()), &n, data->data(),
                        static_cast<int>(size)) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_AEAD_SET_TAG, kTagBytes,
                          const_cast<std::uint8_t*>(data->data() + size)) != 1)
    crypto_failed("ChaCha20-Poly1305 opening");
  if (EVP_DecryptFinal_ex(ctx.get(), reinterpret_cast<unsigned char*>(out.data()) + n, &m) != 1)
    return unexpected(std::string(
        "a line that fails its authentication check (changed, replayed or out of order)"));
  ++count_;
  return out;
}

}  // namespace schnapsen::net
