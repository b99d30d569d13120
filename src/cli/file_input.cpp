#include <iostream>

#include "commands.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {

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
  auto text = game::read_file(path, game::kMaxRecordBytes);
  if (!text) {
    std::cerr << "schnapsen " << command << ": " << text::shorten(text.error(), text::kMaxShownPath)
              << "\n";
    return unexpected(int{kExitUnreadable});
  }
  auto record = parse_record(*text);
  if (!record) {
    std::cerr << "schnapsen " << command << ": " << text::shorten(path, text::kMaxShownPath) << ": "
              << record.error().describe() << "\n";
    return unexpected(int{kExitUnreadable});
  }
  return std::move(*record);
}

}  // namespace schnapsen::cli
