// Bytes that arrive in pieces (a socket, a pipe) taken out one line at a time, with a limit on
// a line's length: the one framing of the network links and of the external bots' output.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace schnapsen::text {

class LineBuffer {
 public:
  enum class Take {
    Line,     // a whole line was taken
    Partial,  // no whole line yet: append more
    TooLong,  // the first line (or what there is of it so far) is longer than allowed; the
              // buffer is left as it was, so a caller may quote it
  };
  // A trailing '\r' (a line ended by "\r\n") is dropped or kept.
  enum class CarriageReturn { Strip, Keep };

  void append(std::string_view bytes) { bytes_.append(bytes); }
  const std::string& bytes() const { return bytes_; }
  std::size_t size() const { return bytes_.size(); }
  bool empty() const { return bytes_.empty(); }
  void clear();

  // The first whole line without its '\n' (and its '\r' with Strip) into `line`, when that has
  // at most `max_bytes`. Without a whole line, more than `max_bytes` waiting is TooLong already.
  Take take(std::string& line, std::size_t max_bytes,
            CarriageReturn carriage_return = CarriageReturn::Strip);

 private:
  std::string bytes_;
  std::size_t scanned_ = 0;  // bytes_ holds no '\n' before this: a long line is searched once
};

}  // namespace schnapsen::text
