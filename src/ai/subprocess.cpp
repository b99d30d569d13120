#include "subprocess.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
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

// Waits until `fd` is ready for `events` (Ok: try again), the deadline passes or poll fails.
IoStatus wait_ready(int fd, short events, Clock::time_point deadline, std::string& error) {
  pollfd pfd{fd, events, 0};
  const int timeout = poll_timeout(deadline);
  if (timeout == 0) return IoStatus::Timeout;
  if (::poll(&pfd, 1, timeout) < 0 && errno != EINTR) {
    error = errno_text("poll");
    return IoStatus::Failed;
  }
  return IoStatus::Ok;
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

// A descriptor that is not 0, 1 or 2 for `fd` (close-on-exec), so that the child's dup2 onto
// its standard streams cannot overwrite one end with another. Returns `fd` itself when it is.
int above_stdio(int fd, std::vector<int>& extra) {
  if (fd > 2) return fd;
  const int moved = ::fcntl(fd, F_DUPFD_CLOEXEC, 3);
  if (moved >= 0) extra.push_back(moved);
  return moved;
}

int open_pidfd(pid_t pid) {
#ifdef SYS_pidfd_open
  return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
  (void)pid;
  errno = ENOSYS;
  return -1;
#endif
}

// Owns what posix_spawn needs and frees it on every path.
class SpawnSetup {
 public:
  SpawnSetup() {
    ok_ = ::posix_spawn_file_actions_init(&actions_) == 0;
    ok_ = ::posix_spawnattr_init(&attr_) == 0 && ok_;
  }
  ~SpawnSetup() {
    ::posix_spawn_file_actions_destroy(&actions_);
    ::posix_spawnattr_destroy(&attr_);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;

  // stdin, stdout and stderr from the given descriptors (all above 2, see above_stdio), every
  // other descriptor closed, a new process group, no blocked signals and the default SIGPIPE
  // action (an ignored signal would be inherited through exec). Returns an errno value.
  int prepare(int in_fd, int out_fd, int err_fd) {
    if (!ok_) return ENOMEM;
    int rc = ::posix_spawn_file_actions_adddup2(&actions_, in_fd, 0);
    if (rc == 0) rc = ::posix_spawn_file_actions_adddup2(&actions_, out_fd, 1);
    if (rc == 0) rc = ::posix_spawn_file_actions_adddup2(&actions_, err_fd, 2);
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    // Descriptors some other part opened without O_CLOEXEC stay out of the bot, too.
    if (rc == 0) rc = ::posix_spawn_file_actions_addclosefrom_np(&actions_, 3);
#endif
    sigset_t none;
    sigset_t pipe_only;
    sigemptyset(&none);
    sigemptyset(&pipe_only);
    sigaddset(&pipe_only, SIGPIPE);
    if (rc == 0) rc = ::posix_spawnattr_setpgroup(&attr_, 0);
    if (rc == 0) rc = ::posix_spawnattr_setsigmask(&attr_, &none);
    if (rc == 0) rc = ::posix_spawnattr_setsigdefault(&attr_, &pipe_only);
    if (rc == 0) {
      rc = ::posix_spawnattr_setflags(
          &attr_, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    }
    return rc;
  }
  const posix_spawn_file_actions_t* actions() const { return &actions_; }
  const posix_spawnattr_t* attr() const { return &attr_; }

 private:
  posix_spawn_file_actions_t actions_{};
  posix_spawnattr_t attr_{};
  bool ok_ = false;
};

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
  std::vector<int> extra;  // copies made by above_stdio, closed once the child has started
  const int child_in = above_stdio(in_pipe[0], extra);
  const int child_out = above_stdio(out_pipe[1], extra);
  const int child_err = above_stdio(stderr_fd, extra);
  SpawnSetup setup;
  int rc = child_in < 0 || child_out < 0 || child_err < 0 ? errno : 0;
  if (rc == 0) rc = setup.prepare(child_in, child_out, child_err);
  std::string sh = "sh", dash_c = "-c", cmd = command;
  char* const argv[] = {sh.data(), dash_c.data(), cmd.data(), nullptr};
  pid_t pid = -1;
  if (rc == 0) rc = ::posix_spawn(&pid, "/bin/sh", setup.actions(), setup.attr(), argv, environ);
  for (int fd : extra) ::close(fd);
  ::close(in_pipe[0]);
  ::close(out_pipe[1]);
  if (rc != 0) {
    ::close(in_pipe[1]);
    ::close(out_pipe[0]);
    errno = rc;
    return unexpected(errno_text("cannot start /bin/sh"));
  }
  std::unique_ptr<Subprocess> p(new Subprocess());
  p->pid_ = pid;
  p->pidfd_ = open_pidfd(pid);  // -1 on kernels without pidfd: wait_ended then sleeps in steps
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
    if (const IoStatus s = wait_ready(stdin_fd_, POLLOUT, deadline, error_); s != IoStatus::Ok)
      return s;
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
    if (const IoStatus s = wait_ready(stdout_fd_, POLLIN, deadline, error_); s != IoStatus::Ok)
      return s;
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
  auto pause = std::chrono::milliseconds(1);  // only without a pidfd
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
    const int timeout = poll_timeout(deadline);
    if (timeout == 0) return std::nullopt;
    if (pidfd_ >= 0) {
      // The pidfd becomes readable when the child ends: one wake-up, no polling.
      pollfd pfd{pidfd_, POLLIN, 0};
      if (::poll(&pfd, 1, timeout) < 0 && errno != EINTR) return std::nullopt;
    } else {
      std::this_thread::sleep_for(std::min(pause, std::chrono::milliseconds(timeout)));
      pause = std::min(pause * 2, std::chrono::milliseconds(50));
    }
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
  close_fd(pidfd_);
}

}  // namespace schnapsen::ai::detail
