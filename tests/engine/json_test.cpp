// json.hpp: writer, strict parser, round trips, errors with their offset, the depth limit.
#include <string>

#include "catch.hpp"
#include "schnapsen/json.hpp"

using namespace schnapsen;

namespace {

Json sample() {
  Json o = Json::object();
  o.set("seat", 1);
  o.set("values", Json::object());
  o.set("legal", Json(Json::Array{Json("close"), Json("play Ah")}));
  o.set("result", Json());
  o.set("ok", true);
  o.set("ratio", -2.25);
  o.set("big", static_cast<std::int64_t>(-9007199254740993LL));
  o.set("text", "quote \" backslash \\ tab \t newline \n bell \x07 \xC3\xA9");
  return o;
}

std::string error_of(std::string_view text) {
  const auto r = parse_json(text);
  REQUIRE_FALSE(r.has_value());
  return r.error();
}

}  // namespace

TEST_CASE("JSON one-line dump uses the documented separators") {
  Json o = Json::object();
  o.set("a", 1);
  o.set("b", Json(Json::Array{Json(true), Json()}));
  CHECK(o.dump() == R"({"a": 1, "b": [true, null]})");
  o.set("a", 2);  // set() replaces in place
  CHECK(o.dump() == R"({"a": 2, "b": [true, null]})");
  CHECK(Json::array().dump() == "[]");
  CHECK(json_quote("a\x01") == R"("a\u0001")");
}

TEST_CASE("JSON round trip: dump then parse gives the value back") {
  const Json v = sample();
  for (int indent : {-1, 0, 1, 2}) {
    const auto back = parse_json(v.dump(indent));
    REQUIRE(back.has_value());
    CHECK(*back == v);
    CHECK(back->dump() == v.dump());
  }
  const auto back = parse_json(v.dump());
  REQUIRE(back.has_value());
  REQUIRE(back->get("seat"));
  CHECK(back->get("seat")->as_int() == 1);
  CHECK(back->get("big")->as_int() == -9007199254740993LL);
  CHECK(back->get("ratio")->as_double() == -2.25);
  CHECK(back->get("result")->is_null());
  CHECK(back->get("missing") == nullptr);
  CHECK(back->get("text")->as_string() == sample().get("text")->as_string());
}

TEST_CASE("JSON parser: escapes - unicode and surrogate pairs") {
  const auto r = parse_json(R"(["\u00e9", "\ud83d\ude00", "a\/b", "\b\f"])");
  REQUIRE(r.has_value());
  const auto& a = r->as_array();
  CHECK(a[0].as_string() == "\xC3\xA9");
  CHECK(a[1].as_string() == "\xF0\x9F\x98\x80");
  CHECK(a[2].as_string() == "a/b");
  CHECK(a[3].as_string() == "\b\f");
  const auto n = parse_json(" [0, -7, 1.5e3, 123456789012345678901] ");
  REQUIRE(n.has_value());
  CHECK(n->as_array()[1].as_int() == -7);
  CHECK(n->as_array()[2].as_double() == 1500.0);
  CHECK_FALSE(n->as_array()[3].is_int());  // too long for an integer: a double
}

TEST_CASE("JSON object equality ignores key order - numbers compare by value") {
  const auto a = parse_json(R"({"x": 1, "y": [2]})");
  const auto b = parse_json(R"({"y": [2.0], "x": 1})");
  const auto c = parse_json(R"({"y": [2], "x": 2})");
  REQUIRE(a.has_value());
  REQUIRE(b.has_value());
  REQUIRE(c.has_value());
  CHECK(*a == *b);
  CHECK_FALSE(*a == *c);
}

TEST_CASE("JSON bad input gives an error naming what and where") {
  CHECK(error_of("") == "unexpected end of JSON at offset 0");
  CHECK(error_of("[1,]") == "unexpected character in JSON at offset 3");
  CHECK(error_of("{\"a\" 1}") == "expected ':' at offset 5");
  CHECK(error_of("{a: 1}") == "expected a key string at offset 1");
  CHECK(error_of("[1 2]") == "expected ',' or ']' at offset 3");
  CHECK(error_of("{\"a\": 1 \"b\"}") == "expected ',' or '}' at offset 8");
  CHECK(error_of("1 2") == "unexpected text after the JSON value at offset 2");
  CHECK(error_of("\"abc") == "unterminated string at offset 4");
  CHECK(error_of("\"a\\x\"").find("bad escape") != std::string::npos);
  CHECK(error_of("\"\\u12g4\"").find("bad \\u escape") != std::string::npos);
  CHECK(error_of("\"a\x01\"").find("control character") != std::string::npos);
  CHECK(error_of("tru").find("unexpected character") != std::string::npos);
  CHECK(error_of("1e999").find("bad number") != std::string::npos);
  CHECK(error_of("-").find("bad number") != std::string::npos);
  CHECK(error_of("1.2.3").find("bad number") != std::string::npos);
  CHECK(error_of("NaN").find("unexpected character") != std::string::npos);
}

TEST_CASE("JSON depth limit: 64 levels parse - deeper input is refused without a crash") {
  const auto nested = [](int depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  CHECK(parse_json(nested(64)).has_value());
  CHECK(error_of(nested(66)).find("JSON nested too deeply") != std::string::npos);
  CHECK(error_of(std::string(100000, '[')).find("nested too deeply") != std::string::npos);
  std::string objects;
  for (int i = 0; i < 1000; ++i) objects += "{\"k\":";
  CHECK(error_of(objects).find("nested too deeply") != std::string::npos);
}
