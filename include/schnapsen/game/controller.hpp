// The game loop of interactive play, with no terminal in it: drives two players through the
// engine hand after hand, Bummerl after Bummerl, and reports what happened as events.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/human_seat.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/match.hpp"

namespace schnapsen::game {

struct ControllerConfig {
  Rules rules = Rules::soft();
  MatchSettings match;
  std::uint64_t seed = 0;  // every hand's deck derives from it (deck_for_hand), unless `deal`
  // Where each new hand's deck comes from instead (a hosted match: made with the guest); empty:
  // deck_for_hand(seed, hand_index). It may throw ai::Stopped (its wait was quit): a Quit.
  std::function<Deck(int hand_index)> deal;
  int first_dealer = 0;    // seat
  bool take_back = false;  // a human seat's SeatAnswer::TakeBack is honoured (else ignored)
};

// Who plays a seat: an ai::Player (an AI or a bot, told the hand's end) or a HumanSeat.
struct SeatPlayer {
  SeatPlayer(ai::Player* p) : ai(p) {}    // NOLINT(google-explicit-constructor)
  SeatPlayer(HumanSeat* h) : human(h) {}  // NOLINT(google-explicit-constructor)
  ai::Player* ai = nullptr;
  HumanSeat* human = nullptr;
};

class HandReviewer;  // review.hpp

// The deck of hand `hand_index` of a match seeded with `seed`: shuffled_deck of the
// (hand_index + 1)-th SplitMix64 word of `seed`, so a match is reproducible from its seed.
Deck deck_for_hand(std::uint64_t seed, int hand_index);
// The first dealer of a match played with `seed` when none is asked for (0 or 1).
int first_dealer_for(std::uint64_t seed);

// The view of `seat` the moment `player`'s `card` lands on the trick from `before` (the state
// before the card, with `history` before it): the card out of its player's hand, nothing legal.
// A CardPlayed that answers a lead carries it; a guest checking its deal rebuilds it.
SeatView view_as_card_lands(const HandState& before, const std::vector<SeatAction>& history,
                            int seat, int player, Card card);

// The HandStarted event of a hand just dealt.
GameEvent hand_started(const HandState& dealt, int hand_index);
// The events of one legal action of `seat`, from the states before and after it: one event, or
// for a card that ends a trick CardPlayed, TrickWon and (while the talon is open) CardsDrawn.
std::vector<GameEvent> action_events(const HandState& before, const HandState& after, int seat,
                                     Action action, int hand_index);
// The events of a hand so far as the controller reported them (HandStarted, then every
// action's; no HandOver): what a front end shows again when a saved hand is resumed. A hand
// that starts at a position with a card led (study play) begins with that card's CardPlayed.
std::vector<GameEvent> hand_events(const HandRecord& record, int hand_index);
// The HandOver event of a finished hand, given each seat's Bummerl points before it.
GameEvent hand_over_event(const HandState& finished, int hand_index,
                          std::array<int, 2> points_before);

// Plays a match between two seats (seat 0 and 1, fixed for the match; the dealer alternates as
// Match says). Players see only their SeatView. A player that throws (a bot failing) leaves the
// controller unchanged: the action was not applied. A human seat may answer TakeBack (see
// take_back()) or Quit (the controller stops where it stands: left()); a player that throws
// ai::Stopped (a bot whose wait the front end stopped) counts as a Quit.
class Controller {
 public:
  using EventSink = std::function<void(const GameEvent&)>;
  using Observer = std::function<void(const Controller&)>;

  Controller(ControllerConfig config, std::array<SeatPlayer, 2> players);
  // Resumes a saved match: the match as it stood when `current` was dealt and that hand's record
  // (deal plus the actions so far; the actions must be legal). A finished hand's result is
  // applied here, once; its end (HandOver, BummerlOver, MatchOver) is reported again by the
  // first step, so a front end shows the summary the player may not have dismissed.
  Controller(ControllerConfig config, std::array<SeatPlayer, 2> players, Match match_at_deal,
             std::optional<HandRecord> current);

  // Called for every event, in order.
  void on_event(EventSink sink) { sink_ = std::move(sink); }
  // Called after every step's change (a deal, an action and its consequences, the hand's result
  // in the match) and BEFORE any event about it is emitted or any player is told: the moment to
  // save, so that nothing a player sees is missing from the save (write-ahead).
  void on_step(Observer observer) { observer_ = std::move(observer); }

  // Deals a hand if none is in progress, else gets one action from the seat to act and
  // applies it (a resumed finished hand: reports its end). Returns false (doing nothing) once
  // the match is over and reported.
  bool step();
  // Steps until the match is over or a human seat left it.
  void run();
  // Whether a human seat answered Quit or NewMatch (or a player was Stopped): step() does
  // nothing more.
  bool left() const { return left_; }
  // The NewMatch answer that left the match (its opponent level, empty: the same); nullopt when
  // the match was not left for a new one.
  const std::optional<std::string>& new_match() const { return new_match_; }
  // Takes back `seat`'s last action in the hand in progress and every action after it (the
  // opponent's replies): the hand is as it was before that action, the hand is marked (see
  // taken_back()), the observer is called and a TakenBack event emitted. False, changing
  // nothing, when !has_moved(seat).
  bool take_back(int seat);
  // Whether a hand is in progress and `seat` has acted in it (in study play: since the position;
  // the record's `given` actions are not the players' to take back).
  bool has_moved(int seat) const;
  // Whether a move of the current hand was taken back (cleared by the next deal); a resumed
  // hand is marked with mark_taken_back().
  bool taken_back() const { return taken_back_; }
  void mark_taken_back() { taken_back_ = true; }

  const ControllerConfig& config() const { return config_; }
  const Match& match() const { return match_; }
  bool hand_in_progress() const { return hand_.has_value() && !hand_->over(); }
  // The hand in progress, or the last one played; nullopt before the first deal.
  const std::optional<Hand>& hand() const { return hand_; }
  // Index of the current hand in the match (hands finished before it).
  int hand_index() const { return match_.hands_played(); }
  // The match as it stood when the current (or last) hand was dealt: what a save records
  // beside the hand's record.
  const Match& match_at_deal() const { return match_at_deal_; }
  // What the last finished hand did to the match; nullopt once the next hand is dealt.
  const std::optional<HandOutcome>& last_outcome() const { return last_outcome_; }
  ai::MatchInfo match_info() const;
  // The table as it stands (the snapshot every event carries).
  TableSnapshot snapshot() const;
  // The hand in progress or last played, as a front end shows it again on resume (its events
  // so far, without its end); nullopt before the first deal.
  std::optional<HandSoFar> hand_so_far() const;

 private:
  void deal();
  void report_action(const HandState& before, int seat, Action action);
  void record_result();
  void report_end();
  void commit();
  void emit(GameEvent event);
  void emit(GameEvent event, TableSnapshot table);

  ControllerConfig config_;
  std::array<SeatPlayer, 2> players_;
  Match match_;
  Match match_at_deal_;
  std::optional<Hand> hand_;
  std::optional<HandOutcome> last_outcome_;
  bool end_unreported_ = false;           // a resumed finished hand: its end is reported by step()
  bool taken_back_ = false;               // a move of the current hand was taken back
  bool left_ = false;                     // a human seat answered Quit or NewMatch
  std::optional<std::string> new_match_;  // a human seat answered NewMatch (its level)
  std::shared_ptr<HandReviewer> reviewer_;  // HandOver's review, made on first use
  EventSink sink_;
  Observer observer_;
};

}  // namespace schnapsen::game
