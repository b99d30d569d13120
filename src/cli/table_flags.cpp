// The flags of the commands that open a table, each defined once (table_flags.hpp).
#include "table_flags.hpp"

#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <string_view>

#include "checks.hpp"
#include "schnapsen/ai/evaluation.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/text_format.hpp"

namespace schnapsen::cli {

LookFlagOptions add_look_flags(CLI::App& cmd, LookFlags& f, bool pauses) {
  LookFlagOptions made;
  made.lang = cmd.add_option("--lang", f.lang,
                             "Language of the table: de or en (default: a resumed match's, else "
                             "from LANGUAGE, LC_ALL, LC_MESSAGES, LANG)")
                  ->check(CLI::IsMember({"de", "en"}));
  made.suits = cmd.add_option("--suits", f.suits,
                              "Card names: french or german (the German table's default)")
                   ->check(CLI::IsMember({"french", "german"}))
                   ->capture_default_str();
  cmd.add_flag("--ascii", f.ascii, "ASCII suits and borders only");
  cmd.add_flag("--no-color", f.no_color, "No colours (also when NO_COLOR is set)");
  cmd.add_flag("--no-mouse", f.no_mouse,
               "No mouse: keys only, and the terminal selects text as usual");
  if (pauses)
    made.speed = cmd.add_option("--speed", f.speed,
                                "Pauses after the other player's moves: slow, normal or fast "
                                "(none)")
                     ->check(CLI::IsMember(tui::speed_names()))
                     ->capture_default_str();
  return made;
}

namespace {

std::string setting_of(const std::map<std::string, std::string>& settings, const char* key) {
  const auto it = settings.find(key);
  return it == settings.end() ? std::string() : it->second;
}

}  // namespace

LookFlags with_settings(LookFlags f, const std::map<std::string, std::string>& settings) {
  const auto setting = [&settings](const char* key) { return setting_of(settings, key); };
  // A bad value in the file is play's to report; here it is left out.
  if (f.lang.empty() && parse_language(setting("lang"))) f.lang = setting("lang");
  if (f.suits.empty() && (setting("suits") == "french" || setting("suits") == "german"))
    f.suits = setting("suits");
  if (f.speed.empty() && tui::parse_speed(setting("speed"))) f.speed = setting("speed");
  f.ascii = f.ascii || setting("ascii") == "true";
  f.no_color = f.no_color || setting("no-color") == "true";
  f.no_mouse = f.no_mouse || setting("no-mouse") == "true";
  return f;
}

LookOptions to_look(const LookFlags& f) {
  LookOptions look;
  const bool german =
      f.suits.empty() ? current_language() == Language::German : f.suits == "german";
  look.suits = german ? tui::SuitStyle::German : tui::SuitStyle::French;
  look.ascii = f.ascii;
  const char* no_color = std::getenv("NO_COLOR");
  look.color = !f.no_color && !(no_color && *no_color);
  look.mouse = !f.no_mouse;
  look.speed = tui::parse_speed(f.speed).value_or(tui::Speed::Normal);
  return look;
}

FrontEndFlagOptions add_front_end_flags(CLI::App& cmd, FrontEndFlags& f, bool play) {
  FrontEndFlagOptions made;
  made.ui = cmd.add_option("--ui", f.ui,
                           "The front end: table (full screen) or line (one line of words each, "
                           "for screen readers, braille displays and pipes); default: the table "
                           "on a terminal, else line")
                ->check(CLI::IsMember({"table", "line"}))
                ->each([&f](const std::string&) { f.ui_given = true; });
  made.line = cmd.add_flag("--line", f.line, "Line mode: the same as --ui line");
  made.tui = cmd.add_flag("--tui", f.tui, "The full-screen table, even off a terminal");
  if (!play) return made;
  cmd.add_flag("--verbose", f.verbose, "Line mode: read out the hand at every turn");
  cmd.add_flag("--bell", f.bell, "Line mode: the terminal's bell at your turn");
  cmd.add_option("--sound-cmd", f.sound_cmd,
                 "Line mode: a command run for the events your-turn, trick-won, trick-lost, "
                 "marriage and hand-over, the event's name as $1");
  return made;
}

FrontEndFlags with_settings(FrontEndFlags f, const std::map<std::string, std::string>& settings) {
  // A bad value in the file is play's to report; here it is left out.
  if (const std::string ui = setting_of(settings, "ui");
      f.ui.empty() && (ui == "table" || ui == "line"))
    f.ui = ui;
  f.verbose = f.verbose || setting_of(settings, "verbose") == "true";
  f.bell = f.bell || setting_of(settings, "bell") == "true";
  if (f.sound_cmd.empty()) f.sound_cmd = setting_of(settings, "sound-cmd");
  return f;
}

Expected<FrontEndKind, std::string> front_end_of(const FrontEndFlags& f) {
  if (f.line && f.tui) return unexpected(std::string(_("choose either --line or --tui")));
  if (f.line || f.tui) return f.line ? FrontEndKind::Line : FrontEndKind::Table;
  const char* env = std::getenv("SCHNAPSEN_UI");
  const std::string asked = f.ui_given || !env || !*env ? f.ui : std::string(env);
  if (asked.empty()) return FrontEndKind::Auto;
  if (asked != "table" && asked != "line")
    return unexpected(tr(N_("SCHNAPSEN_UI=%s: use table or line"), {text::shorten(asked, 40)}));
  return asked == "line" ? FrontEndKind::Line : FrontEndKind::Table;
}

FrontEndKind chosen_front_end(FrontEndKind wanted) {
  if (wanted != FrontEndKind::Auto) return wanted;
  const char* term = std::getenv("TERM");
  const char* why = !isatty(STDIN_FILENO)              ? N_("standard input is not a terminal")
                    : !isatty(STDOUT_FILENO)           ? N_("standard output is not a terminal")
                    : !term || !*term                  ? N_("TERM is not set")
                    : std::string_view(term) == "dumb" ? N_("TERM is dumb")
                                                       : nullptr;
  if (!why) return FrontEndKind::Table;
  std::cerr << "schnapsen: " << tr(N_("line mode, as %s (--tui for the table)"), {_(why)})
            << std::endl;
  return FrontEndKind::Line;
}

CLI::Option* add_threads_flag(CLI::App& cmd, int& threads) {
  return cmd
      .add_option("--threads", threads,
                  "Threads the AI decides on (default: the machine's cores; at most " +
                      std::to_string(ai::kMaxDecisionThreads) + " are used, the same choices)")
      ->check(whole_number(1, 1024))
      ->capture_default_str();
}

MatchFlagOptions add_match_flags(CLI::App& cmd, MatchFlags& f, const std::string& other) {
  MatchFlagOptions made;
  made.bummerls = cmd.add_option("--bummerls", f.bummerls, "Bummerls to lose the match")
                      ->check(whole_number(1, 99))
                      ->capture_default_str();
  made.no_schneider = cmd.add_flag("--no-schneider-bummerl", f.no_schneider,
                                   "A Schneider-Bummerl counts once (tournament play)");
  made.first_dealer = cmd.add_option("--first-dealer", f.first_dealer,
                                     "Who deals first: me, " + other + " or random")
                          ->check(CLI::IsMember({std::string("me"), other, std::string("random")}))
                          ->capture_default_str();
  return made;
}

MatchSettings match_settings(const MatchFlags& f) {
  MatchSettings settings;
  settings.bummerls_to_lose = f.bummerls;
  settings.schneider_bummerl = !f.no_schneider;
  return settings;
}

int first_dealer_seat(const std::string& value) {
  if (value == "me") return 0;
  return value == "random" ? -1 : 1;
}

}  // namespace schnapsen::cli
