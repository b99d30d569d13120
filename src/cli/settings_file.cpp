#include "settings_file.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "schnapsen/game/files.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {

namespace {

// Text from the settings file (keys, values in CLI11's messages) and its path are shown through
// text::shorten: no control byte reaches the terminal, a huge value is cut.
using text::kMaxShownPath;
constexpr std::size_t kMaxShownError = 300;

// The key of each line that holds one, as CLI11's reader sees it (`key = value`, or a bare
// word, which it reads as a flag), with the line's number; sections as "[name]".
std::vector<std::pair<std::string, int>> keys_by_line(const std::string& text) {
  std::vector<std::pair<std::string, int>> keys;
  std::istringstream in(text);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    line = std::string(text::trim(line));
    if (line.empty() || line[0] == '#' || line[0] == ';') continue;
    if (line[0] == '[') {
      keys.emplace_back(line.substr(0, line.find(']') + 1), number);
      continue;
    }
    std::string key(text::trim(std::string_view(line).substr(0, line.find('='))));
    if (key.size() >= 2 && (key.front() == '"' || key.front() == '\'') && key.back() == key.front())
      key = key.substr(1, key.size() - 2);
    keys.emplace_back(key, number);
  }
  return keys;
}

// `text` with every line but line `number` emptied (the numbers stay).
std::string only_line(const std::string& text, int number) {
  std::istringstream in(text);
  std::string out, line;
  for (int n = 1; std::getline(in, line); ++n) out += (n == number ? line : "") + "\n";
  return out;
}

std::string settings_keys(const CLI::App& app) {
  std::string out;
  for (const CLI::Option* opt : app.get_options())
    if (opt->get_configurable() && !opt->get_lnames().empty())
      out += (out.empty() ? "" : ", ") + opt->get_lnames().front();
  return out;
}

}  // namespace

std::string default_settings_path() {
  const char* config = std::getenv("XDG_CONFIG_HOME");
  if (config && *config == '/') return std::string(config) + "/schnapsen/config.toml";
  const char* home = std::getenv("HOME");
  if (home && *home) return std::string(home) + "/.config/schnapsen/config.toml";
  return {};
}

std::map<std::string, std::string> default_settings_values() {
  std::map<std::string, std::string> values;
  const std::string path = default_settings_path();
  if (path.empty()) return values;
  auto text = game::read_file(path, game::kMaxSettingsBytes);
  if (!text) return values;
  if (text->starts_with(text::kByteOrderMark)) text->erase(0, text::kByteOrderMark.size());
  try {
    std::istringstream in(*text);
    for (const CLI::ConfigItem& item : CLI::ConfigTOML().from_config(in))
      if (item.parents.empty() && item.inputs.size() == 1) values[item.name] = item.inputs.front();
  } catch (const CLI::Error&) {
    values.clear();  // a file CLI11 cannot read: as if there were none
  }
  return values;
}

std::optional<std::string> keep_settings(
    const std::string& path, const std::vector<std::pair<std::string, std::string>>& settings) {
  if (path.empty()) return std::string("no settings file: neither XDG_CONFIG_HOME nor HOME is set");
  std::error_code error;
  std::filesystem::path target = path;
  if (std::filesystem::is_symlink(target, error)) {  // a dotfiles link: write the file it names
    target = std::filesystem::canonical(target, error);
    if (error) return text::shorten(path, kMaxShownPath) + ": " + error.message();
  }
  std::string text;
  if (std::filesystem::exists(target, error)) {
    auto read = game::read_file(target, game::kMaxSettingsBytes);
    if (!read) return read.error();
    text = std::move(*read);
  } else {
    text = "# schnapsen settings ('schnapsen --print-config' shows every one)\n";
  }
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  // The line of `key`: its setting, else its commented-out default; -1: none.
  const auto line_of = [&lines](const std::string& key) {
    int commented = -1;
    for (std::size_t i = 0; i < lines.size(); ++i) {
      std::string_view l = text::trim(lines[i]);
      const bool comment = l.starts_with('#');
      if (comment) l = text::trim(l.substr(1));
      if (!l.starts_with(key) || text::trim(l.substr(key.size())).substr(0, 1) != "=") continue;
      if (!comment) return static_cast<int>(i);
      if (commented < 0) commented = static_cast<int>(i);
    }
    return commented;
  };
  std::vector<std::pair<std::string, std::string>> all = settings;
  for (const auto& [key, value] : settings)
    if (key == "assist" && value == "false") all.emplace_back("show-score", "false");
  for (const auto& [key, value] : all) {
    std::string line = key;
    line.append(" = ").append(value);
    const int at = line_of(key);
    if (at >= 0)
      lines[static_cast<std::size_t>(at)] = line;
    else if (key != "show-score")  // only turned off where it was set
      lines.push_back(line);
  }
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  std::filesystem::create_directories(target.parent_path(), error);
  if (error)
    return text::shorten(target.parent_path().string(), kMaxShownPath) + ": " + error.message();
  return game::write_file_atomically(target, out);
}

std::vector<CLI::ConfigItem> SettingsFile::from_config(std::istream& input) const {
  command_line_.clear();
  for (const CLI::Option* opt : app_.get_options())
    if (opt->count() > 0) command_line_.insert(opt);
  read_ = false;
  problem_.clear();
  key_lines_.clear();
  if (ignored_ || !app_.get_subcommands().empty()) return {};
  read_ = true;
  std::string text;
  if (text_) {
    text = *text_;
  } else {  // not read by take_file(): read what CLI11 opened, bounded all the same
    text.resize(game::kMaxSettingsBytes + 1);
    input.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(input.gcount()));
    if (text.size() > game::kMaxSettingsBytes) {
      problem_ = path() + ": too large (more than " +
                 std::to_string(game::kMaxSettingsBytes / 1024) + " KiB)";
      throw CLI::ConfigError(problem_);
    }
  }
  // A byte order mark, which some editors write at the start of a UTF-8 file, is not a key.
  if (text.starts_with(text::kByteOrderMark)) text.erase(0, text::kByteOrderMark.size());
  if (only_line_ > 0) text = only_line(text, only_line_);
  key_lines_ = keys_by_line(text);
  std::istringstream again(text);
  std::vector<CLI::ConfigItem> read = CLI::ConfigTOML::from_config(again);
  std::set<std::string> seen;
  for (const auto& [key, line] : key_lines_) {
    std::string where = text::shorten(path(), kMaxShownPath);
    where += ":" + std::to_string(line) + ": ";
    if (key.front() == '[')
      problem_ = where.append("sections such as ")
                     .append(text::shorten(key))
                     .append(" are not used; write 'key = value' lines");
    else if (!seen.insert(key).second)
      problem_ = where.append(text::shorten(key)).append(" is given twice");
    else if (const CLI::Option* opt = app_.get_option_no_throw("--" + key);
             !opt || !opt->get_configurable() || key.find_first_of(" \t\"'") != std::string::npos)
      problem_ =
          where + "unknown key '" + text::shorten(key) + "'; the keys are " + settings_keys(app_);
    if (!problem_.empty()) throw CLI::ConfigError(problem_);
  }
  return read;
}

void SettingsFile::take_file(std::string& path) const {
  if (taken_ && path == taken_path_) {  // CLI11 validates the option again: read once
    if (skip_) path.clear();
    return;
  }
  taken_ = true;
  taken_path_ = path;
  skip_ = false;
  text_.reset();
  unreadable_.clear();
  if (ignored_ || !app_.get_subcommands().empty()) {  // no file is read
    skip_ = true;
    path.clear();
    return;
  }
  std::error_code error;
  if (path.empty() || !std::filesystem::exists(path, error)) return;  // CLI11 says what it says
  auto text = game::read_file(path, game::kMaxSettingsBytes);
  if (text) {
    text_ = std::move(*text);
    return;
  }
  skip_ = true;
  path.clear();
  const CLI::Option* config = app_.get_config_ptr();
  // CLI11 holds a FileError back until the help flags are seen, as for a missing --config file.
  if (config != nullptr && config->count() > 0) throw CLI::FileError(text.error());
  unreadable_ = text.error();
}

void SettingsFile::begin_parse() {
  taken_ = false;
  taken_path_.clear();
  skip_ = false;
  text_.reset();
  unreadable_.clear();
  read_ = false;
  command_line_.clear();
  key_lines_.clear();
  problem_.clear();
}

bool SettingsFile::from_command_line(const CLI::Option* opt) const {
  return read_ ? command_line_.count(opt) > 0 : opt->count() > 0;
}

std::string SettingsFile::path() const {
  const CLI::Option* config = app_.get_config_ptr();
  if (!config) return {};
  if (config->count() > 0) return config->results().front();
  return config->get_default_str();
}

std::string SettingsFile::describe(const CLI::ParseError& error) const {
  if (!problem_.empty()) return problem_;
  std::string what = error.what();
  // CLI11 names the option ("--ai: ..."): name the key and its line instead.
  for (const auto& [key, line] : key_lines_) {
    const std::string name = "--" + key;
    const auto at = what.find(name);
    const auto after = at == std::string::npos ? at : at + name.size();
    if (at == std::string::npos ||
        (after < what.size() &&
         (std::isalnum(static_cast<unsigned char>(what[after])) != 0 || what[after] == '-')))
      continue;
    if (at == 0) what = what.substr(what.rfind(": ", after) == after ? after + 2 : after);
    std::string out = text::shorten(path(), kMaxShownPath);
    out += ":" + std::to_string(line) + ": ";
    return out.append(text::shorten(key)).append(": ").append(text::shorten(what, kMaxShownError));
  }
  return text::shorten(path(), kMaxShownPath) + ": " + text::shorten(what, kMaxShownError);
}

std::string SettingsFile::line_problem(CLI::App& app, int argc, char** argv, int line) {
  only_line_ = line;
  try {
    app.clear();
    begin_parse();
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    only_line_ = 0;
    std::string problem = describe(e);
    const std::string at = ":" + std::to_string(line) + ": ";
    const std::string file = text::shorten(path(), kMaxShownPath);
    if (problem.find(at) == std::string::npos && problem.starts_with(file + ": "))
      problem = file + at + problem.substr(file.size() + 2);  // a TOML error names no line
    return problem;
  }
  only_line_ = 0;
  return {};
}

std::vector<std::string> SettingsFile::every_problem(CLI::App& app, int argc, char** argv,
                                                     const std::string& first) {
  ignored_ = false;
  line_problem(app, argc, argv, 0);  // fails again, as before: the file's keys and their lines
  const auto lines = key_lines_;
  std::vector<std::string> problems;
  std::set<std::string> seen;
  for (const auto& [key, line] : lines) {
    std::string problem = seen.insert(key).second
                              ? line_problem(app, argc, argv, line)
                              : text::shorten(path(), kMaxShownPath) + ":" + std::to_string(line) +
                                    ": " + text::shorten(key) +
                                    " is given twice";  // wrong only beside its first line
    if (!problem.empty()) problems.push_back(std::move(problem));
  }
  ignore(first);
  if (std::find(problems.begin(), problems.end(), first) == problems.end())
    problems.insert(problems.begin(), first);
  return problems;
}

std::shared_ptr<SettingsFile> add_settings_file(CLI::App& app) {
  auto settings = std::make_shared<SettingsFile>(app);
  app.config_formatter(settings);
  app.allow_config_extras(CLI::config_extras_mode::error);
  app.set_config("--config", default_settings_path(),
                 "Settings file (default $XDG_CONFIG_HOME/schnapsen/config.toml, else "
                 "~/.config/schnapsen/config.toml); the flags override it")
      ->type_name("FILE")
      ->option_text("FILE")  // --help: no "=/home/<user>/..." from this machine's environment
      ->transform(CLI::Validator(
          [settings](std::string& path) {
            settings->take_file(path);
            return std::string();
          },
          ""));
  return settings;
}

namespace {

// A default settings file that exists but cannot be read (no permission, a folder, a FIFO, too
// large; take_file): the player hears of it, and the defaults apply.
void check_unread(const CLI::App& app, SettingsFile& settings) {
  if (!app.get_subcommands().empty() || settings.was_read() || settings.ignored() ||
      settings.unreadable().empty())
    return;
  const std::string problem = text::shorten(settings.unreadable(), kMaxShownPath);
  settings.ignore(problem);
  std::cerr << "schnapsen: " << problem << "\nschnapsen: the defaults apply\n";
}

}  // namespace

void parse_with_settings(CLI::App& app, SettingsFile& settings, int argc, char** argv) {
  try {
    settings.begin_parse();
    app.parse(argc, argv);
    check_unread(app, settings);
    return;
  } catch (const CLI::ParseError& e) {
    if (!settings.was_read()) throw;
    const std::string first = settings.describe(e);
    settings.ignore(first);
    app.clear();
    settings.begin_parse();
    app.parse(argc, argv);  // the command line's own error, if any, goes to the caller
    // The command line is good: every bad line of the file, each tried alone, is named.
    const std::vector<std::string> problems = settings.every_problem(app, argc, argv, first);
    settings.ignore(text::join(problems, "; "));
    app.clear();
    settings.begin_parse();
    app.parse(argc, argv);
    for (const std::string& problem : problems) std::cerr << "schnapsen: " << problem << "\n";
    std::cerr << "schnapsen: the settings file is ignored; the defaults apply\n";
  }
}

}  // namespace schnapsen::cli
