#include "schnapsen/ai/player_factory.hpp"

#include <sstream>
#include <stdexcept>

#include "schnapsen/ai/basic_player.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/random_player.hpp"

namespace schnapsen::ai {
namespace {

// easy and medium: a few worlds in phase one (within a node budget), exact counting in phase two.
constexpr SearchSettings kEasy{.phase_one_worlds = 8, .node_budget = 200'000};
constexpr SearchSettings kMedium{.phase_one_worlds = 24, .node_budget = 600'000};

// The reference PIMC player, frozen: these settings and the plain PIMC code path never change,
// so that improvements are measured against it.
constexpr SearchSettings kPimc{
    .phase_one_worlds = 160, .node_budget = 3'000'000, .time_limit_ms = 900, .tt_bytes = 16u << 20};

// pimc plus the one search feature that measurably won in the ablation: playing for the Bummerl
// (its Bummerl rate above one half in both rule sets). The features that measured within noise
// or worse were retired (docs/notes/2026-11-26-search-experiments.md).
constexpr SearchSettings kHard{.phase_one_worlds = 160,
                               .node_budget = 3'000'000,
                               .time_limit_ms = 900,
                               .tt_bytes = 16u << 20,
                               .play_for_bummerl = true};

const std::vector<LevelInfo>& registry() {
  // Ratings: the six-player soft ladder of 2026-11-23 (1000 deals per pair, docs/ai.md); hard:
  // pimc's plus hard - pimc in the seven-player soft fit with hard's own rows (+1).
  static const std::vector<LevelInfo> kLevels{
      {"random", "a uniformly random legal action (the floor)", LevelKind::Random, {}, -533},
      {"basic",
       "simple rules of thumb (the first baseline); deterministic",
       LevelKind::Basic,
       {},
       19},
      {"heuristic",
       "an expert's rules: card counting, discard priorities, trump control, exact endgames; "
       "deterministic",
       LevelKind::Heuristic,
       {},
       112},
      {"easy", "a quick search over a few imagined deals", LevelKind::Search, kEasy, 122},
      {"medium", "a search over a couple of dozen imagined deals", LevelKind::Search, kMedium, 136},
      {"pimc", "the reference search (the former hard level, frozen)", LevelKind::Search, kPimc,
       145},
      {"hard", "the strongest search (pimc playing for the Bummerl)", LevelKind::Search, kHard,
       146},
  };
  return kLevels;
}

}  // namespace

std::span<const LevelInfo> levels() { return registry(); }

const LevelInfo* find_level(std::string_view name) {
  for (const LevelInfo& l : registry())
    if (l.name == name) return &l;
  return nullptr;
}

std::vector<std::string> level_names() {
  std::vector<std::string> out;
  for (const LevelInfo& l : registry()) out.emplace_back(l.name);
  return out;
}

std::string search_level_names() {
  std::string out;
  for (const LevelInfo& l : registry())
    if (l.kind == LevelKind::Search) out.append(out.empty() ? "" : ", ").append(l.name);
  return out;
}

std::string player_names() {
  std::string out;
  for (const LevelInfo& l : registry()) out += std::string(l.name) + "|";
  return out + "cmd:COMMAND";
}

std::string describe(const SearchSettings& s) {
  std::ostringstream out;
  out << "PIMC on up to " << s.phase_one_worlds << " worlds";
  if (s.node_budget > 0) out << " (" << s.node_budget / 1000 << " k solver nodes)";
  out << ", exhaustive phase two, exhaustive closing decision";
  if (s.play_for_bummerl) out << ", plays for the Bummerl";
  return out.str();
}

std::string levels_help() {
  std::string out = "Players (weakest first), or cmd:COMMAND for an external bot:\n";
  for (const LevelInfo& l : registry()) {
    std::string name(l.name);
    name.resize(11, ' ');
    out.append("  ").append(name).append(l.description).append("\n");
    if (l.kind == LevelKind::Search) out.append(13, ' ').append(describe(l.search)).append("\n");
  }
  return out;
}

const SearchSettings& level_settings(std::string_view name) {
  const LevelInfo* level = find_level(name);
  if (level == nullptr || level->kind != LevelKind::Search)
    throw std::invalid_argument("not a search level: " + std::string(name));
  return level->search;
}

Expected<std::unique_ptr<Player>, std::string> make_player(std::string_view name,
                                                           std::uint64_t seed,
                                                           const PlayerOptions& options) {
  using Result = std::unique_ptr<Player>;
  constexpr std::string_view kCmd = "cmd:";
  if (name.substr(0, kCmd.size()) == kCmd) {
    const std::string command(name.substr(kCmd.size()));
    if (command.find_first_not_of(" \t") == std::string::npos)
      return unexpected(std::string("player 'cmd:' needs a command after the colon"));
    if (options.bot_timeout_ms <= 0)
      return unexpected(std::string("the bot timeout must be a positive number of milliseconds"));
    BotOptions bot;
    bot.time_limit_ms = options.bot_timeout_ms;
    bot.log_path = options.bot_log_path;
    bot.stop_requested = options.bot_stop_requested;
    return Result(std::make_unique<BotPlayer>(command, bot));
  }
  const LevelInfo* level = find_level(name);
  if (level == nullptr)
    return unexpected("unknown player '" + std::string(name) + "' (expected " + player_names() +
                      ")");
  switch (level->kind) {
    case LevelKind::Random: return Result(std::make_unique<RandomPlayer>(seed));
    case LevelKind::Basic: return Result(std::make_unique<BasicPlayer>());
    case LevelKind::Heuristic: return Result(std::make_unique<HeuristicPlayer>());
    case LevelKind::Search:
      return Result(std::make_unique<SearchPlayer>(std::string(name), level->search, seed));
  }
  return unexpected("unknown player '" + std::string(name) + "'");
}

}  // namespace schnapsen::ai
