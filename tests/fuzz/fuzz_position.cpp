// Fuzzes the position parser: no crash; every position that parses prints back to text that
// parses to the same position, passes the checks, and becomes a view of the same information set
// and the same history; an error message holds no control byte.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "schnapsen/position.hpp"
#include "schnapsen/text_format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace schnapsen;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto position = parse_position(text);
  if (!position) {
    const std::string& message = position.error();
    if (message.empty()) std::abort();
    // The message may quote the position, never a control byte of it (text::shorten).
    if (text::shorten(message, message.size()) != message) std::abort();
    return 0;
  }
  if (check_position(*position)) std::abort();
  auto again = parse_position(print_position(*position));
  if (!again || !(*again == *position)) std::abort();
  const SeatView view = view_of(*position);
  if (view.unseen() != position->unseen()) std::abort();
  // The view holds the same information set (voids may be written differently).
  if (information_hash(position_of(view, position->match)) != information_hash(*position))
    std::abort();
  // The history line: back from the view, hashed the same after printing.
  if (view.history != position->history) std::abort();
  if (position_of(view, position->match, true).history != position->history) std::abort();
  if (history_hash(*again) != history_hash(*position)) std::abort();
  return 0;
}
