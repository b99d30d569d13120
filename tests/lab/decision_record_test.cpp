// Decision records (docs/records.md "Decision records"): one line per decision of either seat,
// the same bytes whatever the thread count, and consistent with the hands they come from: the
// hand replayed from its deal through each record's history shows the seat exactly the
// recorded position, legal actions and truth, and the position holds no card of the truth the
// seat has not legitimately seen.
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "catch.hpp"
#include "schnapsen/bots/bot_protocol.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/lab/arena.hpp"
#include "schnapsen/lab/ladder.hpp"
#include "schnapsen/position.hpp"

using namespace schnapsen;
using namespace schnapsen::ai;
using namespace schnapsen::lab;

namespace {

// The run's records as one string, written through its sink.
std::string run_records(ArenaSettings s) {
  std::string out;
  s.decisions.write = [&out](std::string_view lines) { out += lines; };
  const auto r = run_arena(s);
  REQUIRE(r);
  return out;
}

std::vector<Json> parse_lines(const std::string& text) {
  std::vector<Json> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    auto j = parse_json(line);
    REQUIRE(j);
    out.push_back(std::move(*j));
  }
  return out;
}

CardSet card_set(const Json& list) {
  CardSet out;
  for (const Json& c : list) {
    auto card = parse_card(c.get<std::string>());
    REQUIRE(card);
    out.insert(*card);
  }
  return out;
}

Action action_of(const std::string& text) {
  auto a = parse_action(text);
  REQUIRE(a);
  return *a;
}

// The deck of a record's hand, as the arena deals it (arena.cpp).
Deck deck_of(const Json& r) {
  const auto seed = r["seed"].get<std::uint64_t>();
  const int deal = r["deal"].get<int>();
  if (r["mode"] == "deal") return shuffled_deck(arena_deal_seed(seed, deal));
  return shuffled_deck(arena_deal_seed(seed ^ 0xB0BBE41ull, deal * 16 + r["hand"].get<int>()));
}

// Every card the position shows the seat, but the opponent's shown ones.
CardSet seen_cards(const Position& p) {
  CardSet out = p.hand | p.played;
  if (p.lead.valid()) out.insert(p.lead);
  if (p.talon_card.valid()) out.insert(p.talon_card);
  return out;
}

// Checks every record of `records` against its hand replayed from the deal, and that each hand's
// records are all its decisions: their histories grow by one action each, from none to the
// action that ended the hand. Returns the number of hands.
int check_consistent(const std::vector<Json>& records) {
  using Key = std::tuple<int, int, int, int>;  // pair, deal, seating, hand
  std::map<Key, std::vector<const Json*>> hands;
  for (const Json& r : records)
    hands[{r["pair"].get<int>(), r["deal"].get<int>(), r["seating"].get<int>(),
           r["hand"].get<int>()}]
        .push_back(&r);
  for (const auto& [key, list] : hands) {
    const Json& first = *list.front();
    auto rules = parse_rules(first["rules"].get<std::string>());
    REQUIRE(rules);
    Hand hand(*rules, first["dealer"].get<int>(), deck_of(first));
    // The cards each seat has shown, worked out from the play: the partner of a marriage it
    // declared, the trump card it took by exchanging or drew with the last card of the stock.
    std::array<CardSet, 2> shown{};
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Json& r = *list[i];
      INFO(dump_line(r));
      // The history is exactly the actions so far: one per earlier record of the hand.
      REQUIRE(r["history"].size() == i);
      Json actions = Json::array();
      for (const SeatAction& a : hand.record().actions) actions.push_back(to_string(a));
      REQUIRE(r["history"] == actions);
      const int seat = r["seat"].get<int>();
      REQUIRE(hand.state().to_act() == seat);
      CHECK(r["dealer"].get<int>() == hand.state().dealer());
      CHECK(r["player"] == (seat == r["seating"].get<int>() ? r["a"] : r["b"]));
      const SeatView view = hand.view(seat);
      std::array<int, 2> match{7, 7};
      if (r["mode"] == "bummerl") {
        const Json& points = r["match"]["points"];
        match = {points[seat].get<int>(), points[1 - seat].get<int>()};
      } else {
        CHECK(r["match"].is_null());
      }
      CHECK(r["position"] == print_position(position_of(view, match)));
      CHECK(r["legal"] == sorted_actions_json(view.legal));
      CHECK(r["forced"] == (view.legal.size() == 1));
      // The truth is the state's: the opponent's hand and the stock still to draw, in order.
      CHECK(card_set(r["truth"]["opponent_hand"]) == hand.state().hand(1 - seat));
      Json stock = Json::array();
      for (int c = 0; c < hand.state().stock_remaining(); ++c)
        stock.push_back(to_string(hand.state().stock_card(c)));
      CHECK(r["truth"]["stock"] == stock);
      // The position holds no card of the truth but those the opponent has shown.
      auto position = parse_position(r["position"].get<std::string>());
      REQUIRE(position);
      const CardSet truth = card_set(r["truth"]["opponent_hand"]) | card_set(r["truth"]["stock"]);
      CHECK((seen_cards(*position) & truth).empty());
      CHECK((shown[1 - seat] & hand.state().hand(1 - seat)).contains_all(position->opponent_shown));
      const Action action = action_of(r["action"].get<std::string>());
      const HandState before = hand.state();
      REQUIRE_FALSE(hand.act(seat, action));
      if (action.kind == ActionKind::Meld) {
        shown[seat].insert(Card(action.suit(), Rank::King));
        shown[seat].insert(Card(action.suit(), Rank::Queen));
      }
      if (action.kind == ActionKind::Exchange) shown[seat].insert(before.trump_card());
      if (before.talon_size() > 0 && hand.state().talon_size() == 0 && before.closer() < 0)
        for (int s = 0; s < 2; ++s)
          if (hand.state().hand(s).contains(before.trump_card()))
            shown[s].insert(before.trump_card());
    }
    CHECK(hand.over());  // no decision after the last record
  }
  return static_cast<int>(hands.size());
}

}  // namespace

TEST_CASE("decision records: one line per decision, consistent with the replayed hand") {
  ArenaSettings s;
  s.a = "random";
  s.b = "basic";
  s.deals = 3;
  s.seed = 41;
  const std::vector<Json> records = parse_lines(run_records(s));
  CHECK(check_consistent(records) == 6);
  int forced = 0;
  for (const Json& r : records) {
    CHECK(r["a"] == "random");
    CHECK(r["mode"] == "deal");
    forced += r["forced"].get<bool>() ? 1 : 0;
  }
  CHECK(forced > 0);  // forced decisions are recorded too

  s.a = "noisy:0.2:heuristic";
  s.rules = Rules::sharp();
  CHECK(check_consistent(parse_lines(run_records(s))) == 6);
}

TEST_CASE("decision records: Bummerl mode records the standing and every hand") {
  ArenaSettings s;
  s.a = "basic";
  s.b = "noisy:0.3:casual";
  s.bummerls = 2;
  s.seed = 8;
  const std::vector<Json> records = parse_lines(run_records(s));
  CHECK(check_consistent(records) > 4);
  bool moved = false;
  for (const Json& r : records) {
    REQUIRE(r["mode"] == "bummerl");
    moved = moved || r["match"]["points"] != Json::array({7, 7});
  }
  CHECK(moved);
}

TEST_CASE("decision records: the same bytes whatever the thread count") {
  ArenaSettings s;
  s.a = "random";
  s.b = "noisy:0.2:heuristic";
  s.deals = 9;
  s.seed = 3;
  const std::string one = run_records(s);
  CHECK_FALSE(one.empty());
  s.threads = 2;
  CHECK(run_records(s) == one);
  s.threads = 3;
  CHECK(run_records(s) == one);
  s.bummerls = 3;
  s.threads = 1;
  const std::string bummerls = run_records(s);
  s.threads = 2;
  CHECK(run_records(s) == bummerls);
}

TEST_CASE("decision records: a ladder numbers its pairs and writes them in order") {
  LadderSettings s;
  s.players = {"random", "beginner", "noisy:0.5:basic"};
  s.deals = 2;
  s.threads = 2;
  std::string text;
  s.decisions.write = [&text](std::string_view lines) { text += lines; };
  REQUIRE(run_ladder(s));
  const std::vector<Json> records = parse_lines(text);
  CHECK(check_consistent(records) == 12);
  int last = 0;
  for (const Json& r : records) {
    CHECK(r["pair"].get<int>() >= last);
    last = r["pair"].get<int>();
  }
  CHECK(last == 2);
}

TEST_CASE("decision records: a write that fails stops the run with its message") {
  ArenaSettings s;
  s.a = "basic";
  s.b = "random";
  s.deals = 20;
  s.threads = 2;
  int writes = 0;
  s.decisions.write = [&writes](std::string_view) {
    if (++writes == 3) throw std::runtime_error("--decisions out: No space left on device");
  };
  const auto r = run_arena(s);
  REQUIRE_FALSE(r);
  CHECK(r.error() == "--decisions out: No space left on device");
  CHECK(writes == 3);
}
