#include "decision_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <utility>

#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {

std::string DecisionFile::problem(int error) const {
  return "--decisions " + text::shorten(path_, text::kMaxShownPath) + ": " + std::strerror(error);
}

Expected<DecisionFile, std::string> DecisionFile::open(const std::string& path) {
  // A plain write(2) per deal pair: each is tens of kilobytes, buffer enough, and an error (a
  // full disk, /dev/full) shows at the first pair rather than after the whole run.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return unexpected(DecisionFile(path, -1).problem(errno));
  return DecisionFile(path, fd);
}

Expected<DecisionFile, std::string> DecisionFile::open_for(const std::string& path,
                                                           const std::vector<std::string>& players,
                                                           const bots::PlayerOptions& options) {
  for (const std::string& name : players)
    if (auto p = lab::make_measurement_player(name, 0, options); !p) return unexpected(p.error());
  return open(path);
}

DecisionFile::DecisionFile(DecisionFile&& other) noexcept
    : path_(std::move(other.path_)), fd_(std::exchange(other.fd_, -1)) {}

DecisionFile::~DecisionFile() {
  if (fd_ >= 0) ::close(fd_);
}

void DecisionFile::write(std::string_view lines) {
  while (!lines.empty()) {
    const ssize_t n = ::write(fd_, lines.data(), lines.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error(problem(n < 0 ? errno : EIO));
    lines.remove_prefix(static_cast<std::size_t>(n));
  }
}

lab::DecisionSink DecisionFile::sink() {
  lab::DecisionSink s;
  s.write = [this](std::string_view lines) { write(lines); };
  return s;
}

std::optional<std::string> DecisionFile::close() {
  const int fd = std::exchange(fd_, -1);
  if (fd >= 0 && ::close(fd) != 0) return problem(errno);
  return std::nullopt;
}

}  // namespace schnapsen::cli
