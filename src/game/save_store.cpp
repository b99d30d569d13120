// The one saved match of a user on disk (save.hpp: SaveStore).
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/save.hpp"

namespace schnapsen::game {
namespace fs = std::filesystem;

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
  if (auto text = read_file(file, kMaxSaveBytes, Symlinks::Refuse)) {
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
