// BotPlayer against real processes: the example bot plays whole hands, and misbehaving bots
// (written inline as sh or python one-liners) fail cleanly, quickly and with a clear message.
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catch.hpp"
#include "schnapsen/ai/random_player.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "source_dir.hpp"

namespace {

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::bots;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

// A fresh directory for one test's log files, removed afterwards.
class TempDir {
 public:
  TempDir() {
    static std::atomic<int> counter{0};
    path_ = fs::temp_directory_path() /
            ("schnapsen-bot-test-" + std::to_string(::getpid()) + "-" + std::to_string(++counter));
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  std::string file(const std::string& name) const { return (path_ / name).string(); }

 private:
  fs::path path_;
};

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string example_bot() {
  return "python3 " + std::string(SCHNAPSEN_SOURCE_DIR) + "/examples/simple_bot.py";
}

// A python bot given as code (no single quotes in it), run through sh.
std::string python_bot(const std::string& code) { return "python3 -c '" + code + "'"; }

// Answers every act with its last legal action (always a play, or `pass`: it never claims);
// `extra` runs after each answer, with `n` the number of answers so far.
std::string last_legal_bot(const std::string& extra = "") {
  return python_bot(
      "import sys, json, os, signal\n"
      "n = 0\n"
      "for line in sys.stdin:\n"
      "    m = json.loads(line)\n"
      "    if m[\"type\"] != \"act\": continue\n"
      "    n += 1\n"
      "    print(m[\"legal\"][-1], flush=True)\n" +
      extra);
}

BotOptions quick_options(const TempDir& dir, int time_limit_ms = 300, int grace_ms = 5000) {
  BotOptions o;
  o.time_limit_ms = time_limit_ms;
  o.startup_grace_ms = grace_ms;
  o.log_path = dir.file("bot.log");
  return o;
}

// A hand in which `seat` acts first (it is forehand).
Hand hand_with_forehand(int seat, std::uint64_t seed) {
  return Hand(Rules::soft(), 1 - seat, shuffled_deck(seed));
}

// Plays one hand between two players with a small driver loop over Hand; returns its result.
HandResult play_hand(Player& p0, Player& p1, Hand hand, const Match& match) {
  Player* players[2] = {&p0, &p1};
  MatchInfo info;
  info.points = {match.points(0), match.points(1)};
  info.bummerls = {match.bummerls(0), match.bummerls(1)};
  info.hand_id = match.hands_played();
  while (!hand.over()) {
    const int seat = hand.state().to_act();
    const Action a = players[seat]->choose(hand.view(seat), info);
    const auto refused = hand.act(seat, a);
    INFO("seat " << seat << " chose " << to_string(a));
    REQUIRE_FALSE(refused);
  }
  for (int seat = 0; seat < 2; ++seat)
    players[seat]->hand_over(seat, hand.record(), hand.state().result(), info);
  return hand.state().result();
}

// Runs `body`, expecting a PlayerFailure; returns its message and checks it came in time.
template <class Body>
std::string expect_failure(Body body, std::chrono::milliseconds within) {
  const auto start = Clock::now();
  std::string message;
  try {
    body();
  } catch (const PlayerFailure& e) {
    message = e.what();
  }
  const auto took = Clock::now() - start;
  INFO("failure message: " << message);
  CHECK_FALSE(message.empty());
  CHECK(took < within);
  return message;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

bool process_gone(int pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

}  // namespace

TEST_CASE("bot: the example bot plays complete hands against a random player") {
  TempDir dir;
  BotOptions options = quick_options(dir, 10'000, 10'000);
  constexpr int kHands = 20;
  int bot_pid = -1;
  int bot_wins = 0;
  {
    BotPlayer bot(example_bot(), options);
    RandomPlayer random(42);
    CHECK(bot.name() == "cmd:" + example_bot());
    Match match(MatchSettings{1000, true}, 0);  // never over within these hands
    for (int h = 0; h < kHands; ++h) {
      // The bot changes seats between hands, as in an arena.
      const bool bot_first = h % 2 == 0;
      Hand hand(Rules::soft(), match.dealer(), shuffled_deck(1000 + static_cast<unsigned>(h)));
      const HandResult r =
          bot_first ? play_hand(bot, random, hand, match) : play_hand(random, bot, hand, match);
      REQUIRE(r.winner >= 0);
      if (r.winner == (bot_first ? 0 : 1)) ++bot_wins;
      match.record_hand(r);
      if (h == 0) bot_pid = bot.pid();
      CHECK(bot.pid() == bot_pid);  // started once for the whole run
    }
    // Sharp rules too, one hand.
    Hand sharp(Rules::sharp(), 0, shuffled_deck(99));
    CHECK(play_hand(random, bot, sharp, match).winner >= 0);
    CHECK(bot.pid() == bot_pid);
  }
  CHECK(bot_pid > 0);
  CHECK(bot_wins > 0);
  CHECK(process_gone(bot_pid));
  // The bot's stderr went to the log, with the hand ids it was sent counting from 0.
  const std::string log = read_file(options.log_path);
  CHECK(contains(log, "simple_bot: hand 0 over"));
  CHECK(contains(log, "simple_bot: hand " + std::to_string(kHands) + " over"));
  CHECK(contains(log, "starting bot: " + example_bot()));
}

TEST_CASE("bot: a player that is never asked starts no process") {
  const auto start = Clock::now();
  {
    BotPlayer never_started(example_bot());
    CHECK(never_started.pid() == -1);
  }
  CHECK(Clock::now() - start < std::chrono::milliseconds(100));
}

TEST_CASE("bot: a bot that exits at its end of input is stopped at once, with no zombie") {
  TempDir dir;
  int pid = -1;
  auto start = Clock::now();
  {
    BotPlayer bot(example_bot(), quick_options(dir, 10'000));
    RandomPlayer random(1);
    Match match(MatchSettings{}, 0);
    play_hand(bot, random, Hand(Rules::soft(), 0, shuffled_deck(5)), match);
    pid = bot.pid();
    REQUIRE(pid > 0);
    start = Clock::now();
  }
  CHECK(Clock::now() - start < std::chrono::milliseconds(1500));
  CHECK(process_gone(pid));
}

TEST_CASE("bot: one that ignores the end of its input is killed after 2 s and reaped") {
  TempDir dir;
  int pid = -1;
  Clock::time_point start;
  {
    BotPlayer bot(python_bot("import time\ntime.sleep(60)"), quick_options(dir));
    bot.start();
    pid = bot.pid();
    REQUIRE(pid > 0);
    start = Clock::now();
  }
  const auto took = Clock::now() - start;
  CHECK(took >= std::chrono::milliseconds(1900));
  CHECK(took < std::chrono::milliseconds(4000));
  CHECK(process_gone(pid));
}

TEST_CASE("bot: a wait is stopped within 100 ms when the stop check says so; the bot is gone") {
  TempDir dir;
  BotOptions options = quick_options(dir, 60'000);
  Clock::time_point asked_at{};
  options.stop_requested = [&] {
    const bool stop = Clock::now() - asked_at > std::chrono::milliseconds(300);
    return stop;
  };
  // The bot spawns a process in its group and one that leaves it (setsid), then never answers.
  const std::string pids = dir.file("pids");
  BotPlayer bot("sleep 1000 & echo $! >" + pids + "; setsid sleep 1001 & echo $! >>" + pids +
                    "; exec sleep 1002",
                options);
  bot.start();
  const int pid = bot.pid();
  const auto give_up = Clock::now() + std::chrono::seconds(10);
  std::string written;
  while (std::count((written = read_file(pids)).begin(), written.end(), '\n') < 2 &&
         Clock::now() < give_up)
    ::usleep(10'000);
  std::istringstream in(written);
  int in_group = -1, outside = -1;
  in >> in_group >> outside;
  REQUIRE(outside > 0);
  Hand hand = hand_with_forehand(0, 21);
  asked_at = Clock::now();
  std::string message;
  try {
    bot.choose(hand.view(0), MatchInfo{});
  } catch (const Stopped& e) {
    message = e.what();
  }
  const auto took = Clock::now() - asked_at;
  CHECK(contains(message, "stopped while the program waited for it"));
  CHECK(took >= std::chrono::milliseconds(300));
  CHECK(took < std::chrono::milliseconds(1000));  // not the 60 s time limit
  CHECK(process_gone(pid));
  CHECK(process_gone(in_group));
  CHECK(process_gone(outside));  // left the group, still found and killed
  CHECK_THROWS_AS(bot.choose(hand.view(0), MatchInfo{}), PlayerFailure);
}

TEST_CASE("bot: a process that left the bot's group (setsid) is killed when the bot stops") {
  TempDir dir;
  const std::string pids = dir.file("pids");
  int outside = -1;
  {
    BotPlayer bot("setsid sleep 1001 & echo $! >" + pids + "; exec " + example_bot(),
                  quick_options(dir, 10'000));
    RandomPlayer random(2);
    Match match(MatchSettings{}, 0);
    play_hand(bot, random, Hand(Rules::soft(), 0, shuffled_deck(6)), match);
    std::istringstream(read_file(pids)) >> outside;
    REQUIRE(outside > 0);
    CHECK_FALSE(process_gone(outside));
  }
  CHECK(process_gone(outside));
}

TEST_CASE("bot: the program's other children survive a bot's stop, running or ended") {
  // Two children of the test program that are no bot: one running, one ended and not yet
  // reaped. Stopping a bot (which sweeps up what the bot left) must leave both to their parent.
  const pid_t running = ::fork();
  if (running == 0) {
    ::pause();
    ::_exit(0);
  }
  REQUIRE(running > 0);
  const pid_t ended = ::fork();
  if (ended == 0) ::_exit(7);
  REQUIRE(ended > 0);
  siginfo_t info{};
  REQUIRE(::waitid(P_PID, static_cast<id_t>(ended), &info, WEXITED | WNOWAIT) == 0);
  {
    TempDir dir;
    BotPlayer bot("setsid sleep 1001 & exec " + example_bot(), quick_options(dir, 10'000));
    RandomPlayer random(2);
    Match match(MatchSettings{}, 0);
    play_hand(bot, random, Hand(Rules::soft(), 0, shuffled_deck(6)), match);
  }
  int status = 0;
  CHECK(::waitpid(running, &status, WNOHANG) == 0);    // still running, still ours
  CHECK(::waitpid(ended, &status, WNOHANG) == ended);  // still ours to reap, with its status
  CHECK((WIFEXITED(status) && WEXITSTATUS(status) == 7));
  ::kill(running, SIGKILL);
  CHECK(::waitpid(running, &status, 0) == running);
}

TEST_CASE("bot: its stderr reaches the log up to 1 MiB a run, then a note; the bot plays on") {
  TempDir dir;
  BotOptions options = quick_options(dir, 10'000);
  {
    // 5 MB of stderr before it starts playing, and more after each answer.
    BotPlayer bot(
        "head -c 5000000 /dev/zero | tr '\\0' x >&2; exec " + example_bot() + " 2>/dev/null",
        options);
    RandomPlayer random(4);
    Match match(MatchSettings{}, 0);
    CHECK(play_hand(bot, random, Hand(Rules::soft(), 0, shuffled_deck(7)), match).winner >= 0);
  }
  const std::string log = read_file(options.log_path);
  CHECK(log.size() < kBotStderrLimit + 4096);
  CHECK(log.size() > kBotStderrLimit);
  CHECK(contains(log, "the rest of it is dropped"));
}

TEST_CASE("bot: started in its own process group with none of our descriptors or signal state") {
  TempDir dir;
  BotOptions options = quick_options(dir);
  // State of ours that must not reach the bot: a descriptor without close-on-exec, a blocked
  // signal in this thread and an ignored SIGPIPE (restored below).
  const int leaked = ::fcntl(::open("/dev/null", O_RDONLY), F_DUPFD, 50);
  REQUIRE(leaked >= 50);
  sigset_t usr2;
  sigset_t old_mask;
  sigemptyset(&usr2);
  sigaddset(&usr2, SIGUSR2);
  ::pthread_sigmask(SIG_BLOCK, &usr2, &old_mask);
  struct sigaction ignore {};
  struct sigaction old_pipe {};
  ignore.sa_handler = SIG_IGN;
  ::sigaction(SIGPIPE, &ignore, &old_pipe);
  BotPlayer bot(
      "grep -E '^Sig(Blk|Ign)' /proc/self/status >&2; ls -1 /proc/self/fd >&2; "
      "echo ready-$((2 + 2)) >&2; exec sleep 30",
      options);
  bot.start();
  ::sigaction(SIGPIPE, &old_pipe, nullptr);
  ::pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
  ::close(leaked);
  CHECK(::getpgid(bot.pid()) == bot.pid());
  const auto give_up = Clock::now() + std::chrono::seconds(10);
  std::string log;
  while (!contains(log = read_file(options.log_path), "ready-4") && Clock::now() < give_up)
    ::usleep(10'000);
  INFO("bot log: " << log);
  CHECK(contains(log, "SigBlk:\t0000000000000000\n"));
  const auto ign = log.find("SigIgn:\t");
  REQUIRE(ign != std::string::npos);
  const unsigned long ignored = std::stoul(log.substr(ign + 8, 16), nullptr, 16);
  CHECK((ignored & (1UL << (SIGPIPE - 1))) == 0);
  // ls sees its standard streams and the directory it lists (3), nothing else.
  const auto fds = log.find("\n0\n1\n2\n3\nready-4");
  CHECK(fds != std::string::npos);
}

TEST_CASE("bot: the start-up grace lets a slow starter answer its first act late") {
  TempDir dir;
  BotPlayer bot(
      python_bot("import time\ntime.sleep(0.6)\nexec(open(\"" + std::string(SCHNAPSEN_SOURCE_DIR) +
                 "/examples/simple_bot.py\").read())"),
      quick_options(dir, 300, 8000));  // generous: python3 alone may take 2 s on a busy machine
  RandomPlayer random(3);
  Match match(MatchSettings{}, 0);
  CHECK(play_hand(bot, random, Hand(Rules::soft(), 1, shuffled_deck(8)), match).winner >= 0);
}

TEST_CASE("bot failure: a JSON-ish answer is refused and named") {
  TempDir dir;
  BotPlayer bot("while read line; do echo '{\"action\": \"play Ah\"}'; done", quick_options(dir));
  Hand hand = hand_with_forehand(0, 11);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(3));
  CHECK(contains(msg, "bot \"while read line"));
  CHECK(contains(msg, R"(answered "{\"action\": \"play Ah\"}")"));
  CHECK(contains(msg, "not a legal action"));
}

TEST_CASE("bot failure: an action that is not legal now is refused, listing what was legal") {
  TempDir dir;
  BotPlayer bot("while read line; do echo pass; done", quick_options(dir));
  Hand hand = hand_with_forehand(1, 12);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(1), MatchInfo{}); }, std::chrono::seconds(3));
  CHECK(contains(msg, "answered \"pass\", which is not a legal action (legal: "));
  // Later calls fail the same way at once; the bot is not asked again.
  const auto again = expect_failure([&] { bot.choose(hand.view(1), MatchInfo{}); },
                                    std::chrono::milliseconds(100));
  CHECK(again == msg);
  CHECK(bot.pid() == -1);
}

TEST_CASE("bot failure: a crash in the middle of a hand names its exit status") {
  TempDir dir;
  BotPlayer bot(last_legal_bot("    if n == 3: sys.exit(3)\n"), quick_options(dir, 2000));
  RandomPlayer random(4);
  Match match(MatchSettings{}, 0);
  const auto msg = expect_failure(
      [&] {
        for (unsigned h = 0; h < 10; ++h)
          play_hand(bot, random, Hand(Rules::soft(), 1, shuffled_deck(21 + h)), match);
      },
      std::chrono::seconds(10));
  CHECK(contains(msg, "exited with status 3"));
  CHECK(contains(msg, dir.file("bot.log")));
}

TEST_CASE("bot failure: a bot killed by a signal is reported with the signal") {
  TempDir dir;
  BotPlayer bot(last_legal_bot("    if n == 2: os.kill(os.getpid(), signal.SIGSEGV)\n"),
                quick_options(dir, 2000));
  RandomPlayer random(5);
  Match match(MatchSettings{}, 0);
  const auto msg = expect_failure(
      [&] {
        for (unsigned h = 0; h < 10; ++h)
          play_hand(bot, random, Hand(Rules::soft(), 1, shuffled_deck(22 + h)), match);
      },
      std::chrono::seconds(10));
  // Through the shell the signal shows either directly or as the shell's status 128 + 11.
  CHECK((contains(msg, "killed by signal 11 (SIGSEGV)") ||
         contains(msg, "status 139 (the shell's report of signal SIGSEGV)")));
}

TEST_CASE("bot failure: silence past the time limit fails within the limit, not later") {
  TempDir dir;
  BotPlayer bot("sleep 30", quick_options(dir, 300, 0));
  Hand hand = hand_with_forehand(0, 13);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(2));
  CHECK(contains(msg, "no answer within 300 ms"));
}

TEST_CASE("bot failure: an answer without a line end is silence (the message hints at flushing)") {
  TempDir dir;
  BotPlayer bot("read line; printf 'play'; sleep 30", quick_options(dir, 300, 0));
  Hand hand = hand_with_forehand(0, 14);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(2));
  CHECK(contains(msg, "no answer within 300 ms"));
  CHECK(contains(msg, "newline"));
}

TEST_CASE("bot failure: extra lines after an answer are a protocol error at the next act") {
  TempDir dir;
  // The answer and 100 extra lines in one write, so they are all there before the next act.
  BotPlayer bot(python_bot("import sys, json\n"
                           "for line in sys.stdin:\n"
                           "    m = json.loads(line)\n"
                           "    if m[\"type\"] == \"act\":\n"
                           "        sys.stdout.write(m[\"legal\"][-1] + \"\\nflood\" * 100 + "
                           "\"\\n\")\n"
                           "        sys.stdout.flush()\n"),
                quick_options(dir, 2000));
  RandomPlayer random(6);
  Match match(MatchSettings{}, 0);
  const auto msg = expect_failure(
      [&] {
        for (unsigned h = 0; h < 10; ++h)
          play_hand(bot, random, Hand(Rules::soft(), 1, shuffled_deck(23 + h)), match);
      },
      std::chrono::seconds(10));
  CHECK(contains(msg,
                 "sent output when no answer was expected (100 extra line(s), starting "
                 "\"flood\\x0Aflood"));
}

TEST_CASE("bot failure: an endless flood of output is refused at its first line") {
  TempDir dir;
  BotPlayer bot("yes nonsense", quick_options(dir));
  Hand hand = hand_with_forehand(0, 15);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(2));
  // Either it was refused as an answer or, had it flooded before its turn, as extra output.
  CHECK((contains(msg, "answered \"nonsense\"") || contains(msg, "no answer was expected")));
}

TEST_CASE("bot failure: a line over 64 KiB stops the reading (a 1 MB line)") {
  TempDir dir;
  BotPlayer bot(python_bot("import sys\n"
                           "sys.stdin.readline()\n"
                           "sys.stdout.write(\"x\" * 1000000 + \"\\n\")\n"
                           "sys.stdout.flush()\n"),
                quick_options(dir, 2000, 20000));
  Hand hand = hand_with_forehand(0, 16);
  // Well inside the 22 s the bot would be given if the reading did not stop at the limit.
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(8));
  CHECK(contains(msg, "sent a line longer than 65536 bytes, starting \"xxxx"));
  CHECK(msg.size() < 400);  // only a bounded sample is kept and shown
}

TEST_CASE("bot failure: a bot that exits at start names its exit status") {
  TempDir dir;
  BotPlayer bot("exit 0", quick_options(dir));
  Hand hand = hand_with_forehand(0, 17);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(3));
  CHECK(contains(msg, "exited with status 0"));
}

TEST_CASE("bot failure: a command that does not exist fails with status 127, stderr in the log") {
  TempDir dir;
  BotOptions options = quick_options(dir);
  BotPlayer bot("no-such-schnapsen-bot-command", options);
  Hand hand = hand_with_forehand(0, 18);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(3));
  CHECK(contains(msg, "exited with status 127"));
  const std::string log = read_file(options.log_path);
  CHECK(contains(log, "no-such-schnapsen-bot-command"));
  CHECK(contains(log, "not found"));  // the shell's own complaint, not on our terminal
}

TEST_CASE("bot failure: a bot that closes its input is reported, and SIGPIPE does not kill us") {
  TempDir dir;
  BotOptions options = quick_options(dir);
  BotPlayer bot("exec 0<&-; echo closed-$((1 + 1)) >&2; sleep 30", options);
  bot.start();
  // Wait (bounded) until the shell has closed its stdin; it says so in the log (the marker is
  // computed so that the log line with the command does not match).
  const auto give_up = Clock::now() + std::chrono::seconds(10);
  while (!contains(read_file(options.log_path), "closed-2") && Clock::now() < give_up)
    ::usleep(10'000);
  Hand hand = hand_with_forehand(0, 19);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(3));
  CHECK(contains(msg, "closed its input"));
}

TEST_CASE("bot failure: a program (no exec in the command) that closes its input is reported") {
  TempDir dir;
  BotOptions options = quick_options(dir, 2000);
  // The shell runs a simple command with exec, so no shell holds the bot's stdin open.
  BotPlayer bot(python_bot("import os, sys, time\nos.close(0)\nsys.stderr.write(\"closed-\" + "
                           "str(1 + 1) + \"\\n\")\nsys.stderr.flush()\ntime.sleep(30)"),
                options);
  bot.start();
  const auto give_up = Clock::now() + std::chrono::seconds(10);
  while (!contains(read_file(options.log_path), "closed-2") && Clock::now() < give_up)
    ::usleep(10'000);
  Hand hand = hand_with_forehand(0, 22);
  const auto msg =
      expect_failure([&] { bot.choose(hand.view(0), MatchInfo{}); }, std::chrono::seconds(3));
  CHECK(contains(msg, "closed its input: it is still running"));
}

TEST_CASE("bot failure: a bot that never reads its input cannot block us") {
  TempDir dir;
  BotPlayer bot("sleep 30", quick_options(dir, 300));
  Hand hand = hand_with_forehand(0, 20);
  while (!hand.over()) {
    const int seat = hand.state().to_act();
    REQUIRE_FALSE(hand.act(seat, hand.state().legal_actions()[0]));
  }
  // Each hand_over is a few hundred bytes; the pipe fills after some hundreds of them.
  const auto msg = expect_failure(
      [&] {
        for (int i = 0; i < 5000; ++i)
          bot.hand_over(0, hand.record(), hand.state().result(), MatchInfo{});
      },
      std::chrono::seconds(3));
  CHECK(contains(msg, "does not read its input"));
}

TEST_CASE("bot: a log file that cannot be opened is a clear failure") {
  BotOptions options;
  options.log_path = "/nonexistent-dir/for/sure/bot.log";
  BotPlayer bot(example_bot(), options);
  const auto msg = expect_failure([&] { bot.start(); }, std::chrono::seconds(1));
  CHECK(contains(msg, "cannot open its log file /nonexistent-dir/for/sure/bot.log"));
}

TEST_CASE("bot: a symbolic link planted as the default log is refused, its target untouched") {
  TempDir dir;
  const std::string victim = dir.file("victim");
  std::ofstream(victim) << "precious\n";
  fs::create_directories(dir.file("state") + "/schnapsen");
  fs::create_symlink(victim, dir.file("state") + "/schnapsen/bot.log");
  const char* old_state = std::getenv("XDG_STATE_HOME");
  const std::string saved_state = old_state ? old_state : "";
  const char* old_tmp = std::getenv("TMPDIR");
  const std::string saved_tmp = old_tmp ? old_tmp : "";
  ::setenv("XDG_STATE_HOME", dir.file("state").c_str(), 1);
  fs::create_directories(dir.file("tmp"));
  ::setenv("TMPDIR", dir.file("tmp").c_str(), 1);
  {
    BotPlayer bot(example_bot(), BotOptions{});
    bot.start();
  }
  for (auto [name, value] : {std::pair{"XDG_STATE_HOME", old_state ? &saved_state : nullptr},
                             std::pair{"TMPDIR", old_tmp ? &saved_tmp : nullptr}}) {
    if (value)
      ::setenv(name, value->c_str(), 1);
    else
      ::unsetenv(name);
  }
  CHECK(read_file(victim) == "precious\n");
  // The log went to a new file of unpredictable name in the temporary directory.
  int logs = 0;
  for (const auto& entry : fs::directory_iterator(dir.file("tmp")))
    logs += entry.path().filename().string().rfind("schnapsen-bot-", 0) == 0;
  CHECK(logs == 1);
  // Nothing under the old predictable name in the shared temporary directory.
  CHECK_FALSE(fs::exists("/tmp/schnapsen-bot-" + std::to_string(::getuid()) + ".log"));
}

TEST_CASE("bot: the default log path follows XDG_STATE_HOME, then HOME") {
  const char* old_state = std::getenv("XDG_STATE_HOME");
  const std::string saved_state = old_state ? old_state : "";
  ::setenv("XDG_STATE_HOME", "/some/state", 1);
  CHECK(default_bot_log_path() == "/some/state/schnapsen/bot.log");
  ::unsetenv("XDG_STATE_HOME");
  const char* home = std::getenv("HOME");
  if (home && home[0] == '/')
    CHECK(default_bot_log_path() == std::string(home) + "/.local/state/schnapsen/bot.log");
  if (old_state) ::setenv("XDG_STATE_HOME", saved_state.c_str(), 1);
}

TEST_CASE("bot: a default log over 4 MiB becomes bot.log.old when a bot starts") {
  TempDir dir;
  const std::string log = dir.file("state") + "/schnapsen/bot.log";
  fs::create_directories(dir.file("state") + "/schnapsen");
  std::ofstream(log) << std::string(kBotLogRotateBytes + 10, 'x');
  std::ofstream(log + ".old") << "older\n";
  const char* old_state = std::getenv("XDG_STATE_HOME");
  const std::string saved_state = old_state ? old_state : "";
  ::setenv("XDG_STATE_HOME", dir.file("state").c_str(), 1);
  {
    BotPlayer bot(example_bot(), BotOptions{});
    bot.start();
    CHECK(bot.log_path() == log);
  }
  if (old_state)
    ::setenv("XDG_STATE_HOME", saved_state.c_str(), 1);
  else
    ::unsetenv("XDG_STATE_HOME");
  CHECK(fs::file_size(log + ".old") == kBotLogRotateBytes + 10);  // the big one, the older gone
  CHECK(fs::file_size(log) < 4096);                               // a new log: "starting bot"
  CHECK(contains(read_file(log), "starting bot"));
}
