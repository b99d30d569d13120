// parse_json / dump_line / dump_pretty and the strict readers: nlohmann-json with the project's
// conventions (json.hpp).
#include "schnapsen/json.hpp"

#include <cstring>

#include "schnapsen/text_format.hpp"

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

// ---- Strict reading ---------------------------------------------------------------------------

void refuse_json(const std::string& why) { throw JsonRefusal(why); }

JsonFields::JsonFields(const Json& object, std::string what)
    : object_(&object), what_(std::move(what)) {
  if (!object.is_object()) refuse_json(what_ + " is not an object");
  for (auto it = object.begin(); it != object.end(); ++it) left_.insert(it.key());
}

const Json& JsonFields::take(std::string_view key) {
  const Json* value = take_optional(key);
  if (!value) refuse_json(what_ + " has no \"" + std::string(key) + "\"");
  return *value;
}

const Json* JsonFields::take_optional(std::string_view key) {
  if (const auto it = left_.find(key); it != left_.end()) left_.erase(it);
  return json_member(*object_, key);
}

void JsonFields::done() const {
  if (!left_.empty())
    refuse_json(what_ + " has an unknown field \"" + text::shorten(*left_.begin(), 40) + "\"");
}

std::int64_t read_int64(const Json& j, const std::string& what, std::int64_t min,
                        std::int64_t max) {
  if (!j.is_number_integer()) refuse_json(what + " is not a whole number");
  const auto v = j.get<std::int64_t>();
  if (v < min || v > max)
    refuse_json(what + " is out of range (" + std::to_string(min) + " to " + std::to_string(max) +
                ")");
  return v;
}

int read_int(const Json& j, const std::string& what, int min, int max) {
  return static_cast<int>(read_int64(j, what, min, max));
}

bool read_bool(const Json& j, const std::string& what) {
  if (!j.is_boolean()) refuse_json(what + " is not true or false");
  return j.get<bool>();
}

const Json& read_list(const Json& j, const std::string& what, std::size_t max,
                      std::string_view items) {
  if (!j.is_array() || j.size() > max)
    refuse_json(what + " is not a list of at most " + std::to_string(max) + " " +
                std::string(items));
  return j;
}

std::string read_string(const Json& j, const std::string& what, std::size_t max) {
  if (!j.is_string()) refuse_json(what + " is not a string");
  const std::string& s = j.get_ref<const std::string&>();
  if (s.size() > max) refuse_json(what + " is longer than " + std::to_string(max) + " bytes");
  return s;
}

std::string read_text(const Json& j, const std::string& what, std::size_t max) {
  std::string s = read_string(j, what, max);
  if (text::shorten(s, max + 1) != s) refuse_json(what + " holds characters that cannot be shown");
  return s;
}

}  // namespace schnapsen
