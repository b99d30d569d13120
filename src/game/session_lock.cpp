// File locks and the state directory's lock (session_lock.hpp).
#include "schnapsen/game/session_lock.hpp"

#include "schnapsen/game/i18n.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>
#include <utility>

namespace schnapsen::game {
namespace fs = std::filesystem;

namespace {

// The pid a session lock's holder wrote into the file, "" when unknown.
std::string read_pid(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0) return {};
  char buf[32] = {};
  const ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
  ::close(fd);
  std::string pid;
  for (ssize_t i = 0; i < n && buf[i] >= '0' && buf[i] <= '9'; ++i) pid += buf[i];
  return pid;
}

}  // namespace

Expected<FileLock, FileLock::Error> FileLock::acquire(const fs::path& path, bool wait) {
  // O_NOFOLLOW: a symbolic link planted in the state directory is refused (ELOOP), never
  // followed to truncate or write the file it points to.
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd < 0) return unexpected(Error{true, errno});
  int rc = 0;
  while ((rc = ::flock(fd, wait ? LOCK_EX : LOCK_EX | LOCK_NB)) != 0 && errno == EINTR) {
  }
  if (rc != 0) {
    const int err = errno;
    ::close(fd);
    return unexpected(Error{false, err});
  }
  return FileLock(fd);
}

FileLock::FileLock(FileLock&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}

FileLock& FileLock::operator=(FileLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

FileLock::~FileLock() {
  if (fd_ >= 0) ::close(fd_);
}

Expected<SessionLock, LockError> SessionLock::acquire(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec)
    return unexpected(
        LockError{false, tr(N_("cannot create %s: %s"), {dir.string(), ec.message()})});
  const fs::path path = file(dir);
  auto lock = FileLock::acquire(path, false);
  if (!lock && lock.error().opening)
    return unexpected(LockError{
        false, tr(N_("cannot open %s: %s"), {path.string(), std::strerror(lock.error().code)})});
  if (!lock) {
    const int err = lock.error().code;
    const std::string pid = read_pid(path);
    if (err == EWOULDBLOCK)
      return unexpected(LockError{
          true, tr(N_("a match is already running in %s (process %s); go on with it there, or "
                      "play a separate unsaved match with --separate"),
                   {dir.string(), pid.empty() ? std::string(_("unknown")) : pid})});
    return unexpected(
        LockError{false, tr(N_("cannot lock %s: %s"), {path.string(), std::strerror(err)})});
  }
  const std::string pid = std::to_string(::getpid()) + "\n";
  const int fd = lock->fd();
  if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) < 0) {
    // The lock holds without the pid; a second process then says "process unknown".
  }
  return SessionLock(std::move(*lock), dir);
}

bool SessionLock::still_held() const {
  struct stat held {};
  struct stat named {};
  if (::fstat(lock_.fd(), &held) != 0 || ::lstat(file(dir_).c_str(), &named) != 0) return false;
  return held.st_dev == named.st_dev && held.st_ino == named.st_ino;
}

}  // namespace schnapsen::game
