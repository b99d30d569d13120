// Files on disk (files.hpp): reading, atomic writes, moving bad files aside, the state directory.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <system_error>

#include "files_detail.hpp"
#include "schnapsen/game/files.hpp"
#include "schnapsen/game/i18n.hpp"

namespace schnapsen::game {
namespace fs = std::filesystem;

namespace detail {

FailPoint& fail_point() {
  static FailPoint point = FailPoint::Never;
  return point;
}

}  // namespace detail

namespace {

std::string system_reason(int err) { return std::strerror(err); }

// Writes all of `content` to the open descriptor.
bool write_all(int fd, std::string_view content) {
  while (!content.empty()) {
    const ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    content.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

void sync_directory(const fs::path& dir) {
  const int fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;  // best effort: the rename itself is already atomic
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

std::optional<std::string> write_file_atomically(const fs::path& path, std::string_view content) {
  const fs::path dir = path.parent_path();
  std::string name = path.filename().string();
  name.insert(name.begin(), '.');
  name.append(".tmpXXXXXX");
  std::string temp = (dir / name).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) return tr(N_("cannot write %s: %s"), {path.string(), system_reason(errno)});
  auto fail = [&](int err) -> std::optional<std::string> {
    ::close(fd);
    ::unlink(temp.c_str());
    return tr(N_("cannot write %s: %s"), {path.string(), system_reason(err)});
  };
  if (!write_all(fd, content)) return fail(errno);
  if (detail::fail_point() == detail::FailPoint::AfterWrite) return fail(ENOSPC);
  if (::fsync(fd) != 0) return fail(errno);
  if (detail::fail_point() == detail::FailPoint::BeforeRename) return fail(EIO);
  if (::close(fd) != 0) {
    const int err = errno;
    ::unlink(temp.c_str());
    return tr(N_("cannot write %s: %s"), {path.string(), system_reason(err)});
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    ::unlink(temp.c_str());
    return tr(N_("cannot write %s: %s"), {path.string(), system_reason(err)});
  }
  sync_directory(dir);
  return std::nullopt;
}

void remove_stale_temp_files(const fs::path& path) {
  const std::string prefix = "." + path.filename().string() + ".tmp";
  std::error_code ec;
  const fs::path dir = path.has_parent_path() ? path.parent_path() : fs::path(".");
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const bool mkstemp_suffix =  // six letters or digits, as mkstemp fills "XXXXXX"
        name.size() == prefix.size() + 6 && name.starts_with(prefix) &&
        std::all_of(name.begin() + static_cast<std::ptrdiff_t>(prefix.size()), name.end(),
                    [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; });
    if (mkstemp_suffix) {
      std::error_code ignored;
      fs::remove(it->path(), ignored);  // best effort: a leftover only takes space
    }
  }
}

Expected<fs::path, std::string> move_aside(const fs::path& path) {
  for (int i = 0; i < 1000; ++i) {
    fs::path target = path;
    target += i == 0 ? ".bad" : ".bad." + std::to_string(i);
    std::error_code ec;
    if (fs::exists(fs::symlink_status(target, ec))) continue;
    // link() fails if the target appeared meanwhile, so an older .bad is never overwritten.
    if (::link(path.c_str(), target.c_str()) == 0) {
      ::unlink(path.c_str());
      return target;
    }
    if (errno == EEXIST) continue;
    // File systems without hard links: a plain rename (the target was checked just above).
    if (::rename(path.c_str(), target.c_str()) == 0) return target;
    return unexpected(tr(N_("cannot move %s aside: %s"), {path.string(), system_reason(errno)}));
  }
  return unexpected(tr(N_("cannot move %s aside: too many .bad files"), {path.string()}));
}

namespace {

// What a file that is not a regular file is, for the message.
const char* file_kind(mode_t mode) {
  if (S_ISFIFO(mode)) return N_("a FIFO");
  if (S_ISCHR(mode)) return N_("a character device");
  if (S_ISBLK(mode)) return N_("a block device");
  if (S_ISSOCK(mode)) return N_("a socket");
  return N_("not a plain file");
}

std::string kib(std::size_t bytes) { return std::to_string(bytes / 1024); }

}  // namespace

Expected<std::string, std::string> read_file(const fs::path& path, std::size_t max_bytes,
                                             Symlinks symlinks) {
  const std::string name = path.string();
  // O_NONBLOCK: the open of a FIFO returns at once instead of waiting for a writer; reads of a
  // regular file never wait, so the flag changes nothing for the files that are read.
  const int flags =
      O_RDONLY | O_NONBLOCK | O_CLOEXEC | (symlinks == Symlinks::Refuse ? O_NOFOLLOW : 0);
  const int fd = ::open(path.c_str(), flags);
  if (fd < 0) {
    const int err = errno;
    if (err == ELOOP && symlinks == Symlinks::Refuse)
      return unexpected(tr(N_("%s: is a symbolic link, which is not followed here"), {name}));
    return unexpected(tr(N_("%s: cannot open: %s"), {name, system_reason(err)}));
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat info {};
  if (::fstat(fd, &info) != 0)
    return unexpected(tr(N_("%s: cannot open: %s"), {name, system_reason(errno)}));
  if (S_ISDIR(info.st_mode)) return unexpected(tr(N_("%s: is a directory, not a file"), {name}));
  if (!S_ISREG(info.st_mode))
    return unexpected(tr(N_("%s: not a regular file (%s)"), {name, _(file_kind(info.st_mode))}));
  const auto too_large = [&] {
    return unexpected(tr(N_("%s: too large (more than %s KiB)"), {name, kib(max_bytes)}));
  };
  if (static_cast<std::uintmax_t>(info.st_size) > max_bytes) return too_large();
  // The size is checked again while reading: the file may grow meanwhile.
  std::string data;
  char buf[65536];
  while (true) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      return unexpected(tr(N_("%s: read error: %s"), {name, system_reason(errno)}));
    }
    if (n == 0) break;
    data.append(buf, static_cast<std::size_t>(n));
    if (data.size() > max_bytes) return too_large();
  }
  return data;
}

std::optional<std::string> StateLayout::create(bool hosted) const {
  std::error_code ec;
  fs::create_directories(hosted ? hosted_dir() : dir, ec);
  if (ec) return ec.message();
  return std::nullopt;
}

Expected<fs::path, std::string> default_state_dir() {
  const char* xdg = std::getenv("XDG_STATE_HOME");
  if (xdg && xdg[0] == '/') return fs::path(xdg) / "schnapsen";
  const char* home = std::getenv("HOME");
  if (home && home[0] == '/') return fs::path(home) / ".local" / "state" / "schnapsen";
  return unexpected(
      std::string(_("no place for saves: set HOME or XDG_STATE_HOME to an absolute directory")));
}

}  // namespace schnapsen::game
