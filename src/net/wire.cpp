// Network play's messages and the view filter (wire.hpp).
//
// Reading is strict: every object must have exactly the fields written here, of the right type
// and range, and a view must hold together (no card twice, a led card when following, legal
// plays from the hand), so that a hostile host cannot make the guest's table show nonsense or
// trip over an impossible state. A parse error is thrown inside this file only (json.hpp's
// JsonRefusal) and returned as the error of parse_host_line.
#include "schnapsen/net/wire.hpp"

#include <algorithm>
#include <mutex>
#include <set>
#include <utility>

#include "schnapsen/bots/bot_protocol.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/json.hpp"
#include "schnapsen/play.hpp"
#include "schnapsen/text_format.hpp"
#include "schnapsen/tricks.hpp"

namespace schnapsen::net {

namespace {

// ---- The view filter ----------------------------------------------------------------------

constexpr std::size_t kMaxEvents = 200;   // a hand has at most about 60 events
constexpr std::size_t kMaxHistory = 60;   // a hand has at most about 35 actions
constexpr std::size_t kMaxText = 400;     // a status line, a reason, a msgid
constexpr std::size_t kMaxRefusals = 24;  // one per action a player could try
constexpr std::size_t kMaxArgs = 8;
constexpr std::size_t kMaxNameBytes = 100;  // a seat's name

// ---- Writing ----------------------------------------------------------------------------------

Json result_json(const HandResult& r) {
  return Json{{"winner", static_cast<int>(r.winner)},
              {"game_points", static_cast<int>(r.game_points)},
              {"reason", static_cast<int>(r.reason)},
              {"claimer", static_cast<int>(r.claimer)}};
}

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Lead: return "lead";
    case Phase::Follow: return "follow";
    case Phase::ClaimOrPass: return "claim_or_pass";
    case Phase::Over: return "over";
  }
  return "over";
}

// R9.2, sharp: while a hand is played the table shows no won tricks and no running score, so
// the wire leaves them out too (the won piles, the scores, the closer's opponent's score at the
// close, a trick's points). The history of play stays: a player may remember every card played
// (R9.3), and the reader rebuilds the rest from it for the guest's own program (rebuild_counts).
bool count_hidden(const Rules& rules, Phase phase) {
  return !rules.review_won_tricks && phase != Phase::Over;
}

SeatView as_table_shows(SeatView v) {
  if (!count_hidden(v.rules, v.phase)) return v;
  v.won = {};
  v.scores = {};
  v.score_at_close = 0;
  return v;
}

Json view_json(const SeatView& shown) {
  const SeatView v = as_table_shows(shown);
  return Json{
      {"rules", rules_name(v.rules)},
      {"seat", v.seat},
      {"dealer", v.dealer},
      {"to_act", v.to_act},
      {"phase", phase_name(v.phase)},
      {"hand", cards_json(v.hand)},
      {"trump", std::string(1, suit_letter(v.trump))},
      {"trump_card_dealt", card_json(v.trump_card_dealt)},
      {"trump_card", card_json(v.trump_card)},
      {"talon", v.talon_size},
      {"closer", v.closer},
      {"opponent_hand_size", v.opponent_hand_size},
      {"opponent_shown", cards_json(v.opponent_shown)},
      {"won", Json::array({cards_json(v.won[0]), cards_json(v.won[1])})},
      {"tricks", pair_json(v.tricks)},
      {"scores", pair_json(v.scores)},
      {"marriage_points", pair_json(v.marriage_points)},
      {"tricks_at_close", v.tricks_at_close},
      {"score_at_close", v.score_at_close},
      {"lead", card_json(v.lead)},
      {"melded_suit", v.melded_suit ? Json(std::string(1, suit_letter(*v.melded_suit))) : Json()},
      {"opponent_lacks", cards_json(v.opponent_lacks)},
      {"history", history_json(v.history)},
      {"legal", actions_json(v.legal)},
      {"result", result_json(v.result)}};
}

Json table_json(const game::TableSnapshot& t, int seat) {
  return Json{{"dealt", t.dealt},
              {"hand_in_progress", t.hand_in_progress},
              {"hands_played", t.hands_played},
              {"points", pair_json(t.points)},
              {"bummerls", pair_json(t.bummerls)},
              {"seat", seat},
              {"view", t.dealt ? view_json(t.views[static_cast<std::size_t>(seat)]) : Json()}};
}

constexpr std::array<const char*, 14> kEventKinds = {
    "hand_started", "exchanged",    "closed",     "melded",    "card_played",
    "trick_won",    "cards_drawn",  "claimed",    "passed",    "resigned",
    "hand_over",    "bummerl_over", "match_over", "taken_back"};

Json event_json(const game::GameEvent& shown, int seat) {
  game::GameEvent e = shown;
  // Sharp (R9.2): no trick's points and no running count before the hand's end.
  const SeatView& mine = e.table.views[static_cast<std::size_t>(seat)];
  if (e.table.dealt && !game::ends_hand(e.kind) && count_hidden(mine.rules, mine.phase)) {
    if (e.kind == game::EventKind::TrickWon) e.points = 0;
    e.scores = {};
    e.won = {};
    e.score_at_close = 0;
  }
  return Json{{"kind", kEventKinds[static_cast<std::size_t>(e.kind)]},
              {"seat", e.seat},
              {"hand_index", e.hand_index},
              {"card", card_json(e.card)},
              {"suit", std::string(1, suit_letter(e.suit))},
              {"points", e.points},
              {"cards", Json::array({card_json(e.cards[0]), card_json(e.cards[1])})},
              {"led", e.led},
              {"talon_left", e.talon_left},
              {"correct", e.correct},
              {"score", e.score},
              {"dealer", e.dealer},
              {"result", result_json(e.result)},
              {"scores", pair_json(e.scores)},
              {"tricks", pair_json(e.tricks)},
              {"won", Json::array({cards_json(e.won[0]), cards_json(e.won[1])})},
              {"closer", e.closer},
              {"score_at_close", e.score_at_close},
              {"marriages", pair_json(e.marriages)},
              {"points_left", pair_json(e.points_left)},
              {"chalked", e.chalked},
              {"schneider", e.schneider},
              {"taken_back", e.taken_back},
              {"table", table_json(e.table, seat)}};
}

Json message(const char* type) { return Json{{"type", type}, {"protocol", kNetProtocolVersion}}; }

// `s` cut to at most `max` bytes, between characters (never inside one).
std::string cut_bytes(std::string s, std::size_t max) {
  if (s.size() <= max) return s;
  std::size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  s.resize(cut);
  return s;
}

// A text for a status or bye line as the reader takes it (read_text): shown characters only, at
// most kMaxText bytes with its "...".
std::string bounded_text(const std::string& text) {
  const std::string s = text::shorten(text, kMaxText);
  return s.size() <= kMaxText ? s : cut_bytes(s, kMaxText - 3) + "...";
}

// A seat's name as the reader takes it: game::clean_name bounds a name's width, not its bytes (a
// character may carry any number of zero-width marks); the wire takes at most kMaxNameBytes.
std::string bounded_name(const std::string& name) {
  if (name.size() <= kMaxNameBytes) return name;
  auto cut = game::clean_name(cut_bytes(name, kMaxNameBytes));
  return cut ? *cut : std::string("?");
}

// ---- Reading (json.hpp's strict readers) ------------------------------------------------------

HandResult result_of(const Json& j, const std::string& what) {
  JsonFields f(j, what);
  HandResult r;
  r.winner = static_cast<std::int8_t>(read_int(f.take("winner"), what + ".winner", -1, 1));
  r.game_points =
      static_cast<std::int8_t>(read_int(f.take("game_points"), what + ".game_points", 0, 3));
  r.reason = static_cast<EndReason>(
      read_int(f.take("reason"), what + ".reason", 0, static_cast<int>(EndReason::Resigned)));
  r.claimer = static_cast<std::int8_t>(read_int(f.take("claimer"), what + ".claimer", -1, 1));
  f.done();
  return r;
}

Rules rules_of(const Json& j, const std::string& what) {
  const std::string text = read_text(j, what, kMaxText);
  auto rules = parse_rules(text);
  if (!rules) refuse_json(what + ": " + rules.error());
  return *rules;
}

// An action as the wire writes it; a resignation (R7.8) only where `resign_allowed` (a hand's
// history may end with one; a list of legal actions never holds one).
Action action_of(const std::string& text, const std::string& what, bool resign_allowed = false) {
  const auto a = parse_action(text);
  if (a && (a->kind != ActionKind::Resign || resign_allowed)) return *a;
  refuse_json(what + " is not an action");
}

// The won piles, [seat 0's, seat 1's].
std::array<CardSet, 2> won_of(const Json& j, const std::string& what) {
  if (!j.is_array() || j.size() != 2) refuse_json(what + " is not a pair");
  return {read_cards(j[0], what), read_cards(j[1], what)};
}

Phase phase_of(const Json& j) {
  for (Phase p : {Phase::Lead, Phase::Follow, Phase::ClaimOrPass, Phase::Over})
    if (j.is_string() && j.get_ref<const std::string&>() == phase_name(p)) return p;
  refuse_json("view.phase is not a phase");
}

// Sharp (R9.2): the counts the wire left out, rebuilt from the history of play as the engine
// keeps them (R6.1: marriages count once the player has a trick), so that the guest's program
// (its advisor) sees the view a careful player's memory holds (R9.3).
void rebuild_counts(SeatView& v) {
  if (!v.won[0].empty() || !v.won[1].empty() || v.scores != std::array<int, 2>{} ||
      v.score_at_close != 0)
    refuse_json("view gives the won tricks or scores that sharp rules hide (R9.2)");
  std::array<int, 2> points{};
  std::array<int, 2> tricks{};
  std::array<int, 2> marriages{};
  std::vector<SeatAction> so_far;
  std::size_t tricks_seen = 0;
  for (const SeatAction& a : v.history) {
    so_far.push_back(a);
    if (a.action.kind == ActionKind::Meld)
      marriages[static_cast<std::size_t>(a.seat)] += a.action.suit() == v.trump ? 40 : 20;
    if (a.action.kind == ActionKind::Close) {
      const int other = 1 - a.seat;
      v.score_at_close = hand_score(tricks[static_cast<std::size_t>(other)] > 0,
                                    points[static_cast<std::size_t>(other)],
                                    marriages[static_cast<std::size_t>(other)]);
    }
    if (a.action.kind != ActionKind::Play) continue;
    const std::vector<PlayedTrick> done = played_tricks(so_far, v.trump);
    if (done.size() == tricks_seen) continue;
    tricks_seen = done.size();
    const PlayedTrick& t = done.back();
    const auto w = static_cast<std::size_t>(t.winner);
    v.won[w].insert(t.cards[0]);
    v.won[w].insert(t.cards[1]);
    points[w] += t.cards[0].points() + t.cards[1].points();
    ++tricks[w];
  }
  if (tricks != v.tricks) refuse_json("view.tricks does not match its history");
  for (std::size_t s = 0; s < 2; ++s)
    v.scores[s] = hand_score(tricks[s] > 0, points[s], v.marriage_points[s]);
}

SeatView view_of(const Json& j) {
  JsonFields f(j, "view");
  SeatView v;
  v.rules = rules_of(f.take("rules"), "view.rules");
  v.seat = read_int(f.take("seat"), "view.seat", 0, 1);
  v.dealer = read_int(f.take("dealer"), "view.dealer", 0, 1);
  v.to_act = read_int(f.take("to_act"), "view.to_act", 0, 1);
  v.phase = phase_of(f.take("phase"));
  v.hand = read_cards(f.take("hand"), "view.hand", 5);
  v.trump = read_suit(f.take("trump"), "view.trump");
  v.trump_card_dealt = read_card(f.take("trump_card_dealt"), "view.trump_card_dealt", false);
  v.trump_card = read_card(f.take("trump_card"), "view.trump_card", true);
  v.talon_size = read_int(f.take("talon"), "view.talon", 0, 10);
  v.closer = read_int(f.take("closer"), "view.closer", -1, 1);
  v.opponent_hand_size = read_int(f.take("opponent_hand_size"), "view.opponent_hand_size", 0, 5);
  v.opponent_shown = read_cards(f.take("opponent_shown"), "view.opponent_shown", 5);
  v.won = won_of(f.take("won"), "view.won");
  v.tricks = read_pair(f.take("tricks"), "view.tricks", 0, 10);
  v.scores = read_pair(f.take("scores"), "view.scores", 0, 250);
  v.marriage_points = read_pair(f.take("marriage_points"), "view.marriage_points", 0, 160);
  v.tricks_at_close = read_int(f.take("tricks_at_close"), "view.tricks_at_close", 0, 10);
  v.score_at_close = read_int(f.take("score_at_close"), "view.score_at_close", 0, 250);
  v.lead = read_card(f.take("lead"), "view.lead", true);
  const Json& melded = f.take("melded_suit");
  if (!melded.is_null()) v.melded_suit = read_suit(melded, "view.melded_suit");
  v.opponent_lacks = read_cards(f.take("opponent_lacks"), "view.opponent_lacks");
  for (const Json& h : read_list(f.take("history"), "view.history", kMaxHistory, "actions")) {
    const std::string s = read_text(h, "view.history", 20);
    if (s.size() < 3 || (s[0] != '0' && s[0] != '1') || s[1] != ' ')
      refuse_json("view.history holds \"" + s + "\", not \"SEAT ACTION\"");
    v.history.push_back({s[0] - '0', action_of(s.substr(2), "view.history", true)});
  }
  for (const Json& a : read_list(f.take("legal"), "view.legal", ActionList::kCapacity, "actions")) {
    const Action action = action_of(read_text(a, "view.legal", 20), "view.legal");
    if (v.legal.contains(action)) refuse_json("view.legal names an action twice");
    if (action.kind == ActionKind::Play && !v.hand.contains(action.card()))
      refuse_json("view.legal plays a card that is not in the hand");
    v.legal.push(action);
  }
  v.result = result_of(f.take("result"), "view.result");
  f.done();
  if (count_hidden(v.rules, v.phase)) rebuild_counts(v);
  // A view that holds together: each card in one place, a led card while following.
  const CardSet won_all = v.won[0] | v.won[1];
  if (!((v.hand & won_all) | (v.hand & v.opponent_shown) | (v.opponent_shown & won_all)).empty())
    refuse_json("view names a card in two places");
  if (v.phase == Phase::Follow && !v.lead.valid())
    refuse_json("view follows a lead it does not name");
  if (v.lead.valid() && (v.hand.contains(v.lead) || won_all.contains(v.lead)))
    refuse_json("view.lead is also in a hand or a trick");
  if (v.seat != v.to_act && !v.legal.empty())
    refuse_json("view.legal is given to the seat not to act");
  return v;
}

game::TableSnapshot table_of(const Json& j, int expected_seat) {
  JsonFields f(j, "table");
  game::TableSnapshot t;
  t.dealt = read_bool(f.take("dealt"), "table.dealt");
  t.hand_in_progress = read_bool(f.take("hand_in_progress"), "table.hand_in_progress");
  t.hands_played = read_int(f.take("hands_played"), "table.hands_played", 0, 100000);
  t.points = read_pair(f.take("points"), "table.points", -20, 7);
  t.bummerls = read_pair(f.take("bummerls"), "table.bummerls", 0, 200);
  const int seat = read_int(f.take("seat"), "table.seat", 0, 1);
  if (seat != expected_seat) refuse_json("table.seat is not the guest's seat");
  const Json& view = f.take("view");
  if (t.dealt) {
    const SeatView mine = view_of(view);
    if (mine.seat != seat) refuse_json("table.view is another seat's");
    t.views[static_cast<std::size_t>(seat)] = mine;
    t.views[static_cast<std::size_t>(1 - seat)] = opponent_view_as_seen_by(mine);
  } else if (!view.is_null()) {
    refuse_json("table.view is given before a deal");
  }
  f.done();
  return t;
}

game::GameEvent event_of(const Json& j, int seat) {
  JsonFields f(j, "event");
  game::GameEvent e;
  const Json& kind = f.take("kind");
  const auto it = std::find_if(kEventKinds.begin(), kEventKinds.end(), [&](const char* k) {
    return kind.is_string() && kind.get_ref<const std::string&>() == k;
  });
  if (it == kEventKinds.end()) refuse_json("event.kind is not an event");
  e.kind = static_cast<game::EventKind>(it - kEventKinds.begin());
  e.seat = read_int(f.take("seat"), "event.seat", -1, 1);
  e.hand_index = read_int(f.take("hand_index"), "event.hand_index", 0, 100000);
  e.card = read_card(f.take("card"), "event.card", true);
  e.suit = read_suit(f.take("suit"), "event.suit");
  e.points = read_int(f.take("points"), "event.points", 0, 250);
  const Json& cards = f.take("cards");
  if (!cards.is_array() || cards.size() != 2) refuse_json("event.cards is not a pair");
  e.cards = {read_card(cards[0], "event.cards", true), read_card(cards[1], "event.cards", true)};
  e.led = read_bool(f.take("led"), "event.led");
  e.talon_left = read_int(f.take("talon_left"), "event.talon_left", 0, 10);
  e.correct = read_bool(f.take("correct"), "event.correct");
  e.score = read_int(f.take("score"), "event.score", 0, 250);
  e.dealer = read_int(f.take("dealer"), "event.dealer", 0, 1);
  e.result = result_of(f.take("result"), "event.result");
  e.scores = read_pair(f.take("scores"), "event.scores", 0, 250);
  e.tricks = read_pair(f.take("tricks"), "event.tricks", 0, 10);
  e.won = won_of(f.take("won"), "event.won");
  e.closer = read_int(f.take("closer"), "event.closer", -1, 1);
  e.score_at_close = read_int(f.take("score_at_close"), "event.score_at_close", 0, 250);
  e.marriages = read_pair(f.take("marriages"), "event.marriages", 0, 160);
  e.points_left = read_pair(f.take("points_left"), "event.points_left", -20, 7);
  e.chalked = read_int(f.take("chalked"), "event.chalked", 0, 2);
  e.schneider = read_bool(f.take("schneider"), "event.schneider");
  e.taken_back = read_bool(f.take("taken_back"), "event.taken_back");
  e.table = table_of(f.take("table"), seat);
  f.done();
  // What the table must be able to draw: a card where one is shown.
  using K = game::EventKind;
  if ((e.kind == K::CardPlayed || e.kind == K::Exchanged || e.kind == K::HandStarted) &&
      !e.card.valid())
    refuse_json("event names no card");
  if (e.kind == K::TrickWon && (!e.cards[0].valid() || !e.cards[1].valid()))
    refuse_json("event.cards names no trick");
  if (e.kind != K::HandStarted && e.kind != K::BummerlOver && e.kind != K::MatchOver &&
      e.kind != K::HandOver && e.kind != K::CardsDrawn && e.seat < 0)
    refuse_json("event.seat names no seat");
  if ((e.kind == K::HandOver || e.kind == K::BummerlOver || e.kind == K::MatchOver) && e.seat < 0 &&
      e.result.winner < 0)
    refuse_json("event ends a hand without a winner");
  return e;
}

// Message ids are kept as C strings (Message::msgid): each distinct one read is kept once for
// the life of the program, at most kMaxMsgids of them (a host sends only the engine's few).
constexpr std::size_t kMaxMsgids = 512;

const char* interned(const std::string& msgid) {
  static std::mutex mutex;
  static std::set<std::string> kept;
  const std::lock_guard lock(mutex);
  auto it = kept.find(msgid);
  if (it == kept.end()) {
    if (kept.size() >= kMaxMsgids) refuse_json("too many different refusal messages");
    it = kept.insert(msgid).first;
  }
  return it->c_str();
}

game::HumanTurn turn_of(JsonFields& f, int seat) {
  game::HumanTurn turn;
  turn.view = view_of(f.take("view"));
  if (turn.view.seat != seat || turn.view.legal.empty())
    refuse_json("act gives the guest no turn of its own");
  for (const Json& r : read_list(f.take("refusals"), "act.refusals", kMaxRefusals, "refusals")) {
    JsonFields rf(r, "act.refusals");
    const Action action =
        action_of(read_text(rf.take("action"), "act.refusals.action", 20), "act.refusals.action");
    Message m;
    m.msgid = interned(read_text(rf.take("msgid"), "act.refusals.msgid", kMaxText));
    for (const Json& a : read_list(rf.take("args"), "act.refusals.args", kMaxArgs, "texts"))
      m.args.push_back(read_text(a, "act.refusals.args", 100));
    rf.done();
    turn.refusals.emplace_back(action, std::move(m));
  }
  return turn;
}

game::SeatSetup seat_of(const Json& j) {
  JsonFields f(j, "setup.seats");
  const auto kind = game::parse_seat_kind(read_text(f.take("kind"), "setup.seats.kind", 20));
  if (!kind) refuse_json("setup.seats.kind is not a kind of seat");
  auto name = game::clean_name(read_text(f.take("name"), "setup.seats.name", kMaxNameBytes));
  if (!name) refuse_json("setup.seats.name: " + name.error());
  if (reserved_name(*name))
    refuse_json("setup.seats.name is a word the table uses for its own players");
  f.done();
  return {*kind, "-", *name};
}

game::MatchSetup setup_of(const Json& j) {
  JsonFields f(j, "setup");
  game::MatchSetup s;
  s.spec.rules = rules_of(f.take("rules"), "setup.rules");
  s.spec.settings.bummerls_to_lose = read_int(f.take("bummerls"), "setup.bummerls", 1, 99);
  s.spec.settings.schneider_bummerl =
      read_bool(f.take("schneider_bummerl"), "setup.schneider_bummerl");
  const Json& seats = f.take("seats");
  if (!seats.is_array() || seats.size() != 2) refuse_json("setup.seats is not a pair");
  for (std::size_t i = 0; i < 2; ++i) s.spec.seats[i] = seat_of(seats[i]);
  s.match_id = read_text(f.take("match_id"), "setup.match_id", 32);
  // As a save holds it: new matches have 16 hexadecimal digits, older saves "seed-<seed>".
  if (s.match_id.empty() ||
      s.match_id.find_first_not_of("0123456789abcdefghijklmnopqrstuvwxyz-") != std::string::npos)
    refuse_json("setup.match_id is not a match id (letters, digits or '-')");
  s.spec.first_dealer = read_int(f.take("first_dealer"), "setup.first_dealer", 0, 1);
  f.done();
  return s;
}

game::MatchSummary summary_of(const Json& j) {
  JsonFields f(j, "summary");
  game::MatchSummary s;
  s.winner = read_int(f.take("winner"), "summary.winner", 0, 1);
  s.bummerls = read_pair(f.take("bummerls"), "summary.bummerls", 0, 200);
  s.hands = read_int(f.take("hands"), "summary.hands", 0, 100000);
  f.done();
  return s;
}

// 32 bytes as 64 lower-case hex digits (fair_deal.hpp's one spelling).
DealShare share_of(const Json& j, const std::string& what) {
  const auto share = share_of_hex(read_string(j, what, 2 * kShareBytes));
  if (!share) refuse_json(what + " is not 64 lower-case hex digits");
  return *share;
}

HostMessage host_message_of(const Json& j) {
  JsonFields f(j, "the message");
  const Json& type = f.take("type");
  if (!type.is_string()) refuse_json("the message has no type");
  if (read_int(f.take("protocol"), "protocol", 0, 1000) != kNetProtocolVersion)
    refuse_json("the host speaks another version of the protocol");
  const std::string& t = type.get_ref<const std::string&>();
  HostMessage m;
  if (t == "match") {
    m.kind = HostMessage::Kind::Match;
    m.match.seat = read_int(f.take("seat"), "seat", 0, 1);
    m.match.setup = setup_of(f.take("setup"));
    m.match.advice = read_bool(f.take("advice"), "advice");
    m.match.setup.advice = m.match.advice;
  } else if (t == "hand_so_far") {
    m.kind = HostMessage::Kind::HandSoFar;
    const int seat = read_int(f.take("seat"), "seat", 0, 1);
    for (const Json& e : read_list(f.take("events"), "events", kMaxEvents, "events"))
      m.hand.events.push_back(event_of(e, seat));
    m.hand.table = table_of(f.take("table"), seat);
    if (m.hand.events.empty() || m.hand.events.front().kind != game::EventKind::HandStarted)
      refuse_json("hand_so_far does not begin with the deal");
  } else if (t == "event") {
    m.kind = HostMessage::Kind::Event;
    const int seat = read_int(f.take("seat"), "seat", 0, 1);
    m.event = event_of(f.take("event"), seat);
  } else if (t == "act") {
    m.kind = HostMessage::Kind::Act;
    // The version 1 fields a bot reads are taken and left unchecked: `view` says it all.
    for (const char* v1 :
         {"hand_id", "rules", "seat", "dealer", "hand", "trump", "trump_card_dealt", "trump_card",
          "talon", "closed_by", "history", "scores", "tricks", "match", "time_limit_ms", "legal"})
      f.take(v1);
    const int seat = read_int(j.at("seat"), "seat", 0, 1);
    m.turn = turn_of(f, seat);
  } else if (t == "play_again") {
    m.kind = HostMessage::Kind::PlayAgain;
    m.summary = summary_of(f.take("summary"));
  } else if (t == "deal") {
    m.kind = HostMessage::Kind::Deal;
    m.deal.hand_index = read_int(f.take("hand_index"), "hand_index", 0, 100000);
    m.deal.commitment = share_of(f.take("commitment"), "commitment");
    const Json& guest = f.take("guest_share");
    if (!guest.is_null()) m.deal.guest_share = share_of(guest, "guest_share");
  } else if (t == "reveal") {
    m.kind = HostMessage::Kind::Reveal;
    m.reveal.hand_index = read_int(f.take("hand_index"), "hand_index", 0, 100000);
    m.reveal.share = share_of(f.take("share"), "share");
  } else if (t == "status") {
    m.kind = HostMessage::Kind::Status;
    m.text = read_text(f.take("text"), "text", kMaxText);
  } else if (t == "bye") {
    m.kind = HostMessage::Kind::Bye;
    m.text = read_text(f.take("text"), "text", kMaxText);
    m.saved = read_bool(f.take("saved"), "saved");
  } else {
    // A type this program does not know (a newer host's): the reader passes it on to be
    // ignored, as docs/bots.md promises, with its type only; its fields are not read.
    if (t.empty() || t.size() > 40 ||
        t.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") != std::string::npos)
      refuse_json("the message's type is not a word of small letters and _");
    m.kind = HostMessage::Kind::Unknown;
    m.text = t;
    return m;
  }
  f.done();
  return m;
}

}  // namespace

bool reserved_name(std::string_view name) {
  std::string lower;
  for (const char c : name) lower += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  for (const char* word :
       {"you", "du", "player 1", "player 2", "spieler 1", "spieler 2", "bot", "ai", "ki"})
    if (lower == word) return true;
  return lower.rfind("ai ", 0) == 0 || lower.rfind("ki ", 0) == 0;
}

std::string guest_name_of(const std::string& said) {
  auto name = game::clean_name(said);
  return name && !reserved_name(*name) ? *name : std::string("Guest");
}

// ---- The view filter ----------------------------------------------------------------------------

SeatView opponent_view_as_seen_by(const SeatView& mine) {
  SeatView v;
  v.rules = mine.rules;
  v.seat = 1 - mine.seat;
  v.dealer = mine.dealer;
  v.to_act = mine.to_act;
  v.phase = mine.phase;
  v.trump = mine.trump;
  v.trump_card_dealt = mine.trump_card_dealt;
  v.trump_card = mine.trump_card;
  v.talon_size = mine.talon_size;
  v.closer = mine.closer;
  v.opponent_hand_size = mine.hand.size();
  v.won = mine.won;
  v.tricks = mine.tricks;
  v.scores = mine.scores;
  v.marriage_points = mine.marriage_points;
  v.tricks_at_close = mine.tricks_at_close;
  v.score_at_close = mine.score_at_close;
  v.lead = mine.lead;
  v.melded_suit = mine.melded_suit;
  v.history = mine.history;
  v.result = mine.result;
  return v;  // no hand, no legal actions, nothing shown or lacking
}

game::TableSnapshot filter_snapshot(const game::TableSnapshot& table, int seat) {
  game::TableSnapshot t = table;
  if (t.dealt) {
    const SeatView& mine = table.views[static_cast<std::size_t>(seat)];
    t.views[static_cast<std::size_t>(1 - seat)] = opponent_view_as_seen_by(mine);
  } else {
    t.views = {};
  }
  return t;
}

game::GameEvent filter_event(const game::GameEvent& event, int seat) {
  game::GameEvent e = event;
  e.review = nullptr;
  e.table = filter_snapshot(event.table, seat);
  return e;
}

// ---- Messages from the host --------------------------------------------------------------------

std::string match_line(const MatchMessage& match) {
  const game::MatchSetup& s = match.setup;
  Json seats = Json::array();
  for (const game::SeatSetup& seat : s.spec.seats)
    seats.push_back(
        Json{{"kind", game::seat_kind_name(seat.kind)}, {"name", bounded_name(seat.name)}});
  Json m = message("match");
  m["seat"] = match.seat;
  m["setup"] = Json{{"rules", rules_name(s.spec.rules)},
                    {"bummerls", s.spec.settings.bummerls_to_lose},
                    {"schneider_bummerl", s.spec.settings.schneider_bummerl},
                    {"seats", std::move(seats)},
                    {"match_id", s.match_id},
                    {"first_dealer", s.spec.first_dealer}};
  m["advice"] = match.advice;
  return dump_line(m);
}

std::string hand_so_far_line(const game::HandSoFar& hand, int seat) {
  Json events = Json::array();
  for (const game::GameEvent& e : hand.events)
    events.push_back(event_json(filter_event(e, seat), seat));
  Json m = message("hand_so_far");
  m["seat"] = seat;
  m["events"] = std::move(events);
  m["table"] = table_json(filter_snapshot(hand.table, seat), seat);
  return dump_line(m);
}

std::string event_line(const game::GameEvent& event, int seat) {
  Json m = message("event");
  m["seat"] = seat;
  m["event"] = event_json(filter_event(event, seat), seat);
  return dump_line(m);
}

std::string act_line(const game::HumanTurn& turn, const ai::MatchInfo& match) {
  Json m = bots::make_act_message(as_table_shows(turn.view), match, match.hand_id, 0);
  m["protocol"] = kNetProtocolVersion;
  m["view"] = view_json(turn.view);
  Json refusals = Json::array();
  for (const auto& [action, why] : turn.refusals) {
    Json args = Json::array();
    for (const std::string& a : why.args) args.push_back(a);
    refusals.push_back(
        Json{{"action", to_string(action)}, {"msgid", why.msgid}, {"args", std::move(args)}});
  }
  m["refusals"] = std::move(refusals);
  return dump_line(m);
}

std::string play_again_line(const game::MatchSummary& summary) {
  Json m = message("play_again");
  m["summary"] = Json{{"winner", summary.winner},
                      {"bummerls", pair_json(summary.bummerls)},
                      {"hands", summary.hands}};
  return dump_line(m);
}

std::string deal_line(const DealMessage& deal) {
  Json m = message("deal");
  m["hand_index"] = deal.hand_index;
  m["commitment"] = share_hex(deal.commitment);
  m["guest_share"] = deal.guest_share ? Json(share_hex(*deal.guest_share)) : Json();
  return dump_line(m);
}

std::string reveal_line(const RevealMessage& reveal) {
  Json m = message("reveal");
  m["hand_index"] = reveal.hand_index;
  m["share"] = share_hex(reveal.share);
  return dump_line(m);
}

std::string status_line(const std::string& text) {
  Json m = message("status");
  m["text"] = bounded_text(text);
  return dump_line(m);
}

std::string bye_line(const std::string& text, bool saved) {
  Json m = message("bye");
  m["text"] = bounded_text(text);
  m["saved"] = saved;
  return dump_line(m);
}

Expected<HostMessage, std::string> parse_host_line(std::string_view line) {
  if (line.size() > kMaxHostLineBytes) return unexpected(std::string("the line is too long"));
  auto json = parse_json(line);
  if (!json) return unexpected("not JSON: " + json.error());
  try {
    return host_message_of(*json);
  } catch (const JsonRefusal& e) {
    return unexpected(std::string(e.what()));
  } catch (const std::exception& e) {  // nlohmann's type errors, should one slip through
    return unexpected("a malformed message (" + std::string(e.what()) + ")");
  }
}

// ---- Lines from the guest ----------------------------------------------------------------------

Expected<GuestLine, Message> parse_guest_line(std::string_view line) {
  if (line.size() > kMaxGuestLineBytes)
    return unexpected(
        Message{N_("sent a line longer than %d bytes"), {std::to_string(kMaxGuestLineBytes)}});
  std::string_view s = line;
  if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  if (s == "yes") return GuestLine{GuestLine::Kind::Yes, "yes"};
  if (s == "no") return GuestLine{GuestLine::Kind::No, "no"};
  if (s == "quit") return GuestLine{GuestLine::Kind::Quit, "quit"};
  if (s.rfind("share ", 0) == 0) {
    const auto share = share_of_hex(s.substr(6));
    if (!share) return unexpected(Message{N_("sent a share that is not 64 hex digits"), {}});
    return GuestLine{GuestLine::Kind::Deal, std::string(s), *share};
  }
  // Any action, a resignation too (R7.8: at any turn); the host checks it against the turn.
  if (parse_action(s)) return GuestLine{GuestLine::Kind::Action, std::string(s)};
  return unexpected(Message{N_("sent %s, which is no action, yes, no or quit"),
                            {bots::describe_bot_output(line)}});
}

}  // namespace schnapsen::net
