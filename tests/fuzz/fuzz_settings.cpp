// Fuzzes the settings file (config.toml) as `schnapsen --config FILE --print-config` reads it:
// game::read_file, SettingsFile's checks and CLI11's TOML reader, with main()'s options and
// subcommands. No crash and no exception but CLI11's parse errors; a file that is accepted prints
// settings (--print-config) that are accepted again and print the same.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "commands.hpp"
#include "settings_file.hpp"

namespace {

using namespace schnapsen::cli;

std::string g_file;  // the settings file: each input is written to it

void remove_file() { std::remove(g_file.c_str()); }

void write_file(const std::string& text) {
  std::FILE* f = std::fopen(g_file.c_str(), "wb");
  if (!f || std::fwrite(text.data(), 1, text.size(), f) != text.size() || std::fclose(f) != 0)
    std::abort();
}

// `schnapsen --config FILE --print-config` as main() parses and runs it: the printed settings
// when the file was read and accepted, else nothing.
std::optional<std::string> print_config() {
  CLI::App app{"schnapsen", "schnapsen"};
  Runner run;
  auto settings = add_all_commands(app, run);
  std::string args[] = {"schnapsen", "--config", g_file, "--print-config"};
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  try {
    parse_with_settings(app, *settings, static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError&) {
    return std::nullopt;  // CLI11's own error (the file's is handled in parse_with_settings)
  }
  if (!run) std::abort();  // --print-config chose the play command
  if (settings->ignored()) return std::nullopt;
  std::ostringstream out;
  auto* old = std::cout.rdbuf(out.rdbuf());
  const int status = run();
  std::cout.rdbuf(old);
  if (status != kExitOk) return std::nullopt;  // e.g. --ai with hotseat: refused
  return out.str();
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  const char* dir = std::getenv("TMPDIR");
  std::string name = std::string(dir && *dir == '/' ? dir : "/tmp") + "/fuzz-settings-XXXXXX";
  const int fd = ::mkstemp(name.data());
  if (fd < 0) std::abort();
  ::close(fd);
  g_file = name;
  std::atexit(remove_file);
  std::cerr.rdbuf(nullptr);  // the messages about bad files: thousands a second
  // No table language from the environment: the same messages and choices for every input.
  ::unsetenv("LANGUAGE");
  ::unsetenv("LC_ALL");
  ::unsetenv("LC_MESSAGES");
  ::unsetenv("LANG");
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  write_file(std::string(reinterpret_cast<const char*>(data), size));
  const auto printed = print_config();
  if (!printed) return 0;
  write_file(*printed);
  const auto again = print_config();
  if (!again || *again != *printed) std::abort();
  return 0;
}
