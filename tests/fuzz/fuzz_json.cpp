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
  // From the first dump on the text is stable (the first may turn -0.0 into "-0", read as 0).
  auto again = parse_json(json->dump());
  if (!again) std::abort();
  const std::string dumped = again->dump();
  auto third = parse_json(dumped);
  if (!third || third->dump() != dumped) std::abort();
  auto pretty = parse_json(again->dump(2));
  if (!pretty || pretty->dump() != dumped) std::abort();
  return 0;
}
