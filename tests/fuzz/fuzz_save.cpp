// Fuzzes the save loader: no crash; an accepted save is consistent, its names pass clean_name,
// and it round-trips; an error message holds no control byte.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "schnapsen/game/names.hpp"
#include "schnapsen/game/save.hpp"
#include "schnapsen/text_format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace schnapsen::game;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto save = parse_save(text);
  if (!save) {
    const std::string& message = save.error().message;
    if (message.empty()) std::abort();
    // The message may quote the save, never a control byte of it (text::shorten).
    if (schnapsen::text::shorten(message, message.size()) != message) std::abort();
    return 0;
  }
  if (check_save(*save)) std::abort();
  for (const SeatSetup& seat : save->seats)  // the names the table shows passed the one check
    if (!clean_name(seat.name) || *clean_name(seat.name) != seat.name) std::abort();
  auto again = parse_save(print_save(*save));
  if (!again || !(*again == *save)) std::abort();
  (void)save->match_at_deal();
  return 0;
}
