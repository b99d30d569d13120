#include "schnapsen/lab/signature.hpp"

#include <array>
#include <cstdio>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/search_player.hpp"
#include "schnapsen/deal.hpp"
#include "schnapsen/hand.hpp"
#include "schnapsen/position.hpp"

namespace schnapsen::lab {
namespace {

#include "signature_positions.inc"

std::uint64_t fnv1a(std::uint64_t h, const std::string& s) {
  for (unsigned char c : s) h = (h ^ c) * 0x100000001B3ull;
  return (h ^ '\n') * 0x100000001B3ull;
}

std::string hex(std::uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

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

std::vector<SignaturePosition> signature_positions() {
  std::vector<SignaturePosition> out;
  for (const SignatureText& t : kSignatureTexts) {
    auto position = parse_position(t.text);
    if (!position)
      throw std::logic_error(std::string("signature position ") + t.label + ": " +
                             position.error());
    ai::MatchInfo match;
    match.points = position->match;  // seat 0 is the player to act
    out.push_back({t.label, view_of(*position), match});
  }
  return out;
}

DecisionSignature decision_signature() {
  DecisionSignature sig;
  sig.hash = 0xCBF29CE484222325ull;
  std::uint64_t seed = 0;
  std::vector<std::uint64_t> nodes(ai::levels().size());
  std::vector<std::uint64_t> playouts(ai::levels().size());
  for (const SignaturePosition& p : signature_positions()) {
    ++seed;
    std::string line = p.label + " " + hex(information_hash(position_of(p.view, p.match.points)));
    for (std::size_t i = 0; i < ai::levels().size(); ++i) {
      const ai::LevelInfo& level = ai::levels()[i];
      std::string choice;
      if (level.kind == ai::LevelKind::Search) {
        ai::SearchSettings s = level.search;
        s.cpu_net_ms = 0;
        ai::SearchPlayer player(std::string(level.name), s);
        choice = to_string(player.choose(p.view, p.match));
        nodes[i] += player.solver_nodes();
        playouts[i] += player.playouts();
      } else {
        choice = to_string(ai::make_level(level.name, seed)->choose(p.view, p.match));
      }
      line.append(" ").append(level.name).append("=").append(choice);
    }
    sig.hash = fnv1a(sig.hash, line);
    sig.lines.push_back(std::move(line));
  }
  std::string line = "solver nodes";
  for (std::size_t i = 0; i < ai::levels().size(); ++i)
    if (ai::levels()[i].kind == ai::LevelKind::Search)
      line.append(" ").append(ai::levels()[i].name).append("=").append(std::to_string(nodes[i]));
  sig.hash = fnv1a(sig.hash, line);
  sig.lines.push_back(std::move(line));
  line = "play-outs";
  for (std::size_t i = 0; i < ai::levels().size(); ++i)
    if (ai::levels()[i].search.playout.worlds > 0)
      line.append(" ").append(ai::levels()[i].name).append("=").append(std::to_string(playouts[i]));
  sig.hash = fnv1a(sig.hash, line);
  sig.lines.push_back(std::move(line));
  return sig;
}

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

std::uint64_t solver_signature(ai::Solver& solver) {
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

}  // namespace schnapsen::lab
