// One match, one process: an exclusive lock on "<state dir>/lock" held while a session runs. The
// file holds the owner's pid so that a second process can say who is playing. The lock is an
// flock(2) on an open descriptor (close-on-exec, so bots never inherit it): it goes away with the
// process, also after kill -9, and a stale file never blocks anyone.
#pragma once

#include <filesystem>
#include <string>

#include "schnapsen/expected.hpp"

namespace schnapsen::game {

// Why the lock was not taken.
struct LockError {
  bool held = false;    // another process holds it (else: the directory or file is unusable)
  std::string message;  // held: "a match is already running in DIR (process N); ..."
};

class SessionLock {
 public:
  // Takes the lock, creating the directory and the file if needed.
  static Expected<SessionLock, LockError> acquire(const std::filesystem::path& dir);
  SessionLock(SessionLock&& other) noexcept;
  SessionLock& operator=(SessionLock&& other) noexcept;
  SessionLock(const SessionLock&) = delete;
  SessionLock& operator=(const SessionLock&) = delete;
  ~SessionLock();

  static std::filesystem::path file(const std::filesystem::path& dir) { return dir / "lock"; }

 private:
  explicit SessionLock(int fd) : fd_(fd) {}
  int fd_ = -1;
};

}  // namespace schnapsen::game
