// The bot protocol's messages and answer parsing (docs/bots.md), without any process.
#include <fstream>
#include <sstream>

#include "catch.hpp"
#include "schnapsen/bots/bot_protocol.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/json.hpp"
#include "source_dir.hpp"

namespace {

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::bots;

// The example hand of docs/records.md.
Hand record_example_hand() {
  auto record = parse_record(
      "schnapsen-record 1\nrules soft\ndealer 0\n"
      "deck Qh Js Ah Ts Kd Ad Ks Kh Th Qd Qc Jh Ac Tc Qs Kc Jd As Td Jc\n");
  REQUIRE(record);
  return Hand(*record);
}

void act(Hand& hand, int seat, const char* action) {
  auto a = parse_action(action);
  REQUIRE(a);
  REQUIRE_FALSE(hand.act(seat, *a));
}

// The act message printed in docs/bots.md (copied verbatim, with line breaks added).
constexpr const char* kDocumentedAct =
    R"({"type": "act", "protocol": 1, "hand_id": 0, "rules": "soft", "seat": 1, "dealer": 0,
 "hand": ["Jh", "Kh", "Ks", "Qh", "Th"], "trump": "s", "trump_card_dealt": "Ks",
 "trump_card": "Js", "talon": 8, "closed_by": null,
 "history": ["1 exchange", "1 play Ah", "0 play Qd"],
 "scores": [0, 14], "tricks": [0, 1], "match": {"points": [7, 7], "bummerls": [0, 0]},
 "time_limit_ms": 10000,
 "legal": ["claim", "close", "meld h", "play Jh", "play Kh", "play Ks", "play Qh", "play Th"]})";

// The first act message in docs/bots.md: from its opening brace to the matching closing one
// (the example holds no braces inside strings).
std::string act_example_from_doc() {
  std::ifstream in(std::string(SCHNAPSEN_SOURCE_DIR) + "/docs/bots.md");
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string doc = ss.str();
  const auto start = doc.find("{\"type\": \"act\"");
  if (start == std::string::npos) return {};
  int depth = 0;
  for (auto i = start; i < doc.size(); ++i) {
    if (doc[i] == '{') ++depth;
    if (doc[i] == '}' && --depth == 0) return doc.substr(start, i + 1 - start);
  }
  return {};
}

Json example_act_message() {
  Hand hand = record_example_hand();
  act(hand, 1, "exchange");
  act(hand, 1, "play Ah");
  act(hand, 0, "play Qd");
  return make_act_message(hand.view(1), MatchInfo{}, 0, 10000);
}

void check_field_by_field(const Json& expected, const Json& actual) {
  REQUIRE(expected.is_object());
  REQUIRE(actual.is_object());
  REQUIRE(actual.size() == expected.size());
  auto got = actual.items().begin();
  for (const auto& [key, value] : expected.items()) {
    INFO("field " << key);
    CHECK(got.key() == key);  // same order as documented, too
    CHECK(dump_line(got.value()) == dump_line(value));
    ++got;
  }
}

}  // namespace

TEST_CASE("bot protocol: the act message equals the documented example field by field") {
  auto documented = parse_json(kDocumentedAct);
  REQUIRE(documented);
  check_field_by_field(*documented, example_act_message());
}

TEST_CASE("bot protocol: the act example in docs/bots.md still matches") {
  const std::string text = act_example_from_doc();
  REQUIRE_FALSE(text.empty());
  auto documented = parse_json(text);
  REQUIRE(documented);
  check_field_by_field(*documented, example_act_message());
}

TEST_CASE("bot protocol: a message is one line of JSON that parses back to itself") {
  const Json m = example_act_message();
  const std::string line = dump_line(m);
  CHECK(line.find('\n') == std::string::npos);
  std::string documented = kDocumentedAct;  // byte for byte, once its line breaks are removed
  std::erase(documented, '\n');
  CHECK(line == documented);
  auto back = parse_json(line);
  REQUIRE(back);
  CHECK(*back == m);
}

TEST_CASE("bot protocol: hand and legal are sorted by plain byte order, not card order") {
  const Json m = example_act_message();
  // Card index order would be Jh Qh Kh Th Ks; byte order puts K before Q before T.
  CHECK(dump_line(m.at("hand")) == R"(["Jh", "Kh", "Ks", "Qh", "Th"])");
  const Json& legal = m.at("legal");
  for (std::size_t i = 1; i < legal.size(); ++i)
    CHECK(legal[i - 1].get<std::string>() < legal[i].get<std::string>());
}

TEST_CASE("bot protocol R5.2: after a close trump_card is null, closed_by and talon are set") {
  Hand hand = record_example_hand();
  act(hand, 1, "close");
  act(hand, 1, "play Ah");
  const Json m = make_act_message(hand.view(0), MatchInfo{}, 3, 500);
  CHECK(m.at("trump_card").is_null());
  CHECK(m.at("trump_card_dealt").get<std::string>() == "Ks");
  CHECK(m.at("closed_by").get<int>() == 1);
  CHECK(m.at("talon").get<int>() == 10);  // nothing drawn before the close
  CHECK(m.at("hand_id").get<int>() == 3);
  CHECK(m.at("time_limit_ms").get<int>() == 500);
  CHECK(m.at("seat").get<int>() == 0);
  CHECK(dump_line(m.at("history")) == R"(["1 close", "1 play Ah"])");
}

TEST_CASE("bot protocol R3.3: once the talon is exhausted trump_card is null and talon is 0") {
  // Both seats always play their lowest legal card until the stock is used up.
  Hand hand(Rules::soft(), 1, shuffled_deck(7));
  while (hand.state().talon_open()) {
    const int seat = hand.state().to_act();
    Action play = Action::pass();
    for (Action a : hand.state().legal_actions())
      if (a.kind == ActionKind::Play) {
        play = a;
        break;
      }
    REQUIRE(play.kind == ActionKind::Play);
    REQUIRE_FALSE(hand.act(seat, play));
  }
  REQUIRE_FALSE(hand.over());
  const int seat = hand.state().to_act();
  const Json m = make_act_message(hand.view(seat), MatchInfo{}, 0, 10000);
  CHECK(m.at("trump_card").is_null());
  CHECK(m.at("talon").get<int>() == 0);
  CHECK(m.at("closed_by").is_null());
  CHECK(m.at("history").size() == 10);  // five tricks of two plays
  CHECK(m.at("hand").size() == 5);
}

TEST_CASE("bot protocol: match points and Bummerls are passed by seat") {
  MatchInfo info;
  info.points = {3, 5};
  info.bummerls = {1, 0};
  Hand hand = record_example_hand();
  const Json m = make_act_message(hand.view(1), info, 2, 10000);
  CHECK(dump_line(m.at("match")) == R"({"points": [3, 5], "bummerls": [1, 0]})");
  CHECK(m.at("history").empty());
  CHECK(dump_line(m.at("scores")) == "[0, 0]");
}

TEST_CASE("bot protocol: hand_over carries the result and the full record") {
  Hand hand = record_example_hand();
  act(hand, 1, "exchange");
  act(hand, 1, "play Ah");
  act(hand, 0, "play Qd");
  act(hand, 1, "claim");  // 14 points: a false claim, seat 0 has no trick: 3 (R7.2)
  REQUIRE(hand.over());
  const Json m = make_hand_over_message(0, hand.record(), hand.state().result(), 4);
  CHECK(m.at("type").get<std::string>() == "hand_over");
  CHECK(m.at("protocol").get<int>() == 1);
  CHECK(m.at("hand_id").get<int>() == 4);
  CHECK(m.at("seat").get<int>() == 0);
  CHECK(dump_line(m.at("result")) == R"({"winner": 0, "game_points": 3})");
  auto record = parse_record(m.at("record").get<std::string>());
  REQUIRE(record);
  CHECK(record->actions == hand.record().actions);
  CHECK(record->deck == hand.record().deck);
  CHECK(dump_line(m).find('\n') == std::string::npos);  // the record's newlines are escaped
}

TEST_CASE("bot protocol: an answer is one legal action; spaces and a trailing CR are ignored") {
  Hand hand = record_example_hand();
  const ActionList legal = hand.state().legal_actions();
  auto plain = parse_bot_answer("play Ah", legal);
  REQUIRE(plain);
  CHECK(*plain == Action::play(*parse_card("Ah")));
  auto padded = parse_bot_answer("  \tplay Ah \r", legal);
  REQUIRE(padded);
  CHECK(*padded == Action::play(*parse_card("Ah")));
  auto meld = parse_bot_answer("meld h\r", legal);
  REQUIRE(meld);
  CHECK(*meld == Action::meld(Suit::Hearts));
}

TEST_CASE("bot protocol: anything but exactly one legal action is refused, naming what was sent") {
  Hand hand = record_example_hand();
  const ActionList legal = hand.state().legal_actions();
  for (const char* bad :
       {"Play Ah", "play  Ah", "play ah", "\"play Ah\"", "{\"action\": \"play Ah\"}",
        "play Ah\nplay Ah", "play Ah; claim", "claim", "pass", "play Qd"}) {
    INFO("answer " << bad);
    auto r = parse_bot_answer(bad, legal);
    REQUIRE_FALSE(r);
    CHECK(r.error().find("not a legal action") != std::string::npos);
    CHECK(r.error().find("play Ah") != std::string::npos);  // the legal list, or the echo
  }
  auto json_like = parse_bot_answer("{\"action\": \"play Ah\"}", legal);
  CHECK(json_like.error().find(R"(answered "{\"action\": \"play Ah\"}")") != std::string::npos);
  auto empty = parse_bot_answer(" \r", legal);
  REQUIRE_FALSE(empty);
  CHECK(empty.error().find("empty line") != std::string::npos);
}

TEST_CASE("bot protocol: bot output in messages is printable and truncated") {
  CHECK(describe_bot_output("play Ah") == "\"play Ah\"");
  CHECK(describe_bot_output(std::string("a\x01\xff", 3)) == "\"a\\x01\\xFF\"");
  const std::string huge(1000, 'x');
  const std::string shown = describe_bot_output(huge, 10);
  CHECK(shown == "\"xxxxxxxxxx\"... (1000 bytes)");
}
