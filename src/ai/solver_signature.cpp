#include "schnapsen/ai/solver_signature.hpp"

#include <optional>

#include "schnapsen/deal.hpp"

namespace schnapsen::ai {
namespace {

// A phase-two lead with five cards each from `seed`, or nullopt if the hand ended before.
std::optional<HandState> five_card_position(std::uint64_t seed, bool close) {
  SplitMix64 rng(seed ^ 0x5DEECE66Dull);
  HandState s = workload_deal(seed);
  while (!s.over()) {
    const bool five_each = s.phase() == Phase::Lead && !s.melded_suit() && s.hand(0).size() == 5;
    if (five_each && s.strict()) return s;
    if (five_each && close && s.legal_actions().contains(Action::close()) && rng.below(3) == 0) {
      s.apply_legal(Action::close());
      return s;
    }
    ActionList choices;
    for (Action a : s.legal_actions())
      if (a.kind != ActionKind::Claim && a.kind != ActionKind::Close) choices.push(a);
    s.apply_legal(choices[rng.below(choices.size())]);
  }
  return std::nullopt;
}

}  // namespace

HandState workload_deal(std::uint64_t seed) {
  const Rules rules = seed % 2 ? Rules::soft() : Rules::sharp();
  return HandState::deal(rules, static_cast<int>(seed / 2 % 2), shuffled_deck(seed));
}

std::vector<HandState> five_card_positions(std::size_t count, std::uint64_t first_seed) {
  std::vector<HandState> out;
  for (std::uint64_t seed = first_seed; out.size() < count; ++seed)
    if (auto s = five_card_position(seed, seed % 2 == 0)) out.push_back(*s);
  return out;
}

std::uint64_t solver_signature(Solver& solver) {
  const std::vector<HandState> late = five_card_positions(200, 900001);
  std::uint64_t total = 0;
  auto count = [&](auto&& solve) {
    solver.clear();
    solve();
    total += solver.nodes();
  };
  for (std::uint64_t seed = 1000; seed < 1020; ++seed)
    count([&] { solver.value(workload_deal(seed)); });
  for (const HandState& s : late) count([&] { solver.value(s); });
  for (std::uint64_t seed = 2000; seed < 2010; ++seed)
    count([&] { solver.action_values(workload_deal(seed)); });
  return total;
}

}  // namespace schnapsen::ai
