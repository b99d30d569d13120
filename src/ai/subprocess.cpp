#include "subprocess.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>
#include <vector>

namespace schnapsen::ai::detail {
namespace {

std::string errno_text(const char* what) { return std::string(what) + ": " + std::strerror(errno); }

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

// Milliseconds left until `deadline` for poll(): rounded up so we never wake early and spin.
int poll_timeout(Clock::time_point deadline) {
  const auto left = deadline - Clock::now();
  if (left <= Clock::duration::zero()) return 0;
  const auto ms = std::chrono::ceil<std::chrono::milliseconds>(left).count();
  return ms > 60'000 ? 60'000 : static_cast<int>(ms);
}

// Blocks SIGPIPE in this thread while writing to a pipe whose reader may be gone, and swallows
// the SIGPIPE a failed write raises, so the process-wide disposition is never touched.
class SigpipeBlock {
 public:
  SigpipeBlock() {
    sigemptyset(&pipe_set_);
    sigaddset(&pipe_set_, SIGPIPE);
    sigset_t pending;
    sigemptyset(&pending);
    sigpending(&pending);
    was_pending_ = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipe_set_, &old_mask_);
  }
  ~SigpipeBlock() { pthread_sigmask(SIG_SETMASK, &old_mask_, nullptr); }
  SigpipeBlock(const SigpipeBlock&) = delete;
  SigpipeBlock& operator=(const SigpipeBlock&) = delete;

  // After EPIPE: consume the SIGPIPE our write raised (not one that was pending before).
  void swallow() {
    if (was_pending_) return;
    const timespec zero{0, 0};
    while (sigtimedwait(&pipe_set_, nullptr, &zero) == -1 && errno == EINTR) {
    }
  }

 private:
  sigset_t pipe_set_;
  sigset_t old_mask_;
  bool was_pending_ = false;
};

std::string signal_text(int sig) {
  const char* abbrev = sigabbrev_np(sig);
  return "was killed by signal " + std::to_string(sig) +
         (abbrev ? std::string(" (SIG") + abbrev + ")" : std::string());
}

std::string describe_ending(const siginfo_t& info) {
  switch (info.si_code) {
    case CLD_EXITED: {
      std::string text = "exited with status " + std::to_string(info.si_status);
      // A shell that ran the bot as its child reports the bot's death by signal N as 128 + N.
      const int sig = info.si_status - 128;
      const char* abbrev = sig > 0 && sig < 65 ? sigabbrev_np(sig) : nullptr;
      if (abbrev) text += std::string(" (the shell's report of signal SIG") + abbrev + ")";
      return text;
    }
    case CLD_KILLED:
    case CLD_DUMPED: return signal_text(info.si_status);
    default: return "ended";
  }
}

// The child's side of start(): only async-signal-safe calls from fork() to exec.
[[noreturn]] void exec_child(char* const argv[], int in_fd, int out_fd, int err_fd, int max_fd) {
  ::setpgid(0, 0);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  ::sigaction(SIGPIPE, &dfl, nullptr);  // an ignored signal would be inherited through exec
  // Move the three ends above 2 first so that none is overwritten by another's dup2.
  const int in2 = ::fcntl(in_fd, F_DUPFD, 3);
  const int out2 = ::fcntl(out_fd, F_DUPFD, 3);
  const int err2 = ::fcntl(err_fd, F_DUPFD, 3);
  if (in2 < 0 || out2 < 0 || err2 < 0) ::_exit(127);
  if (::dup2(in2, 0) < 0 || ::dup2(out2, 1) < 0 || ::dup2(err2, 2) < 0) ::_exit(127);
  if (::close_range(3, ~0u, 0) != 0)
    for (int fd = 3; fd < max_fd; ++fd) ::close(fd);
  ::execve("/bin/sh", argv, environ);
  ::_exit(127);
}

}  // namespace

Expected<std::unique_ptr<Subprocess>, std::string> Subprocess::start(const std::string& command,
                                                                     int stderr_fd) {
  int in_pipe[2];
  int out_pipe[2];
  if (::pipe2(in_pipe, O_CLOEXEC) != 0) return unexpected(errno_text("pipe"));
  if (::pipe2(out_pipe, O_CLOEXEC) != 0) {
    std::string why = errno_text("pipe");
    ::close(in_pipe[0]);
    ::close(in_pipe[1]);
    return unexpected(why);
  }
  // Everything the child needs is prepared before fork(): after it, only async-signal-safe
  // calls, since other threads may hold locks (malloc's) that the child would inherit locked.
  std::string sh = "sh", dash_c = "-c", cmd = command;
  char* const argv[] = {sh.data(), dash_c.data(), cmd.data(), nullptr};
  const long open_max = ::sysconf(_SC_OPEN_MAX);
  const int max_fd = open_max > 0 && open_max < 65536 ? static_cast<int>(open_max) : 65536;
  const pid_t pid = ::fork();
  if (pid == 0) exec_child(argv, in_pipe[0], out_pipe[1], stderr_fd, max_fd);
  const int fork_errno = errno;
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  if (pid < 0) {
    ::close(in_pipe[1]);
    ::close(out_pipe[0]);
    errno = fork_errno;
    return unexpected(errno_text("fork"));
  }
  ::setpgid(pid, pid);  // also done by the child; whichever runs first wins the race
  std::unique_ptr<Subprocess> p(new Subprocess());
  p->pid_ = pid;
  p->stdin_fd_ = in_pipe[1];
  p->stdout_fd_ = out_pipe[0];
  ::fcntl(p->stdin_fd_, F_SETFL, ::fcntl(p->stdin_fd_, F_GETFL) | O_NONBLOCK);
  ::fcntl(p->stdout_fd_, F_SETFL, ::fcntl(p->stdout_fd_, F_GETFL) | O_NONBLOCK);
  return p;
}

Subprocess::~Subprocess() { stop(kStopGrace); }

IoStatus Subprocess::write_all(std::string_view data, Clock::time_point deadline) {
  if (stdin_fd_ < 0) return IoStatus::Closed;
  SigpipeBlock block;
  while (!data.empty()) {
    const ssize_t n = ::write(stdin_fd_, data.data(), data.size());
    if (n > 0) {
      data.remove_prefix(static_cast<std::size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EPIPE) {
      block.swallow();
      return IoStatus::Closed;
    }
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
      error_ = errno_text("write");
      return IoStatus::Failed;
    }
    // The pipe is full: the child is not reading. Wait for room until the deadline.
    pollfd pfd{stdin_fd_, POLLOUT, 0};
    const int timeout = poll_timeout(deadline);
    if (timeout == 0) return IoStatus::Timeout;
    if (::poll(&pfd, 1, timeout) < 0 && errno != EINTR) {
      error_ = errno_text("poll");
      return IoStatus::Failed;
    }
  }
  return IoStatus::Ok;
}

IoStatus Subprocess::fill(Clock::time_point deadline) {
  char chunk[16384];
  for (;;) {
    if (stdout_eof_) return IoStatus::Closed;
    const ssize_t n = ::read(stdout_fd_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append(chunk, static_cast<std::size_t>(n));
      return IoStatus::Ok;
    }
    if (n == 0) {
      stdout_eof_ = true;
      return IoStatus::Closed;
    }
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) {
      error_ = errno_text("read");
      return IoStatus::Failed;
    }
    pollfd pfd{stdout_fd_, POLLIN, 0};
    const int timeout = poll_timeout(deadline);
    if (timeout == 0) return IoStatus::Timeout;
    if (::poll(&pfd, 1, timeout) < 0 && errno != EINTR) {
      error_ = errno_text("poll");
      return IoStatus::Failed;
    }
  }
}

IoStatus Subprocess::read_line(std::string& line, Clock::time_point deadline,
                               std::size_t max_bytes) {
  line.clear();
  for (;;) {
    const std::size_t newline = buffer_.find('\n');
    if (newline != std::string::npos && newline <= max_bytes) {
      line.assign(buffer_, 0, newline);
      buffer_.erase(0, newline + 1);
      return IoStatus::Ok;
    }
    if (buffer_.size() > max_bytes) {
      line.assign(buffer_, 0, 60);  // a sample for the message
      return IoStatus::TooLong;
    }
    const IoStatus s = fill(deadline);
    if (s == IoStatus::Closed) line = buffer_;
    if (s != IoStatus::Ok) return s;
  }
}

IoStatus Subprocess::take_pending(std::string& out, std::size_t max_bytes) {
  out.clear();
  if (buffer_.empty()) {
    const IoStatus s = fill(Clock::now());
    if (s == IoStatus::Closed || s == IoStatus::Failed) return s;
    // A Timeout here only means nothing is waiting.
  }
  // Read on a little so the caller can say how much was sent, but never without bound.
  while (buffer_.size() < max_bytes && fill(Clock::now()) == IoStatus::Ok) {
  }
  out.assign(buffer_, 0, max_bytes);
  buffer_.clear();
  return IoStatus::Ok;
}

std::optional<std::string> Subprocess::wait_ended(Clock::time_point deadline) {
  if (ended_ || reaped_) return ended_;
  for (;;) {
    siginfo_t info{};
    const int rc = ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
    if (rc == 0 && info.si_pid == pid_) {
      ended_ = describe_ending(info);
      return ended_;
    }
    if (rc != 0 && errno == ECHILD) {  // someone else reaped it (SIGCHLD ignored)
      reaped_ = true;
      ended_ = "ended";
      return ended_;
    }
    if (rc != 0 && errno != EINTR) return std::nullopt;
    if (Clock::now() >= deadline) return std::nullopt;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

void Subprocess::stop(std::chrono::milliseconds grace) {
  close_fd(stdin_fd_);
  if (!reaped_ && pid_ > 0) {
    wait_ended(Clock::now() + grace);
    if (!reaped_) {
      // Not yet reaped, so the pid (and group id) cannot have been reused: kill what is left
      // of the group, the child itself if it is still running, then reap it.
      ::kill(-pid_, SIGKILL);
      if (!ended_) ::kill(pid_, SIGKILL);
      int status = 0;
      while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
      reaped_ = true;
    }
  }
  close_fd(stdout_fd_);
}

}  // namespace schnapsen::ai::detail
