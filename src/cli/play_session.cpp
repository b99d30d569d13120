// Interactive play as the command line starts it: the options become a game::Session, the
// terminal table becomes its front end, and every way out (end of play, q, a signal, a failing
// opponent, an exception) becomes a restored terminal, a message and an exit status.
#include "play_session.hpp"

#include <unistd.h>

#include <cstdlib>

#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <vector>

#include "commands.hpp"
#include "schnapsen/game/i18n.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/line/line_study.hpp"
#include "schnapsen/line/line_table.hpp"
#include "schnapsen/text_format.hpp"
#include "schnapsen/tui/history_view.hpp"
#include "schnapsen/tui/session_table.hpp"
#include "schnapsen/tui/study_table.hpp"
#include "schnapsen/tui/terminal.hpp"
#include "settings_file.hpp"

namespace schnapsen::cli {

bool on_terminal() {
  if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) return true;
  std::cerr << "schnapsen: "
            << _("interactive play needs a terminal (stdin and stdout must not be redirected); "
                 "see 'schnapsen --help' for the other commands")
            << "\n";
  return false;
}

namespace {

// A path as its owner knows it: "~/.config/schnapsen/config.toml".
std::string home_path(const std::string& path) {
  const char* home = std::getenv("HOME");
  const std::string prefix = home && *home ? std::string(home) + "/" : std::string();
  const std::string shown =
      !prefix.empty() && path.starts_with(prefix) ? "~/" + path.substr(prefix.size()) : path;
  return text::shorten(shown, text::kMaxShownPath);
}

}  // namespace

tui::TableLook table_look(const LookOptions& o) {
  tui::TableLook look;
  look.glyphs = tui::Glyphs::make(!o.ascii && tui::Terminal::utf8_locale(), o.suits);
  look.speed = o.speed;
  look.show_score = o.show_score;
  if (!o.settings_path.empty())
    look.keep = [path = o.settings_path, ignored = o.settings_note](
                    const std::vector<std::pair<std::string, std::string>>& settings)
        -> Expected<std::string, std::string> {
      // A file that was ignored for an error stays ignored: keeping settings there would not
      // make them count.
      if (!ignored.empty())
        return unexpected(tr(N_("the settings file has an error; fix it first: %s"), {ignored}));
      if (auto error = keep_settings(path, settings)) return unexpected(*error);
      return home_path(path);
    };
  return look;
}

// Runs `play` on a terminal; every way out (the end, a signal, a failing opponent, an exception)
// becomes a restored terminal, a message on stderr and an exit status.
int on_table(const LookOptions& o, const std::function<void(tui::Terminal&)>& play) {
  std::string failure;
  int status = kExitOk;
  try {
    tui::Terminal terminal(o.color, o.mouse);
    play(terminal);
    // A signal that stopped a wait for a bot (the match left where it stood) ends as a signal.
    if (const int signal = tui::Terminal::pending_signal()) status = 128 + signal;
  } catch (const tui::Interrupted& e) {
    status = 128 + e.signal;
  } catch (const ai::PlayerFailure& e) {
    failure = tr(N_("the opponent failed: %s"), {e.what()});
    status = kExitUsage;
  } catch (const std::exception& e) {
    failure = e.what();
    status = kExitUsage;
  }
  // The terminal is restored here (Terminal's destructor ran while unwinding).
  // A failure may quote a file or an opponent: shown through the sanitizer, as all outside text.
  if (!failure.empty()) std::cerr << "schnapsen: " << text::shorten(failure, 2000) << "\n";
  return status;
}

int choose_table_language(const std::string& flag, std::string* problem) {
  Language language = language_from_environment([](const char* name) { return std::getenv(name); });
  if (!flag.empty()) {
    const auto parsed = parse_language(flag);
    if (!parsed) {
      std::cerr << "schnapsen: --lang " << flag << ": unknown language; use de (German) or en "
                << "(English)\n";
      return kExitUsage;
    }
    language = *parsed;
  }
  if (auto missing = use_language(language)) {
    // Said before the table starts (for whoever reads the terminal afterwards) and on the
    // table itself, which hides this output while it plays.
    std::cerr << "schnapsen: warning: " << *missing << "; the table is in English\n";
    if (problem) *problem = *missing + "; the table is in English";
  }
  return kExitOk;
}

game::SavedLook saved_look() {
  const auto dir = game::default_state_dir();
  if (!dir) return {};
  const auto text = game::read_file(game::SaveStore(*dir).save_file(), game::kMaxSaveBytes,
                                    game::Symlinks::Refuse);
  const auto saved = text ? game::parse_save(*text) : unexpected(game::SaveError{});
  return saved ? saved->look : game::SavedLook{};
}

game::SavedLook saved_look_of(const LookOptions& look, bool suits_chosen) {
  const bool german = look.suits == tui::SuitStyle::German;
  return {std::string(language_code(current_language())), !suits_chosen ? ""
                                                          : german      ? "german"
                                                                        : "french"};
}

std::optional<LookOptions> look_options(const LookFlags& given) {
  const LookFlags f = with_settings(given, default_settings_values());
  std::string language_note;
  if (choose_table_language(f.lang, &language_note) != kExitOk) return std::nullopt;
  LookOptions look = to_look(f);
  look.language_note = language_note;
  look.settings_path = default_settings_path();
  return look;
}

namespace {

// Line mode's options with the look's suits.
line::LineOptions line_options(const PlayOptions& options) {
  line::LineOptions line = options.line;
  line.german_suits = options.look.suits == tui::SuitStyle::German;
  return line;
}

// Plays the session in line mode on standard input and output; a failing opponent ends it with
// a message, as at the table.
int run_line(game::Session& session, const PlayOptions& options) {
  line::LineTable table(std::cin, std::cout, line_options(options));
  try {
    session.run(table);
  } catch (const ai::PlayerFailure& e) {
    std::cerr << "schnapsen: " << text::shorten(tr(N_("the opponent failed: %s"), {e.what()}), 2000)
              << "\n";
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace

int run_play(const PlayOptions& options) {
  const FrontEndKind front_end = chosen_front_end(options.front_end);
  if (front_end == FrontEndKind::Table && !on_terminal()) return kExitUsage;
  auto dir = game::default_state_dir();
  auto session =
      game::Session::open(dir ? std::optional(*dir) : std::nullopt,
                          dir ? std::string() : dir.error(), options.start, options.request);
  if (!session) {
    std::cerr << "schnapsen: " << session.error() << "\n";
    return kExitUsage;
  }
  const int status = front_end == FrontEndKind::Line
                         ? run_line(**session, options)
                         : on_table(options.look, [&](tui::Terminal& terminal) {
                             tui::SessionTable table(terminal, table_look(options.look));
                             (*session)->run(table);
                           });
  if ((*session)->match_saved())
    std::cout << _("Match saved; 'schnapsen --resume' goes on with it.") << "\n";
  return status;
}

std::string undo_refusal(game::TakeBack take_back, const Rules& rules) {
  switch (take_back) {
    case game::TakeBack::SharpRules:
      return tr(N_("--undo: no take-backs under %s rules (only where won tricks may be "
                   "reviewed, as in soft rules)"),
                {rules_name(rules)});
    case game::TakeBack::HotSeat: return _("--undo: no take-backs in hot-seat play");
    case game::TakeBack::NotAgainstAi:
      return _("--undo: a bot cannot take its moves back; play a built-in AI");
    case game::TakeBack::On:
    case game::TakeBack::NotAsked: break;
  }
  return {};
}

int run_study_play(const PlayOptions& options) {
  auto position = read_position_file("--position", options.position_file);
  if (!position) return position.error();
  if (view_of(*position).legal.empty()) {
    std::cerr << "schnapsen --position: "
              << tr(N_("%s: the hand is over: there is nothing to play"),
                    {text::shorten(options.position_file, text::kMaxShownPath)})
              << "\n";
    return kExitFinished;
  }
  tui::StudyOptions study;
  const game::MatchRequest& r = options.request;
  study.request = {*position, r.spec.seats[1].level_or_command, r.spec.seed, r.take_back};
  const std::string refused = undo_refusal(
      game::take_back_for(true, position->rules, game::study_seats()), position->rules);
  if (options.take_back_given && !refused.empty()) {
    std::cerr << "schnapsen: " << refused << "\n";
    return kExitUsage;
  }
  study.title = text::shorten(std::filesystem::path(options.position_file).filename().string(), 60);
  if (chosen_front_end(options.front_end) == FrontEndKind::Line) {
    line::run_study(std::cin, std::cout, line_options(options), study.request, study.title);
    return kExitOk;
  }
  if (!on_terminal()) return kExitUsage;
  study.note = options.look.language_note;
  return on_table(options.look, [&](tui::Terminal& terminal) {
    study.look = table_look(options.look);  // the terminal has set the locale: UTF-8 glyphs or not
    tui::run_study(terminal, study);
  });
}

int run_history_view(const game::HistoryEntry& entry, const LookOptions& look) {
  if (!on_terminal()) return kExitUsage;
  tui::HistoryViewOptions view;
  view.entry = entry;
  view.note = look.language_note;
  return on_table(look, [&](tui::Terminal& terminal) {
    view.look = table_look(look);  // the terminal has set the locale: UTF-8 glyphs or not
    tui::run_history_view(terminal, view);
  });
}

}  // namespace schnapsen::cli
