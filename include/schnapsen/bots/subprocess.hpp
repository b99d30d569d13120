// A child process run through /bin/sh -c, talked to through pipes with deadlines (POSIX only).
// Its users: the bots' BotPlayer, and line mode's sound cues and private lines.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "schnapsen/expected.hpp"
#include "schnapsen/line_buffer.hpp"

namespace schnapsen::bots {

using Clock = std::chrono::steady_clock;

enum class IoStatus {
  Ok,
  Closed,       // the pipe's other end is closed (the child exited or closed that stream)
  Timeout,      // the deadline passed
  TooLong,      // a line longer than the limit arrived; reading stopped
  Failed,       // a system call failed (detail in error())
  Interrupted,  // the stop check asked to stop waiting (see Subprocess::Options)
};

// How much of a child's stderr one Subprocess writes to its log by default: the rest is read and
// dropped, with one line in the log saying so.
inline constexpr std::size_t kStderrLogLimit = std::size_t{1} << 20;

// One child process with its stdin and stdout connected to us; its stderr comes to us through a
// pipe and a thread of ours copies it to a log descriptor, at most kStderrLogLimit bytes of it.
// Started with fork and exec: no other descriptor of ours reaches it, it runs in its own process
// group with no blocked signals and the default SIGPIPE action, and the kernel kills it (SIGKILL)
// when the thread that started it ends (PR_SET_PDEATHSIG), so not even a SIGKILL of this process
// leaves it running. Its environment carries SCHNAPSEN_BOT_ID, a token of its own, which its
// descendants inherit. This process is made a child subreaper (PR_SET_CHILD_SUBREAPER):
// descendants of a child that left its process group (setsid) come to us when their parent dies,
// and stop() kills and reaps those that were the child's descendants or carry its token; the
// program's other children are left alone. Writing never raises SIGPIPE in this process (EPIPE
// becomes Closed). Waits sleep in poll() on the pipes or on a pidfd; with a stop check they wake at
// least every kStopSlice to ask it.
class Subprocess {
 public:
  struct Options {
    int log_fd = -1;  // where the child's stderr is copied (-1: read and dropped)
    std::size_t log_limit = kStderrLogLimit;
    // Asked during every wait (at least every kStopSlice, and at once after a signal): true
    // ends the wait with Interrupted. Must not throw. Empty: waits run to their deadline.
    std::function<bool()> stop_requested;
  };
  static constexpr std::chrono::milliseconds kStopSlice{100};

  // Starts `/bin/sh -c command`. Error: why it could not start.
  static Expected<std::unique_ptr<Subprocess>, std::string> start(const std::string& command,
                                                                  Options options);
  ~Subprocess();  // stop(kStopGrace)
  Subprocess(const Subprocess&) = delete;
  Subprocess& operator=(const Subprocess&) = delete;

  static constexpr std::chrono::milliseconds kStopGrace{2000};

  pid_t pid() const { return pid_; }
  const std::string& error() const { return error_; }  // detail of the last Failed

  // Writes all of `data` to the child's stdin before `deadline`.
  IoStatus write_all(std::string_view data, Clock::time_point deadline);
  // Reads one line from the child's stdout (without its '\n') before `deadline`. A line longer
  // than max_bytes gives TooLong with its first bytes in `line`; after Closed, `line` holds any
  // unterminated tail.
  IoStatus read_line(std::string& line, Clock::time_point deadline, std::size_t max_bytes);
  // Output already received or readable without waiting (at most max_bytes of it): Ok with
  // `out` empty when there is none; Closed when the child's stdout is at its end.
  IoStatus take_pending(std::string& out, std::size_t max_bytes);

  // Waits until `deadline` for the child to end, without reaping it; then how it ended
  // ("exited with status 1", "was killed by signal 11 (SIGSEGV)"), or nullopt if running (also
  // when the stop check ended the wait).
  std::optional<std::string> wait_ended(Clock::time_point deadline);
  // Closes the child's stdin, waits up to `grace` for it to end (less if the stop check says
  // stop), then kills its process group (SIGKILL), reaps it, and kills and reaps what is left
  // of its descendants outside the group. Idempotent.
  void stop(std::chrono::milliseconds grace);

 private:
  Subprocess() = default;
  IoStatus fill(Clock::time_point deadline);  // one read() into buffer_, waiting for data
  // Waits until `fd` is ready for `events` (Ok: try again); Timeout once `deadline` has passed,
  // Interrupted when the stop check says stop.
  IoStatus wait_ready(int fd, short events, Clock::time_point deadline);
  // The copier thread's loop: the child's stderr to the log, within the limit, until every
  // writer is gone or stop() wakes it (then what is there is taken first).
  void copy_stderr();
  bool stop_requested() const { return options_.stop_requested && options_.stop_requested(); }

  pid_t pid_ = -1;
  std::string token_;  // the child's SCHNAPSEN_BOT_ID
  int pidfd_ = -1;     // readable once the child has ended; -1 where the kernel has no pidfd
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;  // our end of the child's stderr, read by copier_
  int wake_fd_ = -1;    // readable when stop() wants the copier to end
  int wake_write_fd_ = -1;
  std::thread copier_;
  Options options_;
  std::size_t logged_ = 0;  // bytes of stderr written to the log
  bool log_full_ = false;   // the limit was reached (and the log says so)
  bool reaped_ = false;
  bool stdout_eof_ = false;
  std::optional<std::string> ended_;  // how the child ended, once known
  text::LineBuffer buffer_;           // bytes read from stdout not yet returned
  std::string error_;
};

}  // namespace schnapsen::bots
