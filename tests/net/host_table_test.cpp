// The host's table in network play (host_table.hpp): what it tells the host about the link
// while it waits, whatever the number of hostile connections before.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "catch.hpp"
#include "polling_presence.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/host_table.hpp"

namespace schnapsen::net {
namespace {

using namespace std::chrono_literals;

// A table on which nothing is played; its presence keeps the lines the host table shows and
// the idle check it installs (the table's own loop would call it while the host thinks).
class StatusTable : public game::SessionFrontEnd {
 public:
  PollingPresence presence;

  game::ResumeChoice offer_resume(const game::SavedMatch&, const std::string&) override {
    return game::ResumeChoice::Quit;
  }
  game::OpponentChoice opponent_failed(const game::SavedMatch&, const std::string&) override {
    return {};
  }
  void begin_match(const game::MatchSetup&) override {}
  game::HumanSeat& human(int) override { throw std::logic_error("no seat here"); }
  std::unique_ptr<ai::Player> watch(int, ai::Player&) override { return nullptr; }
  void show_hand_so_far(const game::HandSoFar&) override {}
  void on_event(const game::GameEvent&) override {}
  void set_save_status(const game::SaveStatus&) override {}
  bool play_again(const game::MatchSummary&) override { return false; }
  void end_match() override {}
};

// A connection that sends one line of junk and waits until the host has closed it.
void junk_connection(int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  REQUIRE(fd >= 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<std::uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  const std::string junk = "junk\n";
  REQUIRE(::send(fd, junk.data(), junk.size(), MSG_NOSIGNAL) == 5);
  char buffer[512];
  while (::recv(fd, buffer, sizeof buffer, 0) > 0) {
  }
  ::close(fd);
}

// The host's table polls until a line with `part` shows (or 3 s pass); true when one did.
bool shows(StatusTable& table, const std::string& part) {
  const auto deadline = std::chrono::steady_clock::now() + 3s;
  while (std::chrono::steady_clock::now() < deadline) {
    table.presence.idle();
    for (const std::string& line : table.presence.lines)
      if (line.find(part) != std::string::npos) return true;
    std::this_thread::sleep_for(20ms);
  }
  return false;
}

TEST_CASE("Host table: incidents after the first 100 still reach the host's table") {
  HostOptions options;
  options.port = 0;
  options.code = *parse_join_code("7KQ2-MX9P");
  auto link = HostLink::listen(options);
  REQUIRE(link);
  StatusTable table;
  HostTable host(table, table.presence, **link, "", "schnapsen join localhost:1 --code 7KQ2-MX9P");
  REQUIRE(table.presence.idle);
  for (int i = 0; i < 120; ++i) junk_connection((*link)->port());
  CHECK(shows(table, "Network: 127.0.0.1:"));
  // The log no longer grows (it keeps 100), yet each new incident is news.
  for (int round = 0; round < 3; ++round) {
    table.presence.lines.clear();
    junk_connection((*link)->port());
    CHECK(shows(table, "Network: 127.0.0.1:"));
  }
}

}  // namespace
}  // namespace schnapsen::net
