#include "schnapsen/bots/subprocess.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <system_error>
#include <thread>
#include <vector>

#include "schnapsen/ai/random_seed.hpp"

namespace schnapsen::bots {
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

// Every bot's environment carries kBotVariable=TOKEN, TOKEN made of a random number drawn once
// per process and the bot's serial number: the mark by which the processes a bot left behind
// are told from the program's other children (a descendant that left the bot's process group
// keeps its environment).
constexpr std::string_view kBotVariable = "SCHNAPSEN_BOT_ID";

std::string new_bot_token() {
  static std::mutex mutex;
  static std::uint64_t process_mark = 0;
  static std::uint64_t serial = 0;
  std::lock_guard lock(mutex);
  if (process_mark == 0) process_mark = ai::random_seed() | 1;
  char token[64];
  std::snprintf(token, sizeof token, "%016llx-%llu", static_cast<unsigned long long>(process_mark),
                static_cast<unsigned long long>(++serial));
  return token;
}

// Once per process: orphaned descendants of our children are reparented to us, not to init, so
// that one which left its bot's process group can still be found and killed (stop()).
void become_subreaper() {
  static std::once_flag once;
  std::call_once(once, [] { ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); });
}

// One process as /proc/PID/stat shows it.
struct ProcessEntry {
  pid_t pid = 0;
  pid_t parent = 0;
  bool zombie = false;
};

// Every process the system lists (those that vanish while we read are left out).
std::vector<ProcessEntry> process_table() {
  std::vector<ProcessEntry> out;
  DIR* dir = ::opendir("/proc");
  if (!dir) return out;
  while (const dirent* entry = ::readdir(dir)) {
    char* end = nullptr;
    const long pid = std::strtol(entry->d_name, &end, 10);
    if (pid <= 0 || *end != '\0') continue;
    char path[64];
    std::snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) continue;
    char buf[512];
    const ssize_t n = ::read(fd, buf, sizeof buf - 1);
    ::close(fd);
    if (n <= 0) continue;
    buf[n] = '\0';
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses; it ends at the last ')'.
    const char* close_paren = std::strrchr(buf, ')');
    char state = 0;
    long ppid = 0;
    if (close_paren && std::sscanf(close_paren + 1, " %c %ld", &state, &ppid) == 2)
      out.push_back({static_cast<pid_t>(pid), static_cast<pid_t>(ppid), state == 'Z'});
  }
  ::closedir(dir);
  return out;
}

// Whether the environment `pid` was started with holds kBotVariable=token (a zombie's cannot be
// read: false).
bool carries_token(pid_t pid, const std::string& token) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%ld/environ", static_cast<long>(pid));
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  std::string env(1, '\0');
  char chunk[4096];
  ssize_t n = 0;
  while ((n = ::read(fd, chunk, sizeof chunk)) > 0 && env.size() < (std::size_t{1} << 20))
    env.append(chunk, static_cast<std::size_t>(n));
  ::close(fd);
  const std::string entry = std::string(1, '\0') + std::string(kBotVariable) + "=" + token;
  const std::size_t at = env.find(entry);
  return at != std::string::npos &&
         (at + entry.size() == env.size() || env[at + entry.size()] == '\0');
}

// The bot `root` and every process below it, and every child of ours that carries the bot's
// token with every process below that: the processes of one bot, zombies included, as the
// process table shows them now.
std::set<pid_t> processes_of_bot(pid_t root, const std::string& token) {
  const std::vector<ProcessEntry> table = process_table();
  const pid_t self = ::getpid();
  std::set<pid_t> found{root};
  for (const ProcessEntry& p : table)
    if (p.parent == self && !p.zombie && carries_token(p.pid, token)) found.insert(p.pid);
  for (bool grew = true; grew;) {
    grew = false;
    for (const ProcessEntry& p : table)
      if (found.contains(p.parent) && found.insert(p.pid).second) grew = true;
  }
  return found;
}

// Kills and reaps every child of ours that belongs to the stopped bot: one of `known` (its
// processes before it was killed) or one that carries its token. Those are the descendants of
// the bot that had left its process group (setsid) and were reparented to us; every other child
// of the program is left alone. Each one killed hands its own children to us, so this repeats
// until none is left (bounded).
void sweep_strays(const std::set<pid_t>& known, const std::string& token) {
  const pid_t self = ::getpid();
  for (int round = 0; round < 64; ++round) {
    bool acted = false;
    for (const ProcessEntry& p : process_table()) {
      if (p.parent != self) continue;
      if (!known.contains(p.pid) && (p.zombie || !carries_token(p.pid, token))) continue;
      ::kill(-p.pid, SIGKILL);  // its process group, if it leads one (setsid makes it so)
      ::kill(p.pid, SIGKILL);
      int status = 0;
      while (::waitpid(p.pid, &status, 0) < 0 && errno == EINTR) {
      }
      acted = true;
    }
    if (!acted) return;
  }
}

// Whether `command` is one simple command (a program and its words, no operator, redirection,
// grouping or assignment outside quotes, not a shell keyword or builtin): then the shell is
// told to exec it, as bash does by itself and dash does not. The bot is then our direct child:
// it gets PR_SET_PDEATHSIG, and no shell holds its stdin open when it closes it.
bool simple_command(std::string_view command) {
  static constexpr std::string_view kShellWords[] = {
      "!",      "{",     "}",     "[",      "[[",       ".",        ":",        "alias",
      "bg",     "break", "case",  "cd",     "command",  "continue", "do",       "done",
      "echo",   "elif",  "else",  "esac",   "eval",     "exec",     "exit",     "export",
      "false",  "fg",    "fi",    "for",    "function", "getopts",  "hash",     "if",
      "jobs",   "kill",  "local", "printf", "pwd",      "read",     "readonly", "return",
      "select", "set",   "shift", "source", "test",     "then",     "time",     "times",
      "trap",   "true",  "type",  "ulimit", "umask",    "unalias",  "unset",    "until",
      "wait",   "while"};
  std::string first;  // the first word as written (quotes kept)
  bool in_first = true, seen_word = false;
  char quote = 0;
  for (std::size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (quote != 0) {
      if (c == quote)
        quote = 0;
      else if (quote == '"' && c == '\\')
        ++i;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '\\') {
      ++i;
    } else if (std::string_view(";&|<>(){}\n#`").find(c) != std::string_view::npos) {
      return false;
    } else if (c == ' ' || c == '\t') {
      if (seen_word) in_first = false;
      continue;
    } else if (c == '=' && in_first) {
      return false;  // an assignment before the command
    }
    seen_word = true;
    if (in_first) first += c;
  }
  if (quote != 0 || first.empty()) return false;
  return std::find(std::begin(kShellWords), std::end(kShellWords), first) == std::end(kShellWords);
}

// In the child between fork and exec: only async-signal-safe calls. Returns only on failure,
// with errno set.
void exec_child(pid_t parent, int in_fd, int out_fd, int err_fd, char* const argv[],
                char* const envp[]) {
  // Handlers of ours would not survive exec anyway; an ignored SIGPIPE would.
  for (int s = 1; s < NSIG; ++s) {
    struct sigaction old {};
    if (::sigaction(s, nullptr, &old) != 0) continue;
    if (old.sa_handler != SIG_DFL && (old.sa_handler != SIG_IGN || s == SIGPIPE))
      ::signal(s, SIG_DFL);
  }
  ::setpgid(0, 0);
  // Killed when the thread that started us ends, even by SIGKILL; if that already happened,
  // give up rather than run unwatched.
  ::prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
  if (::getppid() != parent) ::_exit(127);
  if (::dup2(in_fd, 0) < 0 || ::dup2(out_fd, 1) < 0 || ::dup2(err_fd, 2) < 0) return;
    // Every other descriptor closes at exec, also those some other part opened without O_CLOEXEC
    // (marked rather than closed: the exec-error pipe must stay open until exec succeeds).
#ifdef SYS_close_range
  if (::syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */) != 0)
#endif
  {
    const long max_fd = ::sysconf(_SC_OPEN_MAX);
    for (int fd = 3; fd < (max_fd > 0 && max_fd < 65536 ? max_fd : 65536); ++fd)
      ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  }
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::execve("/bin/sh", argv, envp);
}

}  // namespace

Expected<std::unique_ptr<Subprocess>, std::string> Subprocess::start(const std::string& command,
                                                                     Options options) {
  int in_pipe[2];
  int out_pipe[2];
  int err_pipe[2];
  int exec_pipe[2];  // the child writes errno here if exec fails; closes at exec otherwise
  std::vector<int> owned;
  auto close_all = [&owned] {
    for (int fd : owned) ::close(fd);
  };
  for (int* p : {in_pipe, out_pipe, err_pipe, exec_pipe}) {
    if (::pipe2(p, O_CLOEXEC) != 0) {
      std::string why = errno_text("pipe");
      close_all();
      return unexpected(why);
    }
    owned.push_back(p[0]);
    owned.push_back(p[1]);
  }
  // The child's ends above 2, so that its dup2 onto 0, 1, 2 cannot overwrite one with another.
  const int child_in = above_stdio(in_pipe[0], owned);
  const int child_out = above_stdio(out_pipe[1], owned);
  const int child_err = above_stdio(err_pipe[1], owned);
  if (child_in < 0 || child_out < 0 || child_err < 0) {
    std::string why = errno_text("cannot start /bin/sh");
    close_all();
    return unexpected(why);
  }
  become_subreaper();
  // Our environment with the bot's token in place of any inherited one (made before fork: the
  // child may not allocate).
  const std::string token = new_bot_token();
  std::vector<std::string> env_entries;
  const std::string prefix = std::string(kBotVariable) + "=";
  for (char** e = environ; e != nullptr && *e != nullptr; ++e)
    if (std::string_view(*e).substr(0, prefix.size()) != prefix) env_entries.emplace_back(*e);
  env_entries.push_back(prefix + token);
  std::vector<char*> envp;
  for (std::string& e : env_entries) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::string sh = "sh", dash_c = "-c", cmd = simple_command(command) ? "exec " + command : command;
  char* const argv[] = {sh.data(), dash_c.data(), cmd.data(), nullptr};
  const pid_t parent = ::getpid();
  // No handler of ours may run in the child before exec: every signal blocked across fork.
  sigset_t all;
  sigset_t old_mask;
  sigfillset(&all);
  ::pthread_sigmask(SIG_SETMASK, &all, &old_mask);
  const pid_t pid = ::fork();
  if (pid == 0) {
    exec_child(parent, child_in, child_out, child_err, argv, envp.data());
    const int err = errno;
    [[maybe_unused]] const ssize_t n = ::write(exec_pipe[1], &err, sizeof err);
    ::_exit(127);
  }
  const int fork_errno = errno;
  ::pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
  if (pid < 0) {
    close_all();
    errno = fork_errno;
    return unexpected(errno_text("cannot start /bin/sh"));
  }
  ::setpgid(pid, pid);  // also here, so the group exists whichever of us runs first
  // Everything but our ends of the pipes closes; then the child's exec error, if any.
  for (int fd : owned)
    if (fd != in_pipe[1] && fd != out_pipe[0] && fd != err_pipe[0] && fd != exec_pipe[0])
      ::close(fd);
  int exec_errno = 0;
  ssize_t got = 0;
  while ((got = ::read(exec_pipe[0], &exec_errno, sizeof exec_errno)) < 0 && errno == EINTR) {
  }
  ::close(exec_pipe[0]);
  std::unique_ptr<Subprocess> p(new Subprocess());
  p->pid_ = pid;
  p->token_ = token;
  p->stdin_fd_ = in_pipe[1];
  p->stdout_fd_ = out_pipe[0];
  p->stderr_fd_ = err_pipe[0];
  p->options_ = std::move(options);
  if (got > 0) {
    p->stop(std::chrono::milliseconds(0));  // reaps the child
    errno = exec_errno;
    return unexpected(errno_text("cannot start /bin/sh"));
  }
  p->pidfd_ = open_pidfd(pid);  // -1 on kernels without pidfd: wait_ended then sleeps in steps
  for (int fd : {p->stdin_fd_, p->stdout_fd_, p->stderr_fd_})
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
  // The stderr copier: a thread, so the log is written as the bot writes (also while we do
  // not wait for it), with every signal blocked, so signals keep waking this thread's waits.
  int wake[2];
  if (::pipe2(wake, O_CLOEXEC) == 0) {
    p->wake_fd_ = wake[0];
    p->wake_write_fd_ = wake[1];
    ::pthread_sigmask(SIG_SETMASK, &all, &old_mask);
    try {
      p->copier_ = std::thread([raw = p.get()] { raw->copy_stderr(); });
    } catch (const std::system_error&) {
      // No thread: the bot's stderr is not read (it blocks once the pipe is full).
    }
    ::pthread_sigmask(SIG_SETMASK, &old_mask, nullptr);
  }
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
    if (const IoStatus s = wait_ready(stdin_fd_, POLLOUT, deadline); s != IoStatus::Ok) return s;
  }
  return IoStatus::Ok;
}

IoStatus Subprocess::fill(Clock::time_point deadline) {
  char chunk[16384];
  for (;;) {
    if (stdout_eof_) return IoStatus::Closed;
    const ssize_t n = ::read(stdout_fd_, chunk, sizeof chunk);
    if (n > 0) {
      buffer_.append({chunk, static_cast<std::size_t>(n)});
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
    if (const IoStatus s = wait_ready(stdout_fd_, POLLIN, deadline); s != IoStatus::Ok) return s;
  }
}

IoStatus Subprocess::read_line(std::string& line, Clock::time_point deadline,
                               std::size_t max_bytes) {
  line.clear();
  for (;;) {
    // The '\r' of "\r\n" stays: parse_bot_answer drops it and quotes the line as it came.
    const auto take = buffer_.take(line, max_bytes, text::LineBuffer::CarriageReturn::Keep);
    if (take == text::LineBuffer::Take::Line) return IoStatus::Ok;
    if (take == text::LineBuffer::Take::TooLong) {
      line.assign(buffer_.bytes(), 0, 60);  // a sample for the message
      return IoStatus::TooLong;
    }
    const IoStatus s = fill(deadline);
    if (s == IoStatus::Closed) line = buffer_.bytes();
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
  out.assign(buffer_.bytes(), 0, max_bytes);
  buffer_.clear();
  return IoStatus::Ok;
}

IoStatus Subprocess::wait_ready(int fd, short events, Clock::time_point deadline) {
  int timeout = poll_timeout(deadline);
  if (timeout == 0) return IoStatus::Timeout;
  if (options_.stop_requested) timeout = std::min(timeout, static_cast<int>(kStopSlice.count()));
  pollfd pfd{fd, events, 0};
  if (::poll(&pfd, 1, timeout) < 0 && errno != EINTR) {
    error_ = errno_text("poll");
    return IoStatus::Failed;
  }
  if (stop_requested()) return IoStatus::Interrupted;
  return IoStatus::Ok;
}

void Subprocess::copy_stderr() {
  char chunk[16384];
  bool closing = false;  // stop() asked: take what is there now, then end
  int reads_left = 64;   // after stop(): a bound, in case something outside our reach writes on
  for (;;) {
    if (closing && --reads_left < 0) return;
    const ssize_t n = ::read(stderr_fd_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) return;  // every writer gone
    if (n < 0) {                                                               // nothing now
      if (closing) return;
      pollfd pfds[2] = {{stderr_fd_, POLLIN, 0}, {wake_fd_, POLLIN, 0}};
      if (::poll(pfds, 2, -1) < 0 && errno != EINTR) return;
      if (pfds[1].revents != 0) closing = true;
      continue;
    }
    const auto got = static_cast<std::size_t>(n);
    const std::size_t room = options_.log_limit > logged_ ? options_.log_limit - logged_ : 0;
    const std::size_t keep = std::min(room, got);
    if (options_.log_fd >= 0 && keep > 0) {
      [[maybe_unused]] const ssize_t w = ::write(options_.log_fd, chunk, keep);
    }
    logged_ += keep;
    if (keep < got && !log_full_) {
      log_full_ = true;
      if (options_.log_fd >= 0) {
        const std::string note = "\n--- schnapsen: the bot's stderr reached " +
                                 std::to_string(options_.log_limit) +
                                 " bytes in this run; the rest of it is dropped\n";
        [[maybe_unused]] const ssize_t w = ::write(options_.log_fd, note.data(), note.size());
      }
    }
  }
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
    int timeout = poll_timeout(deadline);
    if (timeout == 0) return std::nullopt;
    if (options_.stop_requested) timeout = std::min(timeout, static_cast<int>(kStopSlice.count()));
    if (pidfd_ >= 0) {
      // The pidfd becomes readable when the child ends: one wake-up, no polling.
      pollfd pfd{pidfd_, POLLIN, 0};
      if (::poll(&pfd, 1, timeout) < 0 && errno != EINTR) return std::nullopt;
    } else {
      std::this_thread::sleep_for(std::min(pause, std::chrono::milliseconds(timeout)));
      pause = std::min(pause * 2, std::chrono::milliseconds(50));
    }
    if (stop_requested()) return std::nullopt;
  }
}

void Subprocess::stop(std::chrono::milliseconds grace) {
  // The bot's processes while it still runs (once it has ended, its children are ours).
  std::set<pid_t> known;
  if (!reaped_ && pid_ > 0) known = processes_of_bot(pid_, token_);
  close_fd(stdin_fd_);
  if (!reaped_ && pid_ > 0) {
    if (grace.count() > 0 && !stop_requested()) wait_ended(Clock::now() + grace);
    if (!reaped_) {
      if (!ended_) known.merge(processes_of_bot(pid_, token_));
      // Not yet reaped, so the pid (and group id) cannot have been reused: kill what is left
      // of the group, the child itself if it is still running, then reap it.
      ::kill(-pid_, SIGKILL);
      if (!ended_) ::kill(pid_, SIGKILL);
      int status = 0;
      while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
      reaped_ = true;
    }
    sweep_strays(known, token_);
  }
  if (copier_.joinable()) {  // the copier takes what the bot wrote last, then ends
    [[maybe_unused]] const ssize_t n = ::write(wake_write_fd_, "x", 1);
    copier_.join();
  }
  close_fd(wake_write_fd_);
  close_fd(wake_fd_);
  close_fd(stderr_fd_);
  close_fd(stdout_fd_);
  close_fd(pidfd_);
}

}  // namespace schnapsen::bots
