// Fuzzes the project's use of nlohmann-json (json.hpp): parse_json never throws, crashes or
// exhausts the stack, and what parses prints (one line and pretty) to text that parses back and
// prints the same. (From the first print on: an object that held a key twice keeps one.)
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
  auto again = parse_json(dump_line(*json));
  if (!again) std::abort();
  const std::string dumped = dump_line(*again);
  auto third = parse_json(dumped);
  if (!third || dump_line(*third) != dumped || *third != *again) std::abort();
  auto pretty = parse_json(dump_pretty(*again, 2));
  if (!pretty || dump_line(*pretty) != dumped) std::abort();
  return 0;
}
