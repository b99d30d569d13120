// The top-level flags of interactive play (`schnapsen` with no subcommand), parsed with CLI11.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>
#include <sstream>

#include "commands.hpp"
#include "play_session.hpp"
#include "rules_flags.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/text_format.hpp"
#include "schnapsen/tui/speed.hpp"
#include "settings_file.hpp"

namespace schnapsen::cli {

namespace {

constexpr const char* kExamples = R"(Examples:
  schnapsen                              you against the skilled AI, soft rules, one Bummerl
  schnapsen --rules sharp --ai master    sharp rules against the strongest AI
  schnapsen --hotseat --names Anna,Ben   two players at one keyboard
  schnapsen --bummerls 3 --seed 42       a reproducible match of three Bummerls
  schnapsen --opponent-cmd ./mybot       play against your own bot (docs/bots.md)
  schnapsen --suits german --ascii       German suits, plain ASCII glyphs
  schnapsen --lang de                    the table in German (German suits too)
  schnapsen --resume                     go on with the saved match
  schnapsen --position closing.pos       study a position (docs/positions.md))";

struct PlayFlags {
  Rules rules;
  std::string ai{ai::kDefaultLevel};
  std::string opponent_cmd;
  bool hotseat = false;
  std::string names;
  int bummerls = 1;
  bool no_schneider = false;
  std::uint64_t seed = 0;
  std::string first_dealer = "random";
  std::string suits = "french";
  bool ascii = false;
  bool no_color = false;
  bool no_mouse = false;
  bool show_score = false;
  bool assist = false;  // the assist: the running score (as --show-score) and a claim reminder
  bool undo = false;
  std::string speed = "normal";
  bool fast = false;  // --fast, the old name of --speed fast
  int bot_timeout = bots::kDefaultBotTimeoutMs;
  bool resume = false;
  bool fresh = false;
  bool separate = false;
  std::string position;
  bool print_config = false;
  // Which flags were given on the command line (not only in the settings file).
  bool rules_given = false;
  bool names_given = false;
  bool bummerls_given = false;
  bool first_dealer_given = false;
  bool suits_given = false;  // on the command line or in the settings file
  std::string lang;          // empty: from the environment (i18n.hpp)
  bool show_score_given = false;
  bool assist_given = false;
  bool undo_given = false;
};

// Checks a --names value (from the command line or the settings file) while parsing, so a bad
// one in the settings file is reported as the file's.
std::string check_names(const std::string& names) {
  if (names.find_first_not_of(" \t") == std::string::npos)
    return "a name cannot be blank; give two, e.g. Anna,Ben";
  const auto comma = names.find(',');
  if (comma == std::string::npos || names.find(',', comma + 1) != std::string::npos)
    return "two names are needed, separated by one comma, e.g. Anna,Ben";
  const std::string raw[2] = {names.substr(0, comma), names.substr(comma + 1)};
  std::string cleaned[2];
  for (int seat = 0; seat < 2; ++seat) {
    auto name = game::clean_name(raw[seat]);
    if (!name) return name.error() + " (" + (seat == 0 ? "first" : "second") + " name)";
    cleaned[seat] = *name;
  }
  if (cleaned[0] == cleaned[1]) return "the two names must differ";
  return {};
}

// The effective settings (settings file, then the command line) as a valid config.toml: every
// option that may be set in the file, with its value; a default is a commented-out line, so
// the printed file does not pin the defaults.
// Example values of the settings that have no default: each line works when uncommented.
const std::map<std::string, std::string, std::less<>> kSettingExamples = {
    {"names", "\"Anna,Ben\""},
    {"lang", "\"de\""},
    {"rule", "[\"close-with-two-cards=no\"]"},
};

std::string settings_text(const CLI::App& app) {
  std::string out =
      "# schnapsen settings: $XDG_CONFIG_HOME/schnapsen/config.toml (else\n"
      "# ~/.config/schnapsen/config.toml); flags on the command line override them.\n"
      "# A line '# key = value' shows a default, or an example where there is none: remove\n"
      "# the '# ' to set it.\n";
  for (const CLI::Option* opt : app.get_options()) {
    if (!opt->get_configurable() || opt->get_lnames().empty()) continue;
    std::vector<std::string> values = opt->count() > 0 ? opt->reduced_results()
                                      : opt->get_default_str().empty()
                                          ? std::vector<std::string>{}
                                          : std::vector<std::string>{opt->get_default_str()};
    const bool list = opt->get_expected_max() > 1;  // --rule
    std::string value;
    if (opt->get_expected_min() == 0)  // a flag
      value = opt->count() > 0 && opt->as<bool>() ? "true" : "false";
    else if (!values.empty())
      value = list ? "[" + CLI::detail::ini_join(values, ',', '\0', '\0', '"', '\'') + "]"
                   : CLI::detail::ini_join(values, ',', '[', ']', '"', '\'');
    out += "\n# " + opt->get_description() + "\n";
    const std::string mark = opt->count() > 0 ? "" : "# ";  // a default
    if (value.empty()) {  // no default (names, rule, lang): an example, valid when uncommented
      const auto example = kSettingExamples.find(opt->get_lnames().front());
      if (example != kSettingExamples.end())
        out.append("# ").append(example->first).append(" = ").append(example->second) += "\n";
    } else
      out.append(mark).append(opt->get_lnames().front()).append(" = ").append(value) += "\n";
  }
  return out;
}

// Checks what CLI11 cannot and builds the session options; the error is one line.
Expected<PlayOptions, std::string> to_options(const PlayFlags& f, bool seed_given, bool ai_given,
                                              bool names_given) {
  PlayOptions o;
  o.rules = f.rules;
  o.ai = ai::current_level_name(f.ai);
  if (const std::string note = game::retired_level_note(f.ai); !note.empty())
    std::cerr << "schnapsen: " << note << "\n";
  o.opponent_cmd = f.opponent_cmd;
  o.hotseat = f.hotseat;
  if (f.hotseat && (ai_given || !f.opponent_cmd.empty()))
    return unexpected(std::string(_("--hotseat is for two humans: drop --ai and --opponent-cmd")));
  if (ai_given && !f.opponent_cmd.empty())
    return unexpected(std::string(_("choose either --ai or --opponent-cmd, not both")));
  if (!f.names.empty()) {  // checked while parsing (check_names)
    const auto comma = f.names.find(',');
    const auto first = game::clean_name(f.names.substr(0, comma));
    const auto second = game::clean_name(f.names.substr(comma + 1));
    if (first && second) o.names = {*first, *second};
  }
  o.match.bummerls_to_lose = f.bummerls;
  o.match.schneider_bummerl = !f.no_schneider;
  o.seed = f.seed;
  o.seed_given = seed_given;
  if (!seed_given) {
    std::random_device device;
    o.seed = (static_cast<std::uint64_t>(device()) << 32) ^ device();
  }
  if (f.hotseat && f.first_dealer == "ai" && f.first_dealer_given)
    return unexpected(std::string(
        _("--first-dealer ai: there is no AI in hot-seat play; use me (the first player deals) "
          "or random")));
  // The settings file's "ai" does not fit hot-seat play: the first dealer is drawn.
  const std::string first_dealer = f.hotseat && f.first_dealer == "ai" ? "random" : f.first_dealer;
  o.first_dealer = first_dealer == "me" ? 0 : first_dealer == "ai" ? 1 : -1;
  // German suits are the German table's default; a --suits flag or setting says otherwise.
  const bool german = f.suits_given ? f.suits == "german" : current_language() == Language::German;
  o.suits = german ? tui::SuitStyle::German : tui::SuitStyle::French;
  o.ascii = f.ascii;
  const char* no_color = std::getenv("NO_COLOR");
  o.color = !f.no_color && !(no_color && *no_color);
  o.mouse = !f.no_mouse;
  o.show_score = f.show_score || f.assist;
  // From the settings file, show-score and assist are quietly off where won tricks stay face
  // down; from the command line they are refused.
  if (f.assist && f.assist_given && !o.rules.review_won_tricks)
    return unexpected(tr(N_("--assist needs review-tricks=yes: under %s rules won tricks stay "
                            "face down (R9.2)"),
                         {rules_name(o.rules)}));
  if (f.show_score && f.show_score_given && !o.rules.review_won_tricks)
    return unexpected(tr(N_("--show-score needs review-tricks=yes: under %s rules won tricks stay "
                            "face down (R9.2)"),
                         {rules_name(o.rules)}));
  // Take-backs (game::take_back_for): from the settings file, quietly off where they are not
  // possible; from the command line, refused.
  if (f.undo && f.undo_given) {
    std::array<game::SeatSetup, 2> seats;
    seats[1].kind = f.hotseat                 ? game::SeatKind::Human
                    : !f.opponent_cmd.empty() ? game::SeatKind::Bot
                                              : game::SeatKind::Ai;
    const std::string refused = undo_refusal(game::take_back_for(true, o.rules, seats), o.rules);
    if (!refused.empty()) return unexpected(refused);
  }
  o.take_back = f.undo;
  o.take_back_given = f.undo && f.undo_given;
  o.speed = tui::parse_speed(f.fast ? "fast" : f.speed).value_or(tui::Speed::Normal);
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
        {f.bummerls_given,
         N_("--bummerls/--no-schneider-bummerl (the position states the Bummerl)")},
        {f.hotseat, "--hotseat"},
        {!f.opponent_cmd.empty(), "--opponent-cmd"},
        {names_given, "--names"},
        {f.first_dealer_given && f.first_dealer != "random", "--first-dealer"},
        {f.resume || f.fresh || f.separate,
         N_("--resume/--new/--separate (study play is not saved)")},
    };
    for (const auto& [given, flag] : conflicts)
      if (given) return unexpected(tr(N_("--position: drop %s"), {_(flag)}));
  }
  return o;
}

}  // namespace

std::shared_ptr<SettingsFile> add_play_options(CLI::App& app, Runner& run) {
  auto flags = std::make_shared<PlayFlags>();
  // Every parse starts from the defaults (a bad settings file makes main parse again).
  app.preparse_callback([flags](std::size_t) { *flags = PlayFlags{}; });
  // A footer callback, unlike a footer string, is not inherited by the subcommands.
  app.footer([] { return std::string(kExamples); });
  auto rules = add_rules_flags(app);
  app.get_option("--rules")->default_str(std::string(preset_name(Rules::soft())));
  std::string levels, choices;
  for (const std::string& name : ai::person_level_names()) {
    levels += (levels.empty() ? "" : ", ") + name;
    choices += (choices.empty() ? "" : ",") + name;
  }
  // Every registered player is accepted (the measurement players too), and the names of earlier
  // versions' levels, which to_options maps; the help and the refusal name only the five levels
  // for people, and `schnapsen levels` the rest.
  const CLI::Validator level_check(
      [levels](const std::string& name) {
        const std::vector<std::string> accepted = ai::accepted_level_names();
        if (std::find(accepted.begin(), accepted.end(), name) != accepted.end())
          return std::string();
        return text::shorten(name) + " is not a level: " + levels +
               " ('schnapsen levels' lists them all)";
      },
      "{" + choices + "}");
  auto* ai = app.add_option("--ai", flags->ai,
                            "Opponent level: " + levels +
                                " (weakest first; 'schnapsen levels' says how each plays)")
                 ->check(level_check)
                 ->capture_default_str();
  // Choices for one run, not settings: the settings file may not hold them.
  std::vector<CLI::Option*> once;
  once.push_back(app.add_option("--opponent-cmd", flags->opponent_cmd,
                                "Let an external bot (docs/bots.md) take the opponent's seat"));
  once.push_back(app.add_flag("--hotseat", flags->hotseat, "Two humans at one keyboard"));
  auto* names = app.add_option("--names", flags->names,
                               "The two players' names, e.g. Anna,Ben (each at most 16 columns)")
                    ->check(CLI::Validator(check_names, "NAME,NAME"));
  auto* bummerls = app.add_option("--bummerls", flags->bummerls, "Bummerls to lose the match")
                       ->check(whole_number(1, 99))
                       ->capture_default_str();
  auto* schneider = app.add_flag("--no-schneider-bummerl", flags->no_schneider,
                                 "A Schneider-Bummerl counts once (tournament play)");
  auto* seed = app.add_option("--seed", flags->seed, "Seed of the deals (default: random)")
                   ->check(kSeedCheck);
  once.push_back(seed);
  auto* first_dealer =
      app.add_option("--first-dealer", flags->first_dealer, "Who deals first: me, ai or random")
          ->check(CLI::IsMember({"me", "ai", "random"}))
          ->capture_default_str();
  auto* suits = app.add_option("--suits", flags->suits,
                               "Card names: french or german (the German table's default)")
                    ->check(CLI::IsMember({"french", "german"}))
                    ->capture_default_str();
  app.add_option("--lang", flags->lang,
                 "Language of the table: de or en (default: from LANGUAGE, LC_ALL, LC_MESSAGES, "
                 "LANG)")
      ->check(CLI::IsMember({"de", "en"}));
  app.add_flag("--ascii", flags->ascii, "ASCII suits and borders only");
  app.add_flag("--no-color", flags->no_color, "No colours (also when NO_COLOR is set)");
  app.add_flag("--no-mouse", flags->no_mouse,
               "No mouse: keys only, and the terminal selects text as usual");
  auto* show_score =
      app.add_flag("--show-score", flags->show_score,
                   "Show your running score (only where won tricks may be reviewed, R9.2)");
  auto* assist = app.add_flag(
      "--assist", flags->assist,
      "Assist: your running score and a reminder when a claim of 66 would win (only where won "
      "tricks may be reviewed, R9.2; the menu turns it on and off)");
  auto* undo = app.add_flag("--undo", flags->undo,
                            "u takes back your last move (soft rules against a built-in AI; "
                            "such a hand is not counted as won or lost)");
  auto* speed = app.add_option("--speed", flags->speed,
                               "Pauses while the AI plays: slow, normal or fast (none)")
                    ->check(CLI::IsMember(tui::speed_names()))
                    ->capture_default_str();
  auto* fast = app.add_flag("--fast", flags->fast, "The same as --speed fast");
  once.push_back(fast);
  app.add_option("--bot-timeout", flags->bot_timeout,
                 "Milliseconds an --opponent-cmd bot may take per move")
      ->check(whole_number(1, 3'600'000))
      ->capture_default_str();
  once.push_back(
      app.add_flag("--resume", flags->resume, "Go on with the saved match without asking"));
  once.push_back(app.add_flag("--new", flags->fresh, "Start a new match even if one is saved"));
  once.push_back(
      app.add_flag("--separate", flags->separate,
                   "While another schnapsen plays the saved match: a new match that is not saved"));
  once.push_back(
      app.add_option("--position", flags->position,
                     "Study play: play out a position file (docs/positions.md) against --ai, with "
                     "the unseen cards dealt at random (--seed)"));
  once.push_back(app.add_flag("--print-config", flags->print_config,
                              "Print the settings in effect (settings file and flags) as a "
                              "config.toml and exit"));
  auto settings = add_settings_file(app);
  for (CLI::Option* opt : once) opt->configurable(false);
  for (const char* name : {"--help", "--help-all", "--version"})
    if (CLI::Option* opt = app.get_option_no_throw(name)) opt->configurable(false);
  app.final_callback([&run, &app, flags, settings, ai, seed, rules, names, bummerls, schneider,
                      first_dealer, show_score, assist, undo, speed, fast, suits] {
    if (run) return;
    const auto cli = [&settings](const CLI::Option* opt) {
      return settings->from_command_line(opt);
    };
    const bool seed_given = seed->count() > 0;
    const bool ai_given = cli(ai);
    const bool names_given = cli(names);
    flags->rules_given = cli(rules->preset_option()) || cli(rules->rule_option());
    flags->names_given = names_given;
    flags->bummerls_given = cli(bummerls) || cli(schneider);
    flags->first_dealer_given = cli(first_dealer);
    flags->show_score_given = cli(show_score);
    flags->assist_given = cli(assist);
    flags->undo_given = cli(undo);
    flags->suits_given = suits->count() > 0;
    const bool speed_conflict = fast->count() > 0 && cli(speed);
    if (fast->count() > 0) {  // --fast is --speed fast, also for --print-config
      speed->clear();
      speed->add_result("fast");
    }
    const std::string shown = flags->print_config ? settings_text(app) : std::string();
    run = [flags, settings, seed_given, ai_given, names_given, rules, speed_conflict, shown] {
      std::string language_note;
      if (const int status = choose_table_language(flags->lang, &language_note); status != kExitOk)
        return status;
      if (speed_conflict) {
        std::cerr << "schnapsen: " << _("--fast is --speed fast: give only one of them") << "\n";
        return int{kExitUsage};
      }
      flags->rules = rules->rules();
      auto options = to_options(*flags, seed_given, ai_given, names_given);
      if (options) {
        options->settings_note = settings->ignored_because();
        options->language_note = language_note;
        options->settings_path = settings->path();
      }
      if (!options) {
        std::cerr << "schnapsen: " << options.error() << "\n";
        return int{kExitUsage};
      }
      if (flags->print_config) {
        std::cout << shown;
        return int{kExitOk};
      }
      return options->position_file.empty() ? run_play(*options) : run_study_play(*options);
    };
  });
  return settings;
}

}  // namespace schnapsen::cli
