// Network play's messages (wire.hpp): every host message written and read back, the strict
// reader's refusals, the view filter, and the privacy of the whole stream a guest is sent in real
// matches (R9.1-R9.3): the host's table (HostTable) over a loopback link, every line checked for
// cards the guest's seat may not know at that moment.
#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "catch.hpp"
#include "host_table_wrapper.hpp"
#include "polling_presence.hpp"
#include "sanitizer.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/net/guest_link.hpp"
#include "schnapsen/net/host_link.hpp"
#include "schnapsen/net/host_table.hpp"
#include "schnapsen/net/wire.hpp"

namespace schnapsen::net {
namespace {

using namespace std::chrono_literals;
using game::EventKind;
using game::GameEvent;

// ---- Matches to take messages from ------------------------------------------------------------

// A seat's choice among its legal actions, seeded: an exchange and (mostly) a marriage whenever
// they are legal, so that the matches show them; otherwise any legal action (a close, a claim),
// a claim seldom before a closed hand's last trick (so that some hands get there, to a pass).
Action choose(const ActionList& legal, SplitMix64& rng) {
  for (Action a : legal)
    if (a.kind == ActionKind::Exchange) return a;
  for (Action a : legal)
    if (a.kind == ActionKind::Meld && rng.below(3) > 0) return a;
  const Action a = legal[rng.below(legal.size())];
  if (a.kind != ActionKind::Claim || legal.contains(Action::pass()) || rng.below(4) == 0) return a;
  for (Action other : legal)
    if (other.kind == ActionKind::Play) return other;
  return a;
}

// A front end on which both seats are played by seeded choices; it keeps everything it is told.
class RecordingTable : public game::SessionFrontEnd {
 public:
  explicit RecordingTable(std::uint64_t seed) : rng_(seed) {}

  std::vector<GameEvent> events;
  std::vector<game::HumanTurn> turns;  // seat 1's turns
  std::vector<ai::MatchInfo> infos;    // the match as it stood at each of them
  std::vector<game::MatchSetup> setups;
  std::vector<game::MatchSummary> summaries;

  game::ResumeChoice offer_resume(const game::SavedMatch&, const std::string&) override {
    return game::ResumeChoice::NewMatch;
  }
  game::OpponentChoice opponent_failed(const game::SavedMatch&, const std::string&) override {
    return {};
  }
  void begin_match(const game::MatchSetup& setup) override { setups.push_back(setup); }
  game::HumanSeat& human(int seat) override { return seats_[static_cast<std::size_t>(seat)]; }
  std::unique_ptr<ai::Player> watch(int, ai::Player&) override { return nullptr; }
  void show_hand_so_far(const game::HandSoFar&) override {}
  void on_event(const GameEvent& e) override { events.push_back(e); }
  void set_save_status(const game::SaveStatus&) override {}
  bool play_again(const game::MatchSummary& summary) override {
    summaries.push_back(summary);
    return false;
  }
  void end_match() override {}

 private:
  class Seat : public game::HumanSeat {
   public:
    Seat(RecordingTable& table, int seat) : table_(table), seat_(seat) {}
    game::SeatAnswer answer(const game::HumanTurn& turn) override {
      if (seat_ == 1) {
        table_.turns.push_back(turn);
        ai::MatchInfo info;
        if (!table_.events.empty()) {
          const game::TableSnapshot& t = table_.events.back().table;
          info = {t.points, t.bummerls, t.hands_played};
        }
        table_.infos.push_back(info);
      }
      return game::SeatAnswer::act(choose(turn.view.legal, table_.rng_));
    }

   private:
    RecordingTable& table_;
    int seat_;
  };
  SplitMix64 rng_;
  std::array<Seat, 2> seats_{Seat(*this, 0), Seat(*this, 1)};
};

game::MatchRequest request(std::uint64_t seed, const Rules& rules, game::SeatKind guest) {
  game::MatchRequest r;
  r.spec.rules = rules;
  r.spec.seed = seed;
  r.spec.seats[0] = {game::SeatKind::Human, "-", "Anna"};
  r.spec.seats[1] = {guest, "-", "Bob"};
  return r;
}

std::unique_ptr<game::Session> open_session(const game::MatchRequest& r) {
  auto s = game::Session::open(std::nullopt, "no state directory in tests",
                               game::StartMode::Separate, r);
  if (!s) FAIL(s.error());
  return std::move(*s);
}

// One whole match (one Bummerl) in process, both seats by seeded choices.
RecordingTable play_match(std::uint64_t seed, const Rules& rules) {
  RecordingTable table(seed);
  open_session(request(seed, rules, game::SeatKind::Human))->run(table);
  REQUIRE(table.summaries.size() == 1);
  REQUIRE_FALSE(table.turns.empty());
  return table;
}

const std::vector<RecordingTable>& matches() {
  static const std::vector<RecordingTable> played = [] {
    std::vector<RecordingTable> m;
    for (std::uint64_t seed : {3, 11, 29, 47, 58}) {
      m.push_back(play_match(seed, Rules::soft()));
      m.push_back(play_match(seed, Rules::sharp()));
    }
    return m;
  }();
  return played;
}

HostMessage read(const std::string& line) {
  auto m = parse_host_line(line);
  INFO(line);
  if (!m) FAIL(m.error());
  return *m;
}

std::string error_of(const std::string& line) {
  auto m = parse_host_line(line);
  INFO(line);
  REQUIRE_FALSE(m);
  CHECK_FALSE(m.error().empty());
  return m.error();
}

// A valid message changed by `change`, as a line.
std::string changed(const std::string& line, const std::function<void(Json&)>& change) {
  auto json = parse_json(line);
  REQUIRE(json);
  change(*json);
  return dump_line(*json);
}

// Under sharp rules a trick's points and the running count stay off the wire until the hand is
// over (R9.2): what the guest reads of an event mid-hand is the event without them.
bool count_hidden_mid_hand(const GameEvent& e) {
  if (!e.table.dealt) return false;
  const SeatView& v = e.table.views[1];
  return !v.rules.review_won_tricks && v.phase != Phase::Over && e.kind != EventKind::HandOver &&
         e.kind != EventKind::BummerlOver && e.kind != EventKind::MatchOver;
}

void check_same_event(const GameEvent& got, const GameEvent& shown) {
  GameEvent sent = shown;
  if (count_hidden_mid_hand(shown)) {
    if (sent.kind == EventKind::TrickWon) sent.points = 0;
    sent.scores = {};
    sent.won = {};
    sent.score_at_close = 0;
  }
  CHECK(got.kind == sent.kind);
  CHECK(got.seat == sent.seat);
  CHECK(got.hand_index == sent.hand_index);
  CHECK(got.card == sent.card);
  CHECK(got.suit == sent.suit);
  CHECK(got.points == sent.points);
  CHECK(got.cards == sent.cards);
  CHECK(got.led == sent.led);
  CHECK(got.talon_left == sent.talon_left);
  CHECK(got.correct == sent.correct);
  CHECK(got.score == sent.score);
  CHECK(got.dealer == sent.dealer);
  CHECK(got.result == sent.result);
  CHECK(got.scores == sent.scores);
  CHECK(got.tricks == sent.tricks);
  CHECK(got.won == sent.won);
  CHECK(got.closer == sent.closer);
  CHECK(got.score_at_close == sent.score_at_close);
  CHECK(got.marriages == sent.marriages);
  CHECK(got.points_left == sent.points_left);
  CHECK(got.chalked == sent.chalked);
  CHECK(got.schneider == sent.schneider);
  CHECK(got.taken_back == sent.taken_back);
  CHECK_FALSE(got.review);
  const game::TableSnapshot want = filter_snapshot(sent.table, 1);
  CHECK(got.table.dealt == want.dealt);
  CHECK(got.table.hand_in_progress == want.hand_in_progress);
  CHECK(got.table.hands_played == want.hands_played);
  CHECK(got.table.points == want.points);
  CHECK(got.table.bummerls == want.bummerls);
  CHECK(got.table.views == want.views);
}

// ---- Round trips ------------------------------------------------------------------------------

TEST_CASE("Wire: a match reads back as written, soft and sharp") {
  for (const RecordingTable& played : matches()) {
    REQUIRE(played.setups.size() == 1);
    for (const bool advice : {false, true}) {
      MatchMessage sent;
      sent.seat = 1;
      sent.setup = played.setups[0];
      sent.setup.spec.seats[1] = {game::SeatKind::Remote, "-", "Jürgen"};
      sent.setup.spec.settings = {3, false};
      sent.advice = advice;
      const std::string line = match_line(sent);
      const HostMessage m = read(line);
      REQUIRE(m.kind == HostMessage::Kind::Match);
      CHECK(m.match.seat == 1);
      CHECK(m.match.advice == advice);
      CHECK(m.match.setup.advice == advice);
      CHECK(m.match.setup.spec.rules == sent.setup.spec.rules);
      CHECK(m.match.setup.spec.settings == sent.setup.spec.settings);
      CHECK(m.match.setup.match_id == sent.setup.match_id);
      CHECK(m.match.setup.spec.first_dealer == sent.setup.spec.first_dealer);
      for (int i = 0; i < 2; ++i) {
        CHECK(m.match.setup.spec.seats[i].kind == sent.setup.spec.seats[i].kind);
        CHECK(m.match.setup.spec.seats[i].name == sent.setup.spec.seats[i].name);
        CHECK(m.match.setup.spec.seats[i].level_or_command ==
              "-");  // a bot command never goes over the wire
      }
      CHECK_FALSE(m.match.setup.resumed);
      CHECK(match_line(m.match) == line);
    }
  }
  // Every name a player may have goes over (game::clean_name bounds columns, not bytes: a name
  // of zero-width marks may be longer than the reader's 100 bytes; it goes over cut short).
  std::string combining = "e";
  for (int i = 0; i < 60; ++i) combining += "\u0301";  // 121 bytes, one column
  std::string marks_first;
  for (int i = 0; i < 60; ++i) marks_first += "\u0301";
  marks_first += "Anna";
  for (const std::string& name : {std::string("Jürgen"), std::string("李小龍李小龍李小"),
                                  std::string("👍🏽👍🏽👍🏽👍🏽"), combining,
                                  combining + "x", marks_first, std::string("Ærøskøbing")}) {
    INFO(name);
    const auto clean = game::clean_name(name);
    REQUIRE(clean);
    MatchMessage named = {1, matches()[0].setups[0], false};
    named.setup.spec.seats[0].name = *clean;
    const auto m = parse_host_line(match_line(named));
    REQUIRE(m);
    const std::string& got = m->match.setup.spec.seats[0].name;
    if (clean->size() <= 100) CHECK(got == *clean);
    CHECK(got.size() <= 100);
    if (clean->size() > 100) CHECK((got == "?" || clean->starts_with(got)));
  }
  // A match resumed from a save made before match ids (its id is "seed-<seed>").
  MatchMessage old_save = {1, matches()[0].setups[0], false};
  old_save.setup.match_id = "seed-18446744073709551615";
  CHECK(read(match_line(old_save)).match.setup.match_id == old_save.setup.match_id);
  // The rules' options go over as their name says.
  MatchMessage house = {1, matches()[0].setups[0], false};
  house.setup.spec.rules = Rules::sharp();
  house.setup.spec.rules.close_with_two_in_talon = !house.setup.spec.rules.close_with_two_in_talon;
  CHECK(read(match_line(house)).match.setup.spec.rules == house.setup.spec.rules);
  CHECK(read(match_line(house)).match.setup.spec.rules != Rules::sharp());
}

TEST_CASE("Wire: every event of whole matches reads back as seat 1 may see it") {
  std::set<EventKind> kinds;
  std::size_t events = 0;
  for (const RecordingTable& played : matches()) {
    for (const GameEvent& e : played.events) {
      const std::string line = event_line(e, 1);
      const HostMessage m = read(line);
      REQUIRE(m.kind == HostMessage::Kind::Event);
      check_same_event(m.event, e);
      CHECK(event_line(m.event, 1) == line);
      kinds.insert(e.kind);
      ++events;
    }
  }
  CHECK(events > 300);
  for (EventKind k :
       {EventKind::HandStarted, EventKind::Exchanged, EventKind::Closed, EventKind::Melded,
        EventKind::CardPlayed, EventKind::TrickWon, EventKind::CardsDrawn, EventKind::Claimed,
        EventKind::Passed, EventKind::HandOver, EventKind::BummerlOver, EventKind::MatchOver}) {
    INFO("event kind " << static_cast<int>(k));
    CHECK(kinds.count(k) == 1);
  }
  // The kinds the random matches do not play: a resignation and a move taken back.
  GameEvent resigned = matches()[0].events[3];
  resigned.kind = EventKind::Resigned;
  resigned.seat = 0;
  check_same_event(read(event_line(resigned, 1)).event, resigned);
  GameEvent back = matches()[0].events[3];
  back.kind = EventKind::TakenBack;
  back.seat = 1;
  check_same_event(read(event_line(back, 1)).event, back);
}

TEST_CASE("Wire: a hand so far reads back, at every point of a hand") {
  const RecordingTable& played = matches()[1];
  std::vector<GameEvent> hand;
  int checked = 0;
  for (const GameEvent& e : played.events) {
    if (e.kind == EventKind::HandStarted) hand.clear();
    if (e.kind == EventKind::BummerlOver || e.kind == EventKind::MatchOver) continue;
    hand.push_back(e);
    const game::HandSoFar sent{hand, e.table};
    const std::string line = hand_so_far_line(sent, 1);
    const HostMessage m = read(line);
    REQUIRE(m.kind == HostMessage::Kind::HandSoFar);
    REQUIRE(m.hand.events.size() == hand.size());
    for (std::size_t i = 0; i < hand.size(); ++i) check_same_event(m.hand.events[i], hand[i]);
    CHECK(m.hand.table.views == filter_snapshot(e.table, 1).views);
    CHECK(hand_so_far_line(m.hand, 1) == line);
    ++checked;
  }
  CHECK(checked > 20);
  // A hand so far must begin with its deal.
  const game::HandSoFar headless{{played.events[1]}, played.events[1].table};
  CHECK(error_of(hand_so_far_line(headless, 1)) == "hand_so_far does not begin with the deal");
  const std::string line = hand_so_far_line({{played.events[0]}, played.events[0].table}, 1);
  CHECK(error_of(changed(line, [](Json& j) { j["events"] = Json::object(); })) ==
        "events is not a list of at most 200 events");
  CHECK(error_of(changed(line, [](Json& j) {
          j["events"] = Json(std::vector<Json>(201, j["events"][0]));
        })) == "events is not a list of at most 200 events");
  CHECK(error_of(changed(line, [](Json& j) { j["seat"] = 0; })) ==
        "table.seat is not the guest's seat");
}

TEST_CASE("Wire: every turn of seat 1 reads back with its view and refusals") {
  std::size_t turns = 0;
  std::size_t refused = 0;
  for (const RecordingTable& played : matches()) {
    for (std::size_t i = 0; i < played.turns.size(); ++i) {
      const game::HumanTurn& turn = played.turns[i];
      const std::string line = act_line(turn, played.infos[i]);
      const HostMessage m = read(line);
      REQUIRE(m.kind == HostMessage::Kind::Act);
      CHECK(m.turn.view == turn.view);
      REQUIRE(m.turn.refusals.size() == turn.refusals.size());
      for (std::size_t r = 0; r < turn.refusals.size(); ++r) {
        CHECK(m.turn.refusals[r].first == turn.refusals[r].first);
        CHECK(std::string(m.turn.refusals[r].second.msgid) == turn.refusals[r].second.msgid);
        CHECK(m.turn.refusals[r].second.args == turn.refusals[r].second.args);
      }
      CHECK(act_line(m.turn, played.infos[i]) == line);
      // A version 1 bot reads the same message.
      const auto json = parse_json(line);
      REQUIRE(json);
      CHECK((*json)["hand_id"] == played.infos[i].hand_id);
      CHECK((*json)["legal"].size() == static_cast<std::size_t>(turn.view.legal.size()));
      ++turns;
      refused += turn.refusals.empty() ? 0 : 1;
    }
  }
  CHECK(turns > 100);
  CHECK(refused > 0);
}

TEST_CASE("Wire: play_again, status and bye read back") {
  const game::MatchSummary summary = matches()[0].summaries[0];
  const HostMessage again = read(play_again_line(summary));
  REQUIRE(again.kind == HostMessage::Kind::PlayAgain);
  CHECK(again.summary.winner == summary.winner);
  CHECK(again.summary.bummerls == summary.bummerls);
  CHECK(again.summary.hands == summary.hands);

  const HostMessage status = read(status_line("Bob is thinking ... Jürgen ♥"));
  REQUIRE(status.kind == HostMessage::Kind::Status);
  CHECK(status.text == "Bob is thinking ... Jürgen ♥");
  CHECK(read(status_line("")).text.empty());

  for (const bool saved : {true, false}) {
    const HostMessage bye = read(bye_line("The match is over.", saved));
    REQUIRE(bye.kind == HostMessage::Kind::Bye);
    CHECK(bye.text == "The match is over.");
    CHECK(bye.saved == saved);
  }
}

TEST_CASE("Wire: a long or odd status or bye text is cut to a line the guest reads") {
  // Cut at the text limit (400), counted in bytes by the reader: wide characters must not make
  // the line unreadable, and the cut must not split a character.
  for (const std::string& unit : {std::string("x"), std::string("ü"), std::string("€"),
                                  std::string("😀"), std::string("a€")}) {
    for (const std::size_t count :
         {1u, 132u, 133u, 134u, 199u, 200u, 201u, 399u, 400u, 401u, 402u, 1000u}) {
      std::string text;
      for (std::size_t i = 0; i < count; ++i) text += unit;
      INFO(unit << " x " << count);
      const auto status = parse_host_line(status_line(text));
      REQUIRE(status);
      CHECK(status->text.size() <= 400);
      if (text.size() <= 400) CHECK(status->text == text);
      if (text.size() > 400) {
        CHECK(status->text.ends_with("..."));
        CHECK(text.starts_with(status->text.substr(0, status->text.size() - 3)));
      }
      const auto bye = parse_host_line(bye_line(text, false));
      REQUIRE(bye);
      CHECK(bye->text == status->text);
    }
  }
  // Control and invisible characters are made visible.
  const HostMessage odd = read(status_line("a\x1b[2Jb\xff"));
  CHECK(odd.text.find('\x1b') == std::string::npos);
  CHECK(odd.text.starts_with("a?"));
}

TEST_CASE("Wire: guest lines: actions, yes, no, quit") {
  const auto action = parse_guest_line("play Ah");
  REQUIRE(action);
  CHECK(action->kind == GuestLine::Kind::Action);
  CHECK(action->text == "play Ah");
  // A resignation too (R7.8: open at every turn; the host checks the rest).
  for (const char* text :
       {"meld h", "exchange", "close", "claim", "pass", "  play Tc\r", "resign"}) {
    INFO(text);
    const auto line = parse_guest_line(text);
    REQUIRE(line);
    CHECK(line->kind == GuestLine::Kind::Action);
  }
  CHECK(parse_guest_line("play Tc\r")->text == "play Tc");
  CHECK(parse_guest_line("yes")->kind == GuestLine::Kind::Yes);
  CHECK(parse_guest_line("no\r")->kind == GuestLine::Kind::No);
  CHECK(parse_guest_line(" quit ")->kind == GuestLine::Kind::Quit);
}

// ---- Strictness -------------------------------------------------------------------------------

TEST_CASE("Wire: the host's reader refuses what is not exactly a message") {
  const RecordingTable& played = matches()[0];
  const std::string match = match_line({1, played.setups[0], true});
  const GameEvent& dealt = played.events[0];
  REQUIRE(dealt.kind == EventKind::HandStarted);
  const std::string event = event_line(played.events[2], 1);
  const std::string act = act_line(played.turns[0], played.infos[0]);
  const std::string again = play_again_line(played.summaries[0]);
  const std::string bye = bye_line("bye", true);

  // Not a message at all.
  CHECK(error_of("").starts_with("not JSON: "));
  CHECK(error_of("hello").starts_with("not JSON: "));
  CHECK(error_of(match.substr(0, match.size() / 2)).starts_with("not JSON: "));  // truncated
  CHECK(error_of(act.substr(0, act.size() - 1)).starts_with("not JSON: "));
  CHECK(error_of("[1, 2]") == "the message is not an object");
  CHECK(error_of("\"match\"") == "the message is not an object");
  CHECK(error_of(std::string(100, '[') + std::string(100, ']')).starts_with("not JSON: "));
  CHECK(error_of(std::string(kMaxHostLineBytes + 1, ' ')) == "the line is too long");
  CHECK(error_of(R"({"type": "status", "protocol": 5, "text": "a\u0000b"})") ==
        "text holds characters that cannot be shown");
  CHECK(error_of("{\"type\": \"status\", \"protocol\": 2, \"text\": \"\xff\"}")
            .starts_with("not JSON: "));

  // The envelope.
  // A type this program does not know is read as such, to be ignored (docs/bots.md: a newer
  // host's message must not end an older guest's game); a type that is no word is an error.
  const HostMessage unknown = read(R"({"type": "hello", "protocol": 5, "anything": [1, 2]})");
  CHECK(unknown.kind == HostMessage::Kind::Unknown);
  CHECK(unknown.text == "hello");
  CHECK(error_of(R"({"type": "Hello!", "protocol": 5})") ==
        "the message's type is not a word of small letters and _");
  CHECK(error_of(R"({"type": "", "protocol": 5})") ==
        "the message's type is not a word of small letters and _");
  CHECK(error_of(R"({"type": "hello"})") == "the message has no \"protocol\"");
  CHECK(error_of(R"({"protocol": 5})") == "the message has no \"type\"");
  CHECK(error_of(R"({"type": 7, "protocol": 5})") == "the message has no type");
  CHECK(error_of(R"({"type": "status", "text": "x"})") == "the message has no \"protocol\"");
  CHECK(error_of(R"({"type": "status", "protocol": 1, "text": "x"})") ==
        "the host speaks another version of the protocol");
  CHECK(error_of(R"({"type": "status", "protocol": "2", "text": "x"})") ==
        "protocol is not a whole number");
  CHECK(error_of(R"({"type": "status", "protocol": 3.5, "text": "x"})") ==
        "protocol is not a whole number");
  CHECK(error_of(R"({"type": "status", "protocol": 5, "text": "x", "more": 1})") ==
        "the message has an unknown field \"more\"");
  CHECK(error_of(R"({"type": "status", "protocol": 5})") == "the message has no \"text\"");
  CHECK(error_of(R"({"type": "status", "protocol": 5, "text": ["x"]})") == "text is not a string");
  CHECK(error_of(R"({"type": "status", "protocol": 5, "text": ")" + std::string(401, 'x') +
                 "\"}") == "text is longer than 400 bytes");
  CHECK(error_of(changed(bye, [](Json& j) { j["saved"] = 1; })) == "saved is not true or false");
  CHECK(error_of(changed(bye, [](Json& j) { j.erase("saved"); })) ==
        "the message has no \"saved\"");

  // The match.
  CHECK(error_of(changed(match, [](Json& j) { j["seat"] = 2; })) ==
        "seat is out of range (0 to 1)");
  CHECK(error_of(changed(match, [](Json& j) { j["seat"] = -1; })) ==
        "seat is out of range (0 to 1)");
  CHECK(error_of(changed(match, [](Json& j) { j["seat"] = 1e300; })) ==
        "seat is not a whole number");
  CHECK(error_of(changed(match, [](Json& j) { j["advice"] = "yes"; })) ==
        "advice is not true or false");
  CHECK(error_of(changed(match, [](Json& j) {
          j["setup"]["rules"] = "gentle";
        })).starts_with("setup.rules: "));
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["bummerls"] = 0; })) ==
        "setup.bummerls is out of range (1 to 99)");
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["bummerls"] = 4294967297LL; })) ==
        "setup.bummerls is out of range (1 to 99)");
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["match_id"] = "XYZ"; })) ==
        "setup.match_id is not a match id (letters, digits or '-')");
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["match_id"] = "../x"; })) ==
        "setup.match_id is not a match id (letters, digits or '-')");
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["match_id"] = ""; })) ==
        "setup.match_id is not a match id (letters, digits or '-')");
  CHECK(error_of(changed(match, [](Json& j) {
          j["setup"]["match_id"] = std::string(33, 'a');
        })).starts_with("setup.match_id is longer than 32 bytes"));
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["seats"][0]["kind"] = "robot"; })) ==
        "setup.seats.kind is not a kind of seat");
  CHECK(error_of(changed(match, [](Json& j) {
          j["setup"]["seats"][1]["name"] = "";
        })).starts_with("setup.seats.name: "));
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["seats"][1]["level"] = "hard"; })) ==
        "setup.seats has an unknown field \"level\"");
  CHECK(error_of(changed(match, [](Json& j) { j["setup"]["seats"].erase(1); })) ==
        "setup.seats is not a pair");
  CHECK(error_of(changed(match, [](Json& j) { j["setup"].erase("first_dealer"); })) ==
        "setup has no \"first_dealer\"");

  // An event and its table.
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["kind"] = "cheated"; })) ==
        "event.kind is not an event");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["card"] = "Xh"; })) ==
        "event.card is not a card");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["card"] = "ah"; })) ==
        "event.card is not a card");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["card"] = 3; })) ==
        "event.card is not a card");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["suit"] = "x"; })) ==
        "event.suit is not a suit");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["talon_left"] = 11; })) ==
        "event.talon_left is out of range (0 to 10)");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["result"]["game_points"] = 4; })) ==
        "event.result.game_points is out of range (0 to 3)");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["result"]["winner"] = 2; })) ==
        "event.result.winner is out of range (-1 to 1)");
  CHECK(error_of(changed(event, [](Json& j) {
          j["event"]["won"][0] = {"Ah", "Ah"};
        })) == "event.won names a card twice");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["table"]["seat"] = 0; })) ==
        "table.seat is not the guest's seat");
  CHECK(error_of(changed(event, [](Json& j) { j["seat"] = 0; })) ==
        "table.seat is not the guest's seat");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["table"]["view"]["seat"] = 0; })) ==
        "table.view is another seat's");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["extra"] = true; })) ==
        "event has an unknown field \"extra\"");
  CHECK(error_of(changed(event, [](Json& j) { j["event"]["table"].erase("points"); })) ==
        "table has no \"points\"");

  // A view that contradicts itself.
  const auto view_error = [&](const std::function<void(Json&)>& change) {
    return error_of(changed(event, [&](Json& j) { change(j["event"]["table"]["view"]); }));
  };
  CHECK(view_error([](Json& v) { v["hand"] = {"Ac", "Tc", "Kc", "Qc", "Jc", "Ad", "Td", "Kd"}; }) ==
        "view.hand is not a list of at most 5 cards");
  CHECK(view_error([](Json& v) { v["hand"] = {"Ac", "Ac"}; }) == "view.hand names a card twice");
  CHECK(view_error([](Json& v) { v["hand"] = {"Ac", "1c"}; }) == "view.hand is not a card");
  CHECK(view_error([](Json& v) { v["hand"] = "Ac"; }) ==
        "view.hand is not a list of at most 5 cards");
  CHECK(view_error([](Json& v) { v["talon"] = -1; }) == "view.talon is out of range (0 to 10)");
  CHECK(view_error([](Json& v) { v["opponent_hand_size"] = 6; }) ==
        "view.opponent_hand_size is out of range (0 to 5)");
  CHECK(view_error([](Json& v) { v["phase"] = "dance"; }) == "view.phase is not a phase");
  CHECK(view_error([](Json& v) { v["trump"] = "hearts"; }) == "view.trump is not a suit");
  CHECK(view_error([](Json& v) { v["trump_card_dealt"] = nullptr; }) ==
        "view.trump_card_dealt is not a card");
  CHECK(view_error([](Json& v) { v["won"][0] = {v["hand"][0]}; }) ==
        "view names a card in two places");
  CHECK(view_error([](Json& v) { v["opponent_shown"] = {v["hand"][0]}; }) ==
        "view names a card in two places");
  CHECK(view_error([](Json& v) { v["lead"] = v["hand"][0]; }) ==
        "view.lead is also in a hand or a trick");
  CHECK(view_error([](Json& v) {
          v["phase"] = "follow";
          v["lead"] = nullptr;
        }) == "view follows a lead it does not name");
  CHECK(view_error([](Json& v) { v["history"] = {"2 play Ah"}; }) ==
        "view.history holds \"2 play Ah\", not \"SEAT ACTION\"");
  CHECK(view_error([](Json& v) { v["history"] = {"0 dance"}; }) == "view.history is not an action");
  CHECK(view_error([](Json& v) { v["legal"] = {"resign"}; }) == "view.legal is not an action");
  CHECK(view_error([](Json& v) { v["history"] = Json::array({1}); }) ==
        "view.history is not a string");
  CHECK(view_error([](Json& v) { v["result"]["reason"] = 99; }).starts_with("view.result.reason"));
  CHECK(view_error([](Json& v) { v.erase("legal"); }) == "view has no \"legal\"");
  // A list that is not one, or too long, says so (not only "too long").
  CHECK(view_error([](Json& v) { v["history"] = "0 play Ah"; }) ==
        "view.history is not a list of at most 60 actions");
  CHECK(view_error([](Json& v) { v["history"] = Json(std::vector<std::string>(61, "0 close")); }) ==
        "view.history is not a list of at most 60 actions");
  CHECK(view_error([](Json& v) {
          v["legal"] = {{"close", true}};
        }) == "view.legal is not a list of at most 12 actions");
  CHECK(view_error([](Json& v) { v["won"] = {Json::array()}; }) == "view.won is not a pair");

  // A turn.
  const std::string own_card =
      *parse_json(act).value()["view"]["hand"][0].get_ptr<const std::string*>();
  CHECK(error_of(changed(act, [](Json& j) {
          j["view"]["legal"] = {"play Ah", "play Ah"};
        })).find("view.legal") != std::string::npos);
  CHECK(error_of(changed(act, [&](Json& j) {
          j["view"]["legal"] = {"play " + std::string(own_card == "Ah" ? "Th" : "Ah")};
          j["view"]["hand"] = {own_card};
        })) == "view.legal plays a card that is not in the hand");
  CHECK(error_of(changed(act, [](Json& j) { j["view"]["legal"] = Json::array(); })) ==
        "act gives the guest no turn of its own");
  CHECK(error_of(changed(act, [](Json& j) { j["seat"] = 0; })) ==
        "act gives the guest no turn of its own");
  CHECK(error_of(changed(act, [](Json& j) { j["seat"] = 5; })) == "seat is out of range (0 to 1)");
  CHECK(error_of(changed(act, [](Json& j) { j.erase("refusals"); })) ==
        "the message has no \"refusals\"");
  CHECK(error_of(changed(act, [](Json& j) { j.erase("hand_id"); })) ==
        "the message has no \"hand_id\"");
  CHECK(error_of(changed(act, [](Json& j) {
          j["refusals"] = {{{"action", "close"}, {"msgid", "no"}, {"args", {1}}}};
        })) == "act.refusals.args is not a string");
  CHECK(error_of(changed(act, [](Json& j) {
          j["refusals"] = {{{"action", "dance"}, {"msgid", "no"}, {"args", Json::array()}}};
        })) == "act.refusals.action is not an action");
  CHECK(error_of(changed(act, [](Json& j) {
          j["refusals"] = {{{"action", "close"}, {"msgid", "no"}}};
        })) == "act.refusals has no \"args\"");
  CHECK(error_of(changed(act, [](Json& j) { j["refusals"] = Json::object(); })) ==
        "act.refusals is not a list of at most 24 refusals");
  CHECK(error_of(changed(act, [](Json& j) {
          j["refusals"] = {{{"action", "close"}, {"msgid", "no"}, {"args", "x"}}};
        })) == "act.refusals.args is not a list of at most 8 texts");

  // The end of a match.
  CHECK(error_of(changed(again, [](Json& j) { j["summary"]["winner"] = 3; })) ==
        "summary.winner is out of range (0 to 1)");
  CHECK(error_of(changed(again, [](Json& j) { j["summary"]["bummerls"] = {1}; })) ==
        "summary.bummerls is not a pair");
  CHECK(error_of(changed(again, [](Json& j) {
          j["summary"]["bummerls"] = {1, -1};
        })) == "summary.bummerls is out of range (0 to 200)");
}

TEST_CASE("Wire: the guest's reader refuses junk") {
  for (const std::string& junk :
       {std::string(""), std::string("   "), std::string("maybe"), std::string("YES"),
        std::string("play"), std::string("play Xx"), std::string("play Ah Kh"),
        std::string("resign now"), std::string("play\x1b[2JAh"), std::string("yes\x00", 4),
        std::string("\xff\xfe"), std::string("quit\nquit"), std::string(5000, 'x'),
        std::string("play Ah") + std::string(kMaxGuestLineBytes, ' '),
        std::string(kMaxGuestLineBytes, ' ') + "yes"}) {
    INFO(junk.substr(0, 40));
    const auto line = parse_guest_line(junk);
    REQUIRE_FALSE(line);
    const std::string error = line.error().text();
    CHECK_FALSE(error.empty());
    CHECK(error.size() < 300);
    for (const char c : error)  // printable, whatever the guest sent
      CHECK(static_cast<unsigned char>(c) >= 0x20);
  }
}

TEST_CASE("Wire: sharp rules keep the won tricks and the running score off the wire (R9.2)") {
  std::size_t hidden = 0;
  std::size_t shown = 0;
  for (const RecordingTable& played : matches()) {
    const bool sharp = !played.setups[0].spec.rules.review_won_tricks;
    for (const GameEvent& e : played.events) {
      if (!e.table.dealt) continue;
      const auto json = parse_json(event_line(e, 1));
      REQUIRE(json);
      const Json& view = (*json)["event"]["table"]["view"];
      const bool mid_hand = e.table.views[1].phase != Phase::Over;
      const bool carries = view["scores"] != Json::array({0, 0}) ||
                           view["won"] != Json::array({Json::array(), Json::array()});
      if (sharp && mid_hand) {
        INFO(json->dump());
        CHECK_FALSE(carries);
        if (e.kind == EventKind::TrickWon) CHECK((*json)["event"]["points"] == 0);
        ++hidden;
      } else if (e.table.views[1].scores[1] > 0) {
        CHECK(carries);  // soft, and every hand's end: the counts are there
        ++shown;
      }
    }
    for (std::size_t i = 0; i < played.turns.size(); ++i) {
      const auto act = parse_json(act_line(played.turns[i], played.infos[i]));
      REQUIRE(act);
      if (sharp) {
        CHECK((*act)["scores"] == Json::array({0, 0}));  // the version 1 field too
        CHECK((*act)["view"]["won"] == Json::array({Json::array(), Json::array()}));
      }
      // Read back, the guest's program has its view whole again, rebuilt from the history.
      CHECK(read(act_line(played.turns[i], played.infos[i])).turn.view == played.turns[i].view);
    }
  }
  CHECK(hidden > 200);
  CHECK(shown > 200);
  // A host that sends the counts under sharp rules anyway is refused.
  for (const RecordingTable& played : matches()) {
    if (played.setups[0].spec.rules.review_won_tricks) continue;
    for (const GameEvent& e : played.events) {
      if (!e.table.dealt || e.table.views[1].phase == Phase::Over ||
          e.table.views[1].tricks[0] == 0)
        continue;
      const std::string forged = changed(event_line(e, 1), [&](Json& j) {
        j["event"]["table"]["view"]["scores"] = {e.table.views[1].scores[0], 0};
      });
      CHECK(error_of(forged) == "view gives the won tricks or scores that sharp rules hide (R9.2)");
      return;
    }
  }
  FAIL("no sharp hand with a trick won by seat 0");
}

// ---- The view filter --------------------------------------------------------------------------

TEST_CASE("Wire: the view filter gives seat 1 nothing of seat 0's hidden cards") {
  std::size_t checked = 0;
  for (const RecordingTable& played : matches()) {
    for (const GameEvent& e : played.events) {
      if (!e.table.dealt) continue;
      const SeatView& host = e.table.views[0];
      const SeatView& guest = e.table.views[1];
      const game::TableSnapshot seen = filter_snapshot(e.table, 1);
      CHECK(seen.views[1] == guest);  // its own view whole
      const SeatView& other = seen.views[0];
      CHECK(other == opponent_view_as_seen_by(guest));
      CHECK(other.hand.empty());
      CHECK(other.legal.empty());
      CHECK(other.opponent_shown.empty());
      CHECK(other.opponent_lacks.empty());
      CHECK(other.seat == 0);
      CHECK(other.opponent_hand_size == guest.hand.size());
      // Nothing in the filtered snapshot names a card seat 1 has not seen.
      const CardSet hidden = guest.unseen();
      CHECK(((other.won[0] | other.won[1] | other.opponent_shown | other.hand) & hidden).empty());
      CHECK(((seen.views[1].hand | seen.views[1].opponent_shown) & hidden).empty());
      if (other.lead.valid()) CHECK_FALSE(hidden.contains(other.lead));
      if (other.trump_card.valid()) CHECK_FALSE(hidden.contains(other.trump_card));
      // ... though the host's hand holds them: its cards not shown are all hidden.
      CHECK(hidden.contains_all(host.hand - guest.opponent_shown));
      const GameEvent f = filter_event(e, 1);
      CHECK(f.table.views == seen.views);
      CHECK_FALSE(f.review);
      ++checked;
    }
  }
  CHECK(checked > 300);
  // Before a deal there are no views to give.
  game::TableSnapshot empty;
  empty.views[0].hand.insert(Card(Suit::Hearts, Rank::Ace));
  CHECK(filter_snapshot(empty, 1).views[0].hand.empty());
}

TEST_CASE("Wire: the view turned round") {
  const game::HumanTurn& turn = matches()[0].turns[5];
  const SeatView& mine = turn.view;
  REQUIRE(mine.seat == 1);
  const SeatView other = opponent_view_as_seen_by(mine);
  CHECK(other.seat == 0);
  CHECK(other.opponent_hand_size == mine.hand.size());
  CHECK(other.hand.empty());
  CHECK(other.legal.empty());
  CHECK(other.opponent_shown.empty());
  CHECK(other.opponent_lacks.empty());
  CHECK(other.won == mine.won);
  CHECK(other.scores == mine.scores);
  CHECK(other.history == mine.history);
  CHECK(other.trump_card == mine.trump_card);
  CHECK(other.lead == mine.lead);
  CHECK(other.to_act == mine.to_act);
  CHECK(opponent_view_as_seen_by(other).seat == 1);
  CHECK(opponent_view_as_seen_by(other).opponent_hand_size == 0);
}

// ---- Privacy of the whole stream --------------------------------------------------------------

// Every card named in `line`: each two-character word of rank and suit letters ("Ah", "Tc").
CardSet cards_named(const std::string& line) {
  CardSet named;
  const auto word = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  };
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    if (i > 0 && word(line[i - 1])) continue;
    if (i + 2 < line.size() && word(line[i + 2])) continue;
    if (const auto card = parse_card(line.substr(i, 2)); card && card->valid()) named.insert(*card);
  }
  return named;
}

TEST_CASE("Wire: the words taken for cards") {
  CHECK(cards_named(R"({"hand": ["Ah", "Tc"], "history": ["0 play Qs"], "x": "Kd,Jh"})") ==
        (CardSet(Card(Suit::Hearts, Rank::Ace)) | Card(Suit::Clubs, Rank::Ten) |
         Card(Suit::Spades, Rank::Queen) | Card(Suit::Diamonds, Rank::King) |
         Card(Suit::Hearts, Rank::Jack)));
  CHECK(cards_named(R"({"name": "Ahab", "id": "aAh1", "k": "xTc"})").empty());
}

// The host's own table in the privacy test: seat 0 played by seeded choices; every event as
// the session gave it (the truth, unfiltered).
class HostsTable : public game::SessionFrontEnd {
 public:
  explicit HostsTable(std::uint64_t seed) : rng_(seed) {}
  std::vector<GameEvent> events;
  game::ResumeChoice offer_resume(const game::SavedMatch&, const std::string&) override {
    return game::ResumeChoice::NewMatch;
  }
  game::OpponentChoice opponent_failed(const game::SavedMatch&, const std::string&) override {
    return {};
  }
  void begin_match(const game::MatchSetup&) override {}
  game::HumanSeat& human(int) override { return seat_; }
  std::unique_ptr<ai::Player> watch(int, ai::Player&) override { return nullptr; }
  void show_hand_so_far(const game::HandSoFar&) override {}
  void on_event(const GameEvent& e) override { events.push_back(e); }
  void set_save_status(const game::SaveStatus&) override {}
  bool play_again(const game::MatchSummary&) override { return false; }
  void end_match() override {}

 private:
  class Seat : public game::HumanSeat {
   public:
    explicit Seat(SplitMix64& rng) : rng_(rng) {}
    game::SeatAnswer answer(const game::HumanTurn& turn) override {
      return game::SeatAnswer::act(choose(turn.view.legal, rng_));
    }

   private:
    SplitMix64& rng_;
  };
  SplitMix64 rng_;
  Seat seat_{rng_};
};

const JoinCode kCode = *parse_join_code("7KQ2-MX9P");

// What the guest received, and what went wrong on its side (its own thread: no Catch there).
struct GuestLog {
  std::vector<std::string> lines;
  std::vector<std::string> problems;
  std::string end;
  int rejoins = 0;
};

// A guest at the other end of the link: reads every line, answers each `act` with a seeded
// choice among the legal actions it was sent and `play_again` with "no", until the bye. At its
// turns number `rejoin_at` it leaves instead and joins again: the host sends it the match and the
// hand so far (the catch-up), then asks again.
void run_guest(std::unique_ptr<GuestLink> link, const JoinOptions& join, std::uint64_t seed,
               const std::vector<int>& rejoin_at, GuestLog& log, const std::stop_token& stop) {
  SplitMix64 rng(seed);
  ShareSource shares = fixed_shares(static_cast<std::uint8_t>(seed));
  int turns = 0;
  for (;;) {
    const auto read = link->read_line(10s, [&] { return stop.stop_requested(); });
    if (read.kind != GuestLink::Read::Kind::Line) {
      log.end = read.text;
      return;
    }
    log.lines.push_back(read.text);
    const auto m = parse_host_line(read.text);
    if (!m) {
      log.problems.push_back(m.error() + ": " + read.text.substr(0, 200));
      continue;
    }
    if (m->kind == HostMessage::Kind::Act &&
        std::find(rejoin_at.begin(), rejoin_at.end(), ++turns) != rejoin_at.end()) {
      link.reset();
      // Bounded in time, not in attempts: under load the host may take seconds to let the old
      // seat go, and each refusal comes fast.
      const auto give_up = std::chrono::steady_clock::now() + 30s;
      while (!link && std::chrono::steady_clock::now() < give_up && !stop.stop_requested()) {
        auto again = GuestLink::join(join);  // refused while the host still holds the old seat
        if (again)
          link = std::move(*again);
        else
          std::this_thread::sleep_for(20ms);
      }
      if (!link) {
        log.problems.push_back("could not join again");
        return;
      }
      ++log.rejoins;
      continue;
    }
    if (m->kind == HostMessage::Kind::Act &&
        !link->send(to_string(choose(m->turn.view.legal, rng))))
      log.problems.push_back("could not answer");
    if (m->kind == HostMessage::Kind::Deal && !m->deal.guest_share)
      link->send("share " + share_hex(shares()));
    if (m->kind == HostMessage::Kind::PlayAgain) link->send("no");
    if (m->kind == HostMessage::Kind::Bye) return;
  }
}

struct Stream {
  std::vector<std::string> lines;  // every line the guest was sent
  std::vector<GameEvent> truth;    // every event of the match, unfiltered
};

// One match hosted through the real HostTable and HostLink, with a guest on loopback, dealt the
// same at every run (fixed shares and match id), so that every run reaches both rejoins.
Stream host_match(std::uint64_t seed, const Rules& rules) {
  HostOptions options;
  options.port = 0;
  options.code = kCode;
  auto link = HostLink::listen(options);
  REQUIRE(link);
  JoinOptions join;
  join.seat_secret = std::string(kSeatSecretHex, '5');  // one guest's, at every join
  join.host = "127.0.0.1";
  join.port = (*link)->port();
  join.code = kCode;
  join.name = "Bob";
  auto guest = GuestLink::join(join);
  REQUIRE(guest);
  const auto joined = (*link)->next(10s);
  REQUIRE(joined);
  REQUIRE(joined->kind == GuestNews::Kind::Joined);

  GuestLog log;
  HostsTable table(seed);
  {
    std::jthread guest_thread([&, first = std::move(*guest)](const std::stop_token& stop) mutable {
      run_guest(std::move(first), join, seed * 31 + 7, {3, 12}, log, stop);
    });
    {
      auto session = open_session(request(seed, rules, game::SeatKind::Remote));
      session->name_seat(1, "Bob");
      PollingPresence presence;
      HostTable host(table, presence, **link, "Bob", "schnapsen join localhost:1 --code 0000-0000");
      host.use_shares(fixed_shares(static_cast<std::uint8_t>(seed + 0x40)));
      FixedMatchId fixed(host, "wire-" + std::to_string(seed));  // the same deals at every run
      const game::SessionEnd end = session->run(fixed);
      CHECK(end.kind == game::SessionEnd::Kind::Finished);
      CHECK(host.guest_ended().empty());
    }
    (*link)->drop("The match is over.");  // as schnapsen host ends a match
    guest_thread.join();  // the guest returns at the bye (not stopped before it comes)
  }
  INFO("seed " << seed << ", " << rules_name(rules));
  for (const std::string& problem : log.problems) FAIL_CHECK(problem);
  CHECK(log.end.empty());  // the guest stopped at the bye
  CHECK(log.rejoins == 2);
  return {log.lines, table.events};
}

// A message's type as the line says, read loosely (a broken line must still be checked).
std::string type_of(const std::string& line) {
  const auto json = parse_json(line);
  if (!json) return "";
  const Json* type = json_member(*json, "type");
  return type && type->is_string() ? type->get<std::string>() : "";
}

TEST_CASE("Wire: a hosted match never sends the guest a card its seat may not know") {
  const std::map<EventKind, const char*> event_kinds = {{EventKind::HandStarted, "hand_started"},
                                                        {EventKind::Exchanged, "exchanged"},
                                                        {EventKind::Closed, "closed"},
                                                        {EventKind::Melded, "melded"},
                                                        {EventKind::CardPlayed, "card_played"},
                                                        {EventKind::TrickWon, "trick_won"},
                                                        {EventKind::CardsDrawn, "cards_drawn"},
                                                        {EventKind::Claimed, "claimed"},
                                                        {EventKind::Passed, "passed"},
                                                        {EventKind::Resigned, "resigned"},
                                                        {EventKind::HandOver, "hand_over"},
                                                        {EventKind::BummerlOver, "bummerl_over"},
                                                        {EventKind::MatchOver, "match_over"},
                                                        {EventKind::TakenBack, "taken_back"}};
  std::map<std::string, int> types;
  std::set<EventKind> kinds;
  std::size_t lines = 0;
  std::size_t guarded = 0;  // lines sent while seat 1 had cards not to know
  // Four matches per rule set; two under the sanitizers (each match's handshakes and AI-less
  // play cost seconds there), which still show every kind of event checked below.
  const std::vector<std::uint64_t> seeds = test::kUnderSanitizer
                                               ? std::vector<std::uint64_t>{1, 2}
                                               : std::vector<std::uint64_t>{1, 2, 3, 4};
  const int matches = 2 * static_cast<int>(seeds.size());
  for (const std::uint64_t seed : seeds) {
    for (const Rules& rules : {Rules::soft(), Rules::sharp()}) {
      const Stream stream = host_match(seed, rules);
      INFO("seed " << seed << ", " << rules_name(rules));
      REQUIRE(stream.truth.size() > 20);
      std::size_t next_event = 0;
      // What seat 1 may not know now, worked out from the host's side of the table (seat 1's own
      // view is checked against it): the host's cards it did not show and the face-down talon.
      // Seat 1 knows its hand, every card played (tricks, the lead, a card as it lands), every
      // card seen face up under the talon this hand (wherever it went), the marriages the host
      // showed, and the unseen cards the host's follows proved it lacks (R4.1). Before the first
      // deal no card may be named.
      CardSet secret = CardSet::all();
      CardSet face_up;  // this hand's
      for (const std::string& line : stream.lines) {
        const std::string type = type_of(line);
        ++types[type];
        if (type == "event") {
          REQUIRE(next_event < stream.truth.size());
          const GameEvent& truth = stream.truth[next_event++];
          CHECK(line.find(std::string("\"kind\": \"") + event_kinds.at(truth.kind) + "\"") !=
                std::string::npos);  // the line is this event's
          kinds.insert(truth.kind);
          if (truth.kind == EventKind::HandStarted) face_up = {};
          if (truth.table.dealt) {
            const SeatView& host = truth.table.views[0];
            const SeatView& guest = truth.table.views[1];
            face_up.insert(host.trump_card_dealt);
            if (host.trump_card.valid()) face_up.insert(host.trump_card);
            CardSet known = guest.hand | host.won[0] | host.won[1] | face_up;
            if (host.lead.valid()) known.insert(host.lead);
            if (truth.kind == EventKind::CardPlayed) known.insert(truth.card);
            for (const SeatAction& a : host.history) {
              if (a.seat != 0 || a.action.kind != ActionKind::Meld) continue;
              known.insert(Card(a.action.suit(), Rank::King));
              known.insert(Card(a.action.suit(), Rank::Queen));
            }
            const CardSet lacks = revealed_exclusions(guest) - known;
            CHECK((lacks & host.hand).empty());
            secret = CardSet::all() - known - lacks;
            // Seat 1's own view says the same.
            CardSet unseen = guest.unseen() - guest.opponent_lacks - guest.trump_card_dealt;
            if (truth.kind == EventKind::CardPlayed) unseen.erase(truth.card);
            CHECK(unseen == secret);
          }
        }
        if (!secret.empty() && secret != CardSet::all()) ++guarded;  // a line mid-hand
        const CardSet leaked = cards_named(line) & secret;
        INFO(line);
        CHECK(leaked.empty());
        CHECK(parse_host_line(line).has_value());
        ++lines;
      }
      CHECK(next_event == stream.truth.size());  // every event reached the guest, in order
      REQUIRE_FALSE(stream.lines.empty());
      CHECK(type_of(stream.lines.front()) == "match");
      CHECK(type_of(stream.lines.back()) == "bye");
    }
  }
  CHECK(lines > 60 * static_cast<std::size_t>(matches));
  CHECK(guarded > 50 * static_cast<std::size_t>(matches));
  CHECK(types["act"] > 12 * matches);
  CHECK(types["play_again"] == matches);
  CHECK(types["bye"] == matches);
  CHECK(types["hand_so_far"] == 2 * matches);  // each rejoin's catch-up
  CHECK(types["match"] == 3 * matches);
  // Each hand committed to before its deal and revealed after its end (and again in a catch-up).
  CHECK(types["reveal"] >= 2 * matches);
  CHECK(types["deal"] >= types["reveal"]);
  // The stream covered the moments that show cards: an exchange, a marriage, a close, a claim.
  for (EventKind k : {EventKind::Exchanged, EventKind::Melded, EventKind::Closed,
                      EventKind::Claimed, EventKind::CardsDrawn, EventKind::HandOver}) {
    INFO("event kind " << static_cast<int>(k));
    CHECK(kinds.count(k) == 1);
  }
}

}  // namespace
}  // namespace schnapsen::net

namespace schnapsen::net {
namespace {

TEST_CASE("Wire: the checked deal's messages read back; malformed ones are refused") {
  DealMessage d{2, commit_to("m", 2, DealShare{}), std::nullopt};
  const HostMessage asked = read(deal_line(d));
  REQUIRE(asked.kind == HostMessage::Kind::Deal);
  CHECK(asked.deal.hand_index == 2);
  CHECK(asked.deal.commitment == d.commitment);
  CHECK_FALSE(asked.deal.guest_share);
  d.guest_share = random_share();
  CHECK(read(deal_line(d)).deal.guest_share == d.guest_share);
  const HostMessage revealed = read(reveal_line({2, *d.guest_share}));
  REQUIRE(revealed.kind == HostMessage::Kind::Reveal);
  CHECK(revealed.reveal.share == *d.guest_share);

  const std::string hex(64, 'a');
  CHECK(error_of(R"({"type": "deal", "protocol": 5, "hand_index": 0, "commitment": ")" +
                 std::string(64, 'A') + R"(", "guest_share": null})") ==
        "commitment is not 64 lower-case hex digits");
  CHECK(error_of(R"({"type": "deal", "protocol": 5, "hand_index": 0, "commitment": ")" +
                 std::string(66, 'a') + R"(", "guest_share": null})") ==
        "commitment is longer than 64 bytes");
  CHECK(error_of(R"({"type": "deal", "protocol": 5, "hand_index": -1, "commitment": ")" + hex +
                 R"(", "guest_share": null})") == "hand_index is out of range (0 to 100000)");
  CHECK(error_of(R"({"type": "deal", "protocol": 5, "hand_index": 0, "commitment": ")" + hex +
                 R"("})") == "the message has no \"guest_share\"");
  CHECK(error_of(R"({"type": "deal", "protocol": 5, "hand_index": 0, "commitment": ")" + hex +
                 R"(", "guest_share": 7})") == "guest_share is not a string");
  CHECK(error_of(R"({"type": "reveal", "protocol": 5, "hand_index": 0, "share": ")" + hex +
                 R"(", "more": 1})") == "the message has an unknown field \"more\"");
  CHECK(error_of(R"({"type": "reveal", "protocol": 5, "hand_index": 0})") ==
        "the message has no \"share\"");

  // The guest's answer: "share" and 64 lower-case hex digits, nothing else.
  const auto share = parse_guest_line("share " + hex);
  REQUIRE(share);
  CHECK(share->kind == GuestLine::Kind::Deal);
  CHECK(share->share == *share_of_hex(hex));
  CHECK(parse_guest_line("share " + hex + "0").error().text() ==
        "sent a share that is not 64 hex digits");
  CHECK_FALSE(parse_guest_line("share " + std::string(64, 'G')));
  CHECK_FALSE(parse_guest_line("share"));
}

}  // namespace
}  // namespace schnapsen::net

TEST_CASE("Wire: a guest's name is its own unless a table would take it for one of its own") {
  using schnapsen::net::guest_name_of;
  using schnapsen::net::reserved_name;
  CHECK(guest_name_of("Bob") == "Bob");
  for (const char* reserved : {"You", "du", "Player 2", "Spieler 1", "AI", "KI expert", "bot"})
    CHECK(guest_name_of(reserved) == "Guest");
  CHECK(guest_name_of("") == "Guest");
  CHECK(reserved_name("ai master"));
  CHECK_FALSE(reserved_name("Aida"));
}
