#include "schnapsen/match.hpp"

namespace schnapsen {

Match::Match(MatchSettings settings, int first_dealer)
    : settings_(settings), dealer_(first_dealer) {}

int Match::winner() const {
  if (bummerls_[1] >= settings_.bummerls_to_lose) return 0;
  if (bummerls_[0] >= settings_.bummerls_to_lose) return 1;
  return -1;
}

HandOutcome Match::record_hand(const HandResult& result) {
  HandOutcome out;
  out.winner = result.winner;
  out.game_points = result.game_points;
  const int w = result.winner;
  const int l = 1 - w;
  points_[w] -= result.game_points;
  if (points_[w] <= 0) {  // R8.1
    out.bummerl_over = true;
    out.schneider_bummerl = settings_.schneider_bummerl && points_[l] == kBummerlStart;  // R8.2
    out.bummerls_chalked = out.schneider_bummerl ? 2 : 1;
    bummerls_[l] += out.bummerls_chalked;
    points_ = {kBummerlStart, kBummerlStart};
  }
  out.match_over = over();
  dealer_ = 1 - dealer_;  // R2.3, R8.3: alternates across Bummerls too
  ++hands_played_;
  return out;
}

Match Match::restore(MatchSettings settings, int dealer, std::array<int, 2> points,
                     std::array<int, 2> bummerls, int hands_played) {
  Match m(settings, dealer);
  m.points_ = points;
  m.bummerls_ = bummerls;
  m.hands_played_ = hands_played;
  return m;
}

}  // namespace schnapsen
