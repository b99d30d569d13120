// The join code and the handshake's MACs and lines (handshake.hpp).
#include "schnapsen/net/handshake.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <stdexcept>

#include "schnapsen/json.hpp"

namespace schnapsen::net {
namespace {

// Crockford's base 32: digits and upper-case letters without I, L, O and U.
constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::size_t kCodeLength = 8;
constexpr std::size_t kMaxNameBytes = 64;
constexpr int kProtocol = 2;
constexpr std::size_t kMacHexDigits = 64;

// Random bytes from OpenSSL's CSPRNG; without them no code or nonce is safe, so no fallback.
void random_bytes(std::uint8_t* out, std::size_t size) {
  if (RAND_bytes(out, static_cast<int>(size)) != 1)
    throw std::runtime_error("the system's random source failed (OpenSSL RAND_bytes)");
}

std::string hmac_hex(const JoinCode& code, const std::string& message) {
  std::uint8_t mac[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  if (HMAC(EVP_sha256(), code.text.data(), static_cast<int>(code.text.size()),
           reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac,
           &size) == nullptr)
    throw std::runtime_error("HMAC-SHA256 failed (OpenSSL)");
  return to_hex(mac, size);
}

bool lower_hex(std::string_view text, std::size_t digits) {
  if (text.size() != digits) return false;
  for (const char c : text)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

int hex_value(char c) { return c <= '9' ? c - '0' : c - 'a' + 10; }

// The line as a JSON object of exactly the keys `keys` with "type" equal to `type`; a `refused`
// line instead gives its reason as the error when `refusal_allowed`.
Expected<Json, std::string> read_object(std::string_view line, std::string_view type,
                                        std::initializer_list<std::string_view> keys,
                                        bool refusal_allowed) {
  auto json = parse_json(line);
  if (!json) return unexpected("not a " + std::string(type) + " message: " + json.error());
  if (!json->is_object()) return unexpected("not a " + std::string(type) + " message");
  const Json* kind = json_member(*json, "type");
  if (kind == nullptr || !kind->is_string())
    return unexpected("not a " + std::string(type) + " message: no \"type\"");
  if (refusal_allowed && kind->get<std::string>() == "refused") {
    const Json* why = json_member(*json, "why");
    if (json->size() != 2 || why == nullptr || !why->is_string())
      return unexpected(std::string("refused (a malformed refusal)"));
    return unexpected(why->get<std::string>());
  }
  if (kind->get<std::string>() != type)
    return unexpected("not a " + std::string(type) + " message");
  if (json->size() != keys.size())
    return unexpected("the " + std::string(type) + " message has " + std::to_string(json->size()) +
                      " fields, not " + std::to_string(keys.size()));
  for (const std::string_view key : keys)
    if (json_member(*json, key) == nullptr)
      return unexpected("the " + std::string(type) + " message has no \"" + std::string(key) +
                        "\"");
  if (const Json* protocol = json_member(*json, "protocol")) {
    if (!protocol->is_number_integer() || protocol->get<std::int64_t>() != kProtocol)
      return unexpected("the other side speaks another protocol (" +
                        protocol->dump().substr(0, 20) + ", this program " +
                        std::to_string(kProtocol) + ")");
  }
  return json;
}

Expected<Nonce, std::string> read_nonce(const Json& object, std::string_view type) {
  const Json& hex = object.at("nonce");
  if (!hex.is_string()) return unexpected("the " + std::string(type) + "'s nonce is no string");
  auto nonce = nonce_from_hex(hex.get<std::string>());
  if (!nonce) return unexpected("the " + std::string(type) + "'s nonce is not 32 hex digits");
  return *nonce;
}

Expected<std::string, std::string> read_mac(const Json& object, std::string_view type) {
  const Json& mac = object.at("mac");
  if (!mac.is_string() || !lower_hex(mac.get<std::string>(), kMacHexDigits))
    return unexpected("the " + std::string(type) + "'s mac is not 64 hex digits");
  return mac.get<std::string>();
}

}  // namespace

std::string JoinCode::shown() const {
  if (text.size() != kCodeLength) return text;
  return text.substr(0, 4) + "-" + text.substr(4);
}

JoinCode new_join_code() {
  std::array<std::uint8_t, 5> bytes{};  // 40 bits: 8 characters of 5 bits
  random_bytes(bytes.data(), bytes.size());
  std::uint64_t bits = 0;
  for (const std::uint8_t b : bytes) bits = (bits << 8) | b;
  JoinCode code;
  for (std::size_t i = 0; i < kCodeLength; ++i)
    code.text += kAlphabet[(bits >> (5 * (kCodeLength - 1 - i))) & 31];
  return code;
}

Expected<JoinCode, std::string> parse_join_code(std::string_view typed) {
  const std::string shape = "a join code has 8 letters and digits, e.g. 7KQ2-MX9P";
  JoinCode code;
  for (const char raw : typed) {
    if (raw == '-' || raw == ' ' || raw == '\t') continue;
    char c = raw;
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c == 'O') c = '0';
    if (c == 'I' || c == 'L') c = '1';
    if (kAlphabet.find(c) == std::string_view::npos) {
      if (c == 'U') return unexpected("a join code has no letter U (" + shape + ")");
      return unexpected(shape);
    }
    code.text += c;
    if (code.text.size() > kCodeLength) return unexpected(shape);
  }
  if (code.text.size() != kCodeLength) return unexpected(shape);
  return code;
}

Nonce new_nonce() {
  Nonce nonce{};
  random_bytes(nonce.data(), nonce.size());
  return nonce;
}

std::string to_hex(const std::uint8_t* data, std::size_t size) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(2 * size);
  for (std::size_t i = 0; i < size; ++i) {
    hex += kDigits[data[i] >> 4];
    hex += kDigits[data[i] & 15];
  }
  return hex;
}

std::optional<Nonce> nonce_from_hex(std::string_view hex) {
  Nonce nonce{};
  if (!lower_hex(hex, 2 * nonce.size())) return std::nullopt;
  for (std::size_t i = 0; i < nonce.size(); ++i)
    nonce[i] = static_cast<std::uint8_t>(hex_value(hex[2 * i]) * 16 + hex_value(hex[2 * i + 1]));
  return nonce;
}

// The role and both nonces are part of the message: a MAC seen on one connection (or from the
// other side) is worth nothing on another, whose host nonce is fresh.
std::string guest_mac(const JoinCode& code, const Nonce& host_nonce, const Nonce& guest_nonce) {
  return hmac_hex(code, "schnapsen-join guest " + to_hex(host_nonce.data(), host_nonce.size()) +
                            " " + to_hex(guest_nonce.data(), guest_nonce.size()));
}

std::string host_mac(const JoinCode& code, const Nonce& guest_nonce, const Nonce& host_nonce) {
  return hmac_hex(code, "schnapsen-join host " + to_hex(guest_nonce.data(), guest_nonce.size()) +
                            " " + to_hex(host_nonce.data(), host_nonce.size()));
}

bool same_mac(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string hello_line(const Hello& hello) {
  Json json = Json::object();
  json["type"] = "hello";
  json["protocol"] = kProtocol;
  json["name"] = hello.name;
  json["nonce"] = to_hex(hello.nonce.data(), hello.nonce.size());
  return dump_line(json);
}

Expected<Hello, std::string> parse_hello(std::string_view line) {
  auto json = read_object(line, "hello", {"type", "protocol", "name", "nonce"}, false);
  if (!json) return unexpected(json.error());
  const Json& name = json->at("name");
  if (!name.is_string()) return unexpected(std::string("the hello's name is no string"));
  if (name.get<std::string>().size() > kMaxNameBytes)
    return unexpected("the hello's name is longer than " + std::to_string(kMaxNameBytes) +
                      " bytes");
  auto nonce = read_nonce(*json, "hello");
  if (!nonce) return unexpected(nonce.error());
  return Hello{name.get<std::string>(), *nonce};
}

std::string challenge_line(const Nonce& host_nonce) {
  Json json = Json::object();
  json["type"] = "challenge";
  json["protocol"] = kProtocol;
  json["nonce"] = to_hex(host_nonce.data(), host_nonce.size());
  return dump_line(json);
}

// A `refused` line (the host may refuse instead of challenging) gives its reason as the error.
Expected<Nonce, std::string> parse_challenge(std::string_view line) {
  auto json = read_object(line, "challenge", {"type", "protocol", "nonce"}, true);
  if (!json) return unexpected(json.error());
  return read_nonce(*json, "challenge");
}

std::string auth_line(const std::string& mac) {
  Json json = Json::object();
  json["type"] = "auth";
  json["mac"] = mac;
  return dump_line(json);
}

Expected<std::string, std::string> parse_auth(std::string_view line) {
  auto json = read_object(line, "auth", {"type", "mac"}, false);
  if (!json) return unexpected(json.error());
  return read_mac(*json, "auth");
}

std::string welcome_line(const std::string& mac) {
  Json json = Json::object();
  json["type"] = "welcome";
  json["mac"] = mac;
  return dump_line(json);
}

std::string refused_line(const std::string& why) {
  Json json = Json::object();
  json["type"] = "refused";
  json["why"] = why;
  return dump_line(json);
}

Expected<std::string, std::string> parse_welcome(std::string_view line) {
  auto json = read_object(line, "welcome", {"type", "mac"}, true);
  if (!json) return unexpected(json.error());
  return read_mac(*json, "welcome");
}

}  // namespace schnapsen::net
