// The complete state of one hand and the rules that move it (docs/rules.md §2–§7).
//
// HandState is a small, trivially copyable value: search copies it instead of undoing moves.
// It knows every card (both hands, the stock order), so it is never given to a player; players
// get a SeatView (view.hpp). All changes go through apply(), which validates; search code that
// already holds a legal action may call apply_legal() to skip the check.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>

#include "schnapsen/action.hpp"
#include "schnapsen/card.hpp"
#include "schnapsen/message.hpp"
#include "schnapsen/play.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen {

// The talon and the hands of R2.2, R3.3: every count of cards and tricks derives from these.
inline constexpr int kHandSize = 5;                     // a seat's cards while the talon is open
inline constexpr int kStockSize = 9;                    // face-down cards above the trump card
inline constexpr int kTalonSize = kStockSize + 1;       // the full talon: stock and trump card
inline constexpr int kPhaseOneTricks = kTalonSize / 2;  // tricks until an open talon runs out

using Deck = std::array<Card, kCardCount>;  // top first (R2.1)

// The deal of R3.1 as HandState::deal reads a deck: the forehand's five cards, the dealer's
// five, the trump card turned up under the talon, and the stock from kStockStart on in drawing
// order (deck[kStockStart + i] is the i-th card drawn). The one statement of the layout:
// whatever deals or re-deals a hand (the AI's reading of the opponent's draws) asks here.
inline constexpr std::array<int, kHandSize> kForehandDealt{0, 1, 2, 7, 8};
inline constexpr std::array<int, kHandSize> kDealerDealt{3, 4, 5, 9, 10};
inline constexpr int kTrumpCardAt = 6;
inline constexpr int kStockStart = 11;
static_assert(kStockStart + kStockSize == kCardCount);

enum class Phase : std::uint8_t {
  Lead,         // the leader may exchange, close, meld, claim, then plays a card
  Follow,       // the other seat plays to the led card
  ClaimOrPass,  // closed hand, all tricks played: the last trick's winner claims or passes
  Over,
};

enum class EndReason : std::uint8_t {
  None,
  CorrectClaim,  // R7.1, R7.4, R7.6
  FalseClaim,    // R7.2, R7.5 (closer), R7.7
  LastTrick,     // R7.3: talon not closed, all tricks played
  CloserFailed,  // R7.5: closed hand played out and the last trick's winner passed
  Resigned,      // R7.8: the seat to act gave the hand up; the other wins 3 game points
};

struct HandResult {
  std::int8_t winner = -1;      // seat, or -1 while the hand is not over
  std::int8_t game_points = 0;  // 1..3
  EndReason reason = EndReason::None;
  std::int8_t claimer = -1;  // the seat that claimed, passed or resigned, -1 for LastTrick
  friend bool operator==(const HandResult&, const HandResult&) = default;
};

// The value of a finished hand for `seat`: the game points won, negative when lost.
constexpr int outcome(const HandResult& r, int seat) {
  return r.winner == seat ? r.game_points : -r.game_points;
}

// Why an action was refused; the state is unchanged when this is returned.
struct Illegal {
  std::string why;  // in English, e.g. "you must follow suit: play Kh, Ah"
  Message message;  // the same as a msgid and its arguments (card codes, suit names)
  // An Illegal whose `why` is `msgid` with `args` filled in.
  static Illegal of(const char* msgid, std::vector<std::string> args = {});
};

class HandState {
 public:
  // Deals `deck` as R2.2 says; the non-dealer (forehand) leads first.
  static HandState deal(const Rules& rules, int dealer, const Deck& deck);

  const Rules& rules() const { return rules_; }
  Phase phase() const { return phase_; }
  bool over() const { return phase_ == Phase::Over; }
  int to_act() const { return to_act_; }
  int leader() const { return leader_; }
  int dealer() const { return dealer_; }
  Suit trump() const { return trump_; }
  Card trump_card_dealt() const { return trump_card_dealt_; }
  // The card lying under the talon now (the jack after an exchange), also while closed.
  Card trump_card() const { return trump_card_; }
  CardSet hand(int seat) const { return hand_[seat]; }
  CardSet won_cards(int seat) const { return won_[seat]; }
  // Cards in `seat`'s hand that its opponent has seen (marriage partner, exchanged trump card,
  // the trump card taken at the last draw); already played cards are removed.
  CardSet shown(int seat) const { return shown_[seat] & hand_[seat]; }
  int card_points(int seat) const { return points_[seat]; }
  int tricks(int seat) const { return tricks_[seat]; }
  int marriage_points(int seat) const { return marriages_[seat]; }  // declared, counted or not
  int score(int seat) const {                                       // R6.1
    return hand_score(tricks_[seat] > 0, points_[seat], marriages_[seat]);
  }
  int tricks_played() const { return tricks_[0] + tricks_[1]; }
  // R6.2: the leader may claim (never on the first lead of a hand).
  bool may_claim() const { return phase_ == Phase::Lead && lead_may_claim(); }
  Card lead_card() const { return lead_; }  // valid only in Phase::Follow
  // Talon size: stock plus trump card while cards remain in it (closed or not), else 0.
  int talon_size() const { return stock_next_ < kStockSize ? kTalonSize - stock_next_ : 0; }
  bool closed() const { return closer_ >= 0; }
  int closer() const { return closer_; }
  bool talon_open() const { return closer_ < 0 && stock_next_ < kStockSize; }
  bool strict() const { return !talon_open(); }  // phase two: R4.1 applies
  // The closer's opponent's tricks and score at the moment of closing (R7.4–R7.6).
  int tricks_at_close() const { return tricks_at_close_; }
  int score_at_close() const { return score_at_close_; }
  // The closer's opponent's standing at closing (R7.4–R7.6); meaningful only once closed.
  Standing at_close() const { return standing(tricks_at_close_ > 0, score_at_close_); }
  // Set between a `meld` and the lead that must follow it.
  std::optional<Suit> melded_suit() const {
    return meld_pending_ ? std::optional<Suit>(meld_suit_) : std::nullopt;
  }
  // The stock from the next card to be drawn on (the trump card not included).
  int stock_remaining() const { return kStockSize - stock_next_; }
  Card stock_card(int i) const { return stock_[stock_next_ + i]; }  // i-th card still to draw
  const HandResult& result() const { return result_; }

  // Every legal action of the seat to act, in a fixed order (plays by card index, then the
  // rest); empty only when the hand is over.
  ActionList legal_actions() const;
  bool is_legal(Action a) const;
  // Validates and applies; on refusal returns why and leaves the state untouched.
  std::optional<Illegal> apply(Action a);
  // Applies an action known to be legal (search and playouts).
  void apply_legal(Action a);
  // Swaps the i-th and j-th cards still to draw (stock_card order): a search that treats the
  // stock order as chance deals the next draws this way.
  void swap_stock(int i, int j) { std::swap(stock_[stock_next_ + i], stock_[stock_next_ + j]); }

  // Builds a state from its parts; used to construct the worlds an AI imagines (view.hpp).
  struct Parts;
  static HandState from_parts(const Parts& p);

 private:
  // R6.2 for a seat about to lead: not on the first lead of a hand. legal_actions() asks this
  // where it knows the phase, so that the phase is not read again after its stores.
  bool lead_may_claim() const { return tricks_played() > 0; }
  void play_card(Card c);
  void finish_trick(Card follow);
  void end_by_claim(int claimer);
  void end_by_pass(int seat);
  void end_by_resign(int seat);
  Illegal why_illegal(Action a) const;
  CardSet legal_follows() const;

  Rules rules_{};
  std::array<Card, kStockSize> stock_{};
  std::array<CardSet, 2> hand_{};
  std::array<CardSet, 2> won_{};
  std::array<CardSet, 2> shown_{};
  std::array<std::uint8_t, 2> points_{};
  std::array<std::uint8_t, 2> tricks_{};
  std::array<std::uint8_t, 2> marriages_{};
  std::uint8_t stock_next_ = 0;
  Card trump_card_{};
  Card trump_card_dealt_{};
  Suit trump_ = Suit::Clubs;
  Card lead_{};
  Phase phase_ = Phase::Lead;
  std::int8_t closer_ = -1;
  std::uint8_t tricks_at_close_ = 0;
  std::uint8_t score_at_close_ = 0;
  std::uint8_t dealer_ = 0;
  std::uint8_t leader_ = 0;
  std::uint8_t to_act_ = 0;
  bool meld_pending_ = false;
  Suit meld_suit_ = Suit::Clubs;
  HandResult result_{};
};

struct HandState::Parts {
  Rules rules;
  int dealer = 0;
  int leader = 0;
  Phase phase = Phase::Lead;  // Lead or Follow
  Card lead;                  // when phase == Follow
  std::array<CardSet, 2> hand;
  std::array<CardSet, 2> won;
  std::array<int, 2> card_points{-1, -1};  // -1: the points of `won`
  std::array<CardSet, 2> shown;
  std::array<int, 2> tricks{};
  std::array<int, 2> marriages{};
  Card trump_card_dealt;
  Card trump_card;                       // current card under the talon
  int stock_next = 0;                    // how many stock cards were drawn
  std::array<Card, kStockSize> stock{};  // positions >= stock_next are the cards still to draw
  int closer = -1;
  int tricks_at_close = 0;
  int score_at_close = 0;
  std::optional<Suit> meld_pending;
};

static_assert(std::is_trivially_copyable_v<HandState>);
static_assert(sizeof(HandState) <= 64, "HandState is copied in search; keep it small");

}  // namespace schnapsen
