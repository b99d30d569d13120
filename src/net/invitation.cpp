// The host's invitation and its wait for the first guest (invitation.hpp).
#include "schnapsen/net/invitation.hpp"

#include <cmath>
#include <csignal>
#include <sstream>

#include "schnapsen/game/files.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/net/wire.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::net {

namespace {

// "port N" with 1 <= N <= 65535.
std::optional<int> parse_port_line(const std::string& line) {
  if (line.rfind("port ", 0) != 0) return std::nullopt;
  const std::string digits = line.substr(5);
  if (digits.empty() || digits.size() > 5 ||
      digits.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  const int port = std::stoi(digits);
  return port >= 1 && port <= 65535 ? std::optional(port) : std::nullopt;
}

// "guesses ADDRESS MILLITOKENS UNIX_MS": ADDRESS "*" or the hex of an address (host_link.cpp).
std::optional<GuessLimiter::Kept> parse_guesses_line(const std::string& line) {
  std::istringstream words(line);
  std::string word, address;
  long long milli = 0, unix_ms = 0;
  if (!(words >> word >> address >> milli >> unix_ms) || word != "guesses" || !words.eof())
    return std::nullopt;
  if (address != "*" && !(lower_hex(address, 8) || lower_hex(address, 16))) return std::nullopt;
  return GuessLimiter::Kept{
      address == "*" ? "" : address, static_cast<double>(milli) / 1000,
      std::chrono::system_clock::time_point(std::chrono::milliseconds(unix_ms))};
}

std::string guesses_line(const GuessLimiter::Kept& kept) {
  const auto unix_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(kept.at.time_since_epoch()).count();
  return "guesses " + (kept.address.empty() ? std::string("*") : kept.address) + " " +
         std::to_string(std::llround(kept.tokens * 1000)) + " " + std::to_string(unix_ms) + "\n";
}

volatile std::sig_atomic_t g_stop_signal = 0;
void note_wait_signal(int signal) { g_stop_signal = signal; }

// Catches Ctrl-C, SIGTERM and SIGHUP while the host waits for its guest before the table is up.
class WaitSignals {
 public:
  WaitSignals() {
    g_stop_signal = 0;
    struct sigaction sa {};
    sa.sa_handler = note_wait_signal;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < 3; ++i) sigaction(kSignals[i], &sa, &old_[i]);
  }
  ~WaitSignals() {
    for (int i = 0; i < 3; ++i) sigaction(kSignals[i], &old_[i], nullptr);
  }
  WaitSignals(const WaitSignals&) = delete;
  WaitSignals& operator=(const WaitSignals&) = delete;

 private:
  static constexpr int kSignals[3] = {SIGINT, SIGTERM, SIGHUP};
  struct sigaction old_[3]{};
};

// The name a joining guest is seated with.
std::string seated_name(const std::string& given, const std::string& host) {
  std::string guest = guest_name_of(given);
  if (guest == host) guest += "2";
  return guest;
}

}  // namespace

std::optional<Invitation> read_invitation(const std::filesystem::path& file) {
  auto text = game::read_file(file, 16384, game::Symlinks::Refuse);
  if (!text) return std::nullopt;
  std::istringstream lines(*text);
  std::string line;
  std::getline(lines, line);
  auto code = parse_join_code(line);
  if (!code) return std::nullopt;
  Invitation invitation{*code, std::nullopt, {}, {}};
  while (std::getline(lines, line)) {
    if (auto port = parse_port_line(line)) invitation.port = port;
    if (line.rfind("seat ", 0) == 0 && lower_hex(std::string_view(line).substr(5), 64))
      invitation.seat_key = line.substr(5);
    if (auto kept = parse_guesses_line(line)) invitation.guesses.push_back(*kept);
  }
  return invitation;
}

std::optional<std::string> write_invitation(const std::filesystem::path& file,
                                            const Invitation& invitation) {
  std::string text = invitation.code.text + "\n";
  if (invitation.port) text += "port " + std::to_string(*invitation.port) + "\n";
  if (!invitation.seat_key.empty()) text += "seat " + invitation.seat_key + "\n";
  for (const GuessLimiter::Kept& kept : invitation.guesses) text += guesses_line(kept);
  return game::write_file_atomically(file, text);  // mode 0600 (mkstemp)
}

Expected<std::string, int> wait_for_guest(HostLink& link, const std::string& host,
                                          std::ostream& out) {
  const WaitSignals signals;
  std::uint64_t shown = 0;
  for (;;) {
    if (g_stop_signal) return unexpected(static_cast<int>(g_stop_signal));
    auto news = link.next(std::chrono::milliseconds(200));
    const Incidents incidents = link.incidents_since(shown);
    shown = incidents.next;
    if (incidents.missed > 0)
      out << "  "
          << tr(N_("(%d more connections refused or dropped)"), {std::to_string(incidents.missed)})
          << "\n";
    for (const std::string& line : incidents.lines)
      out << "  " << text::shorten(line, 200) << "\n" << std::flush;
    if (news && news->kind == GuestNews::Kind::Joined) return seated_name(news->name, host);
  }
}

}  // namespace schnapsen::net
