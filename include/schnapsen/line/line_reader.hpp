// Lines from an input stream, read by a thread of their own, so that line mode can wait for the
// next one with a timeout and hear the other terminal meanwhile (network play). At most
// kMaxWaitingLines wait to be taken; the thread then waits too. A line is cut at kMaxLineBytes.
#pragma once

#include <chrono>
#include <cstddef>
#include <istream>
#include <memory>
#include <string>

namespace schnapsen::line {

class LineReader {
 public:
  static constexpr std::size_t kMaxWaitingLines = 1000;
  static constexpr std::size_t kMaxLineBytes = 200;  // a typed line, read with or without it

  explicit LineReader(std::istream& in);
  // Stops the thread: one reading standard input, which may block for good (a terminal nobody
  // types at), is left to end with the process (its state its own); for any other stream it
  // waits until the thread has returned.
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  enum class Got { Line, Timeout, End };
  // The next line into `line` within `timeout`; End once the input has ended and every line
  // read was taken.
  Got next(std::string& line, std::chrono::milliseconds timeout);

 private:
  struct State;
  std::shared_ptr<State> state_;
  bool from_terminal_;  // std::cin, whose read may block for good
};

}  // namespace schnapsen::line
