// A small JSON value with a writer and a strict parser: enough for `replay`/`solve` output, the
// bot protocol, saves and tests. Objects keep insertion order so output is stable.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "schnapsen/expected.hpp"

namespace schnapsen {

class Json {
 public:
  using Array = std::vector<Json>;
  using Object = std::vector<std::pair<std::string, Json>>;

  Json() = default;                                  // null
  Json(std::nullptr_t) {}                            // NOLINT
  Json(bool b) : v_(b) {}                            // NOLINT
  Json(int i) : v_(static_cast<std::int64_t>(i)) {}  // NOLINT
  Json(std::int64_t i) : v_(i) {}                    // NOLINT
  Json(double d) : v_(d) {}                          // NOLINT
  Json(const char* s) : v_(std::string(s)) {}        // NOLINT
  Json(std::string s) : v_(std::move(s)) {}          // NOLINT
  Json(std::string_view s) : v_(std::string(s)) {}   // NOLINT
  Json(Array a) : v_(std::move(a)) {}                // NOLINT
  Json(Object o) : v_(std::move(o)) {}               // NOLINT
  static Json array() { return Json(Array{}); }
  static Json object() { return Json(Object{}); }

  bool is_null() const { return v_.index() == 0; }
  bool is_bool() const { return v_.index() == 1; }
  bool is_int() const { return v_.index() == 2; }
  bool is_number() const { return v_.index() == 2 || v_.index() == 3; }
  bool is_string() const { return v_.index() == 4; }
  bool is_array() const { return v_.index() == 5; }
  bool is_object() const { return v_.index() == 6; }

  bool as_bool() const { return std::get<bool>(v_); }
  std::int64_t as_int() const {
    return is_int() ? std::get<std::int64_t>(v_) : static_cast<std::int64_t>(std::get<double>(v_));
  }
  double as_double() const {
    return is_int() ? static_cast<double>(std::get<std::int64_t>(v_)) : std::get<double>(v_);
  }
  const std::string& as_string() const { return std::get<std::string>(v_); }
  const Array& as_array() const { return std::get<Array>(v_); }
  Array& as_array() { return std::get<Array>(v_); }
  const Object& as_object() const { return std::get<Object>(v_); }
  Object& as_object() { return std::get<Object>(v_); }

  // Object access: set() replaces or appends; get() returns nullptr when absent or not an object.
  Json& set(std::string key, Json value);
  const Json* get(std::string_view key) const;
  void push(Json value) { as_array().push_back(std::move(value)); }

  // indent < 0: one line with ", " and ": " separators; otherwise pretty-printed.
  std::string dump(int indent = -1) const;

  friend bool operator==(const Json& a, const Json& b);

 private:
  void dump_to(std::string& out, int indent, int depth) const;
  std::variant<std::nullptr_t, bool, std::int64_t, double, std::string, Array, Object> v_;
};

// Parses one JSON document (trailing spaces allowed); the error says where it went wrong.
// Depth is limited to 64 and numbers must be finite, so hostile input cannot exhaust the stack.
Expected<Json, std::string> parse_json(std::string_view text);
std::string json_quote(std::string_view s);

}  // namespace schnapsen
