// Take-backs (`u`, `--undo`, docs/ui.md): the one statement of where a person may take back its
// moves. Soft play only (won tricks may be looked at, R9.2), one person against a built-in AI (not
// two people at one terminal, not a bot, which cannot take a move back, nor a player over the
// network), and only when asked for.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "schnapsen/game/save.hpp"
#include "schnapsen/rules.hpp"

namespace schnapsen::game {

enum class TakeBack : std::uint8_t {
  On,
  NotAsked,      // possible, but --undo was not given
  SharpRules,    // the rules hide won tricks
  HotSeat,       // two people at one terminal
  NotAgainstAi,  // a bot or a player over the network
};

// Whether a match under `rules` between `seats` (seat 0 the person) allows take-backs, `asked`
// or not: On, or the first reason why not, the rules' before the seats' before the asking.
TakeBack take_back_for(bool asked, const Rules& rules, const std::array<SeatSetup, 2>& seats);

// The seats of study play: the person in seat 0 against a built-in AI.
std::array<SeatSetup, 2> study_seats();

// What the table says when the player asks for a take-back that it cannot have (translated): why
// they are off, or, where they are on, that nothing has been played yet to take back.
std::string take_back_refusal(TakeBack take_back);

}  // namespace schnapsen::game
