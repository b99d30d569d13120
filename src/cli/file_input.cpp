#include <iostream>

#include "commands.hpp"
#include "schnapsen/game/save.hpp"

namespace schnapsen::cli {

Expected<std::filesystem::path, std::string> state_dir_or_default(const std::string& flag) {
  if (!flag.empty()) return std::filesystem::path(flag);
  return game::default_state_dir();
}

Expected<HandRecord, int> read_record_file(std::string_view command, const std::string& path) {
  auto text = game::read_file(path, game::kMaxRecordBytes);
  if (!text) {
    std::cerr << "schnapsen " << command << ": " << text.error() << "\n";
    return unexpected(int{kExitUnreadable});
  }
  auto record = parse_record(*text);
  if (!record) {
    std::cerr << "schnapsen " << command << ": " << path << ": " << record.error().describe()
              << "\n";
    return unexpected(int{kExitUnreadable});
  }
  return std::move(*record);
}

}  // namespace schnapsen::cli
