// The settings file: `$XDG_CONFIG_HOME/schnapsen/config.toml` (else ~/.config/schnapsen/), or
// `--config FILE`, gives defaults for the play flags; the command line overrides it. CLI11 reads
// it (its TOML reader, through set_config); this class adds what CLI11 lacks: which flags came
// from the command line, the file's line numbers in messages, and going on without the file
// when it is bad (docs/ui.md, "Settings file").
#pragma once

#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

namespace schnapsen::cli {

class SettingsFile : public CLI::ConfigTOML {
 public:
  explicit SettingsFile(const CLI::App& app) : app_(app) {}

  // CLI11 calls this once the command line is parsed, with the file's contents. Snapshots the
  // options the command line gave, checks the keys (a section, an unknown key, a key given twice
  // or a flag that is not a setting is an error) and returns the file's items. Returns nothing
  // for a subcommand (the file holds play settings only) or after ignore().
  std::vector<CLI::ConfigItem> from_config(std::istream& input) const override;

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

 private:
  const CLI::App& app_;
  bool ignored_ = false;
  std::string ignored_because_;
  mutable bool read_ = false;
  mutable std::set<const CLI::Option*> command_line_;
  mutable std::vector<std::pair<std::string, int>> key_lines_;  // each key and its line
  mutable std::string problem_;  // a problem from_config found itself, with its line
};

// The default settings file: $XDG_CONFIG_HOME/schnapsen/config.toml, else
// $HOME/.config/schnapsen/config.toml; empty when neither variable is set.
std::string default_settings_path();

// Adds --config FILE (default: default_settings_path()) and the TOML reader to `app`. Options
// that are not settings must be marked configurable(false) by their command.
std::shared_ptr<SettingsFile> add_settings_file(CLI::App& app);

// Parses the command line with the settings file. When the file is bad, prints one line naming
// the file, line and key on stderr and parses again without the file (all of its settings fall
// back to the defaults). Errors of the command line itself are thrown as by CLI::App::parse.
void parse_with_settings(CLI::App& app, SettingsFile& settings, int argc, char** argv);

}  // namespace schnapsen::cli
