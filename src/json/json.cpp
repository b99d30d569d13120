// parse_json / dump_line / dump_pretty: nlohmann-json with the project's conventions (json.hpp).
#include "schnapsen/json.hpp"

#include <cstring>

namespace schnapsen {
namespace {

struct TooDeep {};

// nlohmann's messages start with an id such as "[json.exception.parse_error.101] ".
std::string without_id(const char* what) {
  const char* text = what;
  if (*text == '[') {
    if (const char* end = std::strstr(text, "] ")) text = end + 2;
  }
  return text;
}

std::string dump_with(const Json& value, int indent) {
  // Strings that are not valid UTF-8 (a file name, a bot's command line) print with U+FFFD in
  // place of the bad bytes rather than throwing.
  return value.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace

Expected<Json, std::string> parse_json(std::string_view text) {
  // depth counts the containers around the one starting: 0 for the outermost.
  const Json::parser_callback_t limit_depth = [](int depth, Json::parse_event_t event, Json&) {
    if ((event == Json::parse_event_t::object_start || event == Json::parse_event_t::array_start) &&
        depth >= kMaxJsonDepth)
      throw TooDeep{};
    return true;
  };
  try {
    return Json::parse(text.begin(), text.end(), limit_depth);
  } catch (const TooDeep&) {
    return unexpected("JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  } catch (const Json::exception& e) {
    return unexpected(without_id(e.what()));
  }
}

std::string dump_line(const Json& value) {
  // Indent 0 puts every item on its own line. Newlines inside strings are escaped, so each one
  // in the text is such a break: after a comma it becomes a space, elsewhere nothing.
  const std::string lines = dump_with(value, 0);
  std::string out;
  out.reserve(lines.size());
  for (char c : lines) {
    if (c != '\n')
      out += c;
    else if (!out.empty() && out.back() == ',')
      out += ' ';
  }
  return out;
}

std::string dump_pretty(const Json& value, int indent) { return dump_with(value, indent); }

const Json* json_member(const Json& value, std::string_view key) {
  if (!value.is_object()) return nullptr;
  const auto it = value.find(std::string(key));
  return it == value.end() ? nullptr : &*it;
}

}  // namespace schnapsen
