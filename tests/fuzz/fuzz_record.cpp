// Fuzzes the hand-record parser and replay: no crash, and every record that parses prints back
// to text that parses to the same record; an error message holds no control byte.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "schnapsen/record.hpp"
#include "schnapsen/text_format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace schnapsen;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto record = parse_record(text);
  if (!record) {
    const std::string message = record.error().describe();
    if (message.empty()) std::abort();
    // The message may quote the record, never a control byte of it (text::shorten).
    if (schnapsen::text::shorten(message, message.size()) != message) std::abort();
    return 0;
  }
  auto again = parse_record(print_record(*record));
  if (!again || again->deck != record->deck || again->actions != record->actions ||
      again->dealer != record->dealer || !(again->rules == record->rules))
    std::abort();
  auto steps = replay(*record);
  auto state = replay_state(*record);
  if (steps.has_value() != state.has_value()) std::abort();
  if (steps && steps->state.over() != state->over()) std::abort();
  return 0;
}
