#include "schnapsen/ai/heuristic_player.hpp"

#include <cmath>
#include <limits>
#include <utility>

#include "schnapsen/ai/basic_player.hpp"
#include "schnapsen/ai/worlds.hpp"

namespace schnapsen::ai {
namespace {

bool is_marriage_rank(Card c) { return c.rank() == Rank::King || c.rank() == Rank::Queen; }

// C(n, k) as a double (small arguments).
double choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double r = 1;
  for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
  return r;
}

// Points of this seat once it has a trick: its won cards plus its marriages.
int own_points(const SeatView& v) { return v.won[v.seat].points() + v.marriage_points[v.seat]; }

// The worth of keeping `c` in hand, in card points, beyond its own points: trump control,
// sure winners for phase two, and the chance of a marriage.
double keep_value(const SeatView& v, const CardOdds& odds, Card c) {
  double worth = 0;
  const bool trump = c.suit() == v.trump;
  if (trump) worth += 9 + (c.rank() == Rank::Ace || c.rank() == Rank::Ten ? 4 : 0);
  if (!trump && c.rank() == Rank::Ace) worth += 5;
  if (!trump && c.rank() == Rank::Ten) {
    const Card ace(c.suit(), Rank::Ace);
    // A Ten guarded by our Ace (or whose Ace is gone) wins later; else the Ace may catch it.
    worth += v.hand.contains(ace) || !odds.possible().contains(ace) ? 3 : 0;
  }
  if (v.talon_open() && is_marriage_rank(c)) {
    const Card p = marriage_partner(c);
    const double marriage = marriage_value(c.suit(), v.trump);
    if (v.hand.contains(p)) {
      worth += marriage * 0.9;
    } else if (v.unseen().contains(p) && !v.opponent_shown.contains(p)) {
      // The partner may still come from the stock to us.
      worth += marriage * (1 - odds.holds(p)) * 0.35;
    }
  }
  return worth;
}

// What throwing `c` costs: the points it gives away and the worth of keeping it.
double discard_cost(const SeatView& v, const CardOdds& odds, Card c) {
  return c.points() + keep_value(v, odds, c);
}

// The expected point swing of leading `c` in phase one, minus the worth of keeping it: the
// opponent takes a Ten or Ace with a higher card or a trump when it can, a cheaper card only
// with a Ten or Ace of its suit; otherwise it throws a cheap card (about 3 points).
double lead_value(const SeatView& v, const CardOdds& odds, Card c) {
  const CardSet outside = odds.possible();
  CardSet takers = outside.above(c);
  if (c.points() >= 10 && c.suit() != v.trump) takers |= outside.suit(v.trump);
  if (c.points() < 10) {
    CardSet rich;
    for (Card t : takers)
      if (t.points() >= 10) rich.insert(t);
    takers = rich;
  }
  const double p_lose = odds.holds_any(takers);
  const double taker_points = c.points() >= 10 ? 5 : 10.5;
  const double win = c.points() + 3;
  const double lose = c.points() + taker_points;
  return (1 - p_lose) * win - p_lose * lose - keep_value(v, odds, c);
}

Action lead_card(const SeatView& v, const CardOdds& odds) {
  Card best = Card::none();
  double best_value = -std::numeric_limits<double>::infinity();
  for (Action a : v.legal) {
    if (a.kind != ActionKind::Play) continue;
    const double value = lead_value(v, odds, a.card());
    if (value > best_value) {
      best_value = value;
      best = a.card();
    }
  }
  return Action::play(best);
}

// Phase one, the opponent led: take the trick when its points are worth the card spent,
// always when it brings 66; otherwise throw by discard priority.
Action follow_card(const SeatView& v, const CardOdds& odds) {
  const Card lead = v.lead;
  Card best = Card::none();
  double best_value = -std::numeric_limits<double>::infinity();
  for (Action a : v.legal) {
    if (a.kind != ActionKind::Play) continue;
    const Card c = a.card();
    double value = 0;
    if (follow_wins(lead, c, v.trump)) {
      value = lead.points() + c.points() - keep_value(v, odds, c) + 1;  // +1: we lead next
      if (own_points(v) + lead.points() + c.points() >= kWinningScore) value += 100;
    } else {
      value = -(lead.points() + discard_cost(v, odds, c));
    }
    if (value > best_value) {
      best_value = value;
      best = c;
    }
  }
  return Action::play(best);
}

}  // namespace

CardOdds::CardOdds(const SeatView& view) {
  const HiddenInfo info = hidden_info(view);
  shown_ = view.opponent_shown;
  candidates_ = info.candidates() - shown_;
  hidden_ = info.opponent_hidden;
}

double CardOdds::holds(Card c) const {
  if (shown_.contains(c)) return 1;
  if (!candidates_.contains(c) || candidates_.empty()) return 0;
  return static_cast<double>(hidden_) / candidates_.size();
}

double CardOdds::holds_any(CardSet cards) const {
  if (!(cards & shown_).empty()) return 1;
  const int n = candidates_.size();
  const int m = (cards & candidates_).size();
  if (m == 0 || hidden_ == 0) return 0;
  // Its hidden cards are a uniform choice of hidden_ among the n candidates.
  return 1 - choose(n - m, hidden_) / choose(n, hidden_);
}

HeuristicPlayer::HeuristicPlayer(std::string name, Mode mode)
    : name_(std::move(name)), exact_(4u << 20), mode_(mode) {}

Action HeuristicPlayer::choose(const SeatView& view, const MatchInfo&) {
  if (auto a = claim_or_pass(view)) return *a;
  if (view.legal.size() == 1) return view.legal[0];
  if (view.legal.contains(Action::exchange())) return Action::exchange();
  // Once nothing more is drawn: every opponent hand counted out exactly, or the casual rules.
  if (!view.talon_open())
    return mode_ == Mode::ExactCount ? exact_.average(view).front().action : basic_action(view);
  if (view.phase == Phase::Follow) return follow_card(view, CardOdds(view));
  return lead(view);
}

// Close when the exact value of the closed hand (sure and probable tricks counted over every
// opponent hand) is clearly winning, which also freezes a low opponent score for R7.4; by rules
// of thumb, as the casual rules close.
bool HeuristicPlayer::closes(const SeatView& v) {
  return mode_ == Mode::ExactCount ? exact_.close_value(v) >= kCloseValue
                                   : basic_action(v) == Action::close();
}

Action HeuristicPlayer::lead(const SeatView& v) {
  if (v.melded_suit) {  // lead the Queen where allowed: the King keeps more points back
    const Action q = Action::play(queen_of(*v.melded_suit));
    return v.legal.contains(q) ? q : Action::play(king_of(*v.melded_suit));
  }
  if (v.legal.contains(Action::close()) && closes(v)) return Action::close();
  if (v.legal.contains(Action::meld(v.trump))) return Action::meld(v.trump);
  for (Action a : v.legal)
    if (a.kind == ActionKind::Meld) return a;
  return lead_card(v, CardOdds(v));
}

}  // namespace schnapsen::ai
