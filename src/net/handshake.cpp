// The join code and the handshake's lines (handshake.hpp).
#include "schnapsen/net/handshake.hpp"

#include <openssl/crypto.h>
#include <openssl/rand.h>

#include <stdexcept>

#include "schnapsen/json.hpp"

namespace schnapsen::net {
namespace {

// Crockford's base 32: digits and upper-case letters without I, L, O and U.
constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::size_t kCodeLength = 8;
constexpr std::size_t kMaxNameBytes = 64;
constexpr std::size_t kSaltHex = 32;
constexpr std::size_t kShareHex = 130;
constexpr std::size_t kMacHex = 64;
constexpr std::int64_t kMaxRetryMs = 60000;

// A refusal: {"type": "refused", "why": WHY}, with "retry_ms" when it asks for a wait.
Refusal refusal_of(const Json& json) {
  JsonFields f(json, "the refusal");
  f.take("type");
  Refusal refusal{read_string(f.take("why"), "why"), std::nullopt};
  if (const Json* retry = f.take_optional("retry_ms"))
    refusal.retry_ms = read_int(*retry, "retry_ms", 0, kMaxRetryMs);
  f.done();
  return refusal;
}

// The line as a JSON object of exactly the keys `keys` with "type" equal to `type`; a `refused`
// line instead gives its reason (and the wait it asks for) when `refusal_allowed`.
Expected<Json, HandshakeError> read_object(std::string_view line, std::string_view type,
                                           std::initializer_list<std::string_view> keys,
                                           bool refusal_allowed) {
  const std::string what(type);
  const auto error = [](std::string why) { return unexpected(HandshakeError{std::move(why), {}}); };
  auto json = parse_json(line);
  if (!json) return error("not a " + what + " message: " + json.error());
  if (!json->is_object()) return error("not a " + what + " message");
  const Json* kind = json_member(*json, "type");
  if (kind == nullptr || !kind->is_string())
    return error("not a " + what + " message: no \"type\"");
  if (refusal_allowed && kind->get<std::string>() == "refused") {
    const auto refusal = read_strictly([&] { return refusal_of(*json); });
    if (!refusal) return error("refused (a malformed refusal)");
    return unexpected(HandshakeError{refusal->why, *refusal});
  }
  if (kind->get<std::string>() != type) return error("not a " + what + " message");
  const auto exact = read_strictly([&] {
    JsonFields f(*json, "the " + what + " message");
    for (const std::string_view key : keys) f.take(key);
    f.done();
    return true;
  });
  if (!exact) return error(exact.error());
  if (const Json* protocol = json_member(*json, "protocol")) {
    if (!protocol->is_number_integer() || protocol->get<std::int64_t>() != kHandshakeProtocol)
      return error("the other side speaks another protocol (" + protocol->dump().substr(0, 20) +
                   ", this program " + std::to_string(kHandshakeProtocol) + ")");
  }
  return *json;
}

Expected<std::string, HandshakeError> read_hex(std::string_view line, std::string_view type,
                                               std::initializer_list<std::string_view> keys,
                                               const char* field, std::size_t digits,
                                               bool refusal_allowed) {
  auto json = read_object(line, type, keys, refusal_allowed);
  if (!json) return unexpected(json.error());
  const Json& value = json->at(field);
  if (!value.is_string() || !lower_hex(value.get<std::string>(), digits))
    return unexpected(HandshakeError{"the " + std::string(type) + "'s " + field + " is not " +
                                         std::to_string(digits) + " hex digits",
                                     {}});
  return value.get<std::string>();
}

Expected<std::string, std::string> plain(Expected<std::string, HandshakeError> read) {
  if (!read) return unexpected(read.error().why);
  return *read;
}

// A handshake message with one string field besides its type: {"type": TYPE, KEY: VALUE}.
std::string one_field_line(std::string_view type, const char* key, std::string_view value) {
  Json json = Json::object();
  json["type"] = type;
  json[key] = value;
  return dump_line(json);
}

}  // namespace

std::string JoinCode::shown() const {
  if (text.size() != kCodeLength) return text;
  return text.substr(0, 4) + "-" + text.substr(4);
}

JoinCode new_join_code() {
  std::array<std::uint8_t, 5> bytes{};  // 40 bits: 8 characters of 5 bits
  if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1)
    throw std::runtime_error("the system's random source failed (OpenSSL RAND_bytes)");
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

bool lower_hex(std::string_view text, std::size_t digits) {
  if (text.size() != digits) return false;
  for (const char c : text)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

bool same_bytes(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  return CRYPTO_memcmp(a.data(), b.data(), a.size()) == 0;
}

std::string hello_line() {
  Json json = Json::object();
  json["type"] = "hello";
  json["protocol"] = kHandshakeProtocol;
  return dump_line(json);
}

Expected<bool, std::string> parse_hello(std::string_view line) {
  auto json = read_object(line, "hello", {"type", "protocol"}, false);
  if (!json) return unexpected(json.error().why);
  return true;
}

std::string challenge_line(std::string_view salt_hex) {
  Json json = Json::object();
  json["type"] = "challenge";
  json["protocol"] = kHandshakeProtocol;
  json["salt"] = salt_hex;
  return dump_line(json);
}

Expected<std::string, HandshakeError> parse_challenge(std::string_view line) {
  return read_hex(line, "challenge", {"type", "protocol", "salt"}, "salt", kSaltHex, true);
}

std::string share_line(std::string_view share_hex) {
  return one_field_line("share", "share", share_hex);
}

Expected<std::string, HandshakeError> parse_share(std::string_view line) {
  return read_hex(line, "share", {"type", "share"}, "share", kShareHex, true);
}

std::string confirm_line(std::string_view mac_hex) {
  return one_field_line("confirm", "mac", mac_hex);
}

Expected<std::string, std::string> parse_confirm(std::string_view line) {
  return plain(read_hex(line, "confirm", {"type", "mac"}, "mac", kMacHex, false));
}

std::string join_line(const JoinRequest& join) {
  Json json = Json::object();
  json["type"] = "join";
  json["name"] = join.name;
  json["seat"] = join.seat_secret;
  return dump_line(json);
}

Expected<JoinRequest, std::string> parse_join(std::string_view line) {
  auto json = read_object(line, "join", {"type", "name", "seat"}, false);
  if (!json) return unexpected(json.error().why);
  const Json& seat = json->at("seat");
  if (!seat.is_string() || !lower_hex(seat.get<std::string>(), kSeatSecretHex))
    return unexpected("the join's seat is not " + std::to_string(kSeatSecretHex) + " hex digits");
  auto name = read_strictly(
      [&] { return read_string(json->at("name"), "the join's name", kMaxNameBytes); });
  if (!name) return unexpected(name.error());
  return JoinRequest{*name, seat.get<std::string>()};
}

std::string welcome_line(std::string_view mac_hex) {
  return one_field_line("welcome", "mac", mac_hex);
}

Expected<std::string, HandshakeError> parse_welcome(std::string_view line) {
  return read_hex(line, "welcome", {"type", "mac"}, "mac", kMacHex, true);
}

std::string refused_line(const Refusal& refusal) {
  Json json = Json::object();
  json["type"] = "refused";
  json["why"] = refusal.why;
  if (refusal.retry_ms) json["retry_ms"] = *refusal.retry_ms;
  return dump_line(json);
}

}  // namespace schnapsen::net
