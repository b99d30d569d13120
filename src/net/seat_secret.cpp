// The guest's seat secrets (seat_secret.hpp).
#include "schnapsen/net/seat_secret.hpp"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <array>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "schnapsen/game/files.hpp"

namespace schnapsen::net {

namespace {

constexpr std::size_t kKeptSecrets = 16;
constexpr std::size_t kMaxKeptBytes = 8 * 1024;

// The file's name for a code: a hash, so that the file does not hold the codes themselves.
std::string code_key(const JoinCode& code) { return seat_key("schnapsen seat for " + code.text); }

}  // namespace

std::string new_seat_secret() {
  std::array<unsigned char, kSeatSecretHex / 2> bytes{};
  if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1)
    throw std::runtime_error("the system's random source failed");
  return to_hex(bytes.data(), bytes.size());
}

std::string seat_key(std::string_view secret) {
  std::array<unsigned char, 32> digest{};
  unsigned size = 0;
  if (EVP_Digest(secret.data(), secret.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("SHA-256 failed");
  return to_hex(digest.data(), digest.size());
}

KeptSecret seat_secret_for(const std::optional<std::filesystem::path>& file, const JoinCode& code) {
  if (!file) return {new_seat_secret(), "no state directory"};
  const std::string key = code_key(code);
  std::vector<std::pair<std::string, std::string>> kept;
  if (auto text = game::read_file(*file, kMaxKeptBytes, game::Symlinks::Refuse)) {
    std::istringstream lines(*text);
    std::string k, secret;
    // A line that is not "KEY SECRET" is passed over: the file is the guest's own.
    while (lines >> k >> secret) {
      if (!lower_hex(k, 64) || !lower_hex(secret, kSeatSecretHex)) continue;
      if (k == key) return {secret, std::nullopt};
      kept.emplace_back(k, secret);
    }
  }
  const std::string secret = new_seat_secret();
  kept.emplace_back(key, secret);
  if (kept.size() > kKeptSecrets) kept.erase(kept.begin(), kept.end() - kKeptSecrets);
  std::string text;
  for (const auto& [k, s] : kept) text.append(k).append(" ").append(s).append("\n");
  return {secret, game::write_file_atomically(*file, text)};
}

}  // namespace schnapsen::net
