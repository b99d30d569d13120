#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {

Expected<std::filesystem::path, std::string> state_dir_or_default(const std::string& flag) {
  if (flag.empty()) return game::default_state_dir();
  // Given by name, it must be there: an empty record of play is for a directory never used.
  std::error_code ec;
  if (!std::filesystem::is_directory(flag, ec))
    return unexpected("--state-dir " + flag + ": " +
                      (std::filesystem::exists(flag, ec) ? "not a directory" : "no such directory"));
  return std::filesystem::path(flag);
}

Expected<std::string, std::string> read_text_file(const std::string& path, std::size_t max_bytes) {
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
    return unexpected(path + ": is a directory, not a file");
  std::ifstream in(path, std::ios::binary);
  if (!in) return unexpected(path + ": cannot open: " + std::strerror(errno));
  std::string data;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    data.append(buf, static_cast<std::size_t>(in.gcount()));
    if (data.size() > max_bytes)
      return unexpected(path + ": too large (more than " + std::to_string(max_bytes / 1024) +
                        " KiB)");
  }
  if (in.bad()) return unexpected(path + ": read error");
  return data;
}

Expected<HandRecord, int> read_record_file(std::string_view command, const std::string& path) {
  auto text = read_text_file(path);
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
