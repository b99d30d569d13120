// What a human seat is told at its turn, from its view and the table's options alone (no
// terminal): the prompt on the message line, the commands that apply (the key bar) and why u
// does nothing. The prompt names the extra actions by the key table's own labels.
#pragma once

#include <string>

#include "schnapsen/tui/keys.hpp"
#include "schnapsen/tui/table_options.hpp"
#include "schnapsen/view.hpp"

namespace schnapsen::tui {

// The prompt of a player to answer `lead` (its label): with the following rules once the talon
// is closed or exhausted. It fits the message line at the smallest table size.
std::string follow_prompt(const std::string& lead, bool talon_open, bool closed);

// The prompt of the seat of `view` at its turn: "Your lead: play a card, m meld, c close" (the
// actions legal now, named as the key bar names them), "Your turn: answer K♥", the assist's
// claim reminder; in hot-seat play it names the player ("Anna, your lead: ...").
std::string turn_prompt(const SeatView& view, const FrontEndOptions& options);

// The commands that apply at the turn: those of the legal actions, the screens, the card keys
// while `cards` are in hand, u when `may_take_back` (the controller's word), and the won and
// last tricks where they may be looked at (`last_trick`: one was just taken).
CommandSet turn_commands(const SeatView& view, int cards, bool may_take_back, bool last_trick,
                         const FrontEndOptions& options);

}  // namespace schnapsen::tui
