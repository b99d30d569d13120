// File locks. FileLock: an exclusive flock(2) on an open descriptor (close-on-exec, so bots never
// inherit it), held while the object lives: it goes away with the process, also after kill -9,
// and a stale file never blocks anyone. The statistics file is counted under one.
//
// SessionLock: one match, one process: a FileLock on "<state dir>/lock" held while a session
// runs. The file holds the owner's pid so that a second process can say who is playing. The
// session checks at every save that its lock is still the directory's (see still_held).
#pragma once

#include <filesystem>
#include <string>
#include <utility>

#include "schnapsen/expected.hpp"

namespace schnapsen::game {

class FileLock {
 public:
  struct Error {
    bool opening = false;  // the file could not be opened (else: it could not be locked)
    int code = 0;          // errno; EWOULDBLOCK: another process holds the lock
  };
  // Opens `path` (creating it) and locks it exclusively; `wait`: until the lock is free, else
  // failing at once when another process holds it.
  static Expected<FileLock, Error> acquire(const std::filesystem::path& path, bool wait);
  FileLock(FileLock&& other) noexcept;
  FileLock& operator=(FileLock&& other) noexcept;
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;
  ~FileLock();  // closing releases the lock; the file stays (harmless)

  int fd() const { return fd_; }

 private:
  explicit FileLock(int fd) : fd_(fd) {}
  int fd_ = -1;
};

// Why the session lock was not taken.
struct LockError {
  bool held = false;    // another process holds it (else: the directory or file is unusable)
  std::string message;  // held: "a match is already running in DIR (process N); ..."
};

class SessionLock {
 public:
  // Takes the lock, creating the directory and the file if needed.
  static Expected<SessionLock, LockError> acquire(const std::filesystem::path& dir);
  static std::filesystem::path file(const std::filesystem::path& dir) { return dir / "lock"; }
  // False once the locked file is no longer the directory's lock (the file or the whole state
  // directory was removed or replaced): another process could then take a lock of its own.
  bool still_held() const;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  SessionLock(FileLock lock, std::filesystem::path dir)
      : lock_(std::move(lock)), dir_(std::move(dir)) {}
  FileLock lock_;
  std::filesystem::path dir_;
};

}  // namespace schnapsen::game
