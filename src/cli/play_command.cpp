// The top-level flags of interactive play (`schnapsen` with no subcommand), parsed with CLI11.
#include <cstdlib>
#include <iostream>
#include <random>
#include <sstream>

#include "commands.hpp"
#include "play_session.hpp"
#include "rules_flags.hpp"
#include "schnapsen/ai/player_factory.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/text.hpp"

namespace schnapsen::cli {

namespace {

constexpr const char* kExamples = R"(Examples:
  schnapsen                              you against the medium AI, soft rules, one Bummerl
  schnapsen --rules sharp --ai hard      sharp rules against the strongest AI
  schnapsen --hotseat --names Anna,Ben   two players at one keyboard
  schnapsen --bummerls 3 --seed 42       a reproducible match of three Bummerls
  schnapsen --opponent-cmd ./mybot       play against your own bot (docs/bots.md)
  schnapsen --suits german --ascii       German suits, plain ASCII glyphs
  schnapsen --lang de                    the table in German (German suits too)
  schnapsen --resume                     go on with the saved match
  schnapsen --position closing.pos       study a position (docs/positions.md))";

struct PlayFlags {
  Rules rules;
  std::string ai = "medium";
  std::string opponent_cmd;
  bool hotseat = false;
  std::string names;
  int bummerls = 1;
  bool no_schneider = false;
  std::uint64_t seed = 0;
  std::string first_dealer = "random";
  std::string suits = "french";
  std::string lang;  // empty: from the environment (i18n.hpp)
  bool ascii = false;
  bool no_color = false;
  bool show_score = false;
  bool fast = false;
  int bot_timeout = 10'000;
  bool resume = false;
  bool fresh = false;
  bool separate = false;
  std::string position;
  // Which flags were given (filled from CLI11's counts).
  bool rules_given = false;
  bool names_given = false;
  bool bummerls_given = false;
  bool suits_given = false;
};

// Checks what CLI11 cannot and builds the session options; the error is one line.
Expected<PlayOptions, std::string> to_options(const PlayFlags& f, bool seed_given, bool ai_given,
                                              bool names_given) {
  PlayOptions o;
  o.rules = f.rules;
  o.ai = f.ai;
  o.opponent_cmd = f.opponent_cmd;
  o.hotseat = f.hotseat;
  if (f.hotseat && (ai_given || !f.opponent_cmd.empty()))
    return unexpected(std::string(_("--hotseat is for two humans: drop --ai and --opponent-cmd")));
  if (ai_given && !f.opponent_cmd.empty())
    return unexpected(std::string(_("choose either --ai or --opponent-cmd, not both")));
  if (names_given) {
    if (f.names.find_first_not_of(" \t") == std::string::npos)
      return unexpected(std::string(_("--names: a name cannot be blank; give two, e.g. Anna,Ben")));
    const auto comma = f.names.find(',');
    if (comma == std::string::npos || f.names.find(',', comma + 1) != std::string::npos)
      return unexpected(
          std::string(_("--names needs two names separated by one comma, e.g. Anna,Ben")));
    const std::string raw[2] = {f.names.substr(0, comma), f.names.substr(comma + 1)};
    for (int seat = 0; seat < 2; ++seat) {
      auto name = tui::clean_name(raw[seat]);
      if (!name)
        return unexpected(tr(seat == 0 ? N_("--names: %s (first name)") : N_("--names: %s (second name)"),
                             {name.error()}));
      o.names[static_cast<std::size_t>(seat)] = *name;
    }
    if (o.names[0] == o.names[1])
      return unexpected(std::string(_("--names: the two names must differ")));
  }
  o.match.bummerls_to_lose = f.bummerls;
  o.match.schneider_bummerl = !f.no_schneider;
  o.seed = f.seed;
  o.seed_given = seed_given;
  if (!seed_given) {
    std::random_device device;
    o.seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
  }
  if (f.hotseat && f.first_dealer == "ai")
    return unexpected(std::string(
        _("--first-dealer ai: there is no AI in hot-seat play; use me (the first player deals) "
          "or random")));
  o.first_dealer = f.first_dealer == "me" ? 0 : f.first_dealer == "ai" ? 1 : -1;
  // German suits are the default of the German table; --suits says otherwise.
  const bool german = f.suits_given ? f.suits == "german" : current_language() == Language::German;
  o.suits = german ? tui::SuitStyle::German : tui::SuitStyle::French;
  o.ascii = f.ascii;
  const char* no_color = std::getenv("NO_COLOR");
  o.color = !f.no_color && !(no_color && *no_color);
  o.show_score = f.show_score;
  if (f.show_score && !o.rules.review_won_tricks)
    return unexpected(tr(N_("--show-score needs review-tricks=yes: under %s rules won tricks stay "
                            "face down (R9.2)"),
                         {rules_name(o.rules)}));
  o.fast = f.fast;
  o.bot_timeout_ms = f.bot_timeout;
  if (f.resume && f.fresh) return unexpected(std::string(_("choose either --resume or --new")));
  if (f.separate && f.resume)
    return unexpected(std::string(_("--separate plays a new unsaved match: drop --resume")));
  o.resume = f.resume;
  o.fresh = f.fresh;
  o.separate = f.separate;
  o.rules_given = f.rules_given;
  o.opponent_given = ai_given || !f.opponent_cmd.empty() || f.hotseat;
  o.names_given = f.names_given;
  o.bummerls_given = f.bummerls_given;
  o.position_file = f.position;
  if (!f.position.empty()) {
    // The position states the rules, the Bummerl standing and who is to act; nothing is saved.
    const std::pair<bool, const char*> conflicts[] = {
        {f.rules_given, N_("--rules/--rule (the position states the rules)")},
        {f.bummerls_given, N_("--bummerls/--no-schneider-bummerl (the position states the Bummerl)")},
        {f.hotseat, "--hotseat"},
        {!f.opponent_cmd.empty(), "--opponent-cmd"},
        {names_given, "--names"},
        {f.first_dealer != "random", "--first-dealer"},
        {f.resume || f.fresh || f.separate, N_("--resume/--new/--separate (study play is not saved)")},
    };
    for (const auto& [given, flag] : conflicts)
      if (given) return unexpected(tr(N_("--position: drop %s"), {_(flag)}));
  }
  return o;
}

}  // namespace

void add_play_options(CLI::App& app, Runner& run) {
  auto flags = std::make_shared<PlayFlags>();
  // A footer callback, unlike a footer string, is not inherited by the subcommands.
  app.footer([] { return std::string(kExamples); });
  auto rules = add_rules_flags(app);
  std::string levels;
  for (const std::string& name : ai::level_names()) levels += (levels.empty() ? "" : ", ") + name;
  auto* ai = app.add_option("--ai", flags->ai, "Opponent level (default medium): " + levels)
                 ->check(CLI::IsMember(ai::level_names()));
  app.add_option("--opponent-cmd", flags->opponent_cmd,
                 "Let an external bot (docs/bots.md) take the opponent's seat");
  app.add_flag("--hotseat", flags->hotseat, "Two humans at one keyboard");
  auto* names = app.add_option("--names", flags->names,
                               "The two players' names, e.g. Anna,Ben (each at most 16 columns)");
  auto* bummerls =
      app.add_option("--bummerls", flags->bummerls, "Bummerls to lose the match (default 1)")
          ->check(whole_number(1, 99));
  auto* schneider = app.add_flag("--no-schneider-bummerl", flags->no_schneider,
                                 "A Schneider-Bummerl counts once (tournament play)");
  auto* seed = app.add_option("--seed", flags->seed, "Seed of the deals (default: random)")
                   ->check(kSeedCheck);
  app.add_option("--first-dealer", flags->first_dealer, "Who deals first: me, ai or random")
      ->check(CLI::IsMember({"me", "ai", "random"}));
  auto* suits = app.add_option("--suits", flags->suits,
                               "Card names: french or german (default: german with the German "
                               "table, else french)")
                    ->check(CLI::IsMember({"french", "german"}));
  app.add_option("--lang", flags->lang,
                 "Language of the table: de or en (default: from LANGUAGE, LC_ALL, LC_MESSAGES, "
                 "LANG)");
  app.add_flag("--ascii", flags->ascii, "ASCII suits and borders only");
  app.add_flag("--no-color", flags->no_color, "No colours (also when NO_COLOR is set)");
  app.add_flag("--show-score", flags->show_score,
               "Show your running score (only where won tricks may be reviewed, R9.2)");
  app.add_flag("--fast", flags->fast, "No pauses while the AI plays");
  app.add_option("--bot-timeout", flags->bot_timeout,
                 "Milliseconds an --opponent-cmd bot may take per move (default 10000)")
      ->check(whole_number(1, 3'600'000));
  app.add_flag("--resume", flags->resume, "Go on with the saved match without asking");
  app.add_flag("--new", flags->fresh, "Start a new match even if one is saved");
  app.add_flag("--separate", flags->separate,
               "While another schnapsen plays the saved match: a new match that is not saved");
  app.add_option("--position", flags->position,
                 "Study play: play out a position file (docs/positions.md) against --ai, with "
                 "the unseen cards dealt at random (--seed)");
  app.final_callback([&run, flags, ai, seed, rules, names, bummerls, schneider, suits] {
    if (run) return;
    const bool seed_given = seed->count() > 0;
    const bool ai_given = ai->count() > 0;
    const bool names_given = names->count() > 0;
    flags->rules_given = rules->given();
    flags->names_given = names_given;
    flags->bummerls_given = bummerls->count() > 0 || schneider->count() > 0;
    flags->suits_given = suits->count() > 0;
    run = [flags, seed_given, ai_given, names_given, rules] {
      flags->rules = rules->rules();
      if (const int status = choose_table_language(flags->lang); status != kExitOk) return status;
      auto options = to_options(*flags, seed_given, ai_given, names_given);
      if (!options) {
        std::cerr << "schnapsen: " << options.error() << "\n";
        return int{kExitUsage};
      }
      return options->position_file.empty() ? run_play(*options) : run_study_play(*options);
    };
  });
}

}  // namespace schnapsen::cli
