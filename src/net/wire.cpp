// Network play's messages and the view filter (wire.hpp).
//
// Reading is strict: every object must have exactly the fields written here, of the right type
// and range, and a view must hold together (no card twice, a led card when following, legal
// plays from the hand), so that a hostile host cannot make the guest's table show nonsense or
// trip over an impossible state. A parse error is thrown inside this file only (WireError) and
// returned as the error of parse_host_line.
#include "schnapsen/net/wire.hpp"

#include <algorithm>
#include <mutex>
#include <set>
#include <stdexcept>
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

// A text for a status or bye line as the reader takes it (text_of): shown characters only, at
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

// ---- Reading ----------------------------------------------------------------------------------

struct WireError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

[[noreturn]] void fail(const std::string& why) { throw WireError(why); }

// The fields of an object, each to be taken once; at the end none may be left.
class Fields {
 public:
  Fields(const Json& j, std::string what) : what_(std::move(what)) {
    if (!j.is_object()) fail(what_ + " is not an object");
    for (auto it = j.begin(); it != j.end(); ++it) left_.insert(it.key());
    json_ = &j;
  }
  const Json& take(const char* key) {
    const Json* v = json_member(*json_, key);
    if (!v) fail(what_ + " has no \"" + key + "\"");
    left_.erase(key);
    return *v;
  }
  void done() const {
    if (!left_.empty()) fail(what_ + " has an unknown field \"" + shorten(*left_.begin()) + "\"");
  }
  const std::string& what() const { return what_; }

 private:
  static std::string shorten(const std::string& s) { return text::shorten(s, 40); }
  const Json* json_ = nullptr;
  std::string what_;
  std::set<std::string> left_;
};

int whole(const Json& j, const std::string& what, int min, int max) {
  if (!j.is_number_integer()) fail(what + " is not a whole number");
  const auto v = j.get<std::int64_t>();
  if (v < min || v > max)
    fail(what + " is out of range (" + std::to_string(min) + " to " + std::to_string(max) + ")");
  return static_cast<int>(v);
}

bool boolean(const Json& j, const std::string& what) {
  if (!j.is_boolean()) fail(what + " is not true or false");
  return j.get<bool>();
}

// A text from the other side: printable (no control, bidi or invisible characters), bounded.
std::string text_of(const Json& j, const std::string& what, std::size_t max = kMaxText) {
  if (!j.is_string()) fail(what + " is not a string");
  const std::string& s = j.get_ref<const std::string&>();
  if (s.size() > max) fail(what + " is longer than " + std::to_string(max) + " bytes");
  if (text::shorten(s, max + 1) != s) fail(what + " holds characters that cannot be shown");
  return s;
}

Card card_of(const Json& j, const std::string& what, bool may_be_null) {
  if (j.is_null() && may_be_null) return Card::none();
  if (!j.is_string()) fail(what + " is not a card");
  const auto c = parse_card(j.get_ref<const std::string&>());
  if (!c || !c->valid()) fail(what + " is not a card");
  return *c;
}

CardSet cards_of(const Json& j, const std::string& what, int max = kCardCount) {
  if (!j.is_array() || j.size() > static_cast<std::size_t>(max))
    fail(what + " is not a list of at most " + std::to_string(max) + " cards");
  CardSet set;
  for (const Json& c : j) {
    const Card card = card_of(c, what, false);
    if (set.contains(card)) fail(what + " names a card twice");
    set.insert(card);
  }
  return set;
}

std::array<int, 2> pair_of(const Json& j, const std::string& what, int min, int max) {
  if (!j.is_array() || j.size() != 2) fail(what + " is not a pair");
  return {whole(j[0], what, min, max), whole(j[1], what, min, max)};
}

Suit suit_of(const Json& j, const std::string& what) {
  if (!j.is_string()) fail(what + " is not a suit");
  const auto s = parse_suit(j.get_ref<const std::string&>());
  if (!s) fail(what + " is not a suit");
  return *s;
}

HandResult result_of(const Json& j, const std::string& what) {
  Fields f(j, what);
  HandResult r;
  r.winner = static_cast<std::int8_t>(whole(f.take("winner"), what + ".winner", -1, 1));
  r.game_points =
      static_cast<std::int8_t>(whole(f.take("game_points"), what + ".game_points", 0, 3));
  r.reason = static_cast<EndReason>(
      whole(f.take("reason"), what + ".reason", 0, static_cast<int>(EndReason::Resigned)));
  r.claimer = static_cast<std::int8_t>(whole(f.take("claimer"), what + ".claimer", -1, 1));
  f.done();
  return r;
}

Rules rules_of(const Json& j, const std::string& what) {
  const std::string text = text_of(j, what);
  auto rules = parse_rules(text);
  if (!rules) fail(what + ": " + rules.error());
  return *rules;
}

// An action as the wire writes it; a resignation (R7.8) only where `resign_allowed` (a hand's
// history may end with one; a list of legal actions never holds one).
Action action_of(const std::string& text, const std::string& what, bool resign_allowed = false) {
  const auto a = parse_action(text);
  if (!a || (a->kind == ActionKind::Resign && !resign_allowed)) fail(what + " is not an action");
  return *a;
}

Phase phase_of(const Json& j) {
  for (Phase p : {Phase::Lead, Phase::Follow, Phase::ClaimOrPass, Phase::Over})
    if (j.is_string() && j.get_ref<const std::string&>() == phase_name(p)) return p;
  fail("view.phase is not a phase");
}

// Sharp (R9.2): the counts the wire left out, rebuilt from the history of play as the engine
// keeps them (R6.1: marriages count once the player has a trick), so that the guest's program
// (its advisor) sees the view a careful player's memory holds (R9.3).
void rebuild_counts(SeatView& v) {
  if (!v.won[0].empty() || !v.won[1].empty() || v.scores != std::array<int, 2>{} ||
      v.score_at_close != 0)
    fail("view gives the won tricks or scores that sharp rules hide (R9.2)");
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
  if (tricks != v.tricks) fail("view.tricks does not match its history");
  for (std::size_t s = 0; s < 2; ++s)
    v.scores[s] = hand_score(tricks[s] > 0, points[s], v.marriage_points[s]);
}

SeatView view_of(const Json& j) {
  Fields f(j, "view");
  SeatView v;
  v.rules = rules_of(f.take("rules"), "view.rules");
  v.seat = whole(f.take("seat"), "view.seat", 0, 1);
  v.dealer = whole(f.take("dealer"), "view.dealer", 0, 1);
  v.to_act = whole(f.take("to_act"), "view.to_act", 0, 1);
  v.phase = phase_of(f.take("phase"));
  v.hand = cards_of(f.take("hand"), "view.hand", 5);
  v.trump = suit_of(f.take("trump"), "view.trump");
  v.trump_card_dealt = card_of(f.take("trump_card_dealt"), "view.trump_card_dealt", false);
  v.trump_card = card_of(f.take("trump_card"), "view.trump_card", true);
  v.talon_size = whole(f.take("talon"), "view.talon", 0, 10);
  v.closer = whole(f.take("closer"), "view.closer", -1, 1);
  v.opponent_hand_size = whole(f.take("opponent_hand_size"), "view.opponent_hand_size", 0, 5);
  v.opponent_shown = cards_of(f.take("opponent_shown"), "view.opponent_shown", 5);
  const Json& won = f.take("won");
  if (!won.is_array() || won.size() != 2) fail("view.won is not a pair");
  v.won = {cards_of(won[0], "view.won"), cards_of(won[1], "view.won")};
  v.tricks = pair_of(f.take("tricks"), "view.tricks", 0, 10);
  v.scores = pair_of(f.take("scores"), "view.scores", 0, 250);
  v.marriage_points = pair_of(f.take("marriage_points"), "view.marriage_points", 0, 160);
  v.tricks_at_close = whole(f.take("tricks_at_close"), "view.tricks_at_close", 0, 10);
  v.score_at_close = whole(f.take("score_at_close"), "view.score_at_close", 0, 250);
  v.lead = card_of(f.take("lead"), "view.lead", true);
  const Json& melded = f.take("melded_suit");
  if (!melded.is_null()) v.melded_suit = suit_of(melded, "view.melded_suit");
  v.opponent_lacks = cards_of(f.take("opponent_lacks"), "view.opponent_lacks");
  const Json& history = f.take("history");
  if (!history.is_array() || history.size() > kMaxHistory)
    fail("view.history is not a list of at most " + std::to_string(kMaxHistory) + " actions");
  for (const Json& h : history) {
    const std::string s = text_of(h, "view.history", 20);
    if (s.size() < 3 || (s[0] != '0' && s[0] != '1') || s[1] != ' ')
      fail("view.history holds \"" + s + "\", not \"SEAT ACTION\"");
    v.history.push_back({s[0] - '0', action_of(s.substr(2), "view.history", true)});
  }
  const Json& legal = f.take("legal");
  if (!legal.is_array() || legal.size() > static_cast<std::size_t>(ActionList::kCapacity))
    fail("view.legal is not a list of at most " + std::to_string(ActionList::kCapacity) +
         " actions");
  for (const Json& a : legal) {
    const Action action = action_of(text_of(a, "view.legal", 20), "view.legal");
    if (v.legal.contains(action)) fail("view.legal names an action twice");
    if (action.kind == ActionKind::Play && !v.hand.contains(action.card()))
      fail("view.legal plays a card that is not in the hand");
    v.legal.push(action);
  }
  v.result = result_of(f.take("result"), "view.result");
  f.done();
  if (count_hidden(v.rules, v.phase)) rebuild_counts(v);
  // A view that holds together: each card in one place, a led card while following.
  const CardSet won_all = v.won[0] | v.won[1];
  if (!((v.hand & won_all) | (v.hand & v.opponent_shown) | (v.opponent_shown & won_all)).empty())
    fail("view names a card in two places");
  if (v.phase == Phase::Follow && !v.lead.valid()) fail("view follows a lead it does not name");
  if (v.lead.valid() && (v.hand.contains(v.lead) || won_all.contains(v.lead)))
    fail("view.lead is also in a hand or a trick");
  if (v.seat != v.to_act && !v.legal.empty()) fail("view.legal is given to the seat not to act");
  return v;
}

game::TableSnapshot table_of(const Json& j, int expected_seat) {
  Fields f(j, "table");
  game::TableSnapshot t;
  t.dealt = boolean(f.take("dealt"), "table.dealt");
  t.hand_in_progress = boolean(f.take("hand_in_progress"), "table.hand_in_progress");
  t.hands_played = whole(f.take("hands_played"), "table.hands_played", 0, 100000);
  t.points = pair_of(f.take("points"), "table.points", -20, 7);
  t.bummerls = pair_of(f.take("bummerls"), "table.bummerls", 0, 200);
  const int seat = whole(f.take("seat"), "table.seat", 0, 1);
  if (seat != expected_seat) fail("table.seat is not the guest's seat");
  const Json& view = f.take("view");
  if (t.dealt) {
    const SeatView mine = view_of(view);
    if (mine.seat != seat) fail("table.view is another seat's");
    t.views[static_cast<std::size_t>(seat)] = mine;
    t.views[static_cast<std::size_t>(1 - seat)] = opponent_view_as_seen_by(mine);
  } else if (!view.is_null()) {
    fail("table.view is given before a deal");
  }
  f.done();
  return t;
}

game::GameEvent event_of(const Json& j, int seat) {
  Fields f(j, "event");
  game::GameEvent e;
  const Json& kind = f.take("kind");
  const auto it = std::find_if(kEventKinds.begin(), kEventKinds.end(), [&](const char* k) {
    return kind.is_string() && kind.get_ref<const std::string&>() == k;
  });
  if (it == kEventKinds.end()) fail("event.kind is not an event");
  e.kind = static_cast<game::EventKind>(it - kEventKinds.begin());
  e.seat = whole(f.take("seat"), "event.seat", -1, 1);
  e.hand_index = whole(f.take("hand_index"), "event.hand_index", 0, 100000);
  e.card = card_of(f.take("card"), "event.card", true);
  e.suit = suit_of(f.take("suit"), "event.suit");
  e.points = whole(f.take("points"), "event.points", 0, 250);
  const Json& cards = f.take("cards");
  if (!cards.is_array() || cards.size() != 2) fail("event.cards is not a pair");
  e.cards = {card_of(cards[0], "event.cards", true), card_of(cards[1], "event.cards", true)};
  e.led = boolean(f.take("led"), "event.led");
  e.talon_left = whole(f.take("talon_left"), "event.talon_left", 0, 10);
  e.correct = boolean(f.take("correct"), "event.correct");
  e.score = whole(f.take("score"), "event.score", 0, 250);
  e.dealer = whole(f.take("dealer"), "event.dealer", 0, 1);
  e.result = result_of(f.take("result"), "event.result");
  e.scores = pair_of(f.take("scores"), "event.scores", 0, 250);
  e.tricks = pair_of(f.take("tricks"), "event.tricks", 0, 10);
  const Json& won = f.take("won");
  if (!won.is_array() || won.size() != 2) fail("event.won is not a pair");
  e.won = {cards_of(won[0], "event.won"), cards_of(won[1], "event.won")};
  e.closer = whole(f.take("closer"), "event.closer", -1, 1);
  e.score_at_close = whole(f.take("score_at_close"), "event.score_at_close", 0, 250);
  e.marriages = pair_of(f.take("marriages"), "event.marriages", 0, 160);
  e.points_left = pair_of(f.take("points_left"), "event.points_left", -20, 7);
  e.chalked = whole(f.take("chalked"), "event.chalked", 0, 2);
  e.schneider = boolean(f.take("schneider"), "event.schneider");
  e.taken_back = boolean(f.take("taken_back"), "event.taken_back");
  e.table = table_of(f.take("table"), seat);
  f.done();
  // What the table must be able to draw: a card where one is shown.
  using K = game::EventKind;
  if ((e.kind == K::CardPlayed || e.kind == K::Exchanged || e.kind == K::HandStarted) &&
      !e.card.valid())
    fail("event names no card");
  if (e.kind == K::TrickWon && (!e.cards[0].valid() || !e.cards[1].valid()))
    fail("event.cards names no trick");
  if (e.kind != K::HandStarted && e.kind != K::BummerlOver && e.kind != K::MatchOver &&
      e.kind != K::HandOver && e.kind != K::CardsDrawn && e.seat < 0)
    fail("event.seat names no seat");
  if ((e.kind == K::HandOver || e.kind == K::BummerlOver || e.kind == K::MatchOver) && e.seat < 0 &&
      e.result.winner < 0)
    fail("event ends a hand without a winner");
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
    if (kept.size() >= kMaxMsgids) fail("too many different refusal messages");
    it = kept.insert(msgid).first;
  }
  return it->c_str();
}

game::HumanTurn turn_of(Fields& f, int seat) {
  game::HumanTurn turn;
  turn.view = view_of(f.take("view"));
  if (turn.view.seat != seat || turn.view.legal.empty())
    fail("act gives the guest no turn of its own");
  const Json& refusals = f.take("refusals");
  if (!refusals.is_array() || refusals.size() > kMaxRefusals)
    fail("act.refusals is not a list of at most " + std::to_string(kMaxRefusals) + " refusals");
  for (const Json& r : refusals) {
    Fields rf(r, "act.refusals");
    const Action action =
        action_of(text_of(rf.take("action"), "act.refusals.action", 20), "act.refusals.action");
    Message m;
    m.msgid = interned(text_of(rf.take("msgid"), "act.refusals.msgid"));
    const Json& args = rf.take("args");
    if (!args.is_array() || args.size() > kMaxArgs)
      fail("act.refusals.args is not a list of at most " + std::to_string(kMaxArgs) + " texts");
    for (const Json& a : args) m.args.push_back(text_of(a, "act.refusals.args", 100));
    rf.done();
    turn.refusals.emplace_back(action, std::move(m));
  }
  return turn;
}

game::MatchSetup setup_of(const Json& j) {
  Fields f(j, "setup");
  game::MatchSetup s;
  s.spec.rules = rules_of(f.take("rules"), "setup.spec.rules");
  s.spec.settings.bummerls_to_lose = whole(f.take("bummerls"), "setup.bummerls", 1, 99);
  s.spec.settings.schneider_bummerl =
      boolean(f.take("schneider_bummerl"), "setup.schneider_bummerl");
  const Json& seats = f.take("seats");
  if (!seats.is_array() || seats.size() != 2) fail("setup.spec.seats is not a pair");
  for (std::size_t i = 0; i < 2; ++i) {
    Fields sf(seats[i], "setup.spec.seats");
    const auto kind = game::parse_seat_kind(text_of(sf.take("kind"), "setup.spec.seats.kind", 20));
    if (!kind) fail("setup.spec.seats.kind is not a kind of seat");
    auto name = game::clean_name(text_of(sf.take("name"), "setup.spec.seats.name", kMaxNameBytes));
    if (!name) fail("setup.spec.seats.name: " + name.error());
    if (reserved_name(*name))
      fail("setup.spec.seats.name is a word the table uses for its own players");
    sf.done();
    s.spec.seats[i] = {*kind, "-", *name};
  }
  s.match_id = text_of(f.take("match_id"), "setup.match_id", 32);
  // As a save holds it: new matches have 16 hexadecimal digits, older saves "seed-<seed>".
  if (s.match_id.empty() ||
      s.match_id.find_first_not_of("0123456789abcdefghijklmnopqrstuvwxyz-") != std::string::npos)
    fail("setup.match_id is not a match id (letters, digits or '-')");
  s.spec.first_dealer = whole(f.take("first_dealer"), "setup.spec.first_dealer", 0, 1);
  f.done();
  return s;
}

game::MatchSummary summary_of(const Json& j) {
  Fields f(j, "summary");
  game::MatchSummary s;
  s.winner = whole(f.take("winner"), "summary.winner", 0, 1);
  s.bummerls = pair_of(f.take("bummerls"), "summary.bummerls", 0, 200);
  s.hands = whole(f.take("hands"), "summary.hands", 0, 100000);
  f.done();
  return s;
}

HostMessage host_message_of(const Json& j) {
  Fields f(j, "the message");
  const Json& type = f.take("type");
  if (!type.is_string()) fail("the message has no type");
  if (whole(f.take("protocol"), "protocol", 0, 1000) != kNetProtocolVersion)
    fail("the host speaks another version of the protocol");
  const std::string& t = type.get_ref<const std::string&>();
  HostMessage m;
  if (t == "match") {
    m.kind = HostMessage::Kind::Match;
    m.match.seat = whole(f.take("seat"), "seat", 0, 1);
    m.match.setup = setup_of(f.take("setup"));
    m.match.advice = boolean(f.take("advice"), "advice");
    m.match.setup.advice = m.match.advice;
  } else if (t == "hand_so_far") {
    m.kind = HostMessage::Kind::HandSoFar;
    const int seat = whole(f.take("seat"), "seat", 0, 1);
    const Json& events = f.take("events");
    if (!events.is_array() || events.size() > kMaxEvents)
      fail("events is not a list of at most " + std::to_string(kMaxEvents) + " events");
    for (const Json& e : events) m.hand.events.push_back(event_of(e, seat));
    m.hand.table = table_of(f.take("table"), seat);
    if (m.hand.events.empty() || m.hand.events.front().kind != game::EventKind::HandStarted)
      fail("hand_so_far does not begin with the deal");
  } else if (t == "event") {
    m.kind = HostMessage::Kind::Event;
    const int seat = whole(f.take("seat"), "seat", 0, 1);
    m.event = event_of(f.take("event"), seat);
  } else if (t == "act") {
    m.kind = HostMessage::Kind::Act;
    // The version 1 fields a bot reads are taken and left unchecked: `view` says it all.
    for (const char* v1 :
         {"hand_id", "rules", "seat", "dealer", "hand", "trump", "trump_card_dealt", "trump_card",
          "talon", "closed_by", "history", "scores", "tricks", "match", "time_limit_ms", "legal"})
      f.take(v1);
    const int seat = whole(j.at("seat"), "seat", 0, 1);
    m.turn = turn_of(f, seat);
  } else if (t == "play_again") {
    m.kind = HostMessage::Kind::PlayAgain;
    m.summary = summary_of(f.take("summary"));
  } else if (t == "status") {
    m.kind = HostMessage::Kind::Status;
    m.text = text_of(f.take("text"), "text");
  } else if (t == "bye") {
    m.kind = HostMessage::Kind::Bye;
    m.text = text_of(f.take("text"), "text");
    m.saved = boolean(f.take("saved"), "saved");
  } else {
    // A type this program does not know (a newer host's): the reader passes it on to be
    // ignored, as docs/bots.md promises, with its type only; its fields are not read.
    if (t.empty() || t.size() > 40 ||
        t.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") != std::string::npos)
      fail("the message's type is not a word of small letters and _");
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
  } catch (const WireError& e) {
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
  // Any action, a resignation too (R7.8: at any turn); the host checks it against the turn.
  if (parse_action(s)) return GuestLine{GuestLine::Kind::Action, std::string(s)};
  return unexpected(Message{N_("sent %s, which is no action, yes, no or quit"),
                            {bots::describe_bot_output(line)}});
}

}  // namespace schnapsen::net
