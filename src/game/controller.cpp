// The controller's game loop: deals, asks players, applies actions and reports events.
#include "schnapsen/game/controller.hpp"

#include <utility>

#include "schnapsen/deal.hpp"
#include "schnapsen/game/review.hpp"

namespace schnapsen::game {

Deck deck_for_hand(std::uint64_t seed, int hand_index) {
  SplitMix64 words(seed);
  std::uint64_t word = 0;
  for (int i = 0; i <= hand_index; ++i) word = words.next();
  return shuffled_deck(word);
}

int first_dealer_for(std::uint64_t seed) {
  return static_cast<int>(SplitMix64(seed ^ 0xD1D1D1D1ull).below(2));
}

Controller::Controller(ControllerConfig config, std::array<SeatPlayer, 2> players)
    : config_(std::move(config)),
      players_(players),
      match_(config_.match, config_.first_dealer),
      match_at_deal_(match_) {}

Controller::Controller(ControllerConfig config, std::array<SeatPlayer, 2> players,
                       Match match_at_deal, std::optional<HandRecord> current)
    : config_(std::move(config)),
      players_(players),
      match_(match_at_deal),
      match_at_deal_(match_at_deal) {
  if (!current) return;
  hand_.emplace(std::move(*current));
  if (hand_->over()) {
    record_result();
    end_unreported_ = true;
  }
}

namespace {

ai::MatchInfo info_of(const Match& match) {
  ai::MatchInfo info;
  for (int seat = 0; seat < 2; ++seat) {
    info.points[seat] = match.points(seat);
    info.bummerls[seat] = match.bummerls(seat);
  }
  info.hand_id = match.hands_played();
  return info;
}

// What a front end may let the player try at its turn, each with the engine's reason when it
// is not legal: every card held, a marriage in each suit, exchange, close, claim and pass.
std::vector<std::pair<Action, Message>> refusals_at(const HandState& state, const SeatView& view) {
  std::vector<Action> tries;
  for (Card c : view.hand) tries.push_back(Action::play(c));
  for (int s = 0; s < kSuitCount; ++s) tries.push_back(Action::meld(static_cast<Suit>(s)));
  for (Action a : {Action::exchange(), Action::close(), Action::claim(), Action::pass()})
    tries.push_back(a);
  std::vector<std::pair<Action, Message>> refusals;
  for (Action a : tries) {
    if (view.legal.contains(a)) continue;
    HandState copy = state;
    if (auto refused = copy.apply(a)) refusals.emplace_back(a, refused->message);
  }
  return refusals;
}

}  // namespace

SeatView view_as_card_lands(const HandState& before, const std::vector<SeatAction>& history,
                            int seat, int player, Card card) {
  SeatView v = make_view(before, history, seat);
  if (player == seat) {
    v.hand.erase(card);
  } else {
    v.opponent_hand_size -= 1;
    v.opponent_shown.erase(card);
  }
  v.legal = {};
  return v;
}

ai::MatchInfo Controller::match_info() const { return info_of(match_); }

bool Controller::step() {
  if (end_unreported_) {
    end_unreported_ = false;
    report_end();
    return true;
  }
  if (left_) return false;
  if (match_.over()) return false;
  if (!hand_in_progress()) {
    try {
      deal();
    } catch (const ai::Stopped&) {  // the deal's wait for the other player was quit: as a Quit
      left_ = true;
      return false;
    }
    commit();
    emit(hand_started(hand_->state(), match_.hands_played()));
    return true;
  }
  const HandState before = hand_->state();
  const int seat = before.to_act();
  const SeatView view = hand_->view(seat);
  Action action;
  if (HumanSeat* human = players_[seat].human) {
    const SeatAnswer answer =
        human->answer({view, refusals_at(before, view), config_.take_back && has_moved(seat)});
    if (answer.kind == SeatAnswer::Kind::Quit || answer.kind == SeatAnswer::Kind::NewMatch) {
      left_ = true;
      if (answer.kind == SeatAnswer::Kind::NewMatch) new_match_ = answer.level;
      return false;
    }
    if (answer.kind == SeatAnswer::Kind::TakeBack) {
      // Offered only where allowed; a request without a move to take back changes nothing.
      if (config_.take_back) take_back(seat);
      return true;
    }
    action = answer.action;
  } else {
    try {
      action = players_[seat].ai->choose(view, match_info());
    } catch (const ai::Stopped&) {  // the front end stopped the wait: as a human's Quit
      left_ = true;
      return false;
    }
  }
  if (players_[seat].ai && action.kind == ActionKind::Resign)  // a person's choice only (R7.8)
    throw ai::PlayerFailure(players_[seat].ai->name() +
                            " chose to resign, which only a person may");
  if (auto refused = hand_->act(seat, action)) {
    const std::string who =
        players_[seat].ai ? players_[seat].ai->name() : "seat " + std::to_string(seat);
    throw ai::PlayerFailure(who + " chose an illegal action (" + to_string(action) +
                            "): " + refused->why);
  }
  if (hand_->over()) record_result();
  commit();  // write-ahead: saved before anything about the action is shown or told
  report_action(before, seat, action);
  if (hand_->over()) report_end();
  return true;
}

void Controller::commit() {
  if (observer_) observer_(*this);
}

bool Controller::has_moved(int seat) const {
  if (!hand_in_progress()) return false;
  const HandRecord& record = hand_->record();
  for (std::size_t i = record.given; i < record.actions.size(); ++i)
    if (record.actions[i].seat == seat) return true;
  return false;
}

bool Controller::take_back(int seat) {
  if (!has_moved(seat)) return false;  // no hand, or the seat has not acted since it began
  HandRecord record = hand_->record();
  std::size_t keep = record.actions.size();
  while (record.actions[keep - 1].seat != seat) --keep;
  record.actions.resize(keep - 1);
  record.action_lines.clear();
  hand_.emplace(std::move(record));
  taken_back_ = true;
  commit();  // write-ahead, as for an action
  GameEvent e;
  e.kind = EventKind::TakenBack;
  e.seat = seat;
  e.hand_index = match_at_deal_.hands_played();
  emit(e);
  return true;
}

void Controller::run() {
  while (step()) {
  }
}

TableSnapshot Controller::snapshot() const {
  TableSnapshot t;
  t.hands_played = match_.hands_played();
  for (int seat = 0; seat < 2; ++seat) {
    t.points[seat] = match_.points(seat);
    t.bummerls[seat] = match_.bummerls(seat);
  }
  if (!hand_) return t;
  t.dealt = true;
  t.hand_in_progress = hand_in_progress();
  for (int seat = 0; seat < 2; ++seat) t.views[seat] = hand_->view(seat);
  return t;
}

std::optional<HandSoFar> Controller::hand_so_far() const {
  if (!hand_) return std::nullopt;
  return HandSoFar{hand_events(hand_->record(), match_at_deal_.hands_played()), snapshot()};
}

GameEvent hand_started(const HandState& dealt, int hand_index) {
  GameEvent e;
  e.kind = EventKind::HandStarted;
  e.hand_index = hand_index;
  e.dealer = dealt.dealer();
  e.seat = 1 - e.dealer;
  e.card = dealt.trump_card();
  return e;
}

std::vector<GameEvent> action_events(const HandState& before, const HandState& after, int seat,
                                     Action action, int hand_index) {
  GameEvent e;
  e.seat = seat;
  e.hand_index = hand_index;
  switch (action.kind) {
    case ActionKind::Exchange:
      e.kind = EventKind::Exchanged;
      e.card = before.trump_card();
      return {e};
    case ActionKind::Close: e.kind = EventKind::Closed; return {e};
    case ActionKind::Meld:
      e.kind = EventKind::Melded;
      e.suit = action.suit();
      e.points = marriage_value(action.suit(), before.trump());
      return {e};
    case ActionKind::Claim:
      e.kind = EventKind::Claimed;
      e.score = before.score(seat);
      e.correct = e.score >= kWinningScore;
      return {e};
    case ActionKind::Pass: e.kind = EventKind::Passed; return {e};
    case ActionKind::Resign: e.kind = EventKind::Resigned; return {e};
    case ActionKind::Play: break;
  }
  e.kind = EventKind::CardPlayed;
  e.card = action.card();
  e.led = before.phase() == Phase::Lead;
  std::vector<GameEvent> events{e};
  if (e.led) return events;
  GameEvent trick;
  trick.kind = EventKind::TrickWon;
  trick.hand_index = hand_index;
  trick.cards = {before.lead_card(), action.card()};
  trick.seat = trick_winner(before.leader(), before.lead_card(), action.card(), before.trump());
  trick.points = before.lead_card().points() + action.card().points();
  events.push_back(trick);
  if (before.talon_open() && after.talon_size() != before.talon_size()) {
    GameEvent drawn;
    drawn.kind = EventKind::CardsDrawn;
    drawn.hand_index = hand_index;
    drawn.seat = trick.seat;
    drawn.talon_left = after.talon_size();
    events.push_back(drawn);
  }
  return events;
}

GameEvent hand_over_event(const HandState& s, int hand_index, std::array<int, 2> points_before) {
  GameEvent over;
  over.kind = EventKind::HandOver;
  over.hand_index = hand_index;
  over.result = s.result();
  over.seat = s.result().winner;
  over.closer = s.closer();
  over.score_at_close = s.closed() ? s.score_at_close() : 0;
  for (int seat = 0; seat < 2; ++seat) {
    over.scores[seat] = s.score(seat);
    over.marriages[seat] = s.marriage_points(seat);
    over.tricks[seat] = s.tricks(seat);
    over.won[seat] = s.won_cards(seat);
  }
  over.points_left = points_before;
  over.points_left[s.result().winner] -= s.result().game_points;
  return over;
}

std::vector<GameEvent> hand_events(const HandRecord& record, int hand_index) {
  const HandState state = record.initial_state();
  std::vector<GameEvent> events{hand_started(state, hand_index)};
  if (state.phase() == Phase::Follow) {  // a hand that starts at a position with a card led
    GameEvent led;
    led.kind = EventKind::CardPlayed;
    led.hand_index = hand_index;
    led.seat = state.leader();
    led.card = state.lead_card();
    led.led = true;
    events.push_back(led);
  }
  replay_steps(record, [&](const ReplayedAction& a) {  // an illegal record: up to the bad action
    for (const GameEvent& e :
         action_events(a.before, a.after, a.taken.seat, a.taken.action, hand_index))
      events.push_back(e);
  });
  return events;
}

void Controller::deal() {
  const int index = match_.hands_played();
  // The deck first: a deal that throws (ai::Stopped) leaves the controller as it was.
  const Deck deck = config_.deal ? config_.deal(index) : deck_for_hand(config_.seed, index);
  match_at_deal_ = match_;
  last_outcome_.reset();
  taken_back_ = false;
  hand_.emplace(config_.rules, match_.dealer(), deck);
}

void Controller::report_action(const HandState& before, int seat, Action action) {
  for (const GameEvent& e :
       action_events(before, hand_->state(), seat, action, match_at_deal_.hands_played())) {
    if (e.kind != EventKind::CardPlayed || e.led) {
      emit(e);
      continue;
    }
    // The table shows the moment the card lands, not the trick already taken and drawn.
    const auto& actions = hand_->record().actions;
    const std::vector<SeatAction> history(actions.begin(), actions.end() - 1);
    TableSnapshot landing = snapshot();
    for (int viewer = 0; viewer < 2; ++viewer)
      landing.views[viewer] = view_as_card_lands(before, history, viewer, seat, e.card);
    emit(e, std::move(landing));
  }
}

void Controller::record_result() { last_outcome_ = match_.record_hand(hand_->state().result()); }

void Controller::report_end() {
  const HandState& s = hand_->state();
  const HandOutcome& outcome = *last_outcome_;
  const ai::MatchInfo before = info_of(match_at_deal_);
  GameEvent over = hand_over_event(s, match_at_deal_.hands_played(), before.points);
  over.taken_back = taken_back_;
  if (!reviewer_) reviewer_ = std::make_shared<HandReviewer>();
  over.review = [reviewer = reviewer_, record = hand_->record()](int seat) {
    return reviewer->biggest_mistake(record, seat);
  };
  emit(over);
  try {
    for (int seat = 0; seat < 2; ++seat)
      if (ai::Player* player = players_[seat].ai)
        player->hand_over(seat, hand_->record(), s.result(), before);
  } catch (const ai::Stopped&) {
    // Stopped while a bot did not take its hand_over: the match ends here (the save holds the
    // finished hand; a resume shows its end again).
    left_ = true;
    return;
  }
  if (outcome.bummerl_over) {
    GameEvent b;
    b.kind = EventKind::BummerlOver;
    b.hand_index = over.hand_index;
    b.seat = outcome.winner;
    b.chalked = outcome.bummerls_chalked;
    b.schneider = outcome.schneider_bummerl;
    emit(b);
  }
  if (outcome.match_over) {
    GameEvent m;
    m.kind = EventKind::MatchOver;
    m.hand_index = over.hand_index;
    m.seat = match_.winner();
    emit(m);
  }
}

void Controller::emit(GameEvent event) {
  if (!sink_) return;
  TableSnapshot table = snapshot();
  emit(std::move(event), std::move(table));
}

void Controller::emit(GameEvent event, TableSnapshot table) {
  if (!sink_) return;
  event.table = std::move(table);
  sink_(event);
}

}  // namespace schnapsen::game
