// Line mode's golden transcripts: whole hands played through a real Session in line mode, the
// typed lines ("> ...") among the lines the program wrote, compared line by line with the files
// in tests/line/transcripts. Each file's first line sets the match. A change of wording updates
// them on purpose: SCHNAPSEN_UPDATE_TRANSCRIPTS=1 writes what the program says now.
//
// Every line written is also checked as a screen reader or a braille display meets it: no
// control or escape byte, no suit symbol or box drawing, no card code ("Ts") in prose, no
// "13:1" (read as a time), and short.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "catch.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/line/line_table.hpp"
#include "source_dir.hpp"
#include "transcripts.hpp"

namespace schnapsen::line {
namespace {

namespace fs = std::filesystem;

// Standard input for the table: the typed lines one at a time, each echoed into the transcript
// ("> line") when the table reads it.
class EchoingInput : public std::streambuf {
 public:
  EchoingInput(std::vector<std::string> lines, std::ostream& transcript)
      : lines_(std::move(lines)), transcript_(transcript) {}

 protected:
  int_type underflow() override {
    if (next_ == lines_.size()) return traits_type::eof();
    transcript_ << "> " << lines_[next_] << "\n";
    current_ = lines_[next_++] + "\n";
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
  }

 private:
  std::vector<std::string> lines_;
  std::ostream& transcript_;
  std::size_t next_ = 0;
  std::string current_;
};

struct Transcript {
  std::string setup;  // the first line: "# seed 3, ai random, rules soft, lang en, suits french"
  std::vector<std::string> typed;
  std::vector<std::string> lines;  // everything after the first line
};

Transcript read_transcript(const fs::path& file) {
  std::ifstream in(file);
  Transcript t;
  std::getline(in, t.setup);
  for (std::string line; std::getline(in, line);) {
    t.lines.push_back(line);
    if (line.starts_with("> ")) t.typed.push_back(line.substr(2));
  }
  return t;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Plays the transcript's match with its typed lines; the transcript the program makes of it.
std::vector<std::string> play(const Transcript& t, const fs::path& state_dir) {
  game::MatchRequest request;
  request.spec.seed = std::stoull(setting(t.setup, "seed"));
  request.spec.rules = setting(t.setup, "rules") == "sharp" ? Rules::sharp() : Rules::soft();
  request.spec.seats[0] = {game::SeatKind::Human, "-", ""};
  request.spec.seats[1] = {game::SeatKind::Ai, setting(t.setup, "ai"), ""};
  if (setting(t.setup, "ai") == "hotseat") {
    request.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
    request.spec.seats[1] = {game::SeatKind::Human, "-", "Ben"};
  }
  auto session = game::Session::open(state_dir, "", game::StartMode::New, request);
  REQUIRE(session);
  std::ostringstream out;
  EchoingInput input(t.typed, out);
  std::istream in(&input);
  LineOptions options;
  options.german_suits = setting(t.setup, "suits") == "german";
  options.verbose = setting(t.setup, "verbose") == "yes";
  LineTable table(in, out, options);
  (*session)->run(table);
  return lines_of(out.str());
}

TEST_CASE("Line mode: the golden transcripts, every line fit to be spoken") {
  const bool update = updating_transcripts();
  const std::vector<fs::path> files = transcript_files("tests/line/transcripts");
  for (const fs::path& file : files) {
    INFO(file.filename().string());
    const Transcript t = read_transcript(file);
    const bool german = setting(t.setup, "lang") == "de";
    if (german && use_language(Language::German)) continue;  // no catalogue: not checked here
    const fs::path state =
        fs::temp_directory_path() /
        ("schnapsen-line-" + std::to_string(getpid()) + "-" + file.stem().string());
    fs::remove_all(state);
    fs::create_directories(state);
    const std::vector<std::string> made = play(t, state);
    use_language(Language::English);
    fs::remove_all(state);
    for (const std::string& line : made) {
      INFO(line);
      if (!line.starts_with("> ")) CHECK(transcript_lint(line).empty());
    }
    if (update) {
      std::ofstream out(file);
      out << t.setup << "\n";
      for (const std::string& line : made) out << line << "\n";
      continue;
    }
    REQUIRE(made.size() == t.lines.size());
    for (std::size_t i = 0; i < made.size(); ++i) {
      INFO("line " << i + 2);
      CHECK(made[i] == t.lines[i]);
    }
  }
  CHECK(files.size() >= 3);
}

TEST_CASE("Line mode: the lint catches what a screen reader stumbles over") {
  CHECK(transcript_lint("You lead the king of hearts.").empty());
  CHECK(transcript_lint("You lead Kh") == "a card code");
  CHECK(transcript_lint("Score 13:1") == "n:m");
  CHECK(transcript_lint("\x1b[1mbold") == "a control byte");
  CHECK(transcript_lint("K\u2665") == "a symbol");
  CHECK(transcript_lint(std::string(300, 'a')) == "too long");
}

}  // namespace
}  // namespace schnapsen::line
