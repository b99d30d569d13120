// The perfect-information solver: null-window alpha-beta on the game-point value (-3..3) with a
// transposition table, move ordering and the claim rule below (see docs/ai.md).
#include "schnapsen/ai/solver.hpp"

#include <algorithm>
#include <array>
#include <cassert>

#include "schnapsen/ai/search_window.hpp"
#include "solver_endgame.hpp"
#include "solver_table.hpp"

namespace schnapsen::ai {
namespace {

using detail::TableEntry;

constexpr int kMaxValue = 3;

// The value for the seat to act of ending the hand with `a` (claim or pass).
int ending_value(const HandState& s, Action a) {
  HandState t = s;
  t.apply_legal(a);
  return outcome(t.result(), s.to_act());
}

// Rough promise of a move, to search the likely best first (higher first). The weights were
// chosen by node counts over 300 deals (docs/ai.md).
int order_score(const HandState& s, Action a) {
  switch (a.kind) {
    case ActionKind::Claim: return 1000;    // ends the hand: free to evaluate
    case ActionKind::Exchange: return 800;  // then close, in the same turn
    case ActionKind::Close: return 700;     // a cheap phase-two subtree, often a cutoff
    case ActionKind::Meld: return 600 + marriage_value(a.suit(), s.trump());
    case ActionKind::Pass: return 0;
    case ActionKind::Resign: return 0;  // never a listed action
    case ActionKind::Play: break;
  }
  const Card c = a.card();
  const bool trump = c.suit() == s.trump();
  if (s.phase() == Phase::Lead) return 200 + c.points() - (trump ? 15 : 0);
  // Following: win in the suit led (most points first), then by trumping (most points first),
  // else throw the cheapest card.
  const Card led = s.lead_card();
  if (c.suit() == led.suit() && c.index() > led.index()) return 500 + c.points();
  if (trump && led.suit() != s.trump()) return 400 + c.points();
  return 300 - c.points();
}

struct OrderedMoves {
  std::array<Action, ActionList::kCapacity> moves{};
  int size = 0;
};

OrderedMoves ordered_moves(const HandState& s, Action first) {
  const ActionList list = s.legal_actions();
  OrderedMoves out;
  std::array<int, ActionList::kCapacity> score{};
  for (Action a : list) {
    const int sc = a == first ? 10000 : order_score(s, a);
    int i = out.size++;
    while (i > 0 && score[i - 1] < sc) {
      score[i] = score[i - 1];
      out.moves[i] = out.moves[i - 1];
      --i;
    }
    score[i] = sc;
    out.moves[i] = a;
  }
  return out;
}

}  // namespace

bool can_reach_66(const HandState& s, int seat) {
  const CardSet played = s.won_cards(0) | s.won_cards(1) |
                         (s.phase() == Phase::Follow ? CardSet(s.lead_card()) : CardSet());
  int total =
      s.card_points(seat) + s.marriage_points(seat) + 120 - s.card_points(0) - s.card_points(1);
  for (int suit = 0; suit < kSuitCount; ++suit) {
    const Suit su = static_cast<Suit>(suit);
    const CardSet pair = marriage_of(su);
    if ((played & pair).empty()) total += marriage_value(su, s.trump());
  }
  return total >= kWinningScore;
}

int most_to_win(const HandState& s, int seat) {
  const int opp = 1 - seat;
  if (!can_reach_66(s, seat)) return kLastTrickPoints;
  return win_points(standing(s.tricks(opp) > 0, s.score(opp)));
}

struct Solver::Impl {
  // A sixteenth of the budget, at most 1 MB (so that it stays in cache), for phase two.
  explicit Impl(std::size_t bytes)
      : table(bytes - endgame_bytes(bytes)), endgame_table(endgame_bytes(bytes)) {}
  static std::size_t endgame_bytes(std::size_t bytes) {
    return std::min<std::size_t>(bytes / 16, std::size_t{1} << 20);
  }

  detail::TranspositionTable table;
  detail::EndgameTable endgame_table;
  std::uint64_t nodes = 0;

  // Fail-soft alpha-beta for the seat to act: the exact value when it lies inside
  // (alpha, beta), else a bound on the side the window was left.
  int search(const HandState& s, int alpha, int beta) {
    ++nodes;
    const int me = s.to_act();
    if (s.phase() == Phase::ClaimOrPass)
      return std::max(ending_value(s, Action::claim()), ending_value(s, Action::pass()));
    // A correct claim is never worse than playing on: later claims score no more (the
    // opponent's tricks and score only grow; a close fixes them), and the seat's other wins
    // (last trick, an opponent's close or false claim) the opponent can always avoid.
    if (s.may_claim() && s.score(me) >= kWinningScore) return ending_value(s, Action::claim());
    if (s.talon_open()) {  // phase two has the same bounds in the endgame search
      const int hi = most_to_win(s, me);
      if (hi <= alpha) return hi;
      const int lo = -most_to_win(s, 1 - me);
      if (lo >= beta) return lo;
    }

    // Only leads go to the table (DDS keeps trick starts): as many hits for half the look-ups.
    const bool use_table = s.phase() == Phase::Lead;
    const std::uint64_t key = use_table ? detail::position_key(s) : 0;
    Action first{ActionKind::Pass, 0xFF};
    SearchBounds<int> bounds{-kMaxValue, kMaxValue};
    if (const TableEntry* e = use_table ? table.probe(key) : nullptr) {
      bounds = {e->lower, e->upper};
      if (const std::optional<int> v = bounds.settles(alpha, beta)) return *v;
      first = e->best;
    }

    const int alpha0 = alpha;
    int best = -kMaxValue - 1;
    Action best_move = first;
    const bool endgame = s.strict() && !s.melded_suit();
    if (endgame) {  // phase two: the compact search takes over
      detail::EndgameSearch search_two(endgame_table, nodes);
      const detail::Endgame e = detail::Endgame::from(s);
      best = s.phase() == Phase::Lead
                 ? search_two.lead(e, me, alpha, beta)
                 : search_two.follow(e, s.leader(), s.lead_card().index(), alpha, beta);
    }
    const OrderedMoves moves = endgame ? OrderedMoves{} : ordered_moves(s, first);
    for (int i = 0; i < moves.size; ++i) {
      const Action a = moves.moves[i];
      HandState child = s;
      child.apply_legal(a);
      int v = 0;
      if (child.over())
        v = outcome(child.result(), me);
      else if (child.to_act() == me)
        v = search(child, alpha, beta);
      else
        v = -search(child, -beta, -alpha);
      if (v > best) {
        best = v;
        best_move = a;
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
      }
    }

    if (!use_table) return best;
    bounds.narrow(best, alpha0, beta);
    TableEntry e;
    e.key = key;
    e.lower = static_cast<std::int8_t>(bounds.lower);
    e.upper = static_cast<std::int8_t>(bounds.upper);
    e.cards = static_cast<std::uint8_t>((s.hand(0) | s.hand(1)).size());  // one popcount
    e.best = best_move;
    table.store(e);
    return best;
  }

  // The exact value by null-window tests "value >= t" (MTD-style) that narrow [lo, hi] down:
  // first "no loss of 2 or more" (t = -1), then "a win of 2 or more" (t = 2), then halving.
  // This order needs about a fifth fewer nodes than plain halving, which starts with the sign
  // (t = 1), the hardest test on average (measured over 300 deals).
  int value(const HandState& s) {
    int lo = -kMaxValue;
    int hi = kMaxValue;
    while (lo < hi) {
      const int t = lo < -1 && -1 <= hi ? -1 : lo < 2 && 2 <= hi ? 2 : (lo + hi + 1) / 2;
      const int r = search(s, t - 1, t);
      if (r >= t)
        lo = r;
      else
        hi = r;
    }
    return lo;
  }
};

Solver::Solver(std::size_t tt_bytes) : impl_(std::make_unique<Impl>(tt_bytes)) {}
Solver::~Solver() = default;
Solver::Solver(Solver&&) noexcept = default;
Solver& Solver::operator=(Solver&&) noexcept = default;

int Solver::value(const HandState& state) {
  assert(!state.over());
  return impl_->value(state);
}

int Solver::action_value(const HandState& state, Action a) {
  const int me = state.to_act();
  HandState child = state;
  child.apply_legal(a);
  if (child.over()) return outcome(child.result(), me);
  const int v = impl_->value(child);
  return child.to_act() == me ? v : -v;
}

std::vector<ActionValue> Solver::action_values(const HandState& state) {
  std::vector<ActionValue> out;
  for (Action a : state.legal_actions()) out.push_back({a, action_value(state, a)});
  return out;
}

std::uint64_t Solver::nodes() const { return impl_->nodes; }

void Solver::clear() {
  impl_->table.clear();
  impl_->endgame_table.clear();
  impl_->nodes = 0;
}

}  // namespace schnapsen::ai
