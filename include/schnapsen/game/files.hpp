// The program's file I/O: every file it reads goes through read_file (regular files only, of a
// bounded size), every file it keeps is written atomically; a file that cannot be used is moved
// aside, never deleted; and where the state directory is.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "schnapsen/expected.hpp"

namespace schnapsen::game {

// Writes `content` to `path` so that a crash at any instant leaves the old file or the new one,
// never a torn one: a temporary file in the same directory, fflush + fsync, rename over the old
// file, fsync of the directory. Returns an error message (with the system's reason) on failure,
// and then removes the temporary file and leaves the old file as it was.
std::optional<std::string> write_file_atomically(const std::filesystem::path& path,
                                                 std::string_view content);
// Removes the temporary files write_file_atomically leaves beside `path` when the process is
// killed between creating one and renaming it (".<name>.tmpXXXXXX"). Only the holder of the lock
// that guards every writer of `path` may call it: then no such file belongs to a live writer.
void remove_stale_temp_files(const std::filesystem::path& path);
// Moves `path` aside to "<path>.bad", or "<path>.bad.1", ".bad.2", ... when that name is
// taken (an older .bad is never overwritten). Returns the new path.
Expected<std::filesystem::path, std::string> move_aside(const std::filesystem::path& path);
// The largest file each reader takes (stated in docs/records.md, docs/positions.md, docs/ui.md
// and the man page). A save or a history hand is about 1 KiB; a record may carry comments.
inline constexpr std::size_t kMaxRecordBytes = std::size_t{1} << 20;     // replay, solve
inline constexpr std::size_t kMaxPositionBytes = std::size_t{64} << 10;  // analyze, --position
inline constexpr std::size_t kMaxSettingsBytes = std::size_t{64} << 10;  // config.toml
inline constexpr std::size_t kMaxSaveBytes = std::size_t{256} << 10;     // match.save, history/
inline constexpr std::size_t kMaxStatsBytes = std::size_t{1} << 20;      // stats.json

// Whether read_file reads through a symbolic link that is the file's last component. Files of
// the state directory refuse one, so a link planted there is not read through.
enum class Symlinks : std::uint8_t { Follow, Refuse };

// Reads a whole regular file of at most max_bytes: every file the program reads goes through
// here. The file is opened without waiting (the open of a FIFO would wait for a writer) and the
// opened file is checked: a FIFO, a device, a socket or a folder is refused, and so is a file
// above max_bytes, before it is read. The error is one line naming the file and the reason.
Expected<std::string, std::string> read_file(const std::filesystem::path& path,
                                             std::size_t max_bytes,
                                             Symlinks symlinks = Symlinks::Follow);
// $XDG_STATE_HOME/schnapsen when XDG_STATE_HOME is set to an absolute path, else
// $HOME/.local/state/schnapsen; an error when neither can be used.
Expected<std::filesystem::path, std::string> default_state_dir();

// What the state directory holds where: the player's own match (match.save, its lock), the
// statistics (stats.json) and the history at its top; a hosted network match's save and lock in
// "network" (so a match against the AI and a hosted one never replace each other), with the
// invitation its guest joins with; both count in one set of statistics and history.
struct StateLayout {
  std::filesystem::path dir;
  std::filesystem::path hosted_dir() const { return dir / "network"; }
  std::filesystem::path invitation_file() const { return hosted_dir() / "join-code"; }
  // The deal commitments a guest answered and its shares (net/guest_deal.hpp).
  std::filesystem::path guest_deals_file() const { return dir / "guest-deals"; }
  // The seat secrets a guest joined with, one per match (net/seat_secret.hpp).
  std::filesystem::path guest_seats_file() const { return dir / "guest-seats"; }
  // Creates `dir`, and `hosted_dir()` too when `hosted`; an error says why it could not.
  std::optional<std::string> create(bool hosted) const;
};

}  // namespace schnapsen::game
