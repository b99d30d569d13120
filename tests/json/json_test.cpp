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

namespace {

// What a reader refuses `text` with ("" when it takes it).
template <class Read>
std::string refusal_of(const char* text, Read read) {
  const auto j = parse_json(text);
  REQUIRE(j.has_value());
  const auto r = read_strictly([&] {
    read(*j);
    return 0;
  });
  return r ? std::string() : r.error();
}

}  // namespace

TEST_CASE("JSON readers: an object's members, each taken once, none missing or left") {
  const auto j = parse_json(R"({"a": 1, "b": true, "zz": null, "yy": 0})");
  REQUIRE(j.has_value());
  JsonFields f(*j, "thing");
  CHECK(f.what() == "thing");
  CHECK(f.take("a") == 1);
  CHECK(f.take_optional("c") == nullptr);
  REQUIRE(f.take_optional("b") != nullptr);
  CHECK(f.take_optional("b")->is_boolean());  // taken again: still there
  const auto left = read_strictly([&] {
    f.done();
    return 0;
  });
  REQUIRE_FALSE(left);
  CHECK(left.error() == "thing has an unknown field \"yy\"");  // the first by byte order
  f.take("yy");
  f.take("zz");
  CHECK(read_strictly([&] {
          f.done();
          return 1;
        }).has_value());
  CHECK(refusal_of("[1]", [](const Json& v) { JsonFields{v, "view"}; }) == "view is not an object");
  CHECK(refusal_of(R"({"a": 1})", [](const Json& v) { JsonFields(v, "view").take("b"); }) ==
        "view has no \"b\"");
  const std::string long_key = "{\"" + std::string(50, 'k') + "\": 1}";
  CHECK(refusal_of(long_key.c_str(), [](const Json& v) { JsonFields(v, "x").done(); }) ==
        "x has an unknown field \"" + std::string(40, 'k') + "...\"");
}

TEST_CASE("JSON readers: whole numbers in range, true or false, short lists, bounded strings") {
  const auto ok = read_strictly([] {
    const Json j = Json::array({-1, 7, false, "J\xC3\xBCrgen", 1000000000000LL});
    return read_int(j[0], "n", -1, 1) + read_int(j[1], "n", 7, 7) +
           (read_bool(j[2], "b") ? 10 : 0) + static_cast<int>(read_text(j[3], "t", 7).size()) +
           static_cast<int>(read_int64(j[4], "c", 0, 1000000000000LL) / 1000000000000LL);
  });
  REQUIRE(ok.has_value());
  CHECK(*ok == -1 + 7 + 7 + 1);
  const auto n = [](const Json& v) { read_int(v, "view.seat", 0, 1); };
  CHECK(refusal_of("2", n) == "view.seat is out of range (0 to 1)");
  CHECK(refusal_of("-1", n) == "view.seat is out of range (0 to 1)");
  CHECK(refusal_of("0.5", n) == "view.seat is not a whole number");
  CHECK(refusal_of("\"0\"", n) == "view.seat is not a whole number");
  CHECK(refusal_of("4294967296", n) == "view.seat is out of range (0 to 1)");  // not cut to int
  CHECK(refusal_of("1", [](const Json& v) { read_bool(v, "led"); }) == "led is not true or false");
  const auto list = [](const Json& v) { read_list(v, "view.legal", 2, "actions"); };
  CHECK(refusal_of("[1, \"x\"]", list).empty());
  CHECK(refusal_of("[1, 2, 3]", list) == "view.legal is not a list of at most 2 actions");
  CHECK(refusal_of("{\"a\": 1}", list) == "view.legal is not a list of at most 2 actions");
  const auto s = [](const Json& v) { read_string(v, "name", 3); };
  CHECK(refusal_of("\"abc\"", s).empty());
  CHECK(refusal_of("\"abcd\"", s) == "name is longer than 3 bytes");
  CHECK(refusal_of("3", s) == "name is not a string");
  CHECK(refusal_of("\"a\\u0007\"", s).empty());  // a string, not a text to show
  const auto t = [](const Json& v) { read_text(v, "text", 10); };
  CHECK(refusal_of("\"a\\u0007\"", t) == "text holds characters that cannot be shown");
  CHECK(refusal_of("\"a\\u202eb\"", t) == "text holds characters that cannot be shown");
  CHECK(refusal_of("\"0123456789a\"", t) == "text is longer than 10 bytes");
  CHECK(refusal_of("null", t) == "text is not a string");
}

TEST_CASE("JSON readers: read_strictly gives a reader's value or its refusal, nothing else") {
  const auto value = read_strictly([] { return std::string("read"); });
  REQUIRE(value.has_value());
  CHECK(*value == "read");
  const auto refused = read_strictly([]() -> int { refuse_json("no, because"); });
  REQUIRE_FALSE(refused.has_value());
  CHECK(refused.error() == "no, because");
  // Other exceptions are not a reader's refusal: they pass through.
  CHECK_THROWS_AS(read_strictly([]() -> int { throw std::logic_error("bug"); }), std::logic_error);
}
