// The file `--decisions FILE` of `arena` and `ladder` writes (docs/records.md "Decision
// records"): opened before the run so that a bad path is refused at once, written a deal pair
// at a time as the run goes (nothing accumulates in memory), closed with its errors checked.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/lab/decision_record.hpp"
#include "schnapsen/lab/measurement_players.hpp"

namespace schnapsen::cli {

class DecisionFile {
 public:
  // Creates or truncates `path`; the error names it: "--decisions out: Is a directory".
  static Expected<DecisionFile, std::string> open(const std::string& path);
  // open(), after checking that every one of `players` can be made (make_player), so that a
  // mistyped name is refused before an earlier file of records is truncated.
  static Expected<DecisionFile, std::string> open_for(const std::string& path,
                                                      const std::vector<std::string>& players,
                                                      const bots::PlayerOptions& options);
  DecisionFile(DecisionFile&& other) noexcept;
  DecisionFile& operator=(DecisionFile&&) = delete;
  ~DecisionFile();

  // Writes all of `lines`; throws std::runtime_error naming the file on a failure (a full disk),
  // which stops the run that called it.
  void write(std::string_view lines);
  // A sink for lab::ArenaSettings or lab::LadderSettings that writes here; this file must outlive
  // the run.
  lab::DecisionSink sink();
  // Closes the file; the error, if closing failed (the last data may be lost).
  std::optional<std::string> close();

 private:
  DecisionFile(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
  std::string problem(int error) const;

  std::string path_;
  int fd_ = -1;
};

}  // namespace schnapsen::cli
