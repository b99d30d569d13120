// json.hpp: what the project does with nlohmann-json. Untrusted text is refused with a clear
// message (never an exception), output keeps key order and the documented separators.
#include <string>

#include "catch.hpp"
#include "schnapsen/json.hpp"

using namespace schnapsen;

namespace {

std::string error_of(std::string_view text) {
  const auto r = parse_json(text);
  REQUIRE_FALSE(r.has_value());
  return r.error();
}

std::string nested(int depth) { return std::string(depth, '[') + std::string(depth, ']'); }

}  // namespace

TEST_CASE("JSON: one-line output keeps key order and the bot protocol's separators") {
  Json o = Json::object();
  o["z"] = 1;
  o["a"] = Json::array({true, nullptr, "x"});
  o["m"] = Json::object();
  o["e"] = Json::array();
  o["n"] = Json::object({{"k", -2.5}});
  CHECK(dump_line(o) == R"({"z": 1, "a": [true, null, "x"], "m": {}, "e": [], "n": {"k": -2.5}})");
  // A newline or comma inside a string stays as it is (escaped, respectively untouched).
  CHECK(dump_line(Json::array({"a,\nb", ",", "\x01"})) == R"(["a,\nb", ",", "\u0001"])");
}

TEST_CASE("JSON: pretty output puts one item a line") {
  Json o = Json::object();
  o["a"] = Json::array({1, 2});
  o["b"] = nullptr;
  CHECK(dump_pretty(o) == "{\n \"a\": [\n  1,\n  2\n ],\n \"b\": null\n}");
  CHECK(dump_pretty(o, 2) == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": null\n}");
}

TEST_CASE("JSON: a lone surrogate escape is refused, not turned into invalid UTF-8") {
  // The old hand-written parser read this as invalid UTF-8 and dropped the "A".
  CHECK(error_of(R"(["\ud800\u0041B"])").find("surrogate") != std::string::npos);
  CHECK(error_of(R"("\udc00")").find("surrogate") != std::string::npos);
  const auto pair = parse_json(R"(["\ud83d\ude00", "\u00e9\u0041B"])");
  REQUIRE(pair.has_value());
  CHECK(pair->at(0).get<std::string>() == "\xF0\x9F\x98\x80");
  CHECK(pair->at(1).get<std::string>() ==
        "\xC3\xA9"
        "AB");
}

TEST_CASE("JSON: bad input gives a message with line and column, never an exception") {
  const std::string syntax = error_of("{\"a\": 1,\n \"b\" 2}");
  CHECK(syntax.find("line 2, column 6") != std::string::npos);
  CHECK(syntax.find("[json.exception") == std::string::npos);  // the library's id is dropped
  CHECK(error_of("").find("unexpected end of input") != std::string::npos);
  CHECK(error_of("[1,]").find("syntax error") != std::string::npos);
  CHECK(error_of("1 2").find("expected end of input") != std::string::npos);
  CHECK(error_of("\"a\xff\"").find("invalid") != std::string::npos);  // not UTF-8
  CHECK(error_of("1e400").find("number overflow") != std::string::npos);
  CHECK(error_of("NaN").find("syntax error") != std::string::npos);
  CHECK_FALSE(parse_json("[01]").has_value());
}

TEST_CASE("JSON: input nested deeper than 64 levels is refused without a crash") {
  CHECK(parse_json(nested(kMaxJsonDepth)).has_value());
  CHECK(error_of(nested(kMaxJsonDepth + 1)) == "JSON nested deeper than 64 levels");
  CHECK(error_of(std::string(1000000, '[')).find("nested deeper") != std::string::npos);
  std::string objects;
  for (int i = 0; i < 1000; ++i) objects += "{\"k\":";
  CHECK(error_of(objects).find("nested deeper") != std::string::npos);
}

TEST_CASE("JSON: text that is not UTF-8 prints with U+FFFD instead of throwing") {
  const Json bad = Json::array({std::string("cmd:./bot\xff")});
  CHECK(dump_line(bad) == "[\"cmd:./bot\xEF\xBF\xBD\"]");
  CHECK(dump_pretty(bad) == "[\n \"cmd:./bot\xEF\xBF\xBD\"\n]");
}

TEST_CASE("JSON: what is printed parses back to the same value") {
  Json o = Json::object();
  o["big"] = static_cast<std::int64_t>(-9007199254740993LL);
  o["ratio"] = 0.1;
  o["text"] = "quote \" backslash \\ tab \t bell \x07 \xC3\xA9";
  for (const std::string& text : {dump_line(o), dump_pretty(o), dump_pretty(o, 0)}) {
    const auto back = parse_json(text);
    REQUIRE(back.has_value());
    CHECK(*back == o);
  }
}

TEST_CASE("JSON: json_member finds a member of an object and nothing else") {
  const auto j = parse_json(R"({"a": {"b": 2}, "c": [1]})");
  REQUIRE(j.has_value());
  REQUIRE(json_member(*j, "a") != nullptr);
  CHECK(*json_member(*json_member(*j, "a"), "b") == 2);
  CHECK(json_member(*j, "b") == nullptr);
  CHECK(json_member(j->at("c"), "0") == nullptr);  // not an object
}
