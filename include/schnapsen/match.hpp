// Bummerl and match bookkeeping (docs/rules.md §8): points counting down from 7, Bummerls chalked
// up, the Schneider-Bummerl option, and the dealer alternating hand by hand across Bummerls.
#pragma once

#include <array>

#include "schnapsen/hand_state.hpp"

namespace schnapsen {

inline constexpr int kBummerlStart = 7;

struct MatchSettings {
  int bummerls_to_lose = 1;       // R8.3: N
  bool schneider_bummerl = true;  // R8.2
  friend bool operator==(const MatchSettings&, const MatchSettings&) = default;
};

// What a finished hand did to the match.
struct HandOutcome {
  int winner = -1;
  int game_points = 0;
  bool bummerl_over = false;
  int bummerls_chalked = 0;  // to the Bummerl's loser: 1, or 2 for a Schneider-Bummerl
  bool schneider_bummerl = false;
  bool match_over = false;
};

class Match {
 public:
  Match(MatchSettings settings, int first_dealer);

  const MatchSettings& settings() const { return settings_; }
  int dealer() const { return dealer_; }                    // of the current hand
  int points(int seat) const { return points_[seat]; }      // left in this Bummerl, from 7 down
  int bummerls(int seat) const { return bummerls_[seat]; }  // Bummerls chalked up (lost)
  int hands_played() const { return hands_played_; }
  bool over() const {
    return bummerls_[0] >= settings_.bummerls_to_lose || bummerls_[1] >= settings_.bummerls_to_lose;
  }
  int winner() const;  // -1 while not over

  // Records a finished hand's result; then the dealer passes to the other seat.
  HandOutcome record_hand(const HandResult& result);

  // Restores a saved match.
  static Match restore(MatchSettings settings, int dealer, std::array<int, 2> points,
                       std::array<int, 2> bummerls, int hands_played);

 private:
  MatchSettings settings_;
  int dealer_ = 0;
  std::array<int, 2> points_{kBummerlStart, kBummerlStart};
  std::array<int, 2> bummerls_{};
  int hands_played_ = 0;
};

}  // namespace schnapsen
