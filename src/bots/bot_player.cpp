#include "schnapsen/bots/bot_player.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <optional>
#include <vector>

#include "schnapsen/bots/bot_protocol.hpp"
#include "schnapsen/bots/subprocess.hpp"
#include "schnapsen/json.hpp"

namespace schnapsen::bots {
namespace {

// `flags` O_NOFOLLOW for the state directory's log: a planted symbolic link is refused.
int open_log(const std::string& path, int flags = 0) {
  return ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | flags, 0644);
}

// When the state directory is unusable: a new file under an unpredictable name in the temporary
// directory (mkostemps creates it exclusively), never a fixed name someone could plant first.
int open_temp_log(std::string& path) {
  const char* dir = std::getenv("TMPDIR");
  std::string name = std::string(dir && dir[0] == '/' ? dir : "/tmp") + "/schnapsen-bot-XXXXXX.log";
  const int fd = ::mkostemps(name.data(), 4, O_APPEND | O_CLOEXEC);
  if (fd >= 0) path = name;
  return fd;
}

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  ::gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

bool starts_with(const std::vector<SeatAction>& whole, const std::vector<SeatAction>& prefix) {
  return prefix.size() <= whole.size() && std::equal(prefix.begin(), prefix.end(), whole.begin());
}

}  // namespace

std::string default_bot_log_path() {
  const char* state = std::getenv("XDG_STATE_HOME");
  if (state && state[0] == '/') return std::string(state) + "/schnapsen/bot.log";
  const char* home = std::getenv("HOME");
  if (home && home[0] == '/') return std::string(home) + "/.local/state/schnapsen/bot.log";
  return {};
}

struct BotPlayer::Impl {
  std::string command;
  BotOptions options;
  std::string log_path;
  bool log_is_default = false;
  int log_fd = -1;
  std::unique_ptr<Subprocess> process;
  std::optional<std::string> failure;  // set once the bot has failed; every call rethrows it
  bool answered_once = false;          // the first answer gets the start-up grace
  // The hand being played, to notice a new one even if hand_over() was not called.
  int hand_id = 0;
  bool in_hand = false;
  int hand_dealer = 0;
  Card hand_trump_dealt;
  std::vector<SeatAction> hand_history;

  ~Impl() {
    process.reset();  // stops the bot (2 s grace, then SIGKILL) and reaps it
    if (log_fd >= 0) ::close(log_fd);
  }

  void log(const std::string& line) const {
    if (log_fd < 0) return;
    const std::string text = "--- " + utc_now() + " schnapsen: " + line + "\n";
    [[maybe_unused]] const ssize_t n = ::write(log_fd, text.data(), text.size());
  }

  [[noreturn]] void fail(const std::string& problem) {
    const std::string message = "bot " + describe_bot_output(command, 100) + ": " + problem;
    log(message);
    failure = message;
    if (process) process->stop(std::chrono::milliseconds(0));
    throw ai::PlayerFailure(message);
  }

  // The stop check ended a wait: the bot is killed at once (it was in the middle of an answer)
  // and the caller ends the game where it stands.
  [[noreturn]] void stopped() {
    const std::string message = "bot " + describe_bot_output(command, 100) +
                                ": stopped while the program waited for it (quit or a signal)";
    log(message);
    failure = message;
    if (process) process->stop(std::chrono::milliseconds(0));
    throw ai::Stopped(message);
  }

  void check_usable() const {
    if (failure) throw ai::PlayerFailure(*failure);
  }

  void open_log_file() {
    log_fd = -1;
    if (log_is_default) {
      std::error_code ec;
      if (!log_path.empty()) {
        std::filesystem::create_directories(std::filesystem::path(log_path).parent_path(), ec);
        log_fd = open_log(log_path, O_NOFOLLOW);
        // Bounded over many runs, too: a log grown past the limit becomes bot.log.old (the
        // previous .old goes) and a new one starts.
        struct stat st {};
        if (log_fd >= 0 && ::fstat(log_fd, &st) == 0 && S_ISREG(st.st_mode) &&
            static_cast<std::size_t>(st.st_size) > kBotLogRotateBytes &&
            ::rename(log_path.c_str(), (log_path + ".old").c_str()) == 0) {
          ::close(log_fd);
          log_fd = open_log(log_path, O_NOFOLLOW);
        }
      }
      if (log_fd < 0) log_fd = open_temp_log(log_path);  // an unusable state directory
      if (log_fd < 0) {
        log_path = "/dev/null";
        log_fd = open_log(log_path);
      }
    } else {
      log_fd = open_log(log_path);
    }
    if (log_fd < 0) {
      const int open_errno = errno;
      fail("cannot open its log file " + log_path + ": " + std::strerror(open_errno));
    }
  }

  void start() {
    check_usable();
    if (process) return;
    open_log_file();
    log("starting bot: " + command);
    Subprocess::Options spawn;
    spawn.log_fd = log_fd;
    spawn.log_limit = kBotStderrLimit;
    spawn.stop_requested = options.stop_requested;
    auto started = Subprocess::start(command, std::move(spawn));
    if (!started) fail("could not be started: " + started.error());
    process = std::move(*started);
  }

  // How the bot ended (or that it is still running), for messages about closed pipes.
  std::string ending(const char* still_running, const std::string& when = "") {
    const auto how = process->wait_ended(Clock::now() + std::chrono::milliseconds(1000));
    return (how ? *how : std::string(still_running)) + when + " (its stderr is in " + log_path +
           ")";
  }

  void send(const Json& message, Clock::time_point deadline) {
    const std::string text = dump_line(message) + "\n";
    switch (process->write_all(text, deadline)) {
      case IoStatus::Ok: return;
      case IoStatus::Closed: fail("closed its input: it " + ending("is still running"));
      case IoStatus::Timeout:
        fail("does not read its input (its stdin stayed full past the time limit)");
      case IoStatus::Interrupted: stopped();
      case IoStatus::TooLong:
      case IoStatus::Failed: fail("writing to it failed: " + process->error());
    }
  }

  // Output that arrived while no answer was expected is a protocol error (one line per act).
  void check_no_pending_output() {
    std::string extra;
    switch (process->take_pending(extra, 4096)) {
      case IoStatus::Ok: break;
      case IoStatus::Closed: fail(ending("closed its output", " before its turn"));
      default: fail("reading from it failed: " + process->error());
    }
    if (extra.empty()) return;
    const auto lines = std::count(extra.begin(), extra.end(), '\n');
    fail("sent output when no answer was expected (" + std::to_string(lines) +
         " extra line(s), starting " + describe_bot_output(extra) +
         "); a bot answers each act message with exactly one line");
  }

  void track_hand(const SeatView& view) {
    const bool same_hand = in_hand && view.dealer == hand_dealer &&
                           view.trump_card_dealt == hand_trump_dealt &&
                           starts_with(view.history, hand_history);
    if (in_hand && !same_hand) ++hand_id;
    in_hand = true;
    hand_dealer = view.dealer;
    hand_trump_dealt = view.trump_card_dealt;
    hand_history = view.history;
  }

  Action choose(const SeatView& view, const ai::MatchInfo& match) {
    start();
    track_hand(view);
    check_no_pending_output();
    const std::int64_t limit_ms = std::int64_t{options.time_limit_ms} +
                                  (answered_once ? 0 : std::int64_t{options.startup_grace_ms});
    const auto deadline = Clock::now() + std::chrono::milliseconds(limit_ms);
    send(make_act_message(view, match, hand_id, options.time_limit_ms), deadline);
    std::string line;
    switch (process->read_line(line, deadline, kMaxBotLineBytes)) {
      case IoStatus::Ok: break;
      case IoStatus::Timeout:
        fail("no answer within " + std::to_string(limit_ms) +
             " ms (a bot must end its answer with a newline and flush its output)");
      case IoStatus::TooLong:
        fail("sent a line longer than " + std::to_string(kMaxBotLineBytes) + " bytes, starting " +
             describe_bot_output(line));
      case IoStatus::Closed:
        fail(ending(
            "closed its output",
            " instead of answering" +
                (line.empty() ? std::string() : ", after sending " + describe_bot_output(line))));
      case IoStatus::Interrupted: stopped();
      case IoStatus::Failed: fail("reading from it failed: " + process->error());
    }
    auto action = parse_bot_answer(line, view.legal);
    if (!action) fail(action.error());
    answered_once = true;
    return *action;
  }

  void hand_over(int seat, const HandRecord& record, const HandResult& result) {
    start();
    const auto deadline = Clock::now() + std::chrono::milliseconds(options.time_limit_ms);
    send(make_hand_over_message(seat, record, result, hand_id), deadline);
    ++hand_id;
    in_hand = false;
    hand_history.clear();
  }
};

BotPlayer::BotPlayer(std::string command, BotOptions options) : impl_(std::make_unique<Impl>()) {
  impl_->command = std::move(command);
  impl_->options = std::move(options);
  impl_->options.time_limit_ms = std::max(impl_->options.time_limit_ms, 1);
  impl_->options.startup_grace_ms = std::max(impl_->options.startup_grace_ms, 0);
  impl_->log_is_default = impl_->options.log_path.empty();
  impl_->log_path = impl_->log_is_default ? default_bot_log_path() : impl_->options.log_path;
}

BotPlayer::~BotPlayer() = default;

std::string BotPlayer::name() const {
  return impl_->options.name.empty() ? "cmd:" + impl_->command : impl_->options.name;
}

Action BotPlayer::choose(const SeatView& view, const ai::MatchInfo& match) {
  impl_->check_usable();
  return impl_->choose(view, match);
}

void BotPlayer::hand_over(int seat, const HandRecord& record, const HandResult& result,
                          const ai::MatchInfo& /*match*/) {
  impl_->check_usable();
  impl_->hand_over(seat, record, result);
}

void BotPlayer::start() { impl_->start(); }
const std::string& BotPlayer::command() const { return impl_->command; }
const std::string& BotPlayer::log_path() const { return impl_->log_path; }
int BotPlayer::pid() const {
  return impl_->process && !impl_->failure ? static_cast<int>(impl_->process->pid()) : -1;
}

}  // namespace schnapsen::bots
