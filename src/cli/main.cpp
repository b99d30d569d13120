// The `schnapsen` executable: parses the command line and hands over to a subcommand.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "commands.hpp"
#include "schnapsen/text_format.hpp"
#include "settings_file.hpp"

namespace {

// Standard output was closed when the program started: fd 1 now holds /dev/null, so that no file
// the program opens later takes its place and receives its output.
bool g_stdout_closed = false;

void guard_closed_stdout() {
  if (::fcntl(STDOUT_FILENO, F_GETFD) != -1 || errno != EBADF) return;
  const int fd = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  g_stdout_closed = fd == STDOUT_FILENO;
  if (fd >= 0 && fd != STDOUT_FILENO) ::close(fd);
}

// Output that could not be written (a full disk, /dev/full, a closed standard output) is a
// failure like any other: a message and a non-zero status, never exit 0 with the output lost.
int checked_output(int status) {
  errno = 0;
  std::cout.flush();
  const bool failed = std::fflush(stdout) != 0 || std::ferror(stdout) != 0 || std::cout.fail();
  const int err = errno;
  if (!failed && !g_stdout_closed) return status;
  std::cerr << "schnapsen: cannot write the output: "
            << (g_stdout_closed ? "standard output is closed"
                : err != 0      ? std::strerror(err)
                                : "write error")
            << "\n";
  return status == schnapsen::cli::kExitOk ? schnapsen::cli::kExitUsage : status;
}

// A flag given to the command that has its near namesake: play names both seats (--names),
// host and join only their own player (--name). "" when `argv` makes no such mistake.
std::string flag_mix_up(const CLI::App& app, int argc, char** argv) {
  std::string command;
  const auto is_command = [&](std::string_view arg) {
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
      if (sub->get_name() == arg) return true;
    return false;
  };
  bool names = false, name = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (command.empty() && is_command(arg)) command = arg;
    names = names || arg == "--names" || arg.rfind("--names=", 0) == 0;
    name = name || arg == "--name" || arg.rfind("--name=", 0) == 0;
  }
  const bool networked = command == "host" || command == "join";
  if (networked && names)
    return "'" + command + "' takes --name NAME, your own name (the other player gives theirs)";
  if (command.empty() && name)
    return "play takes --names A,B, both seats' names (--name is host's and join's)";
  return {};
}

// What is wrong with the command line, for the user: CLI11's message, or a plainer one.
std::string parse_error_text(const CLI::ParseError& e, const CLI::App& app, int argc, char** argv) {
  if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
    for (int i = 1; i < argc; ++i)
      if (argv[i][0] == '\0') return "an empty argument ('') is neither a command nor an option";
    if (std::string mix_up = flag_mix_up(app, argc, argv); !mix_up.empty()) return mix_up;
  }
  return schnapsen::text::shorten(e.what(), 1000);  // may quote input
}

}  // namespace

// Only CLI11's construction errors (a programming error in a command's options) can escape.
int main(int argc, char** argv) {  // NOLINT(bugprone-exception-escape)
  using namespace schnapsen::cli;
  guard_closed_stdout();
#ifdef __GLIBC__
  // The solver's tables (megabytes each) are freed whenever a player is: the arena makes its
  // players afresh for every deal. glibc raises its mmap threshold after the first such free, so
  // later tables came from the heap and stayed resident once freed (an arena of a search level with
  // modelled replies peaked at 133 MB after 20 deals, 223 MB in one run). A fixed threshold
  // turns that adjustment off: large blocks are mapped and returned whole (23 MB).
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
  CLI::App app{"schnapsen: the Austrian card game Schnapsen in your terminal", "schnapsen"};
  app.set_version_flag("--version", std::string("schnapsen ") + SCHNAPSEN_VERSION);
  app.require_subcommand(0, 1);
  Runner run;
  auto settings = add_all_commands(app, run);
  try {
    parse_with_settings(app, *settings, argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return checked_output(app.exit(e));
  } catch (const CLI::CallForAllHelp& e) {
    return checked_output(app.exit(e));
  } catch (const CLI::CallForVersion& e) {
    return checked_output(app.exit(e));
  } catch (const CLI::ParseError& e) {
    std::cerr << "schnapsen: " << parse_error_text(e, app, argc, argv);
    std::cerr << "\nRun 'schnapsen --help' for usage.\n";
    return kExitUsage;
  }
  try {
    return checked_output(run());
  } catch (const std::exception& e) {
    std::cerr << "schnapsen: " << e.what() << "\n";
    return kExitUsage;
  }
}
