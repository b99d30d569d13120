// Files on disk: atomic writes, moving bad files aside, the state directory and the SaveStore.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <system_error>

#include "save_detail.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/save.hpp"

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

Expected<std::string, std::string> read_file(const fs::path& path, std::size_t max_bytes) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) return unexpected(path.string() + ": cannot open: " + system_reason(errno));
  std::string data;
  char buf[65536];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    data.append(buf, n);
    if (data.size() > max_bytes) {
      std::fclose(f);
      return unexpected(path.string() + ": too large (more than " +
                        std::to_string(max_bytes / 1024) + " KiB)");
    }
  }
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) return unexpected(path.string() + ": read error");
  return data;
}

Expected<fs::path, std::string> default_state_dir() {
  const char* xdg = std::getenv("XDG_STATE_HOME");
  if (xdg && xdg[0] == '/') return fs::path(xdg) / "schnapsen";
  const char* home = std::getenv("HOME");
  if (home && home[0] == '/') return fs::path(home) / ".local" / "state" / "schnapsen";
  return unexpected(
      std::string(_("no place for saves: set HOME or XDG_STATE_HOME to an absolute directory")));
}

SaveStore::SaveStore(fs::path dir) : dir_(std::move(dir)) {}

std::optional<std::string> SaveStore::save(const SavedMatch& match) const {
  // Never write a save that could not be loaded again (e.g. a name of spaces only).
  if (auto bad = check_save(match)) return tr(N_("not saved: %s"), {bad->message});
  std::error_code ec;
  fs::create_directories(dir_, ec);
  if (ec) return tr(N_("cannot create %s: %s"), {dir_.string(), ec.message()});
  return write_file_atomically(save_file(), print_save(match));
}

LoadedSave SaveStore::load() const {
  LoadedSave out;
  const fs::path file = save_file();
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(file, ec))) return out;  // NoSave
  std::string why;
  if (auto text = read_file(file)) {
    auto parsed = parse_save(*text);
    if (parsed) {
      out.status = LoadedSave::Status::Loaded;
      out.match = std::move(*parsed);
      return out;
    }
    why = parsed.error().message;
  } else {
    why = text.error();
  }
  out.status = LoadedSave::Status::Rejected;
  if (auto moved = move_aside(file)) {
    out.moved_to = *moved;
    out.message = tr(N_("the saved match could not be resumed (%s); it was moved to %s"),
                     {why, moved->string()});
  } else {
    out.message = tr(N_("the saved match could not be resumed (%s); %s"), {why, moved.error()});
  }
  return out;
}

std::optional<std::string> SaveStore::remove() const {
  std::error_code ec;
  fs::remove(save_file(), ec);
  if (ec) return tr(N_("cannot remove %s: %s"), {save_file().string(), ec.message()});
  return std::nullopt;
}

}  // namespace schnapsen::game
