// Fuzzes the JSON parser: no crash or stack exhaustion; what parses dumps to text that parses
// back and dumps to the same text. (Text, not operator==: objects may hold a key twice, where
// get() and so operator== see only the first.)
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "schnapsen/json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace schnapsen;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto json = parse_json(text);
  if (!json) return 0;
  const std::string text_once = json->dump();
  auto again = parse_json(text_once);
  if (!again || again->dump() != text_once) std::abort();
  auto pretty = parse_json(json->dump(2));
  if (!pretty || pretty->dump() != text_once) std::abort();
  return 0;
}
