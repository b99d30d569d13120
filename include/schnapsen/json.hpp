// JSON for the layers that speak it: the bot protocol (bots), network play (net), decision
// records (lab), the statistics file (game) and the commands' --json output (cli). The value type
// and parser come from nlohmann-json; this header adds the project's conventions on top, and is
// the one place where cards, actions and seat pairs become JSON. The engine does not use JSON.
#pragma once

#include <array>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/action.hpp"
#include "schnapsen/card.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/json_fwd.hpp"
#include "schnapsen/record.hpp"

namespace schnapsen {

// Untrusted input nested deeper than this is refused (printing is recursive).
inline constexpr int kMaxJsonDepth = 64;

// Parses one JSON document from untrusted text (a file, a pipe); never throws. Refused: syntax
// errors, invalid UTF-8, lone surrogates in \u escapes, numbers out of the double range and
// nesting deeper than kMaxJsonDepth. The error says what and where, e.g.
// "syntax error at line 1, column 4: unexpected ']'".
Expected<Json, std::string> parse_json(std::string_view text);

// One line with ", " and ": " between items, as docs/bots.md shows its messages.
std::string dump_line(const Json& value);

// Indented by `indent` spaces a level, one item a line.
std::string dump_pretty(const Json& value, int indent = 1);

// The member `key` of `value`; nullptr when `value` is not an object or has no such member.
const Json* json_member(const Json& value, std::string_view key);

// ---- Cards and actions, as every format of the project writes them --------------------------

// "Ah"; null for no card.
Json card_json(Card c);
// The cards in suit order (the engine's), e.g. ["Ac", "Tc", "Kh"].
Json cards_json(CardSet cards);
// The cards as strings sorted by plain byte order (the bot protocol's hand).
Json sorted_cards_json(CardSet cards);
// A pair of numbers by seat (scores, tricks, Bummerl points): [seat 0, seat 1].
Json pair_json(const std::array<int, 2>& pair);
// The actions in the list's order, e.g. ["play Ah", "close"].
Json actions_json(const ActionList& actions);
// The actions each once, sorted by plain byte order (the bot protocol's `legal`).
Json sorted_actions_json(const ActionList& actions);
// A hand's public actions with their seats: ["1 play Ah", "0 meld h"].
Json history_json(const std::vector<SeatAction>& history);

}  // namespace schnapsen
