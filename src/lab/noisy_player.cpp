#include "schnapsen/lab/noisy_player.hpp"

#include <charconv>
#include <utility>
#include <vector>

#include "schnapsen/play.hpp"

namespace schnapsen::lab {

Expected<NoisySpec, std::string> parse_noisy_spec(std::string_view spec) {
  const std::string quoted = "player '" + std::string(spec) + "'";
  std::string_view rest = spec.substr(kNoisyPrefix.size());
  const std::size_t colon = rest.find(':');
  if (colon == std::string_view::npos)
    return unexpected(quoted + ": expected noisy:P:NAME (P a probability from 0 to 1)");
  const std::string_view number = rest.substr(0, colon);
  NoisySpec out;
  const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(),
                                            out.probability, std::chars_format::fixed);
  // `!(p >= 0 && p <= 1)` also refuses a NaN; a sign is refused too, even on "-0".
  if (number.empty() || number.front() == '-' || error != std::errc{} ||
      end != number.data() + number.size() || !(out.probability >= 0 && out.probability <= 1))
    return unexpected(quoted + ": the probability '" + std::string(number) +
                      "' is not a number from 0 to 1");
  out.base = std::string(rest.substr(colon + 1));
  if (out.base.empty()) return unexpected(quoted + ": no player after the probability");
  return out;
}

NoisyPlayer::NoisyPlayer(std::string name, double probability, std::unique_ptr<ai::Player> base,
                         std::uint64_t seed)
    : name_(std::move(name)),
      probability_(probability),
      base_(std::move(base)),
      rng_(seed ^ 0x4E015E5EEDull) {}

Action NoisyPlayer::choose(const SeatView& view, const ai::MatchInfo& match) {
  // A draw on every decision, so the noise of a hand does not depend on the base's choices.
  const double draw = static_cast<double>(rng_.next() >> 11) * 0x1.0p-53;  // [0, 1)
  if (draw < probability_) {
    // The random action leaves out a false claim: every registered player claims only with 66
    // (claim_or_pass), and a noise that ends hands at once would teach little.
    const bool claim_is_false = view.scores[view.seat] < kWinningScore;
    std::vector<Action> choices;
    for (Action a : view.legal)
      if (!(a == Action::claim() && claim_is_false)) choices.push_back(a);
    if (!choices.empty())
      return choices[static_cast<std::size_t>(rng_.below(static_cast<int>(choices.size())))];
  }
  return base_->choose(view, match);
}

void NoisyPlayer::hand_over(int seat, const HandRecord& record, const HandResult& result,
                            const ai::MatchInfo& match) {
  base_->hand_over(seat, record, result, match);
}

}  // namespace schnapsen::lab
