#include "schnapsen/ai/bummerl_odds.hpp"

#include <algorithm>

namespace schnapsen::ai {

// Measured in self-play of PIMC on 24 worlds (600 k solver nodes, a level since retired), 1000
// duplicate deals (2000 hands) in each rule set, and averaged over the two (docs/ai.md): the
// arena's "wins_by_points" of --deals 1000 --seed 77 --rules soft|sharp --json. Hands won with
// 1/2/3 game points: soft, forehand 298/476/244, dealer 260/454/268; sharp, forehand
// 374/424/214, dealer 372/364/252.
const HandOutcomes kHandOutcomes{{
    {0.1680, 0.2250, 0.1145},  // the forehand wins with 1, 2, 3
    {0.1580, 0.2045, 0.1300},  // the dealer wins with 1, 2, 3
}};

namespace {

// table[m][t][d]: the chance of the side needing m points against one needing t, d = 1 when it
// deals the next hand. Filled in order of m + t, since every hand lowers one of them.
using ChanceTable =
    std::array<std::array<std::array<double, 2>, kBummerlStart + 1>, kBummerlStart + 1>;

ChanceTable solve(const HandOutcomes& odds) {
  ChanceTable w{};
  for (int sum = 2; sum <= 2 * kBummerlStart; ++sum)
    for (int m = 1; m <= kBummerlStart; ++m) {
      const int t = sum - m;
      if (t < 1 || t > kBummerlStart) continue;
      for (int d = 0; d < 2; ++d) {
        // This side wins at the dealer's odds when it deals, else at the forehand's.
        const auto& win = odds[d];
        const auto& lose = odds[1 - d];
        double p = 0;
        for (int k = 1; k <= 3; ++k) {
          p += win[k - 1] * (m - k <= 0 ? 1.0 : w[m - k][t][1 - d]);
          p += lose[k - 1] * (t - k <= 0 ? 0.0 : w[m][t - k][1 - d]);
        }
        w[m][t][d] = p;
      }
    }
  return w;
}

// The chance in table `w`, the standing clamped to the Bummerl's start.
double chance_in(const ChanceTable& w, int mine, int theirs, bool deals_next) {
  if (mine <= 0) return 1;
  if (theirs <= 0) return 0;
  mine = std::min(mine, kBummerlStart);
  theirs = std::min(theirs, kBummerlStart);
  return w[static_cast<std::size_t>(mine)][static_cast<std::size_t>(theirs)][deals_next ? 1 : 0];
}

}  // namespace

double bummerl_chance(int mine, int theirs, bool deals_next, const HandOutcomes& odds) {
  if (&odds != &kHandOutcomes) return chance_in(solve(odds), mine, theirs, deals_next);
  static const ChanceTable measured = solve(kHandOutcomes);  // the search's table, solved once
  return chance_in(measured, mine, theirs, deals_next);
}

OutcomeUtility outcome_utility(const MatchInfo& match, int seat, int dealer) {
  const int mine = match.points[seat];
  const int theirs = match.points[1 - seat];
  const bool deals_next = dealer != seat;  // the deal passes to the other seat
  OutcomeUtility u{};
  for (int k = 1; k <= 3; ++k) {
    u[3 + k] = bummerl_chance(mine - k, theirs, deals_next);
    u[3 - k] = bummerl_chance(mine, theirs - k, deals_next);
  }
  u[3] = bummerl_chance(mine, theirs, deals_next);  // never an outcome; kept monotone
  return u;
}

}  // namespace schnapsen::ai
