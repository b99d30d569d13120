// `schnapsen host` and `schnapsen join`: a match between two terminals (docs/ui.md, "Playing over
// the network"). The host's Session keeps the match, its save and statistics; seat 1 is played
// at the guest's terminal through the link (src/net).
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>

#include "commands.hpp"
#include "play_session.hpp"
#include "rules_flags.hpp"
#include "schnapsen/ai/random_seed.hpp"
#include "schnapsen/ai/worker_pool.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/lab/measurement_players.hpp"
#include "schnapsen/line/line_table.hpp"
#include "schnapsen/net/guest_table.hpp"
#include "schnapsen/net/host_deal.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/host_table.hpp"
#include "schnapsen/net/invitation.hpp"
#include "schnapsen/net/random_deal.hpp"
#include "schnapsen/net/seat_secret.hpp"
#include "schnapsen/net/wire.hpp"
#include "schnapsen/text_format.hpp"
#include "settings_file.hpp"
#include "table_flags.hpp"

namespace schnapsen::cli {

namespace {

// The flags both commands share: the front end, how the table looks, and the player's name.
struct TableFlags {
  LookFlags look;
  FrontEndFlags front;
  std::string name;
};

void add_table_flags(CLI::App& cmd, TableFlags& f) {
  cmd.add_option("--name", f.name,
                 "Your name at the table (default: your login name; at most 16 columns)");
  add_look_flags(cmd, f.look);
  add_front_end_flags(cmd, f.front);
}

// Where the player plays: the table or line mode (with its options), as the flags, the
// environment, the settings file and the terminal say; nullopt after saying why neither can be.
struct FrontEnd {
  FrontEndKind kind = FrontEndKind::Table;
  line::LineOptions line;
};

std::optional<FrontEnd> front_end_for(const char* command, const TableFlags& f,
                                      const LookOptions& look) {
  const FrontEndFlags given = with_settings(f.front, default_settings_values());
  auto kind = front_end_of(given);
  if (!kind) {
    std::cerr << "schnapsen " << command << ": " << kind.error() << "\n";
    return std::nullopt;
  }
  FrontEnd front{chosen_front_end(*kind), {}};
  if (front.kind == FrontEndKind::Table && !on_terminal()) return std::nullopt;
  front.line.german_suits = look.suits == tui::SuitStyle::German;
  front.line.verbose = given.verbose;
  front.line.bell = given.bell;
  front.line.sound_cmd = given.sound_cmd;
  return front;
}

// Runs `play(table, presence)` at the front end: the curses table on the terminal, or line mode
// on standard input and output; the table's exit status.
template <class Play>
int at_front_end(const FrontEnd& front, const LookOptions& look, Play play) {
  if (front.kind == FrontEndKind::Line) {
    line::LineTable table(std::cin, std::cout, front.line);
    play(table, table);
    return kExitOk;
  }
  return on_table(look, [&](tui::Terminal& terminal) {
    tui::SessionTable table(terminal, table_look(look));
    play(table, table);
  });
}

// The join code letter by letter, in its groups, for a screen reader: "7 K Q 2, M X 9 P".
std::string spelled(const std::string& shown) {
  std::string out;
  for (const char c : shown) {
    if (c == '-') {
      out += ",";
    } else {
      if (!out.empty()) out += ' ';
      out += c;
    }
  }
  return out;
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

struct HostFlags {
  TableFlags table;
  std::string listen = "127.0.0.1";
  int port = net::kDefaultPort;
  bool port_given = false;
  MatchFlags match;
  bool bummerls_given = false;
  std::uint64_t seed = 0;
  bool advice = false;
  bool resume = false;
  bool fresh = false;
  bool free_seat = false;
};

// The hosted match asked for: the host at seat 0, the guest (named once it joins) at seat 1.
game::MatchRequest hosted_request(const HostFlags& f, const Rules& rules, bool rules_given,
                                  const std::string& host) {
  game::MatchRequest request;
  // A seed only for what the venue does not deal: every deck comes from the cryptographic
  // source (hosted_venue).
  request.spec = {rules,
                  match_settings(f.match),
                  {{{game::SeatKind::Human, "-", host}, {game::SeatKind::Remote, "-", "Guest"}}},
                  ai::random_seed(),
                  first_dealer_seat(f.match.first_dealer)};
  request.given.rules = rules_given;
  request.given.bummerls = f.bummerls_given;
  return request;
}

// The command that invites the guest: "schnapsen join HOST:PORT". The code is not part of it:
// typed at the join's prompt, it stays out of the process list.
std::string join_command(const std::string& listen, int port) {
  const bool loopback = listen == "127.0.0.1" || listen == "::1" || listen == "localhost";
  std::string where = "localhost";
  if (!loopback) {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) == 0 && name[0]) where = name;
  }
  return "schnapsen join " + where + ":" + std::to_string(port);
}

// Says how the guest joins: the command and the code, and on this machine only, the tunnel.
void show_invitation(const std::string& listen, int port, const std::string& join,
                     const net::JoinCode& code, bool line_mode) {
  std::cout << _("Hosting a match. The other player joins with:") << "\n\n  " << join << "\n\n"
            << tr(N_("and types the join code %s when asked for it."), {code.shown()}) << "\n";
  if (line_mode)
    std::cout << tr(N_("The join code, spelled: %s."), {spelled(code.shown())}) << "\n";
  if (listen == "127.0.0.1" || listen == "::1" || listen == "localhost")
    std::cout << tr(N_("Listening on this machine only (%s). From another machine, tunnel with "
                       "ssh first: ssh -L %s:localhost:%s YOU@THIS-MACHINE"),
                    {listen, std::to_string(port), std::to_string(port)})
              << "\n";
  std::cout << _("Waiting for the other player (Ctrl-C stops)...") << std::endl;
}

// What the host is told after the match: why the guest left, whether it is saved; the status.
int host_end(int status, const game::SessionEnd& end, bool saved, const std::string& guest_ended,
             const game::SaveStatus& save_status) {
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

// The checks before anything is opened: an error to print, or "".
std::string host_refusal(const HostFlags& f, bool seed_given) {
  if (f.resume && f.fresh) return _("choose either --resume or --new");
  // A seeded shuffle is no secret from the guest: its first view (five cards and the trump
  // card) is enough to find the seed by trying them all, and with it the host's hand and the
  // stock. So a hosted match is always dealt from the system's random source.
  if (seed_given)
    return _(
        "--seed is not offered for a hosted match: from its first cards the guest could "
        "work out the seed, and with it every hidden card. Hosted deals are always random.");
  return {};
}

// The host's link, listening with the invitation kept for `host --resume`: a resumed match
// invites with the same code on the same port, so that the guest's join command still works, and
// seats only the guest who owns the seat (seat_secret.hpp) unless `free_seat`.
struct Listening {
  std::unique_ptr<net::HostLink> link;
  net::JoinCode code;
};

// Keeps the invitation (the code, the port, the seat's owner, the guesses at the code so far)
// beside the hosted match while it lasts; removes it once the match is over.
void keep_invitation(const std::optional<game::StateLayout>& layout, const Listening& l,
                     bool match_lasts = true) {
  if (!layout) return;
  std::error_code ignored;
  if (!match_lasts) {
    std::filesystem::remove(layout->invitation_file(), ignored);
    return;
  }
  if (auto error = net::write_invitation(
          layout->invitation_file(),
          {l.code, l.link->port(), l.link->seat_key(), l.link->kept_guesses()}))
    std::cout << tr(N_("Warning: the join code cannot be kept for 'schnapsen host --resume' "
                       "(%s): a resumed match will have a new one."),
                    {*error})
              << "\n";
}

std::optional<Listening> listen_with_invitation(const HostFlags& f,
                                                const std::optional<game::StateLayout>& layout,
                                                bool resumed) {
  std::optional<net::Invitation> kept;
  if (layout && resumed) kept = net::read_invitation(layout->invitation_file());
  net::HostOptions options;
  options.listen = f.listen;
  options.port = !f.port_given && kept && kept->port ? *kept->port : f.port;
  options.code = kept ? kept->code : net::new_join_code();
  if (kept && !f.free_seat) options.seat_key = kept->seat_key;
  if (kept) options.kept_guesses = kept->guesses;
  auto link = net::HostLink::listen(options);
  if (!link) {
    std::cerr << "schnapsen host: " << link.error() << "\n";
    return std::nullopt;
  }
  Listening listening{std::move(*link), options.code};
  keep_invitation(layout, listening);
  return listening;
}

// Why the hosted save cannot be played on ("" when it can): not a network match, or a hand
// dealt before the checked deal (an earlier version), which the guest could not check.
std::string saved_refusal(const std::optional<game::SavedMatch>& saved, game::StartMode mode) {
  if (!saved) return {};
  if (saved->seats[1].kind != game::SeatKind::Remote)
    return _("the saved hosted match is not a network match");
  if (mode != game::StartMode::New &&
      !net::HostDeal().resume(saved->match_id, saved->hands_played, saved->deal_proof))
    return _(
        "the saved hosted match was dealt by an earlier version, which the guest cannot "
        "check (schnapsen host --new starts a new one)");
  return {};
}

int run_host(const HostFlags& f, const Rules& rules, bool rules_given, bool seed_given) {
  auto look = look_options(f.table.look);
  if (!look) return kExitUsage;
  if (const std::string refused = host_refusal(f, seed_given); !refused.empty()) {
    std::cerr << "schnapsen host: " << refused << "\n";
    return kExitUsage;
  }
  auto host_name = player_name(f.table.name, "Host");
  if (!host_name) {
    std::cerr << "schnapsen host: --name: " << host_name.error() << "\n";
    return kExitUsage;
  }
  const auto front = front_end_for("host", f.table, *look);
  if (!front) return kExitUsage;
  // Every deal from the cryptographic random source, not from the seed: the guest sees cards of
  // each hand, and a seeded shuffle's seed could be searched for from them.
  game::Venue venue{net::random_deals(), f.advice, std::nullopt};
  auto dir = game::default_state_dir();
  std::optional<game::StateLayout> layout;
  if (dir && !game::StateLayout{*dir}.create(true)) layout = game::StateLayout{*dir};
  if (dir) venue.records_dir = *dir;
  const game::StartMode mode = f.resume  ? game::StartMode::Resume
                               : f.fresh ? game::StartMode::New
                                         : game::StartMode::Ask;
  auto session =
      game::Session::open(layout ? std::optional(layout->hosted_dir()) : std::nullopt,
                          dir ? std::string(_("no state directory")) : dir.error(), mode,
                          hosted_request(f, rules, rules_given, *host_name), std::move(venue));
  if (!session) {
    std::cerr << "schnapsen host: " << session.error() << "\n";
    return kExitUsage;
  }
  if (const std::string refused = saved_refusal((*session)->saved(), mode); !refused.empty()) {
    std::cerr << "schnapsen host: " << refused << "\n";
    return kExitUsage;
  }
  const bool resumed = (*session)->saved() && mode != game::StartMode::New;
  if (resumed)
    std::cout << tr(mode == game::StartMode::Resume
                        ? N_("Resuming the hosted match: %s.")
                        : N_("A hosted match is saved: %s (the table asks whether to resume it)."),
                    {game::describe_saved(*(*session)->saved())})
              << "\n";
  auto link = listen_with_invitation(f, layout, resumed);
  if (!link) return kExitUsage;
  const std::string join = join_command(f.listen, link->link->port());
  show_invitation(f.listen, link->link->port(), join, link->code,
                  front->kind == FrontEndKind::Line);
  const Expected<std::string, int> guest = net::wait_for_guest(*link->link, *host_name, std::cout);
  if (!guest) {
    keep_invitation(layout, *link, (*session)->match_saved());
    std::cout << _("Nobody joined.") << "\n";
    return 128 + guest.error();
  }
  keep_invitation(layout, *link);  // now with the seat's owner
  (*session)->name_seat(1, *guest);
  std::string guest_ended;
  game::SessionEnd end;
  game::SaveStatus save_status;
  const int status = at_front_end(*front, *look, [&](auto& table, auto& presence) {
    net::HostTable host(table, presence, *link->link, *guest,
                        tr(N_("%s, code %s"), {join, link->code.shown()}));
    end = (*session)->run(host);
    guest_ended = host.guest_ended();
    save_status = host.save_status();
  });
  const bool saved = (*session)->match_saved();
  keep_invitation(layout, *link, saved);
  // The guest is told in English, the protocol's language; its table shows the translation.
  link->link->drop(saved ? Message{N_("The host left the table; the match is saved there: join "
                                      "again when it is hosted again (schnapsen host --resume)."),
                                   {}}
                         : Message{N_("The match is over."), {}});
  return host_end(status, end, saved, guest_ended, save_status);
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
  TableFlags table;
  std::string address;
  std::string code;
  std::string bot;  // a level or cmd:COMMAND plays the seat instead of the table
  int threads = ai::machine_threads();  // the bot's threads per decision, if it searches
};

// The guest's files in its state directory (none without one): its statistics, the deal
// commitments it answered (net/guest_deal.hpp) and its seat secrets (net/seat_secret.hpp).
struct GuestFiles {
  std::optional<std::filesystem::path> stats;
  std::optional<std::filesystem::path> deals;
  std::optional<std::filesystem::path> seats;
};

GuestFiles guest_files() {
  auto dir = game::default_state_dir();
  if (!dir || game::StateLayout{*dir}.create(false)) return {};
  const game::StateLayout layout{*dir};
  return {game::SaveStore(*dir).stats_file(), layout.guest_deals_file(), layout.guest_seats_file()};
}

int run_join(const JoinFlags& f) {
  auto look = look_options(f.table.look);
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
  auto name = player_name(f.table.name, "Guest");
  if (!name) {
    std::cerr << "schnapsen join: --name: " << name.error() << "\n";
    return kExitUsage;
  }
  std::unique_ptr<ai::Player> bot;
  if (!f.bot.empty()) {
    bots::PlayerOptions options;
    options.threads = f.threads;
    auto made = lab::make_measurement_player(f.bot, ai::random_seed(), options);
    if (!made) {
      std::cerr << "schnapsen join: --bot: " << made.error() << "\n";
      return kExitUsage;
    }
    bot = std::move(*made);
  }
  const auto front =
      bot ? std::optional<FrontEnd>(FrontEnd{}) : front_end_for("join", f.table, *look);
  if (!front) return kExitUsage;
  const GuestFiles files = guest_files();
  const net::KeptSecret seat = net::seat_secret_for(files.seats, *code);
  if (seat.warning)
    std::cerr << "schnapsen join: "
              << tr(N_("warning: the seat's secret cannot be kept (%s): if the connection drops, "
                       "you cannot take this seat again"),
                    {_(seat.warning->c_str())})
              << std::endl;
  net::JoinOptions options;
  options.host = address->first;
  options.port = address->second;
  options.code = *code;
  options.name = *name;
  options.seat_secret = seat.secret;
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
      end = net::run_guest_bot(**link, *bot, files.deals);
    } catch (const ai::PlayerFailure& e) {
      end = {kExitUsage, tr(N_("the bot failed: %s"), {e.what()})};
    }
  } else {
    status = at_front_end(*front, *look, [&](auto& table, auto& presence) {
      end = net::GuestTable(**link, table, presence, files.stats, files.deals).run();
    });
  }
  // Line mode said it already; the table's box is gone.
  if (!end.message.empty() && (bot || front->kind != FrontEndKind::Line))
    std::cout << text::shorten(end.message, 300) << "\n";
  return status != kExitOk ? status : end.status;
}

}  // namespace

void add_network_commands(CLI::App& app, Runner& run) {
  auto* host =
      app.add_subcommand("host", "Host a match for a player at another terminal (schnapsen join)");
  auto hf = std::make_shared<HostFlags>();
  auto rules = add_rules_flags(*host);
  add_table_flags(*host, hf->table);
  auto* port = host->add_option("--port", hf->port,
                                "The port to listen on (0: any free port; --resume: as before)")
                   ->check(whole_number(0, 65535))
                   ->capture_default_str();
  host->add_option("--listen", hf->listen,
                   "The address to listen on (default: this machine only; 0.0.0.0 for every "
                   "network: anyone who can reach it may try codes)")
      ->capture_default_str();
  const MatchFlagOptions match = add_match_flags(*host, hf->match, "guest");
  // Refused with a message (run_host): kept so that the refusal says why, not "unknown flag".
  auto* seed = host->add_option("--seed", hf->seed, "Not offered: hosted deals are always random")
                   ->check(kSeedCheck)
                   ->group("");
  host->add_flag("--advice", hf->advice, "Let both players ask for advice (off by default)");
  host->add_flag("--resume", hf->resume, "Go on with the saved hosted match");
  host->add_flag("--new", hf->fresh, "Start a new match (replaces the saved hosted match)");
  host->add_flag("--free-seat", hf->free_seat,
                 "With --resume: let any guest with the code take the guest's seat (when its "
                 "player lost the state directory it joined from)");
  host->callback([&run, hf, rules, seed, port, match] {
    hf->port_given = port->count() > 0;
    hf->bummerls_given = match.bummerls_given([](const CLI::Option* o) { return o->count() > 0; });
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
  add_table_flags(*join, jf->table);
  join->add_option("--bot", jf->bot,
                   "Let an AI level or a bot (cmd:COMMAND) play the seat instead of you");
  add_threads_flag(*join, jf->threads);
  join->callback([&run, jf] { run = [jf] { return run_join(*jf); }; });
}

}  // namespace schnapsen::cli
