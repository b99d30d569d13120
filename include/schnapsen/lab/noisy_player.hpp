// A measurement player for data variety: `noisy:P:NAME` plays, with probability P, a uniformly
// random legal action and otherwise what the registered player NAME chooses (docs/ai.md, "Noisy
// players"). It is no level: it is made from its spec by make_player, like cmd:COMMAND, and
// stays out of the registry, the help's level list and the decision signature.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/expected.hpp"

namespace schnapsen::lab {

inline constexpr std::string_view kNoisyPrefix = "noisy:";

// The parts of "noisy:P:NAME": P in [0, 1] (a plain decimal number) and NAME.
struct NoisySpec {
  double probability = 0;
  std::string base;
};

// Reads a spec that starts with kNoisyPrefix; the error says what is wrong with it. NAME is not
// checked here (make_player does that when it builds the base player).
Expected<NoisySpec, std::string> parse_noisy_spec(std::string_view spec);

class NoisyPlayer : public ai::Player {
 public:
  // `base` decides when the noise does not; `seed` drives only the noise (the base player gets
  // its own seed from the caller, so noisy:0:X decides exactly as X with the same seed).
  NoisyPlayer(std::string name, double probability, std::unique_ptr<ai::Player> base,
              std::uint64_t seed);
  std::string name() const override { return name_; }
  // One draw decides: below P a random legal action, never a false claim (a claim under 66
  // points, which no player of the registry makes: claim_or_pass), else the base's choice.
  Action choose(const SeatView& view, const ai::MatchInfo& match) override;
  void hand_over(int seat, const HandRecord& record, const HandResult& result,
                 const ai::MatchInfo& match) override;

 private:
  std::string name_;
  double probability_;
  std::unique_ptr<ai::Player> base_;
  SplitMix64 rng_;
};

}  // namespace schnapsen::lab
