// text::LineBuffer: lines out of bytes that arrive in pieces, with a limit on their length.
#include "schnapsen/line_buffer.hpp"

#include <string>

#include "catch.hpp"

namespace schnapsen::text {
namespace {

using Take = LineBuffer::Take;

TEST_CASE("LineBuffer: lines come out whole and in order, however the bytes arrive") {
  LineBuffer buffer;
  std::string line = "untouched";
  buffer.append("fir");
  CHECK(buffer.take(line, 100) == Take::Partial);
  CHECK(line == "untouched");
  buffer.append("st\nsecond\r\n\nthi");
  REQUIRE(buffer.take(line, 100) == Take::Line);
  CHECK(line == "first");
  REQUIRE(buffer.take(line, 100) == Take::Line);
  CHECK(line == "second");  // the '\r' of "\r\n" goes
  REQUIRE(buffer.take(line, 100) == Take::Line);
  CHECK(line.empty());
  CHECK(buffer.take(line, 100) == Take::Partial);
  CHECK(buffer.bytes() == "thi");
  buffer.append("rd\n");  // found although "thi" was searched already
  REQUIRE(buffer.take(line, 100) == Take::Line);
  CHECK(line == "third");
  CHECK(buffer.empty());
}

TEST_CASE("LineBuffer: Keep leaves the '\\r'; only the last one goes with Strip") {
  LineBuffer buffer;
  std::string line;
  buffer.append("a\r\nb\r\r\n");
  REQUIRE(buffer.take(line, 100, LineBuffer::CarriageReturn::Keep) == Take::Line);
  CHECK(line == "a\r");
  REQUIRE(buffer.take(line, 100) == Take::Line);
  CHECK(line == "b\r");
}

TEST_CASE("LineBuffer: a line longer than the limit is refused, whole or unfinished") {
  std::string line;
  SECTION("a whole line: exactly the limit passes, one byte more does not") {
    LineBuffer buffer;
    buffer.append("12345\n123456\n");
    REQUIRE(buffer.take(line, 5) == Take::Line);
    CHECK(line == "12345");
    CHECK(buffer.take(line, 5) == Take::TooLong);
    CHECK(buffer.bytes() == "123456\n");  // left for the caller to quote
  }
  SECTION("the '\\r' counts only when it is kept") {
    LineBuffer buffer;
    buffer.append("12345\r\n");
    CHECK(buffer.take(line, 5, LineBuffer::CarriageReturn::Keep) == Take::TooLong);
    REQUIRE(buffer.take(line, 5) == Take::Line);
    CHECK(line == "12345");
  }
  SECTION("an unfinished line: refused once it has more than the limit") {
    LineBuffer buffer;
    buffer.append("12345");
    CHECK(buffer.take(line, 5) == Take::Partial);
    buffer.append("6");
    CHECK(buffer.take(line, 5) == Take::TooLong);
  }
  SECTION("clear forgets the bytes and where the search stopped") {
    LineBuffer buffer;
    buffer.append("abc");
    CHECK(buffer.take(line, 5) == Take::Partial);
    buffer.clear();
    buffer.append("\n");
    REQUIRE(buffer.take(line, 5) == Take::Line);
    CHECK(line.empty());
  }
}

}  // namespace
}  // namespace schnapsen::text
