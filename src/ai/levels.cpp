#include "schnapsen/ai/levels.hpp"

#include <sstream>
#include <stdexcept>

#include "schnapsen/ai/basic_player.hpp"
#include "schnapsen/ai/beginner_player.hpp"
#include "schnapsen/ai/heuristic_player.hpp"
#include "schnapsen/ai/random_player.hpp"

namespace schnapsen::ai {
namespace {

// The reference PIMC player, frozen: these settings and the plain PIMC code path never change,
// so that improvements are measured against it (the CPU-time safety net decides nothing: it was
// raised from 0.9 s, where a sanitizer build on a loaded machine reached it, to 30 s).
constexpr SearchSettings kPimc{
    .phase_one_worlds = 160, .node_budget = 3'000'000, .cpu_net_ms = 30'000, .tt_bytes = 16u << 20};

// pimc plus what measurably won: playing for the Bummerl (its Bummerl rate above one half in
// both rule sets) and choosing its leads and closing by honest play-outs of its best three
// candidates and the close on 128 worlds, played by pimc distilled and ended exactly at a close
// (docs/notes/2026-12-07-master-playouts.md). Reading the opponent gained nothing against strong
// play and was dropped; the features that measured within noise or worse were retired
// (docs/notes/2026-11-26-search-experiments.md, docs/notes/2026-11-27-tie-breaks.md).
constexpr SearchSettings kMaster = [] {
  SearchSettings s = kPimc;
  s.play_for_bummerl = true;
  s.playout.worlds = 128;
  s.playout.continuation = PlayoutSettings::Continuation::Distilled;
  s.playout.exact_at_close = true;
  return s;
}();

constexpr LevelRole kPerson = LevelRole::Person;
constexpr LevelRole kMeasure = LevelRole::Measurement;
constexpr HeuristicPlayer::Mode kRulesOfThumb = HeuristicPlayer::Mode::RulesOfThumb;

const std::vector<LevelInfo>& registry() {
  // Ratings: docs/ai.md "Strength" (kRatingsMeasured).
  static const std::vector<LevelInfo> kLevels{
      {"random",
       "a uniformly random legal action (the floor)",
       LevelKind::Random,
       kMeasure,
       {},
       -567,
       -572},
      {"beginner",
       "plays like someone in their first games: remembers no card, grabs every trick it can, "
       "leads its Aces and Tens, never exchanges the trump jack and seldom closes",
       LevelKind::Beginner,
       kPerson,
       {},
       -15,
       -10},
      {"casual",
       "plays by a casual player's rules of thumb: melds and exchanges, takes Tens and Aces, "
       "throws its cheapest card, closes on sure trump tricks; counts the cards, not the odds",
       LevelKind::Casual,
       kPerson,
       {},
       37,
       29},
      {"skilled",
       "counts cards and the odds of the other hand while there is a talon, but closes and "
       "plays the last tricks by rules of thumb, counting nothing out",
       LevelKind::Skilled,
       kPerson,
       {},
       70,
       70},
      {"expert",
       "an expert's rules: counts cards and odds, keeps trump control, closes when the exact "
       "count says so and plays the endgame exactly",
       LevelKind::Expert,
       kPerson,
       {},
       143,
       130},
      {"pimc",
       "the reference search (the former hard level without playing for the Bummerl, frozen)",
       LevelKind::Search, kMeasure, kPimc, 162, 174},
      {"master",
       "searches up to 160 imagined deals of the unseen cards for every choice, plays its "
       "leads and the close by playing its best candidates to the end in 128 deals, as a "
       "player who sees only its own cards would, plays the endgame exactly and plays for "
       "the Bummerl",
       LevelKind::Search, kPerson, kMaster, 175, 187},
  };
  return kLevels;
}

// The levels of earlier versions, with the ratings they had (docs/ai.md, "History"): those of
// the ladder of 2026-11-23, moved onto today's scale by hard's shift (hard played as master did
// until 2026-12-07: 146 -> 170 soft, 158 -> 179 sharp).
constexpr RetiredLevel kRetired[] = {
    {"easy", "expert", 146, 144},
    {"medium", "master", 160, 163},
    {"hard", "master", 170, 179},
};

// Other names of levels: the baselines the measurements of earlier versions were made against,
// which play exactly as the level named (each level has one name of its own; these are no
// levels, and the level keeps its own name and rating).
constexpr LevelAlias kAliases[] = {
    {"basic", "casual"},
    {"heuristic", "expert"},
};

const LevelInfo* registered(std::string_view name) {
  for (const LevelInfo& l : registry())
    if (l.name == name) return &l;
  return nullptr;
}

}  // namespace

const std::string_view kRatingsMeasured =
    "the ladders of 2026-11-27 (schnapsen ladder --players "
    "random,beginner,casual,skilled,expert,pimc,master --deals 1000 --seed 20261123 --rules "
    "soft|sharp), each rule set's own fit; master's since it keeps the exchange (2026-12-07): "
    "pimc's plus the Bradley-Terry difference of their duplicate arena (schnapsen arena --a "
    "master --b pimc --deals 2000 --seed 20261207 --rules soft|sharp)";

std::span<const LevelInfo> levels() { return registry(); }

const LevelInfo* find_level(std::string_view name) {
  for (const LevelAlias& a : kAliases)
    if (a.name == name) return registered(a.level);
  return registered(name);
}

std::span<const LevelAlias> level_aliases() { return kAliases; }

std::span<const RetiredLevel> retired_levels() { return kRetired; }

const RetiredLevel* retired_level(std::string_view name) {
  for (const RetiredLevel& r : kRetired)
    if (r.name == name) return &r;
  return nullptr;
}

std::string current_level_name(std::string_view name) {
  const RetiredLevel* r = retired_level(name);
  return std::string(r ? r->now : name);
}

std::vector<std::string> level_names() {
  std::vector<std::string> out;
  for (const LevelInfo& l : registry()) out.emplace_back(l.name);
  return out;
}

std::vector<std::string> person_level_names() {
  std::vector<std::string> out;
  for (const LevelInfo& l : registry())
    if (l.role == LevelRole::Person) out.emplace_back(l.name);
  return out;
}

std::vector<std::string> accepted_level_names() {
  std::vector<std::string> out = level_names();
  for (const LevelAlias& a : kAliases) out.emplace_back(a.name);
  for (const RetiredLevel& r : kRetired) out.emplace_back(r.name);
  return out;
}

std::string search_level_names() {
  std::string out;
  for (const LevelInfo& l : registry())
    if (l.kind == LevelKind::Search) out.append(out.empty() ? "" : ", ").append(l.name);
  return out;
}

std::string level_choices() {
  std::string out;
  for (const LevelInfo& l : registry()) out.append(out.empty() ? "" : "|").append(l.name);
  return out;
}

std::string describe(const SearchSettings& s) {
  std::ostringstream out;
  out << "PIMC on up to " << s.phase_one_worlds << " worlds";
  if (s.node_budget > 0) out << " (" << s.node_budget / 1000 << " k solver nodes)";
  out << ", exhaustive phase two, exhaustive closing decision";
  if (s.playout.worlds > 0)
    out << ", leads and closing by play-outs of its best " << s.playout.top << " and the close on "
        << s.playout.worlds << " worlds";
  if (s.play_for_bummerl) out << ", plays for the Bummerl";
  if (s.read_opponent) out << ", reads the opponent's play";
  return out.str();
}

std::string levels_help() {
  std::string out;
  for (const LevelInfo& l : registry()) {
    std::string name(l.name);
    name.resize(11, ' ');
    out.append("  ").append(name).append(l.description).append("\n");
    if (l.kind == LevelKind::Search) out.append(13, ' ').append(describe(l.search)).append("\n");
  }
  return out;
}

const SearchSettings& level_settings(std::string_view name) {
  const LevelInfo* level = find_level(current_level_name(name));
  if (level == nullptr || level->kind != LevelKind::Search)
    throw std::invalid_argument("not a search level: " + std::string(name));
  return level->search;
}

SearchSettings settings_by_work(std::string_view name) {
  SearchSettings s = level_settings(name);
  s.cpu_net_ms = 0;
  return s;
}

std::unique_ptr<Player> make_level(std::string_view name, std::uint64_t seed, int threads) {
  const LevelInfo* level = find_level(current_level_name(name));
  if (level == nullptr) return nullptr;
  const std::string level_name(level->name);
  switch (level->kind) {
    case LevelKind::Random: return std::make_unique<RandomPlayer>(seed);
    case LevelKind::Beginner: return std::make_unique<BeginnerPlayer>();
    case LevelKind::Casual: return std::make_unique<BasicPlayer>(level_name);
    case LevelKind::Skilled: return std::make_unique<HeuristicPlayer>(level_name, kRulesOfThumb);
    case LevelKind::Expert: return std::make_unique<HeuristicPlayer>(level_name);
    case LevelKind::Search:
      return std::make_unique<SearchPlayer>(level_name, level->search, threads);
  }
  return nullptr;
}

}  // namespace schnapsen::ai
