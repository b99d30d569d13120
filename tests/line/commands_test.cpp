// Line mode's commands of the player's: the sound cues (--sound-cmd) and the private lines of
// hot-seat play (--private-cmd), alone and in a hot-seat hand played through a real Session.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "catch.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/line/line_table.hpp"
#include "schnapsen/line/private_lines.hpp"
#include "schnapsen/line/sound_cues.hpp"

namespace schnapsen::line {
namespace {

namespace fs = std::filesystem;

struct TempDir {
  fs::path path = fs::temp_directory_path() /
                  ("schnapsen-line-cmd-" + std::to_string(getpid()) + "-" +
                   std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
};

std::string read_file(const fs::path& file) {
  std::ifstream in(file);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The file's text once it has `lines` lines (the commands run beside the test), or what it has
// after a generous wait.
std::string wait_for_lines(const fs::path& file, int lines) {
  std::string text;
  for (int i = 0; i < 1000; ++i) {
    text = read_file(file);
    if (std::count(text.begin(), text.end(), '\n') >= lines) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return text;
}

TEST_CASE("Sound cues: the command runs with the event's name as $1") {
  TempDir dir;
  const fs::path log = dir.path / "cues";
  {
    SoundCues cues("echo \"$1\" >> '" + log.string() + "'");
    cues.cue("your-turn");
    CHECK(wait_for_lines(log, 1) == "your-turn\n");
    cues.cue("hand-over");
    CHECK(wait_for_lines(log, 2) == "your-turn\nhand-over\n");
  }
  SoundCues none("");
  none.cue("your-turn");  // no command: nothing runs, nothing fails
}

TEST_CASE("Sound cues: commands that never end do not pile up") {
  TempDir dir;
  const fs::path log = dir.path / "cues";
  SoundCues cues("echo \"$1\" >> '" + log.string() + "'; sleep 30");
  for (int i = 0; i < 6; ++i) cues.cue("your-turn");
  const std::string text = wait_for_lines(log, static_cast<int>(SoundCues::kMaxRunning));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  CHECK(std::count(text.begin(), text.end(), '\n') == static_cast<long>(SoundCues::kMaxRunning));
  CHECK(read_file(log) == text);
}

TEST_CASE("Private lines: each line reaches the command's input, nothing else") {
  TempDir dir;
  const fs::path out = dir.path / "anna";
  {
    auto lines = PrivateLines::start("cat > '" + out.string() + "'");
    REQUIRE(lines);
    CHECK((*lines)->send("Your cards: 1 ace of hearts."));
    CHECK((*lines)->send("You may: play ace of hearts."));
  }  // ends the command (its input closes) and waits for it
  CHECK(read_file(out) == "Your cards: 1 ace of hearts.\nYou may: play ace of hearts.\n");
}

TEST_CASE("Private lines: a command that is not there is told at the start") {
  auto lines = PrivateLines::start("exit 3");
  REQUIRE_FALSE(lines);
  CHECK(lines.error().find("status 3") != std::string::npos);
  auto gone = PrivateLines::start("read line; exit 0");
  REQUIRE(gone);
  CHECK((*gone)->send("first"));
  for (int i = 0; i < 200 && (*gone)->send("again"); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  CHECK_FALSE((*gone)->send("later"));
  CHECK((*gone)->ended().find("status 0") != std::string::npos);
}

TEST_CASE("Hot-seat line mode: a player's cards go to that player's command, not the screen") {
  TempDir dir;
  game::MatchRequest request;
  request.spec.seed = 5;
  request.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
  request.spec.seats[1] = {game::SeatKind::Human, "-", "Ben"};
  auto session = game::Session::open(dir.path / "state", "", game::StartMode::New, request);
  REQUIRE(session);
  std::istringstream in("hand\nlegal\n1\nready\n1\nquit\nyes\n");
  std::ostringstream screen;
  LineOptions options;
  options.private_cmds["Anna"] = "cat > '" + (dir.path / "anna").string() + "'";
  options.private_cmds["Eve"] = "cat";
  {
    LineTable table(in, screen, options);
    (*session)->run(table);
  }
  const std::string anna = read_file(dir.path / "anna");  // complete: the table ended cat
  INFO(screen.str());
  INFO(anna);
  // Anna hears her hand at her turn, again when she asks, then her legal plays; at her second
  // turn afresh. Ben has no command: he says ready and his cards are on the screen.
  CHECK(std::count(anna.begin(), anna.end(), '\n') >= 4);
  CHECK(anna.starts_with("Your cards: 1 "));
  CHECK(anna.find("You may: play ") != std::string::npos);
  const std::string shown = screen.str();
  CHECK(shown.find("named Eve") != std::string::npos);
  CHECK(shown.find("Anna, type ready") == std::string::npos);
  CHECK(shown.find("Ben, type ready") != std::string::npos);
  const auto ben_ready = shown.find("Ben, type ready");
  CHECK(shown.find("Your cards:") > ben_ready);
  CHECK(shown.find("You may:") == std::string::npos);
}

}  // namespace
}  // namespace schnapsen::line
