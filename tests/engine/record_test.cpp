// record.hpp: parse, print, replay; every error with its line number (docs/records.md).
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "decks.hpp"
#include "schnapsen/record.hpp"
#include "source_dir.hpp"

using namespace schnapsen;
using namespace schnapsen::test;

namespace {

constexpr const char* kHeader =
    "schnapsen-record 1\nrules soft\ndealer 0\n"
    "deck Kh Qh Kd Tc Ks Jc Qc Ad Ts Td Qs Kc Ah Qd Jh As Js Jd Th Ac\n";

RecordError error_of(const std::string& text) {
  const auto r = parse_record(text);
  REQUIRE_FALSE(r.has_value());
  return r.error();
}

RecordError replay_error_of(const std::string& text) {
  const auto r = parse_record(text);
  REQUIRE(r.has_value());
  const auto played = replay(*r);
  REQUIRE_FALSE(played.has_value());
  CHECK(played.error().kind == RecordError::Kind::Illegal);
  return played.error();
}

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE(
    "Record: comments - blank lines - tabs and CRLF are read - print(parse(x)) is canonical") {
  const std::string text =
      "# a saved hand\n\nschnapsen-record 1   # version\r\nrules\tsharp\ndealer 1\n"
      "deck Qh Js Ah Ts Kd Ad Ks Kh Th Qd Qc Jh Ac Tc Qs Kc Jd As Td Jc\n"
      "0 play Qh\n\n1 play Kh # takes it\n";
  const auto r = parse_record(text);
  REQUIRE(r.has_value());
  CHECK(r->rules == Rules::sharp());
  CHECK(r->dealer == 1);
  CHECK(r->deck[0] == card("Qh"));
  CHECK(r->deck[19] == card("Jc"));
  REQUIRE(r->actions.size() == 2);
  CHECK(r->actions[1] == SeatAction{1, Action::play(card("Kh"))});
  CHECK(r->line_of(0) == 7);
  CHECK(r->line_of(1) == 9);
  const std::string canonical = print_record(*r);
  CHECK(canonical ==
        "schnapsen-record 1\nrules sharp\ndealer 1\n"
        "deck Qh Js Ah Ts Kd Ad Ks Kh Th Qd Qc Jh Ac Tc Qs Kc Jd As Td Jc\n"
        "0 play Qh\n1 play Kh\n");
  const auto again = parse_record(canonical);
  REQUIRE(again.has_value());
  CHECK(print_record(*again) == canonical);
  CHECK(again->actions == r->actions);
  CHECK(print_record_header(*r) == canonical.substr(0, canonical.find("0 play")));
}

TEST_CASE("Record: a UTF-8 byte order mark at the start is skipped, elsewhere refused") {
  const std::string text =
      "schnapsen-record 1\nrules soft\ndealer 0\n"
      "deck Qh Js Ah Ts Kd Ad Ks Kh Th Qd Qc Jh Ac Tc Qs Kc Jd As Td Jc\n0 play Qh\n";
  const auto plain = parse_record(text);
  REQUIRE(plain.has_value());
  const auto marked = parse_record("\xEF\xBB\xBF" + text);
  REQUIRE(marked.has_value());
  CHECK(print_record(*marked) == print_record(*plain));
  CHECK(marked->line_of(0) == 5);
  CHECK_FALSE(parse_record("schnapsen-record 1\n\xEF\xBB\xBFrules soft\n" + text.substr(30)));
}

TEST_CASE("Record: every action kind survives print and parse") {
  HandRecord rec;
  rec.rules = Rules::soft();
  rec.dealer = 1;
  rec.deck = kCloseDeck;
  for (const char* a : {"exchange", "close", "meld s", "play Qs", "claim", "pass"})
    rec.actions.push_back({0, action(a)});
  const auto back = parse_record(print_record(rec));
  REQUIRE(back.has_value());
  CHECK(back->actions == rec.actions);
  CHECK(back->deck == rec.deck);
}

TEST_CASE("Record errors: each names its line") {
  const std::string h = kHeader;
  struct Case {
    std::string text;
    int line;
    const char* words;
  };
  const Case cases[] = {
      {"schnapsen-record 2\n", 1, "unsupported record version '2'"},
      {"hello\n", 1, "expected 'schnapsen-record 1'"},
      {"# note\n\nschnapsen-record 1\nrules hard\n", 4, "unknown rule preset 'hard'"},
      {"schnapsen-record 1\ndealer 0\n", 2, "expected 'rules' and a preset (soft or sharp)"},
      {"schnapsen-record 1\nrules soft\ndealer 2\n", 3, "expected 'dealer 0' or 'dealer 1'"},
      {"schnapsen-record 1\nrules soft\ndealer 0\nrules soft\n", 4, "expected 'deck'"},
      {h.substr(0, h.size() - 4) + "\n", 4, "the deck must list 20 cards, found 19"},
      {h.substr(0, h.size() - 3) + "Xc\n", 4, "unknown card 'Xc'"},
      {h.substr(0, h.size() - 3) + "Kh\n", 4, "card Kh appears twice"},
      {h + "1 play Kd\n0 jump\n", 6, "unknown action 'jump'"},
      {h + "2 play Kd\n", 5, "expected '<seat> <action>'"},
      {h + "1 play Kd extra words\n", 5, "expected '<seat> <action>'"},
      {h + "1 meld x\n", 5, "unknown action 'meld x'"},
      {h + "1 play Kd\n0 play Jc\n0 claim\n1 pl\x01y Ad\n", 8, "unknown action"},
      {std::string("schnapsen-record 1\n\0\n", 21), 2, "binary data"},
      {"", 1, "missing 'schnapsen-record 1' line"},
      {"schnapsen-record 1\nrules soft\n", 3, "missing 'dealer' line"},
      {"schnapsen-record 1\nrules soft\ndealer 1\n", 4, "missing 'deck' line"},
  };
  for (const Case& c : cases) {
    INFO("record: " << c.text);
    const RecordError e = error_of(c.text);
    CHECK(e.kind == RecordError::Kind::Malformed);
    CHECK(e.line == c.line);
    CHECK(e.message.find(c.words) != std::string::npos);
    CHECK(e.describe() == "line " + std::to_string(c.line) + ": " + e.message);
  }
}

TEST_CASE("Replay errors: illegal action - wrong seat - after the end - each with its line") {
  const std::string h = kHeader;
  RecordError e = replay_error_of(h + "0 play Jc\n");
  CHECK(e.line == 5);
  CHECK(e.message == "seat 0, 'play Jc': it is seat 1's turn");
  e = replay_error_of(h + "# comment\n1 play Jc\n");
  CHECK(e.line == 6);
  CHECK(e.message == "seat 1, 'play Jc': you do not hold Jc");
  e = replay_error_of(h + "1 play Kd\n0 play Jc\n0 claim\n1 play Ad\n");
  CHECK(e.line == 8);
  CHECK(e.message == "seat 1, 'play Ad': the hand is already over");
  e = replay_error_of(h + "1 claim\n");
  CHECK(e.message == "seat 1, 'claim': no claim on the first lead of a hand");
  CHECK(e.describe() == "line 5: seat 1, 'claim': no claim on the first lead of a hand");
}

TEST_CASE("Replay lists the steps and the tail of an unfinished hand") {
  const auto r = parse_record(std::string(kHeader) + "1 play Kd\n");
  REQUIRE(r.has_value());
  const auto played = replay(*r);
  REQUIRE(played.has_value());
  REQUIRE(played->steps.size() == 2);
  CHECK(played->steps[0].seat == 1);
  CHECK(played->steps[0].action == Action::play(card("Kd")));
  CHECK(played->steps[1].seat == 0);
  CHECK_FALSE(played->steps[1].action.has_value());
  CHECK(played->steps[1].legal.size() == 5);  // any card may follow in phase one
  const auto state = replay_state(*r);
  REQUIRE(state.has_value());
  CHECK(same_state(*state, played->state));
}

TEST_CASE("replay_steps: each action with the states around it, up to the first bad one") {
  const auto r = parse_record(std::string(kHeader) + "1 play Kd\n0 play Jc\n0 play Qh\n");
  REQUIRE(r.has_value());
  std::vector<std::size_t> seen;
  const ReplayRun run = replay_steps(*r, [&](const ReplayedAction& a) {
    CHECK(a.taken == r->actions[a.index]);
    CHECK(a.before.to_act() == a.taken.seat);
    CHECK(a.after.tricks_played() == static_cast<int>(a.index));  // the first trick ends at 1
    seen.push_back(a.index);
  });
  CHECK(seen == std::vector<std::size_t>{0, 1});
  REQUIRE(run.stopped_at == 2u);
  CHECK(run.why == "seat 0, 'play Qh': you do not hold Qh");
  CHECK(run.state.tricks_played() == 1);
  const ReplayRun whole = replay_steps(parse_record(std::string(kHeader) + "1 play Kd\n").value());
  CHECK_FALSE(whole.stopped_at.has_value());
  CHECK(whole.state.to_act() == 0);
}

TEST_CASE("Replay matches every conformance sample's result - score and tricks") {
  const std::filesystem::path dir =
      std::filesystem::path(SCHNAPSEN_SOURCE_DIR) / "tests" / "data" / "conformance" / "replay";
  REQUIRE(std::filesystem::is_directory(dir));
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".rec") continue;
    INFO("sample: " << entry.path().filename().string());
    const auto rec = parse_record(read_file(entry.path()));
    REQUIRE(rec.has_value());
    // The engine has no JSON; the test reads the trusted sample with the library directly.
    const auto want = nlohmann::json::parse(
        read_file(std::filesystem::path(entry.path()).replace_extension(".json")));
    const auto got = replay(*rec);
    REQUIRE(got.has_value());
    const HandState& s = got->state;
    const auto& result = want.at("result");
    if (result.is_null()) {
      CHECK_FALSE(s.over());
    } else {
      CHECK(s.result().winner == result.at("winner").get<int>());
      CHECK(s.result().game_points == result.at("game_points").get<int>());
    }
    for (int seat = 0; seat < 2; ++seat) {
      CHECK(s.score(seat) == want.at("score").at(seat).get<int>());
      CHECK(s.tricks(seat) == want.at("tricks").at(seat).get<int>());
    }
    const auto& steps = want.at("steps");
    REQUIRE(steps.size() == got->steps.size());
    for (std::size_t i = 0; i < steps.size(); ++i) {
      CHECK(steps[i].at("seat").get<int>() == got->steps[i].seat);
      CHECK(steps[i].at("legal").size() == static_cast<std::size_t>(got->steps[i].legal.size()));
    }
    ++checked;
  }
  CHECK(checked == 60);
}
