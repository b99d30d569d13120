// The state directory's lock (session_lock.hpp).
#include "schnapsen/game/session_lock.hpp"

#include "schnapsen/game/i18n.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>
#include <utility>

namespace schnapsen::game {
namespace fs = std::filesystem;

namespace {

std::string read_pid(int fd) {
  char buf[32] = {};
  const ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
  std::string pid;
  for (ssize_t i = 0; i < n && buf[i] >= '0' && buf[i] <= '9'; ++i) pid += buf[i];
  return pid;
}

}  // namespace

Expected<SessionLock, LockError> SessionLock::acquire(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec)
    return unexpected(
        LockError{false, tr(N_("cannot create %s: %s"), {dir.string(), ec.message()})});
  const fs::path path = file(dir);
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    return unexpected(
        LockError{false, tr(N_("cannot open %s: %s"), {path.string(), std::strerror(errno)})});
  int rc = 0;
  while ((rc = ::flock(fd, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR) {
  }
  if (rc != 0) {
    const int err = errno;
    const std::string pid = read_pid(fd);
    ::close(fd);
    if (err == EWOULDBLOCK)
      return unexpected(LockError{
          true, tr(N_("a match is already running in %s (process %s); go on with it there, or "
                      "play a separate unsaved match with --separate"),
                   {dir.string(), pid.empty() ? std::string(_("unknown")) : pid})});
    return unexpected(
        LockError{false, tr(N_("cannot lock %s: %s"), {path.string(), std::strerror(err)})});
  }
  const std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) < 0) {
    // The lock holds without the pid; a second process then says "process unknown".
  }
  return SessionLock(fd);
}

SessionLock::SessionLock(SessionLock&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}

SessionLock& SessionLock::operator=(SessionLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

SessionLock::~SessionLock() {
  if (fd_ >= 0) ::close(fd_);  // closing releases the lock; the file stays (harmless)
}

}  // namespace schnapsen::game
