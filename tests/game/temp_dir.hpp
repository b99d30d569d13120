// A fresh directory under the system's temporary directory, removed with everything in it when
// the test ends (write permission is given back first, for tests that take it away).
#pragma once

#include <unistd.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace schnapsen::game {

struct TempDir {
  std::filesystem::path path;
  TempDir() {
    std::string templ = (std::filesystem::temp_directory_path() / "schnapsen-test-XXXXXX").string();
    path = ::mkdtemp(templ.data());
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::permissions(path, std::filesystem::perms::owner_all, ec);
    std::filesystem::remove_all(path, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

}  // namespace schnapsen::game
