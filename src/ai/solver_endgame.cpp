#include "solver_endgame.hpp"

#include <algorithm>
#include <bit>

namespace schnapsen::ai::detail {
namespace {

constexpr int kKing = static_cast<int>(Rank::King);
constexpr int kQueen = static_cast<int>(Rank::Queen);

constexpr std::array<int, kCardCount> kPoints = [] {
  std::array<int, kCardCount> p{};
  for (int i = 0; i < kCardCount; ++i) p[i] = kRankPoints[i % kRankCount];
  return p;
}();

constexpr std::uint32_t bit_of(int card) { return 1u << card; }

// Every Queen, as a mask.
constexpr std::uint32_t kQueens = [] {
  std::uint32_t m = 0;
  for (int suit = 0; suit < kSuitCount; ++suit) m |= bit_of(suit * kRankCount + kQueen);
  return m;
}();
static_assert(kKing == kQueen + 1, "a King is the card above its Queen");

int score(const Endgame& e, int seat) {
  return hand_score(e.won[seat], e.points[seat], e.marriages[seat]);
}
Standing standing_of(const Endgame& e, int seat) { return standing(e.won[seat], score(e, seat)); }

// The value for claimer `c` of claiming now (R7.1, R7.2, R7.4-R7.7).
int claim_value(const Endgame& e, int c) {
  const bool correct = score(e, c) >= kWinningScore;
  const int pts = claim_points(correct, c, e.closer, standing_of(e, 1 - c), e.at_close);
  return correct ? pts : -pts;
}

// The value for `seat` of the hand ending with the closer not going out (R7.5).
int closer_failed_value(const Endgame& e, int seat) {
  const int pts = closer_failed_points(e.at_close);
  return seat == e.closer ? -pts : pts;
}

// Whether `seat` could still reach 66: every card point left plus every marriage it holds.
bool can_reach_66(const Endgame& e, int seat) {
  int total = e.points[seat] + e.marriages[seat] + e.in_play;
  // The Queens whose King is in the same hand (the King is the next card up): usually none.
  const std::uint32_t h = e.hand[seat];
  for (std::uint32_t pairs = h & (h >> 1) & kQueens; pairs; pairs &= pairs - 1)
    total += marriage_value(Card::from_index(std::countr_zero(pairs)).suit(), Suit(e.trump));
  return total >= kWinningScore;
}

// An upper bound on `seat`'s value from here. Its wins: its own correct claim, which can only
// score less later (the opponent's tricks and score grow; at a close they are fixed), the
// last trick of a hand not closed (1), a closer's failure (R7.5, as much as R7.6), and the
// opponent's false claim, which the opponent can always avoid.
int most_to_win(const Endgame& e, int seat) {
  const int opp = 1 - seat;
  if (e.closer < 0)
    return can_reach_66(e, seat) ? win_points(standing_of(e, opp)) : kLastTrickPoints;
  if (seat != e.closer) return closer_failed_points(e.at_close);
  if (!can_reach_66(e, seat)) return -closer_failed_points(e.at_close);
  return win_points(e.at_close);
}

// R4.1 for the follower's hand `h` against the led card.
std::uint32_t legal_follows(std::uint32_t h, int led, int trump) {
  return strict_follows(CardSet(h), Card::from_index(led), Suit(trump)).bits();
}

// Sorts the first `n` of `items` by `before`, keeping equals in their order (an insertion sort:
// at most ten items, where std::sort's set-up costs more than the sorting).
template <typename T, typename Before>
void sort_few(T* items, int n, Before before) {
  for (int i = 1; i < n; ++i) {
    const T x = items[i];
    int j = i;
    for (; j > 0 && before(x, items[j - 1]); --j) items[j] = items[j - 1];
    items[j] = x;
  }
}

constexpr std::uint32_t suit_mask(int suit) { return 0x1Fu << (suit * kRankCount); }

// The cards that take the led card (R3.2): a higher one of its suit, or any trump if it is none.
constexpr std::uint32_t beats(int led, int trump) {
  const int suit = led / kRankCount;
  const std::uint32_t higher = suit_mask(suit) & ~((bit_of(led) << 1) - 1);
  return suit == trump ? higher : higher | suit_mask(trump);
}
// The same as the engine's follow_wins, for every led card, follower and trump.
static_assert([] {
  for (int trump = 0; trump < kSuitCount; ++trump)
    for (int led = 0; led < kCardCount; ++led)
      for (int c = 0; c < kCardCount; ++c)
        if (((beats(led, trump) & bit_of(c)) != 0) !=
            follow_wins(Card::from_index(led), Card::from_index(c), Suit(trump)))
          return false;
  return true;
}());

// Leads use the table when the leader holds two cards or more (smaller ones search faster).
// Tested as "more than one bit" rather than with std::popcount, which without POPCNT in the
// target is a library call: 2% of the whole-hand search's instructions (callgrind).
constexpr bool worth_a_table_entry(std::uint32_t hand) { return (hand & (hand - 1)) != 0; }
static_assert(!worth_a_table_entry(0) && !worth_a_table_entry(1u << 19) &&
              worth_a_table_entry(0b101));

// The exact key of a lead: 63 bits of hands, card points and flags, 16 of marriages and rules.
std::uint64_t lead_key(const Endgame& e, int me) {
  using U = std::uint64_t;
  return U{e.hand[0]} | U{e.hand[1]} << 20 | U(e.points[0]) << 40 | U(e.points[1]) << 47 |
         U(me) << 54 | U(e.won[0]) << 55 | U(e.won[1]) << 56 | U(e.closer + 1) << 57 |
         U(e.at_close) << 59 | U(e.trump) << 61;
}
std::uint16_t lead_extra(const Endgame& e) {
  return static_cast<std::uint16_t>(e.marriages[0] | e.marriages[1] << 7 |
                                    int(e.meld_needs_trick) << 14 | int(e.must_lead_king) << 15);
}

// A lead as one byte for the table: the card, plus 32 when a marriage is declared with it.
constexpr std::uint8_t kCardBits = 31;
constexpr std::uint8_t kMeldBit = 32;
constexpr std::uint8_t move_code(int card, bool meld) {
  return static_cast<std::uint8_t>(card | (meld ? kMeldBit : 0));
}

}  // namespace

EndgameTable::EndgameTable(std::size_t bytes) {
  const std::size_t count = std::bit_floor(std::max<std::size_t>(bytes / sizeof(Entry), 1));
  entries_.assign(count, Entry{});
  mask_ = count - 1;
}

EndgameTable::Entry& EndgameTable::slot(std::uint64_t key, std::uint16_t extra) {
  std::uint64_t h = (key ^ (std::uint64_t{extra} << 48)) * 0x9E3779B97F4A7C15ull;
  h ^= h >> 29;
  Entry& e = entries_[h & mask_];
  if (e.generation != generation_) e = Entry{.generation = generation_};
  return e;
}

void EndgameTable::clear() {
  if (++generation_ != 0) return;
  std::fill(entries_.begin(), entries_.end(), Entry{});  // wrapped: every entry is generation 0
}

Endgame Endgame::from(const HandState& s) {
  Endgame e;
  for (int seat = 0; seat < 2; ++seat) {
    e.hand[seat] = s.hand(seat).bits();
    e.points[seat] = static_cast<std::uint8_t>(s.card_points(seat));
    e.marriages[seat] = static_cast<std::uint8_t>(s.marriage_points(seat));
    e.won[seat] = s.tricks(seat) > 0;
  }
  const CardSet led = s.phase() == Phase::Follow ? CardSet(s.lead_card()) : CardSet();
  e.in_play = static_cast<std::uint8_t>((s.hand(0) | s.hand(1) | led).points());
  e.closer = static_cast<std::int8_t>(s.closer());
  if (s.closed()) e.at_close = s.at_close();
  e.trump = static_cast<std::uint8_t>(s.trump());
  e.meld_needs_trick = s.rules().meld_needs_won_trick;
  e.must_lead_king = s.rules().meld_must_lead_king;
  return e;
}

int EndgameSearch::lead(const Endgame& e, int me, int alpha, int beta) {
  ++nodes_;
  const bool any_trick = e.won[0] || e.won[1];
  // A correct claim is the best move (see Solver::Impl::search).
  if (any_trick && score(e, me) >= kWinningScore) return claim_value(e, me);
  if (e.closer >= 0) {
    // A closer who cannot reach 66 loses the R7.5 points whatever happens: every other ending
    // (its false claim, the opponent's correct claim, a pass) scores the same, and the
    // opponent's false claim is the opponent's to avoid.
    if (!can_reach_66(e, e.closer)) return closer_failed_value(e, me);
  }
  EndgameTable::Entry* entry = nullptr;
  std::uint64_t key = 0;
  std::uint16_t extra = 0;
  std::uint8_t hint = kNoMove;
  if (worth_a_table_entry(e.hand[me])) {
    key = lead_key(e, me);
    extra = lead_extra(e);
    entry = &table_.slot(key, extra);
    if (entry->key == key && entry->extra == extra) {
      if (entry->lower >= beta) return entry->lower;
      if (entry->upper <= alpha) return entry->upper;
      if (entry->lower == entry->upper) return entry->lower;
      hint = entry->best;
    }
  }
  const int alpha0 = alpha;
  std::uint8_t best_move = hint;
  const int best = lead_moves(e, me, alpha, beta, best_move);
  if (entry) {
    if (entry->key != key || entry->extra != extra)
      *entry = {key, extra, -3, 3, best_move, entry->generation};
    entry->best = best_move;
    if (best >= beta)
      entry->lower = static_cast<std::int8_t>(std::max<int>(entry->lower, best));
    else if (best <= alpha0)
      entry->upper = static_cast<std::int8_t>(std::min<int>(entry->upper, best));
    else
      entry->lower = entry->upper = static_cast<std::int8_t>(best);
  }
  return best;
}

int EndgameSearch::lead_moves(const Endgame& e, int me, int alpha, int beta,
                              std::uint8_t& best_move) {
  const int opp = 1 - me;
  const bool any_trick = e.won[0] || e.won[1];
  int best = -4;
  if (any_trick) {  // a false claim: a way to lose 2 rather than 3
    best = claim_value(e, me);
    if (best >= beta) return best;
    alpha = std::max(alpha, best);
  }
  const int hi = most_to_win(e, me);
  if (hi <= alpha) return hi;
  const int lo = std::max(best, -most_to_win(e, opp));
  if (lo >= beta) return lo;

  // Candidate leads as move codes: melds first (by suit, the King before the Queen), then plain
  // leads by falling points.
  std::array<std::uint8_t, 12> moves;  // NOLINT(cppcoreguidelines-pro-type-member-init): filled
  int count = 0;
  const std::uint32_t h = e.hand[me];
  if (e.won[me] || !e.meld_needs_trick) {
    for (std::uint32_t pairs = h & (h >> 1) & kQueens; pairs; pairs &= pairs - 1) {
      const int queen = std::countr_zero(pairs);
      moves[count++] = move_code(queen + 1, true);
      if (!e.must_lead_king) moves[count++] = move_code(queen, true);
    }
  }
  const int plain_from = count;
  for (std::uint32_t b = h; b; b &= b - 1) moves[count++] = move_code(std::countr_zero(b), false);
  sort_few(moves.data() + plain_from, count - plain_from,
           [](std::uint8_t a, std::uint8_t b) { return kPoints[a] > kPoints[b]; });

  // The best move of an earlier search of this position first.
  for (int i = 0; i < count; ++i) {
    if (moves[i] == best_move) {
      std::rotate(moves.begin(), moves.begin() + i, moves.begin() + i + 1);
      break;
    }
  }
  for (int i = 0; i < count; ++i) {
    const int card = moves[i] & kCardBits;
    const int meld =
        moves[i] & kMeldBit ? marriage_value(Card::from_index(card).suit(), Suit(e.trump)) : 0;
    Endgame next = e;
    int v = 0;
    if (meld) {
      next.marriages[me] = static_cast<std::uint8_t>(next.marriages[me] + meld);
      if (any_trick && score(next, me) >= kWinningScore) {
        v = claim_value(next, me);  // meld and claim at once
      } else {
        next.hand[me] &= ~bit_of(card);
        v = -follow(next, me, card, -beta, -alpha);
      }
    } else {
      next.hand[me] &= ~bit_of(card);
      v = -follow(next, me, card, -beta, -alpha);
    }
    if (v > best) {
      best = v;
      best_move = moves[i];
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
  }
  return best;
}

int EndgameSearch::follow(const Endgame& e, int leader, int led, int alpha, int beta) {
  ++nodes_;
  const int me = 1 - leader;
  const std::uint32_t legal = legal_follows(e.hand[me], led, e.trump);
  const std::uint32_t winners = legal & beats(led, e.trump);
  // Winning cards first (most points first), then losing ones (cheapest first).
  std::array<int, 5> order;  // NOLINT(cppcoreguidelines-pro-type-member-init): filled
  int count = 0;
  for (std::uint32_t b = winners; b; b &= b - 1) order[count++] = std::countr_zero(b);
  sort_few(order.data(), count, [](int a, int b) { return kPoints[a] > kPoints[b]; });
  const int losers_from = count;
  for (std::uint32_t b = legal & ~winners; b; b &= b - 1) order[count++] = std::countr_zero(b);
  sort_few(order.data() + losers_from, count - losers_from,
           [](int a, int b) { return kPoints[a] < kPoints[b]; });

  int best = -4;
  for (int i = 0; i < count; ++i) {
    const int c = order[i];
    Endgame next = e;
    next.hand[me] &= ~bit_of(c);
    const int w = (winners & bit_of(c)) ? me : leader;
    const int trick = kPoints[led] + kPoints[c];
    next.points[w] = static_cast<std::uint8_t>(next.points[w] + trick);
    next.in_play = static_cast<std::uint8_t>(next.in_play - trick);
    next.won[w] = true;
    int v = 0;
    if (next.hand[0] == 0 && next.hand[1] == 0) {
      const int for_winner = next.closer < 0
                                 ? kLastTrickPoints  // R7.3; after a close: claim or pass (R6.2)
                                 : std::max(claim_value(next, w), closer_failed_value(next, w));
      v = w == me ? for_winner : -for_winner;
    } else if (w == me) {
      v = lead(next, me, alpha, beta);
    } else {
      v = -lead(next, leader, -beta, -alpha);
    }
    if (v > best) {
      best = v;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
  }
  return best;
}

}  // namespace schnapsen::ai::detail
