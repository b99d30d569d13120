// The AI levels, registered once (name, sentence, kind, settings, measured ratings), and
// make_level, which builds one. Five levels are for people (beginner, casual, skilled, expert,
// master); random and pimc stay fixed to measure them (basic and heuristic are other names of
// casual and expert). The CLI's validation and
// help texts, `schnapsen levels` and docs/ai.md read this registry; adding a level is one entry.
// A seat can also be an external bot (bots/player_factory.hpp) or, in the lab, a measurement
// player (lab/measurement_players.hpp): those factories build their levels here.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/ai/search_player.hpp"

namespace schnapsen::ai {

// Which kind of player a level is; search levels also carry their SearchSettings.
enum class LevelKind : std::uint8_t { Random, Beginner, Casual, Skilled, Expert, Search };

// Who a level is for: the five levels a person chooses between, or the fixed players that
// measure them (arena and ladder).
enum class LevelRole : std::uint8_t { Person, Measurement };

struct LevelInfo {
  std::string_view name;
  std::string_view description;  // one sentence on how it plays, for help texts and docs
  LevelKind kind = LevelKind::Search;
  LevelRole role = LevelRole::Measurement;
  SearchSettings search;  // used when kind == Search
  // Strength on the Elo scale of the ladder (Bradley-Terry on game points, docs/ai.md
  // "Strength"), by rule set, as measured by kRatingsMeasured; the player's rating against the
  // AI levels (game/stats.hpp) is fitted on this scale.
  int rating_soft = 0;
  int rating_sharp = 0;
  int rating(bool sharp) const { return sharp ? rating_sharp : rating_soft; }
};

// The command and date that measured the registry's ratings.
extern const std::string_view kRatingsMeasured;

// The level a game is played against when none is chosen.
inline constexpr std::string_view kDefaultLevel = "skilled";

// Every player, weakest first: the measurement players and the levels for people, interleaved
// by strength (random, beginner, casual, skilled, expert, pimc, master).
std::span<const LevelInfo> levels();

// Another name of a level, which plays exactly as the level: `basic` (casual) and `heuristic`
// (expert), the baselines of earlier measurements.
struct LevelAlias {
  std::string_view name;
  std::string_view level;
};
std::span<const LevelAlias> level_aliases();

// The level called `name` or aliased by it (the level's own entry), or nullptr. A retired name
// is not a level: see retired_level.
const LevelInfo* find_level(std::string_view name);

// A level name of an earlier version (easy, medium, hard), the level that took its place, and
// the rating it had (for statistics played against it).
struct RetiredLevel {
  std::string_view name;
  std::string_view now;
  int rating_soft = 0;
  int rating_sharp = 0;
};
const RetiredLevel* retired_level(std::string_view name);
// Every retired name, as the registry lists them.
std::span<const RetiredLevel> retired_levels();
// `name`, or the level that replaced it when it is retired.
std::string current_level_name(std::string_view name);
// Every level name, weakest first (the CLI's --ai and --a, --b validation); retired names are
// accepted by the same checks and mapped (current_level_name).
std::vector<std::string> level_names();
// The five levels a person chooses between, weakest first (menus, the settings).
std::vector<std::string> person_level_names();
// level_names(), the aliases and the retired names: what the command line accepts.
std::vector<std::string> accepted_level_names();

// The levels that search (and so can value every action), weakest first: "pimc, master".
std::string search_level_names();

// "random|beginner|...|master": every level's name, for help texts and error messages.
std::string level_choices();

// One line per level, "  name       description", and below a search level its settings, for
// help footers.
std::string levels_help();

// The settings of the search level called `name` (or of the level that replaced a retired one);
// throws std::invalid_argument for a name that is not a registered search level.
const SearchSettings& level_settings(std::string_view name);
// level_settings with no CPU safety net: the decisions bounded by their work alone, as the lab's
// players and the play-outs' continuation decide.
SearchSettings settings_by_work(std::string_view name);

// The settings of a search level in words ("PIMC, 160 worlds, ...").
std::string describe(const SearchSettings& s);

// The level called `name` (or the level that replaced a retired name), deciding with `seed`
// where it draws at random, a search level on `threads` threads (the same choices for any
// number: evaluation.hpp); nullptr when `name` is no level.
std::unique_ptr<Player> make_level(std::string_view name, std::uint64_t seed, int threads = 1);

}  // namespace schnapsen::ai
