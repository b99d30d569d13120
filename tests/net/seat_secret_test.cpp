// The guest's seat secrets and the host's invitation that keeps the seat's owner
// (seat_secret.hpp, invitation.hpp).
#include "schnapsen/net/seat_secret.hpp"

#include <chrono>
#include <fstream>
#include <set>

#include "../game/temp_dir.hpp"
#include "catch.hpp"
#include "schnapsen/game/files.hpp"
#include "schnapsen/net/invitation.hpp"

namespace schnapsen::net {
namespace {

JoinCode code(const char* text) { return *parse_join_code(text); }

int lines_of(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::string line;
  int n = 0;
  while (std::getline(in, line)) ++n;
  return n;
}

TEST_CASE("Seat secrets: one per match's code, kept across runs, the newest 16") {
  const game::TempDir dir;
  const auto file = dir.path / "guest-seats";
  const KeptSecret first = seat_secret_for(file, code("7KQ2-MX9P"));
  CHECK_FALSE(first.warning);
  CHECK(first.secret.size() == kSeatSecretHex);
  CHECK(first.secret.find_first_not_of("0123456789abcdef") == std::string::npos);
  // The same match's code (as typed in another way): the same secret, the file unchanged.
  CHECK(seat_secret_for(file, code("7kq2 mx9p")).secret == first.secret);
  CHECK(lines_of(file) == 1);
  // The file does not hold the code itself.
  CHECK(game::read_file(file, 4096, game::Symlinks::Refuse)->find("7KQ2MX9P") == std::string::npos);
  const KeptSecret other = seat_secret_for(file, code("0000-0001"));
  CHECK(other.secret != first.secret);
  CHECK(lines_of(file) == 2);
  // Sixteen more matches: the first one's secret is forgotten, the newest kept.
  std::set<std::string> secrets;
  std::string newest;
  for (int i = 0; i < 16; ++i) {
    newest = seat_secret_for(file, code(("1000-00" + std::to_string(10 + i)).c_str())).secret;
    secrets.insert(newest);
  }
  CHECK(secrets.size() == 16);
  CHECK(lines_of(file) == 16);
  CHECK(seat_secret_for(file, code("1000-0025")).secret == newest);
  CHECK(seat_secret_for(file, code("7KQ2-MX9P")).secret != first.secret);
}

TEST_CASE("Seat secrets: a broken file is passed over, none kept without a state directory") {
  const game::TempDir dir;
  const auto file = dir.path / "guest-seats";
  std::ofstream(file) << "not a line\n"
                      << std::string(64, 'z') << " " << std::string(64, 'a') << "\n";
  const KeptSecret kept = seat_secret_for(file, code("7KQ2-MX9P"));
  CHECK_FALSE(kept.warning);
  CHECK(seat_secret_for(file, code("7KQ2-MX9P")).secret == kept.secret);
  const KeptSecret none = seat_secret_for(std::nullopt, code("7KQ2-MX9P"));
  CHECK(none.warning);
  CHECK(seat_secret_for(std::nullopt, code("7KQ2-MX9P")).secret != none.secret);
  // A file that cannot be written: a secret for this run, and the warning says why.
  const KeptSecret unwritable =
      seat_secret_for(dir.path / "no-such-dir" / "seats", code("0000-0002"));
  CHECK(unwritable.warning);
  CHECK(unwritable.secret.size() == kSeatSecretHex);
}

TEST_CASE("Seat keys: SHA-256 of the secret, different secrets different keys") {
  CHECK(seat_key("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(seat_key(std::string(64, '5')) != seat_key(std::string(64, '6')));
}

TEST_CASE("Invitation: the code, the port and the seat's owner read back") {
  const game::TempDir dir;
  const auto file = dir.path / "join-code";
  const std::string key = seat_key("a secret");
  REQUIRE_FALSE(write_invitation(file, {code("7KQ2-MX9P"), 4765, key, {}}));
  auto read = read_invitation(file);
  REQUIRE(read);
  CHECK(read->code.text == "7KQ2MX9P");
  CHECK(read->port == 4765);
  CHECK(read->seat_key == key);
  REQUIRE_FALSE(write_invitation(file, {code("7KQ2-MX9P"), std::nullopt, "", {}}));
  read = read_invitation(file);
  REQUIRE(read);
  CHECK_FALSE(read->port);
  CHECK(read->seat_key.empty());
  // A seat line that is no key is no owner.
  std::ofstream(file) << "7KQ2MX9P\nseat " << std::string(63, 'a') << "\n";
  CHECK(read_invitation(file)->seat_key.empty());
}

TEST_CASE("Invitation: the guess buckets not full are kept with the code, bad lines dropped") {
  const game::TempDir dir;
  const auto file = dir.path / "join-code";
  const auto at =
      std::chrono::system_clock::time_point(std::chrono::milliseconds(1'700'000'000'123));
  REQUIRE_FALSE(write_invitation(
      file, {code("7KQ2-MX9P"), 4765, "", {{"", 12.5, at}, {"7f000001", 0.25, at}}}));
  auto read = read_invitation(file);
  REQUIRE(read);
  REQUIRE(read->guesses.size() == 2);
  CHECK(read->guesses[0].address.empty());
  CHECK(read->guesses[0].tokens == 12.5);
  CHECK(read->guesses[0].at == at);
  CHECK(read->guesses[1].address == "7f000001");
  CHECK(read->guesses[1].tokens == 0.25);
  // Lines that are not a bucket are left out: another address form, words, trailing text.
  std::ofstream(file) << "7KQ2MX9P\nguesses * 1000 5\nguesses 7F000001 1 2\nguesses ab 1 2\n"
                         "guesses * x 2\nguesses * 1 2 3\nguesses 0123456789abcdef -500 9\n";
  read = read_invitation(file);
  REQUIRE(read);
  REQUIRE(read->guesses.size() == 2);
  CHECK(read->guesses[0].tokens == 1);
  CHECK(read->guesses[1].address == "0123456789abcdef");
  CHECK(read->guesses[1].tokens == -0.5);  // the limiter clamps it (guess_limiter_test)
}

}  // namespace
}  // namespace schnapsen::net
