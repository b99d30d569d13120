// Line mode's input thread (line_reader.hpp): every line in order, cut at 200 bytes, then the
// end; a wait with nothing to read times out.
#include "schnapsen/line/line_reader.hpp"

#include <sstream>
#include <string>

#include "catch.hpp"

namespace schnapsen::line {
namespace {

using std::chrono::milliseconds;

TEST_CASE("Line reader: the lines in order, a long one cut, then the end") {
  std::istringstream in("first\n\nthird " + std::string(300, 'x') + "\nlast");
  LineReader reader(in);
  std::string line;
  REQUIRE(reader.next(line, milliseconds(5000)) == LineReader::Got::Line);
  CHECK(line == "first");
  REQUIRE(reader.next(line, milliseconds(5000)) == LineReader::Got::Line);
  CHECK(line.empty());
  REQUIRE(reader.next(line, milliseconds(5000)) == LineReader::Got::Line);
  CHECK(line.size() == 200);
  CHECK(line.starts_with("third x"));
  REQUIRE(reader.next(line, milliseconds(5000)) == LineReader::Got::Line);
  CHECK(line == "last");
  CHECK(reader.next(line, milliseconds(5000)) == LineReader::Got::End);
  CHECK(reader.next(line, milliseconds(0)) == LineReader::Got::End);
}

TEST_CASE("Line reader: more lines than may wait are all read, none lost") {
  std::string text;
  const int n = static_cast<int>(LineReader::kMaxWaitingLines) * 2 + 7;
  for (int i = 0; i < n; ++i) text += std::to_string(i) + "\n";
  std::istringstream in(text);
  LineReader reader(in);
  std::string line;
  for (int i = 0; i < n; ++i) {
    REQUIRE(reader.next(line, milliseconds(5000)) == LineReader::Got::Line);
    REQUIRE(line == std::to_string(i));
  }
  CHECK(reader.next(line, milliseconds(5000)) == LineReader::Got::End);
}

TEST_CASE("Line reader: a reader dropped before the end stops its thread with the stream alive") {
  std::string text;
  for (int i = 0; i < 5000; ++i) text += "line\n";
  for (int round = 0; round < 20; ++round) {
    std::istringstream in(text);
    const LineReader reader(in);  // its thread waits once 1000 lines wait; gone with the reader
  }
  SUCCEED();  // under the sanitizers: no read of a stream that is gone
}

}  // namespace
}  // namespace schnapsen::line
