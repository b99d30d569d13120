// The stock as chance (stock_chance.hpp): expectimax over the draws, alpha-beta between them
// (Ballard's Star1 at the chance nodes), the exact solver once nothing is drawn any more.
#include "schnapsen/lab/stock_chance.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <limits>

#include "schnapsen/ai/search_window.hpp"
#include "schnapsen/ai/worlds.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::lab {
namespace {

constexpr double kLow = -3;
constexpr double kHigh = 3;

constexpr std::uint64_t mix(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

constexpr std::uint64_t bit(bool b, int shift) { return static_cast<std::uint64_t>(b) << shift; }

// Everything the rest of a phase-one hand depends on, with the stock as a set.
std::uint64_t chance_key(const HandState& s) {
  using U = std::uint64_t;
  const Rules& r = s.rules();
  const U w1 = U{s.hand(0).bits()} | U{s.hand(1).bits()} << 20 | U(s.card_points(0)) << 40 |
               U(s.card_points(1)) << 47 | U(s.to_act()) << 54 | U(s.leader()) << 55 |
               U(static_cast<int>(s.phase())) << 56 | U(static_cast<int>(s.trump())) << 58 |
               bit(s.tricks(0) > 0, 60) | bit(s.tricks(1) > 0, 61);
  const auto meld = s.melded_suit();
  CardSet stock;
  for (int i = 0; i < s.stock_remaining(); ++i) stock.insert(s.stock_card(i));
  const U w2 = U(s.marriage_points(0)) | U(s.marriage_points(1)) << 7 |
               U(s.phase() == Phase::Follow ? s.lead_card().index() : 31) << 14 |
               U(meld ? 1 + static_cast<int>(*meld) : 0) << 19 | U(s.trump_card().index()) << 22 |
               U{stock.bits()} << 27 | bit(r.exchange_needs_won_trick, 47) |
               bit(r.exchange_with_two_in_talon, 48) | bit(r.close_with_two_in_talon, 49) |
               bit(r.meld_needs_won_trick, 50) | bit(r.meld_must_lead_king, 51);
  return mix(w1 ^ mix(w2 + 0x9E3779B97F4A7C15ull));
}

// Moves in a promising order: claims, exchange, close, melds, then plays by card points
// (leads) or by winning first (follows).
std::vector<Action> ordered(const HandState& s, Action first) {
  std::vector<std::pair<int, Action>> scored;
  for (Action a : s.legal_actions()) {
    int sc = 0;
    switch (a.kind) {
      case ActionKind::Claim: sc = 1000; break;
      case ActionKind::Exchange: sc = 800; break;
      case ActionKind::Close: sc = 700; break;
      case ActionKind::Meld: sc = 600; break;
      case ActionKind::Play: {
        const Card c = a.card();
        if (s.phase() == Phase::Lead) {
          sc = 200 + c.points() - (c.suit() == s.trump() ? 15 : 0);
        } else {
          const Card led = s.lead_card();
          if (c.suit() == led.suit() && c.index() > led.index())
            sc = 500 + c.points();
          else if (c.suit() == s.trump() && led.suit() != s.trump())
            sc = 400 + c.points();
          else
            sc = 300 - c.points();
        }
        break;
      }
      default: break;
    }
    if (a == first) sc = 10000;
    scored.emplace_back(sc, a);
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<Action> out;
  for (const auto& [sc, a] : scored) out.push_back(a);
  return out;
}

struct Entry {
  std::uint64_t key = 0;
  double lower = kLow;
  double upper = kHigh;
  Action best{ActionKind::Pass, 0xFF};
};

}  // namespace

struct StockChanceSolver::Impl {
  explicit Impl(ChanceSettings s) : settings(s), table(s.tt_entries) {}

  ChanceSettings settings;
  ai::Solver exact{8u << 20};
  std::vector<Entry> table;
  std::uint64_t nodes = 0;

  // The value for `me` of `child`, a state just reached by me's move.
  double value_of(const HandState& child, int me, double alpha, double beta) {
    if (child.over()) return outcome(child.result(), me);
    // Closed or exhausted, or only the last face-down card left (its draw is forced): nothing
    // is chance any more, and the exact solver is much faster.
    if (!child.talon_open() || child.stock_remaining() <= 1) {
      const int v = exact.value(child);
      return child.to_act() == me ? v : -v;
    }
    return child.to_act() == me ? search(child, alpha, beta) : -search(child, -beta, -alpha);
  }

  // The value for the seat to act of playing `a`, the draws that follow it as chance.
  double after(const HandState& s, Action a, double alpha, double beta) {
    const int me = s.to_act();
    const int k = s.stock_remaining();
    if (s.phase() != Phase::Follow || k < 2) {  // no draw, or a forced one (the last card)
      HandState child = s;
      child.apply_legal(a);
      return value_of(child, me, alpha, beta);
    }
    // The winner draws stock_card(0), the loser stock_card(1): every ordered pair of the stock's
    // cards, or a sample; by the cards themselves (ascending), never by their places in this
    // state's order, so that the outcomes and their sum do not depend on that order.
    std::array<Card, kStockSize> cards{};
    for (int i = 0; i < k; ++i) cards[i] = s.stock_card(i);
    std::sort(cards.begin(), cards.begin() + k,
              [](Card x, Card y) { return x.index() < y.index(); });
    std::vector<std::pair<Card, Card>> pairs;
    if (k * (k - 1) <= settings.exact_outcomes) {
      for (int i = 0; i < k; ++i)
        for (int j = 0; j < k; ++j)
          if (i != j) pairs.emplace_back(cards[i], cards[j]);
    } else {
      SplitMix64 rng(chance_key(s) ^ (std::uint64_t{a.arg} << 3 | static_cast<unsigned>(a.kind)));
      for (int n = 0; n < settings.samples; ++n) {
        const int i = rng.below(k);
        int j = rng.below(k - 1);
        if (j >= i) ++j;
        pairs.emplace_back(cards[i], cards[j]);
      }
    }
    const auto place = [](const HandState& t, Card c) {
      int at = 0;
      while (t.stock_card(at) != c) ++at;
      return at;
    };
    const auto n = static_cast<double>(pairs.size());
    double sum = 0;
    for (std::size_t idx = 0; idx < pairs.size(); ++idx) {
      const double rest = n - static_cast<double>(idx) - 1;
      HandState child = s;
      child.swap_stock(0, place(child, pairs[idx].first));
      child.swap_stock(1, place(child, pairs[idx].second));
      child.apply_legal(a);
      // Star1: the window of this outcome that could still move the mean across (alpha, beta).
      const double lo = n * alpha - sum - rest * kHigh;
      const double hi = n * beta - sum - rest * kLow;
      sum += value_of(child, me, std::max(lo, kLow - 1), std::min(hi, kHigh + 1));
      if (sum + rest * kLow >= n * beta) return (sum + rest * kLow) / n;
      if (sum + rest * kHigh <= n * alpha) return (sum + rest * kHigh) / n;
    }
    return sum / n;
  }

  // Fail-soft alpha-beta for the seat to act of a phase-one state (talon open).
  double search(const HandState& s, double alpha, double beta) {
    ++nodes;
    const int me = s.to_act();
    if (s.may_claim() && s.score(me) >= kWinningScore) {
      HandState t = s;
      t.apply_legal(Action::claim());
      return outcome(t.result(), me);
    }
    const double most = ai::most_to_win(s, me);
    if (most <= alpha) return most;
    const double least = -ai::most_to_win(s, 1 - me);
    if (least >= beta) return least;
    const bool use_table = s.phase() == Phase::Lead;
    const std::uint64_t key = use_table ? chance_key(s) : 0;
    Entry* e = use_table ? &table[key % table.size()] : nullptr;
    Action first{ActionKind::Pass, 0xFF};
    ai::SearchBounds<double> bounds{kLow, kHigh};
    if (e && e->key == key) {
      bounds = {e->lower, e->upper};
      if (const std::optional<double> v = bounds.settles(alpha, beta)) return *v;
      first = e->best;
      alpha = std::max(alpha, bounds.lower);
      beta = std::min(beta, bounds.upper);
    }
    const double alpha0 = alpha;
    double best = kLow - 1;
    Action best_move = first;
    for (Action a : ordered(s, first)) {
      const double v = after(s, a, alpha, beta);
      if (v > best) {
        best = v;
        best_move = a;
        if (best > alpha) alpha = best;
        if (alpha >= beta) break;
      }
    }
    if (!e) return best;
    bounds.narrow(best, alpha0, beta);
    *e = Entry{key, bounds.lower, bounds.upper, best_move};
    return best;
  }
};

StockChanceSolver::StockChanceSolver(ChanceSettings settings)
    : impl_(std::make_unique<Impl>(settings)) {}
StockChanceSolver::~StockChanceSolver() = default;
StockChanceSolver::StockChanceSolver(StockChanceSolver&&) noexcept = default;
StockChanceSolver& StockChanceSolver::operator=(StockChanceSolver&&) noexcept = default;

double StockChanceSolver::action_value(const HandState& state, Action a) {
  ++impl_->nodes;
  return impl_->after(state, a, kLow - 1, kHigh + 1);
}

std::uint64_t StockChanceSolver::nodes() const { return impl_->nodes + impl_->exact.nodes(); }

void StockChanceSolver::clear() {
  std::fill(impl_->table.begin(), impl_->table.end(), Entry{});
  impl_->exact.clear();
  impl_->nodes = 0;
}

ChancePimcPlayer::ChancePimcPlayer(ai::SearchSettings settings, ChanceSettings chance,
                                   bool clairvoyant)
    : settings_(settings),
      clairvoyant_(clairvoyant),
      chance_(chance),
      exact_(settings.tt_bytes),
      plain_(settings),
      closed_(settings.tt_bytes) {}

Action ChancePimcPlayer::choose(const SeatView& view, const ai::MatchInfo& match) {
  last_.clear();
  // Phase two, the claim, single actions and the exchange: exactly as pimc.
  const bool rule =
      ai::claim_or_pass(view) || view.legal.size() == 1 || view.legal.contains(Action::exchange());
  if (rule || !view.talon_open()) return plain_.evaluate(view, match).choice;
  const Position position = position_of(view);
  const SeatView v = view_of(position);
  SplitMix64 rng(information_hash(position));
  const ai::HiddenInfo info = ai::hidden_info(v);
  std::vector<Action> moves = ai::candidate_actions(v.legal);
  const bool judge_close = v.legal.contains(Action::close());
  if (judge_close)
    moves.erase(std::remove(moves.begin(), moves.end(), Action::close()), moves.end());
  std::vector<double> total(moves.size(), 0.0);
  chance_.clear();
  exact_.clear();
  int worlds = 0;
  while (worlds < settings_.phase_one_worlds &&
         (worlds == 0 || settings_.node_budget == 0 ||
          chance_.nodes() + exact_.nodes() <= settings_.node_budget)) {
    const HandState s = ai::build_world(v, ai::sample_world(info, rng));
    for (std::size_t i = 0; i < moves.size(); ++i)
      total[i] +=
          clairvoyant_ ? exact_.action_value(s, moves[i]) : chance_.action_value(s, moves[i]);
    ++worlds;
  }
  for (std::size_t i = 0; i < moves.size(); ++i)
    last_.push_back({moves[i], total[i] / worlds, static_cast<std::uint64_t>(worlds), true, 0});
  if (judge_close) {
    // The closing decision over every opponent hand, as pimc judges it; the other actions are
    // no longer optimistic about the draws, so the comparison is fair.
    last_.push_back(closed_.close_estimate(v));
  }
  ai::sort_by_value(last_);
  return last_.front().action;
}

}  // namespace schnapsen::lab
