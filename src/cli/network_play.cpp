// `schnapsen host` and `schnapsen join`: a match between two terminals (docs/ui.md, "Playing over
// the network"). The host's Session keeps the match, its save and statistics; seat 1 is played
// at the guest's terminal through the link (src/net).
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <random>
#include <sstream>

#include "commands.hpp"
#include "play_session.hpp"
#include "rules_flags.hpp"
#include "schnapsen/ai/random_seed.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/lab/measurement_players.hpp"
#include "schnapsen/net/guest_table.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/host_table.hpp"
#include "schnapsen/net/random_deal.hpp"
#include "schnapsen/net/wire.hpp"
#include "schnapsen/text_format.hpp"
#include "settings_file.hpp"

namespace schnapsen::cli {

namespace {

// The flags both commands share: how the table looks, and the player's name.
struct TableFlags : LookFlags {
  std::string name;
};

void add_look_flags(CLI::App& cmd, TableFlags& f) {
  cmd.add_option("--name", f.name,
                 "Your name at the table (default: your login name; at most 16 columns)");
  cmd.add_option("--lang", f.lang, "The table's language: de or en (default: as play)");
  cmd.add_option("--suits", f.suits, "french or german suits (default: as play)")
      ->check(CLI::IsMember({"french", "german"}));
  cmd.add_flag("--ascii", f.ascii, "Plain ASCII glyphs");
  cmd.add_flag("--no-color", f.no_color, "No colours");
  cmd.add_flag("--no-mouse", f.no_mouse, "No mouse");
  cmd.add_option("--speed", f.speed, "Pauses after the other player's cards: slow, normal, fast")
      ->check(CLI::IsMember({"slow", "normal", "fast"}));
}

// The player's name: --name, else the login name, else `fallback`; an error for a bad --name,
// or one the other table would take for one of its own words ("You": net::reserved_name).
Expected<std::string, std::string> player_name(const std::string& given, const char* fallback) {
  if (!given.empty()) {
    auto name = game::clean_name(given);
    if (name && net::reserved_name(*name))
      return unexpected(tr(N_("\"%s\" is what a table calls one of its own players; choose another "
                              "name"),
                           {*name}));
    return name;
  }
  const char* user = std::getenv("USER");
  if (user && *user) {
    if (auto name = game::clean_name(user); name && !net::reserved_name(*name)) return *name;
  }
  return std::string(fallback);
}

volatile std::sig_atomic_t g_stop_signal = 0;
void note_wait_signal(int signal) { g_stop_signal = signal; }

// Catches Ctrl-C, SIGTERM and SIGHUP while the host waits for its guest before the table is up.
class WaitSignals {
 public:
  WaitSignals() {
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

// The invitation kept beside a hosted match's save, so that `host --resume` invites with the
// same code on the same port (the guest's join command stays right): the code on its first
// line, "port N" on the second; written for the owner only.
struct Invitation {
  net::JoinCode code;
  std::optional<int> port;
};

std::optional<Invitation> read_invitation(const std::filesystem::path& file) {
  auto text = game::read_file(file, 64, game::Symlinks::Refuse);
  if (!text) return std::nullopt;
  std::istringstream lines(*text);
  std::string first;
  std::string second;
  std::getline(lines, first);
  std::getline(lines, second);
  auto code = net::parse_join_code(first);
  if (!code) return std::nullopt;
  Invitation invitation{*code, std::nullopt};
  if (second.rfind("port ", 0) == 0) {
    const std::string digits = second.substr(5);
    if (!digits.empty() && digits.size() <= 5 &&
        digits.find_first_not_of("0123456789") == std::string::npos) {
      const int port = std::stoi(digits);
      if (port >= 1 && port <= 65535) invitation.port = port;
    }
  }
  return invitation;
}

// Writes the invitation; an error says why it could not (then --resume makes a new code).
std::optional<std::string> write_invitation(const std::filesystem::path& file,
                                            const net::JoinCode& code, int port) {
  const std::string text = code.text + "\nport " + std::to_string(port) + "\n";
  if (auto error = game::write_file_atomically(file, text)) return error;  // mode 0600 (mkstemp)
  return std::nullopt;
}

struct HostFlags {
  TableFlags look;
  std::string listen = "127.0.0.1";
  int port = net::kDefaultPort;
  bool port_given = false;
  int bummerls = 1;
  bool no_schneider = false;
  std::uint64_t seed = 0;
  std::string first_dealer = "random";
  bool advice = false;
  bool resume = false;
  bool fresh = false;
};

int run_host(const HostFlags& f, const Rules& rules, bool rules_given, bool seed_given) {
  auto look = look_options(f.look);
  if (!look) return kExitUsage;
  if (f.resume && f.fresh) {
    std::cerr << "schnapsen host: " << _("choose either --resume or --new") << "\n";
    return kExitUsage;
  }
  auto host_name = player_name(f.look.name, "Host");
  if (!host_name) {
    std::cerr << "schnapsen host: --name: " << host_name.error() << "\n";
    return kExitUsage;
  }
  if (seed_given) {
    // A seeded shuffle is no secret from the guest: its first view (five cards and the trump
    // card) is enough to find the seed by trying them all, and with it the host's hand and the
    // stock. So a hosted match is always dealt from the system's random source.
    std::cerr << "schnapsen host: "
              << _("--seed is not offered for a hosted match: from its first cards the guest "
                   "could work out the seed, and with it every hidden card. Hosted deals are "
                   "always random.")
              << "\n";
    return kExitUsage;
  }
  if (!on_terminal()) return kExitUsage;
  PlayOptions o = *look;
  o.rules = rules;
  o.match.bummerls_to_lose = f.bummerls;
  o.match.schneider_bummerl = !f.no_schneider;
  o.seed = ai::random_seed();  // the system's random source (getrandom)
  o.first_dealer = f.first_dealer == "me" ? 0 : f.first_dealer == "guest" ? 1 : -1;
  game::MatchRequest request = to_request(o);
  // Every deal from the cryptographic random source, not from the seed: the guest sees cards of
  // each hand, and a seeded shuffle's seed could be searched for from them.
  request.deal = net::random_deals();
  request.seats[0] = {game::SeatKind::Human, "-", *host_name};
  request.seats[1] = {game::SeatKind::Remote, "-", "Guest"};
  request.rules_given = rules_given;
  request.bummerls_given = f.bummerls != 1 || f.no_schneider;
  request.advice = f.advice;
  // A hosted match has a save and a lock of its own (the state directory's "network"), so a
  // match against the AI and a hosted one never replace each other; both count in one set of
  // statistics and history.
  auto dir = game::default_state_dir();
  std::optional<std::filesystem::path> host_dir;
  if (dir) {
    std::error_code ec;
    std::filesystem::create_directories(*dir / "network", ec);
    if (!ec) host_dir = *dir / "network";
    request.records_dir = *dir;
  }
  const game::StartMode mode = f.resume  ? game::StartMode::Resume
                               : f.fresh ? game::StartMode::New
                                         : game::StartMode::Ask;
  auto session = game::Session::open(
      host_dir, dir ? std::string(_("no state directory")) : dir.error(), mode, request);
  if (!session) {
    std::cerr << "schnapsen host: " << session.error() << "\n";
    return kExitUsage;
  }
  if ((*session)->saved() && (*session)->saved()->seats[1].kind != game::SeatKind::Remote) {
    std::cerr << "schnapsen host: " << _("the saved hosted match is not a network match") << "\n";
    return kExitUsage;
  }
  const std::optional<std::filesystem::path> code_file =
      host_dir ? std::optional(*host_dir / "join-code") : std::nullopt;
  std::optional<Invitation> kept;
  if (code_file && (*session)->saved() && mode != game::StartMode::New)
    kept = read_invitation(*code_file);
  const net::JoinCode code = kept ? kept->code : net::new_join_code();

  net::HostOptions options;
  options.listen = f.listen;
  // A resumed match listens where it did, so that the guest's join command still works.
  options.port = !f.port_given && kept && kept->port ? *kept->port : f.port;
  options.code = code;
  auto link = net::HostLink::listen(options);
  if (!link) {
    std::cerr << "schnapsen host: " << link.error() << "\n";
    return kExitUsage;
  }
  if (code_file) {
    if (auto error = write_invitation(*code_file, code, (*link)->port()))
      std::cout << tr(N_("Warning: the join code cannot be kept for 'schnapsen host --resume' "
                         "(%s): a resumed match will have a new one."),
                      {*error})
                << "\n";
  }
  const bool loopback = f.listen == "127.0.0.1" || f.listen == "::1" || f.listen == "localhost";
  std::string where = "localhost";
  if (!loopback) {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) == 0 && name[0]) where = name;
  }
  const std::string port = std::to_string((*link)->port());
  const std::string join = "schnapsen join " + where + ":" + port + " --code " + code.shown();
  std::cout << _("Hosting a match. The other player joins with:") << "\n\n  " << join << "\n\n";
  if (loopback)
    std::cout << tr(N_("Listening on this machine only (%s). From another machine, tunnel with "
                       "ssh first: ssh -L %s:localhost:%s YOU@THIS-MACHINE"),
                    {f.listen, port, port})
              << "\n";
  std::cout << _("Waiting for the other player (Ctrl-C stops)...") << std::endl;
  std::string guest;
  {
    WaitSignals signals;
    std::uint64_t shown = 0;
    while (guest.empty()) {
      if (g_stop_signal) {
        std::cout << _("Nobody joined.") << "\n";
        return 128 + g_stop_signal;
      }
      auto news = (*link)->next(std::chrono::milliseconds(200));
      const net::Incidents incidents = (*link)->incidents_since(shown);
      shown = incidents.next;
      if (incidents.missed > 0)
        std::cout << "  "
                  << tr(N_("(%d more connections refused or dropped)"),
                        {std::to_string(incidents.missed)})
                  << "\n";
      for (const std::string& line : incidents.lines)
        std::cout << "  " << text::shorten(line, 200) << "\n" << std::flush;
      if (news && news->kind == net::GuestNews::Kind::Joined) {
        auto name = game::clean_name(news->name);
        guest = name && !net::reserved_name(*name) ? *name : std::string("Guest");
        if (guest == *host_name) guest += "2";
      }
    }
  }
  (*session)->name_seat(1, guest);
  std::string guest_ended;
  game::SessionEnd end;
  game::SaveStatus save_status;
  const int status = on_table(o, [&](tui::Terminal& terminal) {
    tui::SessionTable table(terminal, table_look(o));
    net::HostTable host(table, **link, guest, join);
    end = (*session)->run(host);
    guest_ended = host.guest_ended();
    save_status = host.save_status();
  });
  const bool saved = (*session)->match_saved();
  // The guest is told in English, the protocol's language; its table shows the translation.
  (*link)->drop(saved ? Message{N_("The host left the table; the match is saved there: join "
                                   "again when it is hosted again (schnapsen host --resume)."),
                                {}}
                      : Message{N_("The match is over."), {}});
  if (!guest_ended.empty()) std::cout << text::shorten(guest_ended, 200) << "\n";
  if (saved) std::cout << _("Match saved; 'schnapsen host --resume' goes on with it.") << "\n";
  if (status == kExitOk && end.kind == game::SessionEnd::Kind::Left && !saved) {
    // Left mid-match and the save did not keep it: say so, and not with status 0.
    std::cerr << "schnapsen host: "
              << tr(N_("the match could not be saved: %s"),
                    {save_status.warning.empty() ? std::string(_("no state directory"))
                                                 : save_status.warning})
              << "\n";
    return kExitUsage;
  }
  return status;
}

// The join code typed at a prompt (no echo, as a password) when standard input is a terminal,
// else the first line of standard input.
Expected<std::string, std::string> read_code_input() {
  std::string line;
  if (::isatty(STDIN_FILENO) == 1) {
    // Echo off before the prompt shows (as getpass(3) does): what is typed once it shows is
    // neither echoed nor thrown away with what was typed before it (TCSAFLUSH).
    termios old{};
    const bool quiet = ::tcgetattr(STDIN_FILENO, &old) == 0;
    if (quiet) {
      termios silent = old;
      silent.c_lflag &= ~static_cast<tcflag_t>(ECHO);
      ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
    }
    std::cerr << _("Join code (as the host shows it, e.g. 7KQ2-MX9P): ") << std::flush;
    const bool got = static_cast<bool>(std::getline(std::cin, line));
    if (quiet) ::tcsetattr(STDIN_FILENO, TCSAFLUSH, &old);
    std::cerr << "\n";
    if (!got) return unexpected(std::string(_("no join code was typed")));
    return line;
  }
  if (!std::getline(std::cin, line))
    return unexpected(
        std::string(_("no join code: give --code, type it at the prompt or pass it "
                      "on standard input")));
  if (line.size() > 100) return unexpected(std::string(_("the join code read is too long")));
  return line;
}

struct JoinFlags {
  TableFlags look;
  std::string address;
  std::string code;
  std::string bot;  // a level or cmd:COMMAND plays the seat instead of the table
};

int run_join(const JoinFlags& f) {
  auto look = look_options(f.look);
  if (!look) return kExitUsage;
  auto address = net::parse_host_port(f.address, net::kDefaultPort);
  if (!address) {
    std::cerr << "schnapsen join: " << address.error() << "\n";
    return kExitUsage;
  }
  // The code: --code, else asked for (standard input when it is no terminal, e.g. a pipe or a
  // file: `join HOST < code.txt`), so that it need not stand in the process list.
  std::string typed = f.code;
  if (f.code.empty() || f.code == "-") {
    auto read = read_code_input();
    if (!read) {
      std::cerr << "schnapsen join: " << read.error() << "\n";
      return kExitUsage;
    }
    typed = *read;
  }
  auto code = net::parse_join_code(typed);
  if (!code) {
    std::cerr << "schnapsen join: " << (f.code.empty() || f.code == "-" ? "" : "--code: ")
              << code.error() << "\n";
    return kExitUsage;
  }
  auto name = player_name(f.look.name, "Guest");
  if (!name) {
    std::cerr << "schnapsen join: --name: " << name.error() << "\n";
    return kExitUsage;
  }
  std::unique_ptr<ai::Player> bot;
  if (!f.bot.empty()) {
    auto made = lab::make_measurement_player(f.bot, std::random_device{}());
    if (!made) {
      std::cerr << "schnapsen join: --bot: " << made.error() << "\n";
      return kExitUsage;
    }
    bot = std::move(*made);
  } else if (!on_terminal()) {
    return kExitUsage;
  }
  net::JoinOptions options;
  options.host = address->first;
  options.port = address->second;
  options.code = *code;
  options.name = *name;
  options.busy = [](const std::string& why, int wait_ms) {
    std::cerr << "schnapsen join: "
              << tr(N_("%s; trying again in %d s"),
                    {text::shorten(why, 200), std::to_string((wait_ms + 999) / 1000)})
              << std::endl;
    return true;
  };
  auto link = net::GuestLink::join(options);
  if (!link) {
    // A refusal comes in English (the protocol's language): shown translated when it is a
    // sentence the catalogue knows ("wrong join code").
    std::cerr << "schnapsen join: " << text::shorten(_(link.error().c_str()), 300) << "\n";
    return kExitUsage;
  }
  net::GuestEnd end;
  int status = kExitOk;
  if (bot) {
    try {
      end = net::run_guest_bot(**link, *bot);
    } catch (const ai::PlayerFailure& e) {
      end = {kExitUsage, tr(N_("the bot failed: %s"), {e.what()})};
    }
  } else {
    auto dir = game::default_state_dir();
    std::optional<std::filesystem::path> stats_file;
    if (dir) {
      std::error_code ec;
      std::filesystem::create_directories(*dir, ec);
      if (!ec) stats_file = game::SaveStore(*dir).stats_file();
    }
    status = on_table(*look, [&](tui::Terminal& terminal) {
      tui::SessionTable table(terminal, table_look(*look));
      end = net::run_guest(**link, table, stats_file);
    });
  }
  if (!end.message.empty()) std::cout << text::shorten(end.message, 300) << "\n";
  return status != kExitOk ? status : end.status;
}

}  // namespace

void add_network_commands(CLI::App& app, Runner& run) {
  auto* host =
      app.add_subcommand("host", "Host a match for a player at another terminal (schnapsen join)");
  auto hf = std::make_shared<HostFlags>();
  auto rules = add_rules_flags(*host);
  add_look_flags(*host, hf->look);
  auto* port = host->add_option("--port", hf->port,
                                "The port to listen on (0: any free port; --resume: as before)")
                   ->check(whole_number(0, 65535))
                   ->capture_default_str();
  host->add_option("--listen", hf->listen,
                   "The address to listen on (default: this machine only; 0.0.0.0 for every "
                   "network: anyone who can reach it may try codes)")
      ->capture_default_str();
  host->add_option("--bummerls", hf->bummerls, "Bummerls to lose the match")
      ->check(whole_number(1, 99))
      ->capture_default_str();
  host->add_flag("--no-schneider-bummerl", hf->no_schneider,
                 "A Schneider-Bummerl counts once (tournament play)");
  // Refused with a message (run_host): kept so that the refusal says why, not "unknown flag".
  auto* seed = host->add_option("--seed", hf->seed, "Not offered: hosted deals are always random")
                   ->check(kSeedCheck)
                   ->group("");
  host->add_option("--first-dealer", hf->first_dealer, "Who deals first: me, guest or random")
      ->check(CLI::IsMember({"me", "guest", "random"}))
      ->capture_default_str();
  host->add_flag("--advice", hf->advice, "Let both players ask for advice (off by default)");
  host->add_flag("--resume", hf->resume, "Go on with the saved hosted match");
  host->add_flag("--new", hf->fresh, "Start a new match (replaces the saved hosted match)");
  host->callback([&run, hf, rules, seed, port] {
    hf->port_given = port->count() > 0;
    run = [hf, rules, seed] {
      return run_host(*hf, rules->rules(), rules->given(), seed->count() > 0);
    };
  });

  auto* join = app.add_subcommand("join", "Join a match hosted at another terminal");
  auto jf = std::make_shared<JoinFlags>();
  join->add_option("address", jf->address, "HOST:PORT as the host shows it")->required();
  join->add_option("--code", jf->code,
                   "The join code the host shows, e.g. 7KQ2-MX9P (default: asked for, or read "
                   "from standard input; '-': standard input)");
  add_look_flags(*join, jf->look);
  join->add_option("--bot", jf->bot,
                   "Let an AI level or a bot (cmd:COMMAND) play the seat instead of you");
  join->callback([&run, jf] { run = [jf] { return run_join(*jf); }; });
}

}  // namespace schnapsen::cli
