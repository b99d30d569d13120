// A child process run through /bin/sh -c, talked to through pipes with deadlines (POSIX only).
// Private to the AI library: BotPlayer is its one user.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/expected.hpp"

namespace schnapsen::ai::detail {

using Clock = std::chrono::steady_clock;

enum class IoStatus {
  Ok,
  Closed,   // the pipe's other end is closed (the child exited or closed that stream)
  Timeout,  // the deadline passed
  TooLong,  // a line longer than the limit arrived; reading stopped
  Failed,   // a system call failed (detail in error())
};

// One child process with its stdin and stdout connected to us; its stderr goes to a given fd.
// Started with posix_spawn: no other descriptor of ours reaches it, it runs in its own process
// group with no blocked signals and the default SIGPIPE action. Writing never raises SIGPIPE in
// this process (EPIPE becomes Closed). Waits sleep in poll() on the pipes or on a pidfd.
class Subprocess {
 public:
  // Starts `/bin/sh -c command` with stderr on `stderr_fd`. Error: why it could not start.
  static Expected<std::unique_ptr<Subprocess>, std::string> start(const std::string& command,
                                                                  int stderr_fd);
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
  // ("exited with status 1", "was killed by signal 11 (SIGSEGV)"), or nullopt if running.
  std::optional<std::string> wait_ended(Clock::time_point deadline);
  // Closes the child's stdin, waits up to `grace` for it to end, then kills its process group
  // (SIGKILL) and reaps it. Idempotent.
  void stop(std::chrono::milliseconds grace);

 private:
  Subprocess() = default;
  IoStatus fill(Clock::time_point deadline);  // one read() into buffer_, waiting for data

  pid_t pid_ = -1;
  int pidfd_ = -1;  // readable once the child has ended; -1 where the kernel has no pidfd
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  bool reaped_ = false;
  bool stdout_eof_ = false;
  std::optional<std::string> ended_;  // how the child ended, once known
  std::string buffer_;                // bytes read from stdout not yet returned
  std::string error_;
};

}  // namespace schnapsen::ai::detail
