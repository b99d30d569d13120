// The top-level flags of interactive play (`schnapsen` with no subcommand), parsed with CLI11.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "play_session.hpp"
#include "rules_flags.hpp"
#include "schnapsen/ai/levels.hpp"
#include "schnapsen/ai/random_seed.hpp"
#include "schnapsen/bots/bot_player.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/names.hpp"
#include "schnapsen/text_format.hpp"
#include "schnapsen/tui/speed.hpp"
#include "settings_file.hpp"
#include "table_flags.hpp"

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
  MatchFlags match;
  std::uint64_t seed = 0;
  LookFlags look{.lang = "",
                 .suits = "french",
                 .ascii = false,
                 .no_color = false,
                 .no_mouse = false,
                 .speed = "normal"};
  bool show_score = false;
  bool assist = false;  // the assist: the running score (as --show-score) and a claim reminder
  bool undo = false;
  bool fast = false;  // --fast, the old name of --speed fast
  int bot_timeout = bots::kDefaultBotTimeoutMs;
  int threads = ai::machine_threads();  // the AI's threads per decision
  bool resume = false;
  bool fresh = false;
  bool separate = false;
  std::string position;
  bool print_config = false;
  FrontEndFlags front;
  std::vector<std::string> private_cmds;  // NAME=CMD
  // Which flags were given on the command line (not only in the settings file).
  game::GivenFlags given;
  bool seed_given = false;
  bool ai_given = false;
  bool first_dealer_given = false;
  bool suits_given = false;  // on the command line or in the settings file
  bool lang_given = false;   // --lang on the command line
  bool suits_cli = false;    // --suits on the command line
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

// The seats asked for: the human, and the AI, a bot or the second human.
Expected<std::array<game::SeatSetup, 2>, std::string> seats_of(const PlayFlags& f) {
  if (f.hotseat && (f.ai_given || !f.opponent_cmd.empty()))
    return unexpected(std::string(_("--hotseat is for two humans: drop --ai and --opponent-cmd")));
  if (f.ai_given && !f.opponent_cmd.empty())
    return unexpected(std::string(_("choose either --ai or --opponent-cmd, not both")));
  std::array<std::string, 2> names;  // empty: the defaults
  if (!f.names.empty()) {            // checked while parsing (check_names)
    const auto comma = f.names.find(',');
    const auto first = game::clean_name(f.names.substr(0, comma));
    const auto second = game::clean_name(f.names.substr(comma + 1));
    if (first && second) names = {*first, *second};
  }
  std::array<game::SeatSetup, 2> seats{
      {{game::SeatKind::Human, "-", names[0]}, {game::SeatKind::Ai, f.ai, names[1]}}};
  if (f.hotseat) seats[1] = {game::SeatKind::Human, "-", names[1]};
  if (!f.opponent_cmd.empty()) seats[1] = {game::SeatKind::Bot, f.opponent_cmd, names[1]};
  if (const std::string note = game::retire_level(seats[1]); !note.empty())
    std::cerr << "schnapsen: " << note << "\n";
  return seats;
}

// What the command line asks the table for that the rules or the opponent do not allow (from
// the settings file, such a wish is quietly off where it cannot be granted); "" none.
std::string refused_wish(const PlayFlags& f, const std::array<game::SeatSetup, 2>& seats) {
  if (f.hotseat && f.first_dealer_given && f.match.first_dealer == "ai")
    return _(
        "--first-dealer ai: there is no AI in hot-seat play; use me (the first player deals) "
        "or random");
  const std::pair<bool, const char*> faces_down[] = {
      {f.assist && f.assist_given, N_("--assist needs review-tricks=yes: under %s rules won tricks "
                                      "stay face down (R9.2)")},
      {f.show_score && f.show_score_given,
       N_("--show-score needs review-tricks=yes: under %s rules won tricks stay face down (R9.2)")},
  };
  for (const auto& [asked, refusal] : faces_down)
    if (asked && !f.rules.review_won_tricks) return tr(refusal, {rules_name(f.rules)});
  if (f.undo && f.undo_given)
    return undo_refusal(game::take_back_for(true, f.rules, seats), f.rules);
  return {};
}

// The flags study play cannot take: the position states the rules, the Bummerl standing and who
// is to act, and nothing is saved; "" none.
std::string study_conflict(const PlayFlags& f) {
  const std::pair<bool, const char*> conflicts[] = {
      {f.given.rules, N_("--rules/--rule (the position states the rules)")},
      {f.given.bummerls, N_("--bummerls/--no-schneider-bummerl (the position states the Bummerl)")},
      {f.hotseat, "--hotseat"},
      {!f.opponent_cmd.empty(), "--opponent-cmd"},
      {f.given.names, "--names"},
      {f.first_dealer_given && f.match.first_dealer != "random", "--first-dealer"},
      {f.resume || f.fresh || f.separate,
       N_("--resume/--new/--separate (study play is not saved)")},
  };
  for (const auto& [given, flag] : conflicts)
    if (given) return tr(N_("--position: drop %s"), {_(flag)});
  return {};
}

Expected<game::StartMode, std::string> start_of(const PlayFlags& f) {
  if (f.resume && f.fresh) return unexpected(std::string(_("choose either --resume or --new")));
  if (f.separate && f.resume)
    return unexpected(std::string(_("--separate plays a new unsaved match: drop --resume")));
  if (f.separate) return game::StartMode::Separate;
  if (f.resume) return game::StartMode::Resume;
  return f.fresh ? game::StartMode::New : game::StartMode::Ask;
}

LookOptions play_look(const PlayFlags& f) {
  LookFlags look = f.look;
  if (!f.suits_given) look.suits.clear();  // "french" is only the help's default
  if (f.fast) look.speed = "fast";
  LookOptions o = to_look(look);
  o.show_score = f.show_score || f.assist;
  return o;
}

// The table's language and suits: a match that may be resumed comes back to those it was played
// at (over the settings file and the environment), unless the command line says otherwise:
// --suits for the suits, --lang for both (the saved suits may have been only the saved
// language's default). Peeked at before the session opens the save: the language comes first.
int choose_play_language(PlayFlags& f, std::string* note) {
  const bool may_resume = !f.fresh && !f.separate && f.position.empty() && !f.lang_given;
  if (const game::SavedLook saved = may_resume ? saved_look() : game::SavedLook{};
      !saved.language.empty()) {
    f.look.lang = saved.language;
    if (!f.suits_cli && !saved.suits.empty()) f.look.suits = saved.suits;
    f.suits_given = f.suits_given || !saved.suits.empty();
  }
  return choose_table_language(f.look.lang, note);
}

// Line mode's own options (the suits come with the look); the error names the bad flag.
Expected<line::LineOptions, std::string> line_options_of(const PlayFlags& f) {
  line::LineOptions o;
  o.verbose = f.front.verbose;
  o.bell = f.front.bell;
  o.sound_cmd = f.front.sound_cmd;
  for (const std::string& given : f.private_cmds) {
    const auto equals = given.find('=');
    const auto name = game::clean_name(given.substr(0, equals));
    if (equals == std::string::npos || equals + 1 == given.size() || !name)
      return unexpected(tr(N_("--private-cmd %s: give NAME=COMMAND, e.g. Anna=espeak-ng"),
                           {text::shorten(given, 60)}));
    if (!o.private_cmds.emplace(*name, given.substr(equals + 1)).second)
      return unexpected(tr(N_("--private-cmd: %s has two commands"), {*name}));
  }
  return o;
}

// Checks what CLI11 cannot and builds the session options; the error is one line.
Expected<PlayOptions, std::string> to_options(const PlayFlags& f) {
  auto seats = seats_of(f);
  if (!seats) return unexpected(seats.error());
  auto start = start_of(f);
  if (!start) return unexpected(start.error());
  auto front_end = front_end_of(f.front);
  if (!front_end) return unexpected(front_end.error());
  auto line = line_options_of(f);
  if (!line) return unexpected(line.error());
  if (std::string refused = refused_wish(f, *seats); !refused.empty()) return unexpected(refused);
  if (std::string conflict = f.position.empty() ? "" : study_conflict(f); !conflict.empty())
    return unexpected(conflict);
  PlayOptions o;
  game::MatchRequest& r = o.request;
  // The settings file's "ai" does not fit hot-seat play: the first dealer is drawn.
  const bool drawn = f.hotseat && f.match.first_dealer == "ai";
  r.spec = {f.rules, match_settings(f.match), *seats, f.seed_given ? f.seed : ai::random_seed(),
            drawn ? -1 : first_dealer_seat(f.match.first_dealer)};
  r.given = f.given;
  r.given.opponent = f.ai_given || !f.opponent_cmd.empty() || f.hotseat;
  r.bot_timeout_ms = f.bot_timeout;
  r.threads = f.threads;
  r.take_back = f.undo;
  o.look = play_look(f);
  r.look = saved_look_of(o.look, f.suits_given);
  o.start = *start;
  o.front_end = *front_end;
  o.line = *line;
  o.take_back_given = f.undo && f.undo_given;
  o.position_file = f.position;
  return o;
}

// The notes the table shows with the first match's warnings: a language it does not have, a
// settings file it ignored.
std::string start_note(const LookOptions& look) {
  std::string note = look.language_note;
  if (!look.settings_note.empty())
    note +=
        (note.empty() ? "" : "; ") + std::string("settings file ignored: ") + look.settings_note;
  return note;
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
  const MatchFlagOptions match = add_match_flags(app, flags->match, "ai");
  auto* seed = app.add_option("--seed", flags->seed, "Seed of the deals (default: random)")
                   ->check(kSeedCheck);
  once.push_back(seed);
  const LookFlagOptions look = add_look_flags(app, flags->look);
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
  auto* fast = app.add_flag("--fast", flags->fast, "The same as --speed fast");
  once.push_back(fast);
  app.add_option("--bot-timeout", flags->bot_timeout,
                 "Milliseconds an --opponent-cmd bot may take per move")
      ->check(whole_number(1, 3'600'000))
      ->capture_default_str();
  add_threads_flag(app, flags->threads);
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
  const FrontEndFlagOptions front = add_front_end_flags(app, flags->front);
  once.push_back(front.line);
  once.push_back(front.tui);
  once.push_back(app.add_option("--private-cmd", flags->private_cmds,
                                "Line mode, hot-seat: NAME=COMMAND sends NAME's cards to COMMAND's "
                                "input instead of the screen (e.g. speech into headphones)")
                     ->type_name("NAME=CMD"));
  once.push_back(app.add_flag("--print-config", flags->print_config,
                              "Print the settings in effect (settings file and flags) as a "
                              "config.toml and exit"));
  auto settings = add_settings_file(app);
  for (CLI::Option* opt : once) opt->configurable(false);
  for (const char* name : {"--help", "--help-all", "--version"})
    if (CLI::Option* opt = app.get_option_no_throw(name)) opt->configurable(false);
  app.final_callback([&run, &app, flags, settings, ai, seed, rules, names, match, show_score,
                      assist, undo, look, fast, front] {
    if (run) return;
    const auto cli = [&settings](const CLI::Option* opt) {
      return settings->from_command_line(opt);
    };
    flags->seed_given = seed->count() > 0;
    flags->ai_given = cli(ai);
    flags->given.rules = cli(rules->preset_option()) || cli(rules->rule_option());
    flags->given.names = cli(names);
    flags->given.bummerls = match.bummerls_given(cli);
    flags->first_dealer_given = cli(match.first_dealer);
    flags->show_score_given = cli(show_score);
    flags->assist_given = cli(assist);
    flags->undo_given = cli(undo);
    flags->front.ui_given = cli(front.ui);
    flags->suits_given = look.suits->count() > 0;
    flags->lang_given = cli(look.lang);
    flags->suits_cli = cli(look.suits);
    const bool speed_conflict = fast->count() > 0 && cli(look.speed);
    if (fast->count() > 0) {  // --fast is --speed fast, also for --print-config
      look.speed->clear();
      look.speed->add_result("fast");
    }
    const std::string shown = flags->print_config ? settings_text(app) : std::string();
    run = [flags, settings, rules, speed_conflict, shown] {
      std::string language_note;
      if (const int status = choose_play_language(*flags, &language_note); status != kExitOk)
        return status;
      if (speed_conflict) {
        std::cerr << "schnapsen: " << _("--fast is --speed fast: give only one of them") << "\n";
        return int{kExitUsage};
      }
      flags->rules = rules->rules();
      auto options = to_options(*flags);
      if (!options) {
        std::cerr << "schnapsen: " << options.error() << "\n";
        return int{kExitUsage};
      }
      options->look.settings_note = settings->ignored_because();
      options->look.language_note = language_note;
      options->look.settings_path = settings->path();
      options->request.note = start_note(options->look);
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
