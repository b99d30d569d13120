// Positions: consistency checks and the conversions to and from a seat's view.
#include "schnapsen/position.hpp"

#include <algorithm>
#include <bitset>

#include "position_history.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/play.hpp"
#include "schnapsen/tricks.hpp"

namespace schnapsen {
namespace {

CardSet card_set(Card c) { return c.valid() ? CardSet(c) : CardSet(); }

std::optional<PositionProblem> problem(std::string keyword, std::string message) {
  return PositionProblem{std::move(keyword), std::move(message)};
}

std::string seat_word(int i) { return i == 0 ? "mine" : "the opponent's"; }

// Tricks finished when the talon was closed or ran out: the talon loses two cards a trick.
int tricks_before_phase_two(const Position& p) {
  return p.talon_size > 0 ? (kTalonSize - p.talon_size) / 2 : kPhaseOneTricks;
}

// My hand size by R3.3 (docs/positions.md): five while the talon is open, one less for every
// trick played since it was closed or ran out.
int expected_hand_size(const Position& p) {
  if (p.talon_open()) return kHandSize;
  return kHandSize - (p.tricks_played() - tricks_before_phase_two(p));
}

// The suits that allow a marriage: its King or Queen was played or led, or shown as the
// partner of a declared marriage, or it is the marriage I just declared.
std::array<bool, kSuitCount> marriage_suits(const Position& p) {
  std::array<bool, kSuitCount> allowed{};
  const CardSet declared = p.played | p.opponent_shown | card_set(p.lead);
  for (int s = 0; s < kSuitCount; ++s) {
    const Suit suit = static_cast<Suit>(s);
    allowed[s] = !(declared & marriage_of(suit)).empty() || p.meld == suit;
  }
  return allowed;
}

// The card points `n` of the played cards can be worth: bit k of sums[n] is set when some n of
// them hold k points together. A seat that won t tricks holds 2t of the played cards.
constexpr int kAllCardPoints = 120;  // the whole deck (R1.2)
using PointSums = std::array<std::bitset<kAllCardPoints + 1>, kCardCount + 1>;
PointSums point_sums(CardSet played) {
  PointSums sums{};
  sums[0].set(0);
  int n = 0;
  for (Card c : played) {
    ++n;
    for (int k = n; k > 0; --k) sums[k] |= sums[k - 1] << static_cast<std::size_t>(c.points());
  }
  return sums;
}

// Whether marriages can be split among the suits that allow one (one per suit) so that the
// scores and `pending` come out: counted ones go to players with a trick, and what a seat's
// score leaves beyond its counted marriages is the card points of 2 x its tricks of the played
// cards (the opponent then holds the rest, as the scores add up to the played cards plus the
// counted marriages).
bool marriages_possible(const Position& p, int counted, const PointSums& sums) {
  const std::array<bool, kSuitCount> allowed = marriage_suits(p);
  // Each suit: 0 none, 1 counted for me, 2 counted for the opponent, 3 pending for me,
  // 4 pending for the opponent.
  for (int code = 0; code < 625; ++code) {
    std::array<int, 5> sum{};
    bool ok = true;
    int c = code;
    for (int s = 0; s < kSuitCount; ++s, c /= 5) {
      const int use = c % 5;
      if (use == 0) continue;
      if (!allowed[s]) ok = false;
      sum[use] += marriage_value(static_cast<Suit>(s), p.trump);
    }
    if (!ok) continue;
    if (sum[1] + sum[2] != counted || sum[3] != p.pending[0] || sum[4] != p.pending[1]) continue;
    if (sum[1] > p.score[0] || sum[2] > p.score[1]) continue;
    if ((sum[1] > 0 && p.tricks[0] == 0) || (sum[2] > 0 && p.tricks[1] == 0)) continue;
    const int my_card_points = p.score[0] - sum[1];
    const auto my_cards = static_cast<std::size_t>(2 * p.tricks[0]);
    if (my_cards >= sums.size() || my_card_points > kAllCardPoints ||
        !sums[my_cards].test(static_cast<std::size_t>(my_card_points)))
      continue;
    return true;
  }
  return false;
}

// Whether `points` are the value of distinct marriages in suits that allow one.
bool marriage_sum_possible(const Position& p, int points) {
  const std::array<bool, kSuitCount> allowed = marriage_suits(p);
  for (int mask = 0; mask < (1 << kSuitCount); ++mask) {
    int sum = 0;
    bool ok = true;
    for (int s = 0; s < kSuitCount; ++s)
      if ((mask >> s) & 1) {
        ok = ok && allowed[s];
        sum += marriage_value(static_cast<Suit>(s), p.trump);
      }
    if (ok && sum == points) return true;
  }
  return false;
}

std::optional<PositionProblem> check_talon(const Position& p) {
  if (p.talon_size == 0) {
    if (p.closer >= 0) return problem("talon", "an exhausted talon (0) cannot be closed");
    if (p.tricks_played() < kPhaseOneTricks)
      return problem("talon", "the talon runs out after five tricks, but only " +
                                  std::to_string(p.tricks_played()) + " were played");
    return std::nullopt;
  }
  if (p.talon_size < 2 || p.talon_size > kTalonSize || p.talon_size % 2 != 0)
    return problem("talon",
                   "a talon holds 10, 8, 6, 4 or 2 cards, not " + std::to_string(p.talon_size));
  if (!p.talon_card.valid()) return problem("talon", "the card under the talon is missing");
  if (p.talon_card.suit() != p.trump)
    return problem("talon", "the card under the talon, " + to_string(p.talon_card) +
                                ", is not a trump (trump is " +
                                std::string(1, suit_letter(p.trump)) + ")");
  const int before = tricks_before_phase_two(p);
  if (p.closer < 0 && before != p.tricks_played())
    return problem("talon", "after " + std::to_string(p.tricks_played()) +
                                " tricks an open talon holds " +
                                std::to_string(std::max(kTalonSize - 2 * p.tricks_played(), 0)) +
                                " cards, not " + std::to_string(p.talon_size));
  if (p.closer >= 0 && before > p.tricks_played())
    return problem("talon", "a talon of " + std::to_string(p.talon_size) +
                                " cards was closed after " + std::to_string(before) +
                                " tricks, but only " + std::to_string(p.tricks_played()) +
                                " were played");
  if (p.closer >= 0 && !p.at_close)
    return problem("talon", "a closed talon needs an at-close line");
  return std::nullopt;
}

std::optional<PositionProblem> check_cards(const Position& p) {
  const std::array<std::pair<const char*, CardSet>, 5> groups = {{
      {"hand", p.hand},
      {"opponent-shown", p.opponent_shown},
      {"played", p.played},
      {"lead", card_set(p.lead)},
      {"talon", p.talon_size > 0 ? card_set(p.talon_card) : CardSet()},
  }};
  CardSet seen;
  for (const auto& [keyword, cards] : groups) {
    const CardSet twice = seen & cards;
    if (!twice.empty())
      return problem(keyword, to_string(twice) + " already listed on an earlier line");
    seen |= cards;
  }
  if (p.played.size() % 2 != 0)
    return problem("played",
                   std::to_string(p.played.size()) + " cards: finished tricks hold two cards each");
  if (p.tricks_played() * 2 != p.played.size())
    return problem("tricks", std::to_string(p.tricks[0]) + " + " + std::to_string(p.tricks[1]) +
                                 " tricks, but " + std::to_string(p.played.size()) +
                                 " played cards make " + std::to_string(p.played.size() / 2));
  const int want = expected_hand_size(p);
  if (p.hand.size() != want) {
    if (p.hand.empty() || want <= 0)
      return problem("hand", "the hand is empty but tricks remain, or the other way round");
    return problem("hand", std::to_string(p.hand.size()) + " cards, but after " +
                               std::to_string(p.tricks_played()) + " tricks " +
                               (p.talon_open() ? "with the talon open" : "in phase two") +
                               " a hand holds " + std::to_string(want));
  }
  const int opponent_size = want - (p.lead.valid() ? 1 : 0);
  if (p.opponent_shown.size() > opponent_size)
    return problem("opponent-shown", std::to_string(p.opponent_shown.size()) +
                                         " cards, but the opponent holds only " +
                                         std::to_string(opponent_size));
  const int stock = p.talon_size > 0 ? p.talon_size - 1 : 0;
  if (p.unseen().size() != opponent_size - p.opponent_shown.size() + stock)
    return problem("hand", "the unseen cards do not fill the opponent's hand and the talon");
  if (p.lead.valid() && want == 0) return problem("lead", "no trick is left to follow");
  return std::nullopt;
}

std::optional<PositionProblem> check_scores(const Position& p) {
  for (int i = 0; i < 2; ++i) {
    if (p.score[i] < 0 || p.tricks[i] < 0 || p.pending[i] < 0)
      return problem(p.score[i] < 0    ? "score"
                     : p.tricks[i] < 0 ? "tricks"
                                       : "pending",
                     "negative numbers are not allowed");
    if (p.tricks[i] == 0 && p.score[i] != 0)
      return problem("score", seat_word(i) + " score is " + std::to_string(p.score[i]) +
                                  " with no trick won (it must be 0)");
    if (p.tricks[i] > 0 && p.pending[i] != 0)
      return problem("pending",
                     seat_word(i) + " marriage points count already: that player has a trick");
  }
  if ((p.pending[0] > 0 || p.pending[1] > 0) &&
      meld_barred(p.rules, /*has_trick=*/false) == Barred::WithoutTrick)
    return problem("pending", "under these rules a marriage needs a won trick, so none can wait");
  for (int i = 0; i < 2; ++i)
    if (!marriage_sum_possible(p, p.pending[i]))
      return problem("pending", seat_word(i) + " " + std::to_string(p.pending[i]) +
                                    " points are no set of marriages (20, or 40 in trumps, one "
                                    "per suit) whose King or Queen was played, led or shown");
  const int counted = p.score[0] + p.score[1] - p.played.points();
  if (counted < 0)
    return problem("score", "the scores add up to " + std::to_string(p.score[0] + p.score[1]) +
                                ", less than the " + std::to_string(p.played.points()) +
                                " card points played");
  if (!marriages_possible(p, counted, point_sums(p.played)))
    return problem("score", "the scores " + std::to_string(p.score[0]) + " and " +
                                std::to_string(p.score[1]) + " are not the card points of " +
                                std::to_string(p.tricks[0]) + " and " +
                                std::to_string(p.tricks[1]) +
                                " tricks of the played cards plus marriages (20, or 40 in "
                                "trumps, one per suit, whose King or Queen was played, led or "
                                "shown; pending ones included)");
  return std::nullopt;
}

std::optional<PositionProblem> check_state(const Position& p) {
  if (p.at_close) {
    if (p.closer < 0) return problem("at-close", "only a closed talon has an at-close line");
    const int other = 1 - p.closer;  // the closer's opponent
    const int before = tricks_before_phase_two(p);
    if (p.at_close->tricks < 0 || p.at_close->tricks > before ||
        p.at_close->tricks > p.tricks[other])
      return problem("at-close", std::to_string(p.at_close->tricks) +
                                     " tricks at closing: more than were played by then or won "
                                     "since");
    if (p.at_close->score < 0 || p.at_close->score > p.score[other] ||
        (p.at_close->tricks == 0 && p.at_close->score != 0))
      return problem("at-close", "a score of " + std::to_string(p.at_close->score) +
                                     " at closing does not fit the tricks and the score now");
  }
  if (p.meld) {
    const Suit s = *p.meld;
    if (p.lead.valid())
      return problem("meld", "a marriage is declared on lead, not when following");
    if (!p.hand.contains_all(marriage_of(s)))
      return problem("meld", std::string("the hand must hold the King and Queen of ") +
                                 std::string(suit_name(s)));
    if (meld_barred(p.rules, p.tricks[0] > 0) == Barred::WithoutTrick)
      return problem("meld", "under these rules a marriage needs a won trick");
  }
  const CardSet shown = p.opponent_shown;
  for (int s = 0; s < kSuitCount; ++s) {
    const Suit suit = static_cast<Suit>(s);
    if (p.voids[s] && !shown.suit(suit).empty())
      return problem("void", std::string("the opponent is shown to hold ") +
                                 to_string(shown.suit(suit)) + ", so it is not void in " +
                                 std::string(suit_name(suit)));
  }
  if (p.no_trump && !shown.suit(p.trump).empty())
    return problem("no-trump",
                   "the opponent is shown to hold the trump " + to_string(shown.suit(p.trump)));
  if (!(p.not_held - p.unseen()).empty())
    return problem("not-held", to_string(p.not_held - p.unseen()) + " is not an unseen card");
  const int opponent_hidden = expected_hand_size(p) - (p.lead.valid() ? 1 : 0) - shown.size();
  const int candidates = (p.unseen() - p.opponent_lacks()).size();
  if (candidates < opponent_hidden)
    return problem(p.not_held.empty() ? "void" : "not-held",
                   "the opponent must hold " + std::to_string(opponent_hidden) +
                       " unseen cards, but these facts leave only " + std::to_string(candidates));
  for (int i = 0; i < 2; ++i)
    if (p.match[i] < 1 || p.match[i] > kBummerlStart)
      return problem("match",
                     "Bummerl points still needed are 1 to 7, not " + std::to_string(p.match[i]));
  return std::nullopt;
}

// The dealer as stated; else the one the history's first action implies (the other player
// acts first); else the opponent.
int canonical_dealer(const Position& p) {
  if (p.dealer < 0 && !p.history.empty()) return 1 - p.history.front().seat;
  return p.dealer == 0 ? 0 : 1;
}

// The hashes' mixing step (a splitmix-style finalizer on the running value): the same numbers on
// every platform.
struct HashMix {
  std::uint64_t h = 0x6A09E667F3BCC909ull;
  void operator()(std::uint64_t x) {
    h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
  }
};

}  // namespace

CardSet Position::unseen() const {
  CardSet seen = hand | opponent_shown | played | card_set(lead);
  if (talon_size > 0) seen |= card_set(talon_card);
  return CardSet::all() - seen;
}

CardSet Position::opponent_lacks() const {
  CardSet out = not_held;
  for (int s = 0; s < kSuitCount; ++s)
    if (voids[s]) out |= CardSet::of_suit(static_cast<Suit>(s));
  if (no_trump) out |= CardSet::of_suit(trump);
  return out & unseen();
}

std::optional<PositionProblem> check_position(const Position& p) {
  if (auto e = check_talon(p)) return e;
  if (auto e = check_cards(p)) return e;
  if (auto e = check_scores(p)) return e;
  if (auto e = check_state(p)) return e;
  return check_history(p);
}

Position position_of(const SeatView& v, std::array<int, 2> match, bool with_history) {
  const int me = v.seat;
  const int opp = v.opponent();
  Position p;
  p.rules = v.rules;
  p.trump = v.trump;
  p.talon_size = v.talon_size;
  p.talon_card = v.talon_size > 0 ? v.trump_card : Card::none();
  p.closer = v.closer < 0 ? -1 : v.closer == me ? 0 : 1;
  p.hand = v.hand;
  p.opponent_shown = v.opponent_shown;
  p.played = v.won[0] | v.won[1];
  p.lead = v.lead;
  p.score = {v.scores[me], v.scores[opp]};
  p.tricks = {v.tricks[me], v.tricks[opp]};
  p.pending = {v.tricks[me] ? 0 : v.marriage_points[me],
               v.tricks[opp] ? 0 : v.marriage_points[opp]};
  if (v.closer >= 0) p.at_close = Position::AtClose{v.tricks_at_close, v.score_at_close};
  p.meld = v.melded_suit;
  // The facts about the opponent's hand, as the notation writes them: a suit it cannot hold
  // (no unseen card of it possible, none shown) is a void, or no-trump; the rest card by card.
  const CardSet unseen = p.unseen();
  const CardSet lacks = v.opponent_lacks & unseen;
  CardSet covered;
  for (int s = 0; s < kSuitCount; ++s) {
    const Suit suit = static_cast<Suit>(s);
    const CardSet in_suit = unseen.suit(suit);
    if (in_suit.empty() || !lacks.contains_all(in_suit) || !v.opponent_shown.suit(suit).empty())
      continue;
    if (suit == p.trump)
      p.no_trump = true;
    else
      p.voids[s] = true;
    covered |= in_suit;
  }
  p.not_held = lacks - covered;
  p.match = match;
  p.dealer = v.dealer == me ? 0 : 1;
  // Only a history from the deal: a hand that began at a position (study play) has in its
  // history only what followed, and the tricks before it would be missing from the won cards.
  const auto tricks = static_cast<int>(played_tricks(v.history, v.trump).size());
  if (with_history && tricks == v.tricks[0] + v.tricks[1]) {
    for (const SeatAction& a : v.history) p.history.push_back({a.seat == me ? 0 : 1, a.action});
    if (!p.history.empty() && (v.talon_size == 0 || v.trump_card != v.trump_card_dealt))
      p.dealt = v.trump_card_dealt;
  }
  return p;
}

SeatView view_of(const Position& p) {
  SeatView v;
  v.rules = p.rules;
  v.seat = 0;
  v.dealer = canonical_dealer(p);
  v.to_act = 0;
  v.hand = p.hand;
  v.trump = p.trump;
  // A position does not say which card was dealt face up; only its suit matters in play.
  v.trump_card_dealt = p.dealt.valid()    ? p.dealt
                       : p.talon_size > 0 ? p.talon_card
                                          : jack_of(p.trump);
  v.talon_size = p.talon_size;
  v.trump_card = p.talon_size > 0 ? p.talon_card : Card::none();
  v.closer = p.closer;
  v.opponent_shown = p.opponent_shown;
  v.opponent_hand_size = p.hand.size() - (p.lead.valid() ? 1 : 0);
  v.lead = p.lead;
  v.tricks = p.tricks;
  v.scores = p.score;
  // Who won which card: the history's tricks say it; without them the lowest cards go to my
  // tricks (two per trick), the rest to the opponent's. The scores stay exact; marriage points
  // are what the scores leave over.
  v.history = p.history;
  if (!p.history.empty()) {
    for (const PlayedTrick& t : played_tricks(p.history, p.trump))
      v.won[t.winner] |= CardSet(t.cards[0]) | CardSet(t.cards[1]);
  } else {
    int mine = 2 * p.tricks[0];
    for (Card c : p.played) {
      if (mine-- > 0)
        v.won[0].insert(c);
      else
        v.won[1].insert(c);
    }
  }
  for (int i = 0; i < 2; ++i)
    v.marriage_points[i] =
        p.tricks[i] > 0 ? std::max(0, p.score[i] - v.won[i].points()) : p.pending[i];
  if (p.at_close) {
    v.tricks_at_close = p.at_close->tricks;
    v.score_at_close = p.at_close->score;
  }
  v.melded_suit = p.meld;
  v.opponent_lacks = p.opponent_lacks();
  if (p.hand.empty()) {
    v.phase = p.closer >= 0 ? Phase::ClaimOrPass : Phase::Over;
  } else {
    v.phase = p.lead.valid() ? Phase::Follow : Phase::Lead;
  }
  if (v.phase == Phase::Over) return v;
  // The legal actions depend on my cards and the public state only: any consistent world will do.
  const CardSet unseen = v.unseen();
  const int hidden = v.opponent_hand_size - v.opponent_shown.size();
  CardSet opponent;
  std::vector<Card> stock;
  for (Card c : unseen - v.opponent_lacks) {
    if (opponent.size() < hidden) opponent.insert(c);
  }
  for (Card c : unseen - opponent) stock.push_back(c);
  const HandState world = world_state(v, opponent, stock);
  v.legal = world.legal_actions();
  return v;
}

std::uint64_t information_hash(const Position& p) {
  HashMix mix;
  mix(rules_bits(p.rules));
  mix(static_cast<std::uint64_t>(p.trump));
  mix(static_cast<std::uint64_t>(p.talon_size) << 8 | static_cast<std::uint64_t>(p.closer + 1));
  mix(p.talon_size > 0 ? static_cast<std::uint64_t>(p.talon_card.index()) : 0xFF);
  mix(p.hand.bits());
  mix(p.opponent_shown.bits());
  mix(p.played.bits());
  mix(p.lead.valid() ? static_cast<std::uint64_t>(p.lead.index()) : 0xFF);
  for (int i = 0; i < 2; ++i)
    mix(static_cast<std::uint64_t>(p.score[i]) << 32 |
        static_cast<std::uint64_t>(p.tricks[i]) << 16 | static_cast<std::uint64_t>(p.pending[i]));
  mix(p.at_close ? static_cast<std::uint64_t>(p.at_close->tricks) << 16 |
                       static_cast<std::uint64_t>(p.at_close->score)
                 : 0xFFFFFFFFull);
  mix(p.meld ? static_cast<std::uint64_t>(*p.meld) : 0xFF);
  mix(p.opponent_lacks().bits());
  return mix.h;
}

std::uint64_t history_hash(const Position& p) {
  if (p.history.empty()) return 0;
  HashMix mix;
  mix(static_cast<std::uint64_t>(p.history.size()));
  for (const SeatAction& a : p.history)
    mix(static_cast<std::uint64_t>(a.seat) << 16 | static_cast<std::uint64_t>(a.action.kind) << 8 |
        a.action.arg);
  if (p.dealt.valid()) mix(0x100u | p.dealt.index());
  return mix.h;
}

}  // namespace schnapsen
