// The files the commands read: hand records, positions, the state directory.
#include <iostream>

#include "commands.hpp"
#include "schnapsen/game/files.hpp"
#include "schnapsen/position.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {
namespace {

std::string describe(const RecordError& e) { return e.describe(); }
const std::string& describe(const std::string& e) { return e; }

// Reads at most `limit` bytes of `path` and parses them with `parse`; on failure prints a
// message naming the command and the file on stderr and returns kExitUnreadable.
template <class T, class Error>
Expected<T, int> read_input_file(std::string_view command, const std::string& path,
                                 std::size_t limit,
                                 Expected<T, Error> (*parse)(std::string_view text)) {
  auto text = game::read_file(path, limit);
  if (!text) {
    std::cerr << "schnapsen " << command << ": " << text::shorten(text.error(), text::kMaxShownPath)
              << "\n";
    return unexpected(int{kExitUnreadable});
  }
  auto parsed = parse(*text);
  if (!parsed) {
    std::cerr << "schnapsen " << command << ": " << text::shorten(path, text::kMaxShownPath) << ": "
              << describe(parsed.error()) << "\n";
    return unexpected(int{kExitUnreadable});
  }
  return std::move(*parsed);
}

}  // namespace

Expected<std::filesystem::path, std::string> state_dir_or_default(const std::string& flag) {
  if (flag.empty()) return game::default_state_dir();
  // Given by name, it must be there: an empty record of play is for a directory never used.
  std::error_code ec;
  if (!std::filesystem::is_directory(flag, ec))
    return unexpected(
        "--state-dir " + flag + ": " +
        (std::filesystem::exists(flag, ec) ? "not a directory" : "no such directory"));
  return std::filesystem::path(flag);
}

Expected<HandRecord, int> read_record_file(std::string_view command, const std::string& path) {
  return read_input_file(command, path, game::kMaxRecordBytes, &parse_record);
}

Expected<Position, int> read_position_file(std::string_view command, const std::string& path) {
  return read_input_file(command, path, game::kMaxPositionBytes, &parse_position);
}

}  // namespace schnapsen::cli
