// The settings file (config.toml) through the real command line: defaults from the file, the
// command line over it, a bad file named with its line and ignored as a whole, which flags count
// as given on the command line, and the file read bounded and only when it is a regular file.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "catch.hpp"
#include "commands.hpp"
#include "rules_flags.hpp"
#include "schnapsen/game/files.hpp"
#include "settings_file.hpp"

namespace schnapsen::cli {
namespace {

namespace fs = std::filesystem;

struct Result {
  int status = 0;
  std::string out, err;
};

class TempDir {
 public:
  TempDir() {
    std::string name = (fs::temp_directory_path() / "schnapsen-settings-XXXXXX").string();
    path_ = mkdtemp(name.data());
  }
  ~TempDir() { fs::remove_all(path_); }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  std::string write(const std::string& name, const std::string& text) const {
    const fs::path file = path_ / name;
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
    return file.string();
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// Runs `schnapsen ARGS` as main() does, with stdout and stderr captured.
Result run_cli(std::vector<std::string> args) {
  Result r;
  std::ostringstream out, err;
  auto* old_out = std::cout.rdbuf(out.rdbuf());
  auto* old_err = std::cerr.rdbuf(err.rdbuf());
  {
    CLI::App app{"schnapsen", "schnapsen"};
    Runner run;
    auto settings = add_play_options(app, run);
    add_rules_command(app, run);  // a subcommand, which reads no settings
    args.insert(args.begin(), "schnapsen");
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    try {
      parse_with_settings(app, *settings, static_cast<int>(argv.size()), argv.data());
      r.status = run ? run() : -1;
    } catch (const CLI::ParseError& e) {
      std::cerr << "usage error: " << e.what() << "\n";
      r.status = kExitUsage;
    }
  }
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

Result print_config(const std::string& file_text, std::vector<std::string> flags = {}) {
  TempDir dir;
  const std::string path = dir.write("config.toml", file_text);
  flags.insert(flags.begin(), {"--config", path, "--print-config"});
  return run_cli(flags);
}

bool has_line(const std::string& text, const std::string& line) {
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);)
    if (l == line) return true;
  return false;
}

// Checks that `text` holds each of `lines` as a whole line.
void check_lines(const std::string& text, std::initializer_list<const char*> lines) {
  for (const char* line : lines) {
    INFO(line);
    CHECK(has_line(text, line));
  }
}

TEST_CASE("Settings: without a file --print-config shows the defaults") {
  const Result r = print_config("");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  // Defaults are commented out: the printed file does not pin them.
  check_lines(r.out, {"# ai = \"skilled\"", "# rules = \"soft\"", "# speed = \"normal\"",
                      "# bummerls = 1", "# ascii = false", "# names = \"Anna,Ben\"",
                      "# rule = [\"close-with-two-cards=no\"]", "# lang = \"de\""});
  // Choices for one run are not settings.
  for (const char* once : {"seed", "resume", "hotseat", "opponent-cmd", "position", "fast"})
    CHECK(r.out.find(std::string("\n") + once + " =") == std::string::npos);
}

TEST_CASE("Settings: the file sets defaults and the flags override them") {
  const std::string file =
      "# my settings\n"
      "ai = \"random\"\n"
      "suits = \"german\"\n"
      "ascii = true\n"
      "bummerls = 3\n"
      "rules = \"sharp\"\n"
      "rule = [\"close-with-two-cards=yes\"]\n"
      "names = \"Anna,Ben\"\n"
      "speed = \"slow\"\n";
  const Result from_file = print_config(file);
  CHECK(from_file.status == 0);
  CHECK(from_file.err.empty());
  check_lines(
      from_file.out,
      {"ai = \"random\"", "suits = \"german\"", "ascii = true", "bummerls = 3", "rules = \"sharp\"",
       "rule = [\"close-with-two-cards=yes\"]", "names = \"Anna,Ben\"", "speed = \"slow\""});

  const Result flags = print_config(
      file, {"--ai", "master", "--bummerls", "2", "--fast", "--rule", "meld-needs-trick=no"});
  CHECK(flags.status == 0);
  // --fast is --speed fast; suits is not overridden: still the file's.
  check_lines(flags.out, {"ai = \"master\"", "bummerls = 2", "speed = \"fast\"",
                          "rule = [\"meld-needs-trick=no\"]", "suits = \"german\""});
}

TEST_CASE("Settings: what --print-config prints is a valid settings file that gives the same") {
  const Result first = print_config("ai = \"casual\"\nshow-score = true\nspeed = \"fast\"\n",
                                    {"--suits", "german", "--rule", "close-with-two-cards=no"});
  REQUIRE(first.status == 0);
  const Result again = print_config(first.out);
  CHECK(again.err.empty());
  CHECK(again.out == first.out);
  const Result defaults = print_config("");
  const Result defaults_again = print_config(defaults.out);
  CHECK(defaults_again.err.empty());
  CHECK(defaults_again.out == defaults.out);
}

TEST_CASE("Settings: a bad file is named with its line, then ignored as a whole") {
  struct Case {
    std::string text, line, says;
  };
  const Case cases[] = {
      {"ai = \"random\"\nspeed = \"warp\"\n", ":2: speed:", "warp"},
      {"suits = \"german\"\n\nai = \"grandmaster\"\n", ":3: ai:", "grandmaster"},
      {"ai = \"random\"\nbummerls = 0\n", ":2: bummerls:", "out of range"},
      {"ai = \"random\"\ncolour = true\n", ":2: unknown key 'colour'", "the keys are"},
      {"ai = \"random\"\nseed = 5\n", ":2: unknown key 'seed'", "the keys are"},
      {"ai = \"random\"\n[table]\nsuits = \"german\"\n", ":2: sections", "key = value"},
      {"ai = \"random\"\nai = \"hard\"\n", ":2: ai is given twice", ""},
      {"ai = \"random\"\nnames = \"Anna\"\n", ":2: names:", "one comma"},
      {"ai = \"random\"\nrules = \"blitz\"\n", ":2: rules:", "blitz"},
      {"ai = \"random\"\nrule = [\"no-such-rule=yes\"]\n", ":2: rule:", "no-such-rule"},
      {"ai = \"random\"\nascii = maybe\n", ":2: ascii:", "maybe"},
      {"ai = \"random\"\nthis is not toml\n", ":2: unknown key 'this is not toml'", ""},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    const Result r = print_config(c.text);
    CHECK(r.status == 0);
    CHECK(r.err.find("config.toml" + c.line) != std::string::npos);
    CHECK(r.err.find(c.says) != std::string::npos);
    CHECK(r.err.find("the defaults apply") != std::string::npos);
    CHECK(has_line(r.out, "# ai = \"skilled\""));  // the file's good lines are ignored too
    CHECK(has_line(r.out, "# suits = \"french\""));
  }
}

TEST_CASE("Settings: a bad file does not hide the command line's own errors") {
  const Result r = print_config("speed = \"warp\"\n", {"--ai", "nobody"});
  CHECK(r.status == kExitUsage);
  CHECK(r.err.find("nobody") != std::string::npos);
}

TEST_CASE("Settings: values from the file are not flags given on the command line") {
  // The file's ai does not contradict --hotseat; its first dealer "ai" is drawn instead.
  const Result hotseat = print_config("ai = \"master\"\nfirst-dealer = \"ai\"\n", {"--hotseat"});
  CHECK(hotseat.status == 0);
  CHECK(hotseat.err.empty());
  // The same on the command line is refused.
  CHECK(print_config("", {"--hotseat", "--ai", "hard"}).status == kExitUsage);
  // A level of an earlier version is still a good value (play maps it and says so).
  const Result retired = print_config("ai = \"medium\"\n");
  CHECK(retired.status == 0);
  CHECK(retired.err.find("the level 'medium' is now 'master'") != std::string::npos);
  CHECK(print_config("", {"--hotseat", "--first-dealer", "ai"}).status == kExitUsage);
  // show-score from the file is quietly off under sharp rules; from the command line it is an
  // error.
  CHECK(print_config("show-score = true\n", {"--rules", "sharp"}).status == 0);
  CHECK(print_config("rules = \"sharp\"\n", {"--show-score"}).status == kExitUsage);
  // --fast with --speed on the command line contradict each other; with the file's speed not.
  CHECK(print_config("speed = \"slow\"\n", {"--fast"}).status == 0);
  CHECK(print_config("", {"--fast", "--speed", "slow"}).status == kExitUsage);
}

TEST_CASE("Settings: the default file is under XDG_CONFIG_HOME, else ~/.config") {
  TempDir dir;
  const std::string xdg = (dir.path() / "xdg").string();
  const char* old_xdg = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old_xdg ? old_xdg : "";
  setenv("XDG_CONFIG_HOME", xdg.c_str(), 1);
  CHECK(default_settings_path() == xdg + "/schnapsen/config.toml");
  // A missing file is silent.
  Result missing = run_cli({"--print-config"});
  CHECK(missing.status == 0);
  CHECK(missing.err.empty());
  dir.write("xdg/schnapsen/config.toml", "suits = \"german\"\n");
  Result found = run_cli({"--print-config"});
  CHECK(has_line(found.out, "suits = \"german\""));
  unsetenv("XDG_CONFIG_HOME");
  const char* home = std::getenv("HOME");
  if (home) CHECK(default_settings_path() == std::string(home) + "/.config/schnapsen/config.toml");
  if (old_xdg) setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
}

TEST_CASE("Settings: a default file that cannot be read is named, then the defaults apply") {
  TempDir dir;
  fs::create_directories(dir.path() / "schnapsen" / "config.toml");  // a folder
  const char* old_xdg = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old_xdg ? old_xdg : "";
  setenv("XDG_CONFIG_HOME", dir.path().c_str(), 1);
  const Result r = run_cli({"--print-config"});
  CHECK(r.status == 0);
  CHECK(r.err.find("config.toml: is a directory, not a file\nschnapsen: the defaults apply") !=
        std::string::npos);
  CHECK(has_line(r.out, "# ai = \"skilled\""));
  // A subcommand does not read the settings file: no message.
  CHECK(run_cli({"rules"}).err.empty());
  if (old_xdg)
    setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_CONFIG_HOME");
}

TEST_CASE("Settings: --config names a file that must exist") {
  const Result r = run_cli({"--config", "/nonexistent/schnapsen.toml", "--print-config"});
  CHECK(r.status == kExitUsage);
  CHECK(r.err.find("/nonexistent/schnapsen.toml") != std::string::npos);
}

}  // namespace
}  // namespace schnapsen::cli

namespace schnapsen::cli {
namespace {

// While it lives, opens the write end of each FIFO now and then: a read that waits for a writer
// (the fault the test looks for) is released and reads nothing, so the test fails, not hangs.
class FifoRescue {
 public:
  explicit FifoRescue(std::vector<std::string> fifos)
      : thread_([this, fifos = std::move(fifos)] {
          for (int tick = 1; !stop_; ++tick) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            if (tick % 100 != 0) continue;  // every two seconds
            for (const std::string& fifo : fifos) {
              const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
              if (fd >= 0) ::close(fd);
            }
          }
        }) {}
  ~FifoRescue() {
    stop_ = true;
    thread_.join();
  }
  FifoRescue(const FifoRescue&) = delete;
  FifoRescue& operator=(const FifoRescue&) = delete;

 private:
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

TEST_CASE("Settings: a FIFO, a device or a huge file is refused before CLI11 would read it") {
  TempDir dir;
  const std::string fifo = (dir.path() / "fifo.toml").string();
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  fs::create_directories(dir.path() / "xdg" / "schnapsen");
  const std::string default_fifo = (dir.path() / "xdg" / "schnapsen" / "config.toml").string();
  REQUIRE(::mkfifo(default_fifo.c_str(), 0600) == 0);
  const FifoRescue rescue({fifo, default_fifo});
  // Named by --config: a usage error naming the file (no wait for a writer, no endless read).
  Result r = run_cli({"--config", fifo, "--print-config"});
  CHECK(r.status == kExitUsage);
  CHECK(r.err.find("fifo.toml: not a regular file (a FIFO)") != std::string::npos);
  r = run_cli({"--config", "/dev/zero", "--print-config"});
  CHECK(r.status == kExitUsage);
  CHECK(r.err.find("/dev/zero: not a regular file (a character device)") != std::string::npos);
  const std::string big = dir.write("big.toml", "");
  fs::resize_file(big, std::uintmax_t{100} << 20);
  r = run_cli({"--config", big, "--print-config"});
  CHECK(r.status == kExitUsage);
  CHECK(r.err.find("big.toml: too large (more than 64 KiB)") != std::string::npos);
  // Up to the limit is read.
  const std::string padded = dir.write(
      "padded.toml", "suits = \"german\"\n#" + std::string(game::kMaxSettingsBytes - 18, 'x'));
  REQUIRE(fs::file_size(padded) == game::kMaxSettingsBytes);
  r = run_cli({"--config", padded, "--print-config"});
  CHECK(r.status == 0);
  CHECK(has_line(r.out, "suits = \"german\""));
  // --help still answers (the test's run_cli reports CLI11's CallForHelp as a usage error).
  CHECK(run_cli({"--config", fifo, "--help"}).err.find("FIFO") == std::string::npos);
  // The default file: named, then the defaults apply; a subcommand does not look at it.
  const char* old_xdg = std::getenv("XDG_CONFIG_HOME");
  const std::string saved = old_xdg ? old_xdg : "";
  setenv("XDG_CONFIG_HOME", (dir.path() / "xdg").c_str(), 1);
  r = run_cli({"--print-config"});
  CHECK(r.status == 0);
  CHECK(r.err == "schnapsen: " + default_fifo +
                     ": not a regular file (a FIFO)\nschnapsen: the defaults apply\n");
  CHECK(has_line(r.out, "# suits = \"french\""));
  r = run_cli({"rules"});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  if (old_xdg)
    setenv("XDG_CONFIG_HOME", saved.c_str(), 1);
  else
    unsetenv("XDG_CONFIG_HOME");
}

TEST_CASE("Settings: a UTF-8 byte order mark at the start is skipped") {
  const Result r = print_config("\xEF\xBB\xBFsuits = \"german\"\n");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(has_line(r.out, "suits = \"german\""));
  // Only at the start: elsewhere it is part of a key, which is unknown.
  CHECK(print_config("ai = \"easy\"\n\xEF\xBB\xBFsuits = \"german\"\n").err.find("unknown key") !=
        std::string::npos);
}

std::string file_text(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::vector<std::pair<std::string, std::string>> kKept = {
    {"speed", "\"slow\""}, {"suits", "\"german\""}, {"lang", "\"de\""}, {"assist", "false"}};

TEST_CASE("Keep settings: a missing file is made, with its folder, and read back as the flags") {
  const TempDir dir;
  const std::string path = (dir.path() / "config" / "schnapsen" / "config.toml").string();
  REQUIRE_FALSE(keep_settings(path, kKept).has_value());
  const std::string text = file_text(path);
  INFO(text);
  for (const char* line :
       {"speed = \"slow\"", "suits = \"german\"", "lang = \"de\"", "assist = false"})
    CHECK(has_line(text, line));
  CHECK(text.find("show-score") == std::string::npos);  // only turned off where it was set
  const Result r = run_cli({"--config", path, "--print-config"});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(has_line(r.out, "speed = \"slow\""));
  CHECK(has_line(r.out, "suits = \"german\""));
  CHECK(has_line(r.out, "lang = \"de\""));
}

TEST_CASE(
    "Keep settings: the file's other lines stay, a key's line or commented default is "
    "replaced in place") {
  const TempDir dir;
  const std::string path = dir.write("config.toml",
                                     "# mine\nai = \"master\"\n# speed = \"normal\"\n"
                                     "suits = \"french\"  # the default\nshow-score = true\n");
  REQUIRE_FALSE(keep_settings(path, kKept).has_value());
  CHECK(file_text(path) ==
        "# mine\nai = \"master\"\nspeed = \"slow\"\nsuits = \"german\"\n"
        "show-score = false\nlang = \"de\"\nassist = false\n");
  // Kept again: nothing moves.
  REQUIRE_FALSE(keep_settings(path, kKept).has_value());
  CHECK(file_text(path) ==
        "# mine\nai = \"master\"\nspeed = \"slow\"\nsuits = \"german\"\n"
        "show-score = false\nlang = \"de\"\nassist = false\n");
}

TEST_CASE(
    "Keep settings: a symbolic link is written through, and a file that cannot be read "
    "is left alone") {
  const TempDir dir;
  const std::string target = dir.write("dotfiles/schnapsen.toml", "ai = \"casual\"\n");
  const fs::path link = dir.path() / "config.toml";
  fs::create_symlink(target, link);
  REQUIRE_FALSE(keep_settings(link.string(), {{"speed", "\"fast\""}}).has_value());
  CHECK(fs::is_symlink(link));
  CHECK(file_text(target) == "ai = \"casual\"\nspeed = \"fast\"\n");
  // A folder where the file should be: a message, nothing written.
  fs::create_directories(dir.path() / "folder.toml");
  const auto error = keep_settings((dir.path() / "folder.toml").string(), kKept);
  REQUIRE(error.has_value());
  CHECK(error->find("folder.toml") != std::string::npos);
  CHECK(fs::is_directory(dir.path() / "folder.toml"));
}

}  // namespace
}  // namespace schnapsen::cli
