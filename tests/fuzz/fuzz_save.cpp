// Fuzzes the save loader: no crash; an accepted save is consistent and round-trips.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "schnapsen/game/save.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace schnapsen::game;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto save = parse_save(text);
  if (!save) {
    if (save.error().message.empty()) std::abort();
    return 0;
  }
  if (check_save(*save)) std::abort();
  auto again = parse_save(print_save(*save));
  if (!again || !(*again == *save)) std::abort();
  (void)save->match_at_deal();
  return 0;
}
