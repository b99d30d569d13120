// The live table on the screen (live_table.hpp).
#include "schnapsen/tui/live_table.hpp"

#include <algorithm>
#include <chrono>
#include <utility>

#include "schnapsen/game/i18n.hpp"
#include "schnapsen/tui/layout.hpp"
#include "schnapsen/tui/text.hpp"

namespace schnapsen::tui {

LiveTable::LiveTable(Terminal& terminal, const FrontEndOptions& options)
    : term_(terminal),
      opt_(options),
      view_(terminal, options.glyphs),
      state_(options.rules.review_won_tricks) {}

void LiveTable::redraw() {
  if (showing_past_) return;
  std::optional<TableModel> model = state_.model(bottom_seat());
  if (!model) {  // before the match has begun (the resume question, a guest waiting): no table
    view_.draw_blank(message_, message_role_, marks_.keys);
    term_.refresh();
    return;
  }
  TableModel& m = *model;
  m.names = opt_.names;
  m.rules_name = std::string(rules_name(opt_.rules));
  m.bummerls_to_lose = opt_.match.bummerls_to_lose;
  m.reveal = !sight_.privacy && !sight_.concealed && sight_.viewer >= 0;
  m.selected = marks_.selected;
  m.playable = marks_.playable;
  m.acting = marks_.acting;
  m.show_score = opt_.show_score;
  m.message = message_;
  m.message_role = message_role_;
  m.warning = warning_;
  m.keys = marks_.keys;
  view_.draw(m);
  term_.refresh();
}

void LiveTable::pause(int ms) {
  if (showing_past_) return;
  redraw();
  if (ms <= 0) return;  // --speed fast
  using Clock = std::chrono::steady_clock;
  const auto end = Clock::now() + std::chrono::milliseconds(ms);
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(end - Clock::now()).count();
    if (left <= 0) return;
    if (term_.read_key(static_cast<int>(left)) == kKeyResize) redraw();
  }
}

void LiveTable::say(std::string text, Role role) {
  message_ = std::move(text);
  message_role_ = role;
}

void LiveTable::set_save_status(bool saved, std::string warning, std::string on_quit) {
  saved_ = saved;
  on_quit_ = std::move(on_quit);
  if (!warning.empty() && warning != warning_) state_.log(tr(N_("Warning: %s"), {warning}));
  warning_ = std::move(warning);
}

namespace {

// A click on the "(y/n)" ("(j/n)" in German) that ends `question`, drawn on the message line
// from column 1: 'y' or 'n', else kKeyNone.
int clicked_answer(const Terminal& term, const std::string& question) {
  const Terminal::Cell c = term.last_click();
  const Layout l = compute_layout(term.width(), term.height());
  const std::size_t slash = question.rfind("/n)");
  if (c.y != l.message.y || slash == std::string::npos || slash < 2) return kKeyNone;
  const int yes = 1 + text_width(question.substr(0, slash - 1));
  if (c.x == yes) return 'y';
  if (c.x == yes + 2) return 'n';
  return kKeyNone;
}

// The question on the message line, its answer keys in view however long it is: where the whole
// would not fit in `width` columns, the prompt is cut ("...") before them.
std::string question_line(const std::string& prompt, int width) {
  std::string line = tr(N_("%s (y/n)"), {prompt});
  if (text_width(line) <= width) return line;
  const int keys = text_width(tr(N_("%s (y/n)"), {"..."}));
  return tr(N_("%s (y/n)"),
            {prompt.substr(0, prefix_for_width(prompt, std::max(0, width - keys))) + "..."});
}

}  // namespace

bool LiveTable::ask(Dialogs& dialogs, const std::string& prompt) {
  const std::string before = message_;
  const Role before_role = message_role_;
  say(question_line(prompt, compute_layout(term_.width(), term_.height()).message.w - 1),
      Role::Warning);
  for (;;) {
    redraw();
    int key = dialogs.read_shown_key();
    if (key == kKeyClick) key = clicked_answer(term_, message_);
    if (kYesKeys.contains(key) || kNoKeys.contains(key) || key == kKeyLeave) {
      say(before, before_role);
      return kYesKeys.contains(key);
    }
  }
}

bool LiveTable::ask_quit(Dialogs& dialogs) {
  // Promise a resumable save only when the session says this step is saved.
  if (saved_ && !on_quit_.empty())
    // TRANSLATORS: %s says what quitting means in network play ("The match is saved at ...").
    return ask(dialogs, tr(N_("Quit? %s"), {on_quit_}));
  return ask(dialogs, saved_ ? std::string(_("Quit? The match is saved and can be resumed."))
                      : !warning_.empty() ? tr(N_("Quit? Beware: %s"), {warning_})
                                          : std::string(_("Quit? This game is not saved.")));
}

int LiveTable::clicked_bar_key() const {
  const Terminal::Cell c = term_.last_click();
  if (c.y != compute_layout(term_.width(), term_.height()).keybar.y) return kKeyNone;
  for (const KeyBarEntry& e : view_.key_bar().entries)
    if (c.x >= e.x && c.x < e.x + e.w) return key_of(e.command);
  return kKeyNone;
}

}  // namespace schnapsen::tui
