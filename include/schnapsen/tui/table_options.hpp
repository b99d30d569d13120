// What a table is made with: its look (glyphs, speed, assist; the same for every match played on
// it) and a match's options (names, seats, rules, and the services the table may offer: advice,
// statistics, the history, a new match, keeping the settings).
#pragma once

#include <array>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/game/advice.hpp"
#include "schnapsen/game/remote_presence.hpp"
#include "schnapsen/game/take_back.hpp"
#include "schnapsen/match.hpp"
#include "schnapsen/rules.hpp"
#include "schnapsen/tui/speed.hpp"
#include "schnapsen/tui/theme.hpp"

namespace schnapsen::tui {

// Settings as the settings file has them: the key and its TOML value ({"speed", "\"fast\""}).
using Settings = std::vector<std::pair<std::string, std::string>>;

// How the table looks, whatever match is played on it.
struct TableLook {
  Glyphs glyphs = Glyphs::make(true, SuitStyle::French);
  Speed speed = Speed::Normal;
  bool show_score = false;  // the assist; soft rules only, ignored for a sharp match
  // The menu's "keep these settings": writes settings to the settings file for the next games;
  // returns the file's path as the player knows it ("~/.config/schnapsen/config.toml"), or why
  // it could not. Empty: no settings file to keep them in (the entry is not offered).
  std::function<Expected<std::string, std::string>(const Settings& settings)> keep;
};

struct FrontEndOptions {
  std::array<std::string, 2> names{"You", "AI"};
  std::array<bool, 2> human{true, false};
  Rules rules = Rules::soft();
  MatchSettings match;
  Speed speed = Speed::Normal;  // the pauses while the AI plays (speed.hpp)
  bool show_score = false;      // the assist (soft only): the running score, a claim reminder
  bool review = true;           // the solver's end-of-hand verdict (soft only)
  bool advice = true;           // the advice key (off in network play unless the host allows it)
  Glyphs glyphs = Glyphs::make(true, SuitStyle::French);
  // The advice key's answer for a view; empty: game::make_advisor()'s, made on first use.
  std::function<game::Advice(const SeatView&)> advisor;
  // u takes back the human's last move where the match allows it (game::MatchSetup::take_back);
  // else the table says why not.
  game::TakeBack take_back = game::TakeBack::NotAsked;
  // The statistics screen's lines (the s key); empty: no statistics are kept.
  std::function<std::vector<std::string>()> statistics;
  // The menu's history (h): a line per finished hand, newest first (none yet: empty), and the
  // history viewer of hand `number` (1: the newest) over the table. Empty: no history is kept.
  std::function<std::vector<std::string>()> history;
  std::function<void(int number)> view_history;
  // The menu may abandon the match for a new one (a session's table, not study play).
  bool new_match = false;
  // Asked every 250 ms while the table waits for a key (network play: news from the other
  // terminal, or that it is gone: game::IdleNews).
  std::function<game::IdleNews()> idle;
  // Told when the menu changed the speed, the suits or the assist, so the next match keeps them.
  std::function<void(const TableLook&)> look_changed;
  // The menu's "keep these settings" (TableLook::keep); empty: not offered.
  decltype(TableLook::keep) keep_look;

  bool hot_seat() const { return human[0] && human[1]; }
};

// The options of a table with that look for one human (seat 0) against seat 1, under `rules`
// and `match`: names, seat kinds and the services are left to set.
FrontEndOptions table_options(const TableLook& look, const Rules& rules, MatchSettings match);

}  // namespace schnapsen::tui
