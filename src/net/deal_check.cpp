// The guest's check of a hand against the committed deal (deal_check.hpp).
#include "schnapsen/net/deal_check.hpp"

#include <algorithm>
#include <string>

#include "schnapsen/game/controller.hpp"

namespace schnapsen::net {

namespace {

bool same_actions(const ActionList& a, const ActionList& b) {
  if (a.size() != b.size()) return false;
  for (const Action x : a)
    if (!b.contains(x)) return false;
  return true;
}

// The cards and where they are, and what follows from them: everything a host could show
// otherwise than the deal has it. (Counts the wire leaves out under sharp rules are rebuilt by
// the reader from the history, which is compared.)
bool same_table(const SeatView& a, const SeatView& b) {
  return a.seat == b.seat && a.dealer == b.dealer && a.to_act == b.to_act && a.phase == b.phase &&
         a.hand == b.hand && a.trump == b.trump && a.trump_card_dealt == b.trump_card_dealt &&
         a.trump_card == b.trump_card && a.talon_size == b.talon_size && a.closer == b.closer &&
         a.opponent_hand_size == b.opponent_hand_size && a.opponent_shown == b.opponent_shown &&
         a.lead == b.lead && a.won == b.won && a.tricks == b.tricks && a.history == b.history &&
         same_actions(a.legal, b.legal) && (a.phase != Phase::Over || a.result == b.result);
}

// What an event says that a table shows (its points and counts come from the views).
bool same_event(const game::GameEvent& a, const game::GameEvent& b) {
  return a.kind == b.kind && a.seat == b.seat && a.card == b.card && a.suit == b.suit &&
         a.cards == b.cards && a.led == b.led && a.talon_left == b.talon_left &&
         (a.kind != game::EventKind::HandStarted || a.dealer == b.dealer);
}

Message mismatch(const char* msgid, int number) { return Message{msgid, {std::to_string(number)}}; }

// The hand's history: the longest one seen, of which every other must be the beginning.
std::optional<std::vector<SeatAction>> history_of(const HandWitness& seen) {
  std::vector<SeatAction> longest;
  for (const Sighting& s : seen.views)
    if (s.view.history.size() > longest.size()) longest = s.view.history;
  for (const Sighting& s : seen.views)
    if (!std::equal(s.view.history.begin(), s.view.history.end(), longest.begin()))
      return std::nullopt;
  return longest;
}

// The states of the deal after each action of `history` (states[k]: after k actions), or the
// first action that is not legal there.
struct Replayed {
  std::vector<HandState> states;
  std::optional<Message> refused;
};

Replayed replay_on(const HandState& dealt, const std::vector<SeatAction>& history, int seat) {
  Replayed r{{dealt}, std::nullopt};
  for (const SeatAction& a : history) {
    HandState next = r.states.back();
    if (a.seat != next.to_act() || next.apply(a.action)) {
      r.refused = Message{a.seat == seat ? N_("your %s is not legal in the committed deal")
                                         : N_("the host's %s is not legal in the committed deal"),
                          {to_string(a.action)}};
      return r;
    }
    r.states.push_back(next);
  }
  return r;
}

// The view the deal gives for `s`, or nullopt when `s` cannot be one (a landing with no card).
std::optional<SeatView> expected_view(const Sighting& s, const Replayed& r,
                                      const std::vector<SeatAction>& history, int seat) {
  const std::size_t k = s.view.history.size();
  const std::vector<SeatAction> before(history.begin(),
                                       history.begin() + static_cast<std::ptrdiff_t>(k));
  if (!s.landing) return make_view(r.states[k], before, seat);
  if (k >= history.size() || history[k].action.kind != ActionKind::Play) return std::nullopt;
  return game::view_as_card_lands(r.states[k], before, seat, history[k].seat,
                                  history[k].action.card());
}

std::optional<Message> check_events(const HandWitness& seen, const HandState& dealt,
                                    const std::vector<SeatAction>& history, const Deck& deck) {
  HandRecord record;
  record.rules = dealt.rules();
  record.dealer = dealt.dealer();
  record.deck = deck;
  record.actions = history;
  const std::vector<game::GameEvent> expected = game::hand_events(record, seen.hand_index);
  std::size_t i = 0;
  for (const game::GameEvent& e : seen.events) {
    if (game::ends_hand(e.kind)) continue;
    if (i >= expected.size() || !same_event(e, expected[i]))
      return mismatch(N_("event %d of the hand is not the committed deal's"),
                      static_cast<int>(i) + 1);
    ++i;
  }
  if (i != expected.size()) return Message{N_("the host did not show every event of the hand"), {}};
  return std::nullopt;
}

}  // namespace

std::optional<Message> check_hand(const HandWitness& seen, const Deck& deck) {
  if (seen.views.empty() || seen.events.empty() ||
      seen.events.front().kind != game::EventKind::HandStarted)
    return Message{N_("the host did not show the hand from its deal"), {}};
  const std::optional<std::vector<SeatAction>> history = history_of(seen);
  if (!history) return Message{N_("the history of play changed during the hand"), {}};
  const SeatView& first = seen.views.front().view;
  const HandState dealt = HandState::deal(first.rules, first.dealer, deck);
  const Replayed replayed = replay_on(dealt, *history, seen.seat);
  if (replayed.refused) return replayed.refused;
  if (auto wrong = check_events(seen, dealt, *history, deck)) return wrong;
  for (const Sighting& s : seen.views) {
    const std::optional<SeatView> expected = expected_view(s, replayed, *history, seen.seat);
    if (!expected || !same_table(s.view, *expected))
      return mismatch(s.view.hand != (expected ? expected->hand : CardSet{})
                          ? N_("your cards after %d actions are not the committed deal's")
                          : N_("the table after %d actions is not the committed deal's"),
                      static_cast<int>(s.view.history.size()));
  }
  if (!replayed.states.back().over()) return Message{N_("the hand is not over in the deal"), {}};
  const SeatView end = make_view(replayed.states.back(), *history, seen.seat);
  for (const game::GameEvent& e : seen.events)
    if (e.kind == game::EventKind::HandOver &&
        (e.result != end.result || e.won != end.won || e.tricks != end.tricks))
      return Message{N_("the hand's end is not the committed deal's"), {}};
  return std::nullopt;
}

}  // namespace schnapsen::net
