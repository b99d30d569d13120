// The settings file: `$XDG_CONFIG_HOME/schnapsen/config.toml` (else ~/.config/schnapsen/), or
// `--config FILE`, gives defaults for the play flags; the command line overrides it. CLI11 parses
// it (its TOML reader, through set_config); this class adds what CLI11 lacks: reading the file
// bounded and only when it is a regular file (game::read_file, before CLI11 would open it), which
// flags came from the command line, the file's line numbers in messages, and going on without
// the file when it is bad (docs/ui.md, "Settings file").
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

namespace schnapsen::cli {

class SettingsFile : public CLI::ConfigTOML {
 public:
  explicit SettingsFile(const CLI::App& app) : app_(app) {}

  // CLI11 calls this once the command line is parsed, after take_file() has read the file.
  // Snapshots the options the command line gave, checks the keys (a section, an unknown key, a
  // key given twice or a flag that is not a setting is an error) and returns the file's items.
  // Returns nothing for a subcommand (the file holds play settings only) or after ignore(). A
  // leading UTF-8 byte order mark is skipped. `input` is the file CLI11 opened again; it is
  // read (bounded) only when take_file() did not read the file.
  std::vector<CLI::ConfigItem> from_config(std::istream& input) const override;

  // The --config option's transform, which CLI11 runs on the path (given or the default) just
  // before it opens the file: CLI11 would open any path, a FIFO blocking it and /dev/zero
  // filling the memory. Reads the file with game::read_file (kMaxSettingsBytes) for
  // from_config. A missing file is left to CLI11 (an error for --config, silent for the
  // default). A file that cannot be read is a CLI::FileError when --config named it; the
  // default file's problem is kept for parse_with_settings, which names it and goes on with the
  // defaults. Either way `path` is emptied so that CLI11 does not open it; likewise for a
  // subcommand or after ignore(), which read no file. A file read here is still opened by
  // CLI11 (its reader takes a path), but from_config uses the text read here.
  void take_file(std::string& path) const;
  // Each parse starts afresh: the file is read again and nothing of the last parse is kept.
  void begin_parse();
  // Why the default settings file could not be read in the last parse, else empty.
  const std::string& unreadable() const { return unreadable_; }

  // Whether `opt` was given on the command line, not just in the settings file.
  bool from_command_line(const CLI::Option* opt) const;
  // Whether the last parse read a settings file (it existed and was used).
  bool was_read() const { return read_; }
  // The next parses read no settings file: a bad one is ignored as a whole.
  void ignore(std::string because) {
    ignored_ = true;
    ignored_because_ = std::move(because);
  }
  bool ignored() const { return ignored_; }
  // The path that was or would be read (--config FILE, else the default).
  std::string path() const;
  // A one-line description of `error`, which the settings file caused: the file, the line and
  // the key, and what is wrong.
  std::string describe(const CLI::ParseError& error) const;
  // What was wrong with the file when parse_with_settings ignored it, else empty.
  const std::string& ignored_because() const { return ignored_because_; }
  // After a parse failed on the file (`first` its description): every line that is wrong on
  // its own, each tried alone (parsing `argc`/`argv` again), in the file's order; `first`
  // where it is wrong only beside another line (a key given twice). Leaves the file ignored.
  std::vector<std::string> every_problem(CLI::App& app, int argc, char** argv,
                                         const std::string& first);

 private:
  const CLI::App& app_;
  bool ignored_ = false;
  std::string ignored_because_;
  mutable bool read_ = false;
  mutable std::set<const CLI::Option*> command_line_;
  mutable std::vector<std::pair<std::string, int>> key_lines_;  // each key and its line
  mutable std::string problem_;  // a problem from_config found itself, with its line
  int only_line_ = 0;            // every_problem: the one line read (0: all of them)
  // The problem of the file's line `line` read alone ("" when it is fine; 0: the whole file).
  std::string line_problem(CLI::App& app, int argc, char** argv, int line);
  // What take_file() did in this parse: CLI11 runs the transform again with the option's
  // callback, and the file is read once.
  mutable bool taken_ = false;
  mutable std::string taken_path_;           // the path as given to take_file()
  mutable bool skip_ = false;                // take_file() emptied the path
  mutable std::optional<std::string> text_;  // the file's text, when take_file() read it
  mutable std::string unreadable_;
};

// The default settings file: $XDG_CONFIG_HOME/schnapsen/config.toml, else
// $HOME/.config/schnapsen/config.toml; empty when neither variable is set.
std::string default_settings_path();

// The default settings file's `key = value` settings as text (a flag as "true"/"false"), for
// subcommands that show the table (`history N`: suits, lang, ascii, no-color); empty when there
// is no file or it cannot be read or parsed (playing names such a file's problem).
std::map<std::string, std::string> default_settings_values();

// The table menu's "keep these settings" (docs/ui.md): sets each key of `settings` to its TOML
// value text in the settings file at `path`, keeping every other line and comment: the key's
// line, or else its commented-out default as --print-config writes it ("# speed = ..."), is
// replaced, and a key the file lacks is appended; a missing file is created with its folder, and
// a symbolic link is written through. "assist = false" also turns off a show-score line, which
// would show the score all the same. Returns an error message on failure.
std::optional<std::string> keep_settings(
    const std::string& path, const std::vector<std::pair<std::string, std::string>>& settings);

// Adds --config FILE (default: default_settings_path()) and the TOML reader to `app`. Options
// that are not settings must be marked configurable(false) by their command.
std::shared_ptr<SettingsFile> add_settings_file(CLI::App& app);

// Parses the command line with the settings file. When the file is bad, prints one line naming
// the file, line and key on stderr and parses again without the file (all of its settings fall
// back to the defaults). Errors of the command line itself are thrown as by CLI::App::parse.
void parse_with_settings(CLI::App& app, SettingsFile& settings, int argc, char** argv);

}  // namespace schnapsen::cli
