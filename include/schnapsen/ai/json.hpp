// JSON for the layers that speak it: the bot protocol (ai), the statistics file (game) and the
// commands' --json output (cli). The value type and parser come from nlohmann-json; this header
// adds the project's conventions on top. The engine does not use JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "schnapsen/ai/json_fwd.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen {

// Untrusted input nested deeper than this is refused (printing is recursive).
inline constexpr int kMaxJsonDepth = 64;

// Parses one JSON document from untrusted text (a file, a pipe); never throws. Refused: syntax
// errors, invalid UTF-8, lone surrogates in \u escapes, numbers out of the double range and
// nesting deeper than kMaxJsonDepth. The error says what and where, e.g.
// "syntax error at line 1, column 4: unexpected ']'".
Expected<Json, std::string> parse_json(std::string_view text);

// One line with ", " and ": " between items, as docs/bots.md shows its messages.
std::string dump_line(const Json& value);

// Indented by `indent` spaces a level, one item a line.
std::string dump_pretty(const Json& value, int indent = 1);

// The member `key` of `value`; nullptr when `value` is not an object or has no such member.
const Json* json_member(const Json& value, std::string_view key);

}  // namespace schnapsen
