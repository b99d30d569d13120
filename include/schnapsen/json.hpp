// JSON for the layers that speak it: the bot protocol (bots), network play (net), decision
// records (lab), the statistics file (game) and the commands' --json output (cli). The value type
// and parser come from nlohmann-json; this header adds the project's conventions on top, the
// strict readers of untrusted objects, and is the one place where cards, actions and seat pairs
// become JSON. The engine does not use JSON.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
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

// ---- Strict reading of untrusted objects -----------------------------------------------------
//
// The readers take a value and `what` (how a message names it, e.g. "view.seat") and refuse
// anything but what they expect, of the right type and range, by throwing JsonRefusal with a
// message such as "view.seat is out of range (0 to 1)"; read_strictly turns the refusal into an
// error value where a parse function returns, as parse functions never throw.

struct JsonRefusal : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws JsonRefusal(why): for a caller's own checks among the readers'.
[[noreturn]] void refuse_json(const std::string& why);

// `read()`'s value, or the message of the JsonRefusal it threw.
template <class Read>
auto read_strictly(Read&& read) -> Expected<std::invoke_result_t<Read>, std::string> {
  try {
    return read();
  } catch (const JsonRefusal& refusal) {
    return unexpected(std::string(refusal.what()));
  }
}

// The members of an object, each to be taken once; done() refuses any left. Refused: not an
// object (WHAT is not an object), a missing member (WHAT has no "KEY") and, by done(), a member
// not taken (WHAT has an unknown field "KEY": the first by byte order, cut to 40 characters).
class JsonFields {
 public:
  JsonFields(const Json& object, std::string what);
  const Json& take(std::string_view key);
  // The member `key`, or nullptr when the object has none (an optional member).
  const Json* take_optional(std::string_view key);
  void done() const;
  const std::string& what() const { return what_; }

 private:
  const Json* object_;
  std::string what_;
  std::set<std::string, std::less<>> left_;
};

// A whole number from `min` to `max`: "WHAT is not a whole number", "WHAT is out of range (MIN
// to MAX)".
std::int64_t read_int64(const Json& j, const std::string& what, std::int64_t min, std::int64_t max);
int read_int(const Json& j, const std::string& what, int min, int max);
// "WHAT is not true or false".
bool read_bool(const Json& j, const std::string& what);
// A list of at most `max` items, itself: "WHAT is not a list of at most MAX ITEMS".
const Json& read_list(const Json& j, const std::string& what, std::size_t max,
                      std::string_view items);
// A string of at most `max` bytes: "WHAT is not a string", "WHAT is longer than MAX bytes".
std::string read_string(const Json& j, const std::string& what,
                        std::size_t max = std::string::npos);
// A string to be shown: read_string's, and every character one that can be shown (no control,
// bidi or invisible one: text::shorten keeps it whole), else "WHAT holds characters that cannot
// be shown".
std::string read_text(const Json& j, const std::string& what, std::size_t max);

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

// Read back strictly (as the readers above): a card as card_json writes it, null too where
// `may_be_null` (Card::none()), else "WHAT is not a card".
Card read_card(const Json& j, const std::string& what, bool may_be_null);
// At most `max` cards, each once: "WHAT is not a list of at most MAX cards", "WHAT names a card
// twice".
CardSet read_cards(const Json& j, const std::string& what, int max = kCardCount);
// A suit's letter ("h"): "WHAT is not a suit".
Suit read_suit(const Json& j, const std::string& what);
// A pair as pair_json writes it, each number from `min` to `max`: "WHAT is not a pair".
std::array<int, 2> read_pair(const Json& j, const std::string& what, int min, int max);

}  // namespace schnapsen
