// Lines out of bytes that arrive in pieces (line_buffer.hpp).
#include "schnapsen/line_buffer.hpp"

namespace schnapsen::text {

void LineBuffer::clear() {
  bytes_.clear();
  scanned_ = 0;
}

LineBuffer::Take LineBuffer::take(std::string& line, std::size_t max_bytes,
                                  CarriageReturn carriage_return) {
  const std::size_t end = bytes_.find('\n', scanned_);
  if (end == std::string::npos) {
    scanned_ = bytes_.size();
    return bytes_.size() > max_bytes ? Take::TooLong : Take::Partial;
  }
  const bool cr = carriage_return == CarriageReturn::Strip && end > 0 && bytes_[end - 1] == '\r';
  const std::size_t size = cr ? end - 1 : end;
  if (size > max_bytes) return Take::TooLong;
  line.assign(bytes_, 0, size);
  bytes_.erase(0, end + 1);
  scanned_ = 0;
  return Take::Line;
}

}  // namespace schnapsen::text
