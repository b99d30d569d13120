// The table's menu and the look it changes (table_menu.hpp).
#include "schnapsen/tui/table_menu.hpp"

#include <string>
#include <vector>

#include "schnapsen/game/i18n.hpp"

namespace schnapsen::tui {

namespace {

std::string speed_name(Speed speed) {
  switch (speed) {
    case Speed::Slow: return _("slow");
    case Speed::Normal: return _("normal");
    case Speed::Fast: return _("fast");
  }
  return {};
}

std::string suits_name(SuitStyle suits) {
  return suits == SuitStyle::German ? _("German") : _("French");
}

}  // namespace

void LookChoice::next_speed() {
  opt_.speed = opt_.speed == Speed::Slow     ? Speed::Normal
               : opt_.speed == Speed::Normal ? Speed::Fast
                                             : Speed::Slow;
}

void LookChoice::toggle_suits() {
  const SuitStyle next = suits() == SuitStyle::German ? SuitStyle::French : SuitStyle::German;
  next_suits_ = next;
  if (next == opt_.glyphs.suits) next_suits_.reset();
}

bool LookChoice::toggle_assist() {
  if (!opt_.rules.review_won_tricks) return false;
  opt_.show_score = !opt_.show_score;
  return true;
}

std::optional<SuitStyle> LookChoice::take_new_suits() {
  std::optional<SuitStyle> next = next_suits_;
  next_suits_.reset();
  return next;
}

TableLook LookChoice::look() const {
  TableLook look;
  look.glyphs = Glyphs::make(opt_.glyphs.unicode, suits());
  look.speed = opt_.speed;
  look.show_score = opt_.show_score;
  return look;
}

void LookChoice::tell() const {
  if (opt_.look_changed) opt_.look_changed(look());
}

Settings LookChoice::settings() const {
  const auto quoted = [](std::string_view value) { return "\"" + std::string(value) + "\""; };
  Settings settings = {{"speed", quoted(pauses_of(opt_.speed).name)},
                       {"suits", quoted(suits() == SuitStyle::German ? "german" : "french")},
                       {"lang", quoted(language_code(current_language()))}};
  if (opt_.rules.review_won_tricks)
    settings.emplace_back("assist", opt_.show_score ? "true" : "false");
  return settings;
}

std::optional<MenuEntry> TableMenu::choose(Dialogs& dialogs) {
  std::vector<Dialogs::MenuEntry> entries;
  std::vector<MenuEntry> meaning;
  const auto add = [&](MenuEntry what, char key, std::string text) {
    entries.push_back({key, std::move(text)});
    meaning.push_back(what);
  };
  add(MenuEntry::Help, '?', _("Help"));
  add(MenuEntry::Statistics, 's', _("Statistics"));
  if (opt_.history) add(MenuEntry::History, 'h', _("History of your hands"));
  add(MenuEntry::Speed, 'p', tr(N_("Speed: %s"), {speed_name(opt_.speed)}));
  const SuitStyle suits = look_.suits();
  add(MenuEntry::Suits, 'c',
      look_.suits_pending() ? tr(N_("Suits: %s (from the next hand)"), {suits_name(suits)})
                            : tr(N_("Suits: %s"), {suits_name(suits)}));
  add(MenuEntry::Assist, 'a',
      !opt_.rules.review_won_tricks ? std::string(_("Assist: not in sharp play (R9.2)"))
      : opt_.show_score             ? std::string(_("Assist (score, claim reminder): on"))
                                    : std::string(_("Assist (score, claim reminder): off")));
  if (opt_.keep_look)
    add(MenuEntry::Keep, 'k', _("Keep speed, suits, assist and language for the next games"));
  if (opt_.new_match) {
    add(MenuEntry::NewMatch, 'n', _("New match (this one is abandoned)"));
    if (!opt_.human[1]) add(MenuEntry::Opponent, 'o', _("Another opponent (a new match)"));
  }
  add(MenuEntry::Resign, 'r', _("Resign this hand (the opponent wins 3 game points)"));
  add(MenuEntry::Quit, 'x', _("Quit"));
  const int chosen = dialogs.menu(_("Menu"), entries, _("Enter: choose, q: close"), selected_);
  if (chosen < 0) return std::nullopt;
  selected_ = chosen;
  return meaning[static_cast<std::size_t>(chosen)];
}

}  // namespace schnapsen::tui
