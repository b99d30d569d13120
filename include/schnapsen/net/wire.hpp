// Network play's messages (the seat protocol, version 4: docs/bots.md) as pure functions: what
// the host sends a remote seat, filtered to what that seat may see (R9.1), and the strict reading
// of every message, from either side (a peer is untrusted: a message that is not exactly as
// described is an error, never a crash). No I/O here: host_link.hpp and guest_link.hpp talk.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "schnapsen/expected.hpp"
#include "schnapsen/game/events.hpp"
#include "schnapsen/game/human_seat.hpp"
#include "schnapsen/game/session.hpp"
#include "schnapsen/json_fwd.hpp"
#include "schnapsen/message.hpp"
#include "schnapsen/net/fair_deal.hpp"

namespace schnapsen::net {

inline constexpr int kNetProtocolVersion = 5;  // handshake.hpp's kHandshakeProtocol
// The longest line the host sends (a rejoin's whole hand so far with its views fits easily).
inline constexpr std::size_t kMaxHostLineBytes = 1024 * 1024;
// The longest line a guest sends (its answers are a dozen bytes; the hello a few hundred).
inline constexpr std::size_t kMaxGuestLineBytes = 4096;

// A name that a table uses for one of its own players, in either language ("You", "Du",
// "Player 1", "Spieler 2", "AI", "KI expert", "Bot"; any case): a remote player named so would be
// narrated as the other table's own ("You lead A♠"), so such names are refused on both sides.
bool reserved_name(std::string_view name);
// The name a guest said, cleaned (game::clean_name), or "Guest" for one that is not a name or is
// reserved.
std::string guest_name_of(const std::string& said);

// ---- The view filter -------------------------------------------------------------------------

// What seat `seat` may know of the other seat's view: a copy of its own view turned round
// (seat, hand size and the cards it showed swapped; no hand, no legal actions, nothing it lacks).
SeatView opponent_view_as_seen_by(const SeatView& mine);
// The snapshot as seat `seat` may see it: its own view, and for the other seat only
// opponent_view_as_seen_by(its own).
game::TableSnapshot filter_snapshot(const game::TableSnapshot& table, int seat);
// The event as seat `seat` may see it: the snapshot filtered, no review (it needs the whole deal).
game::GameEvent filter_event(const game::GameEvent& event, int seat);

// ---- Messages from the host --------------------------------------------------------------------

// The match a guest plays: its setup as the guest's table needs it.
struct MatchMessage {
  int seat = 1;            // the guest's seat
  game::MatchSetup setup;  // rules, settings, seats (kinds and names), match id; nothing saved
  bool advice = false;     // the guest's table may offer advice (both players agreed)
};

// The host's commitment to its share of a hand's deal (fair_deal.hpp). `guest_share` is nullopt
// when the guest is asked for its share now; a guest that joins a hand already dealt is told the
// share the host received.
struct DealMessage {
  int hand_index = 0;
  Commitment commitment{};
  std::optional<DealShare> guest_share;
};

// The host's share of a finished hand, for the guest to check the hand with.
struct RevealMessage {
  int hand_index = 0;
  DealShare share{};
};

// One message from the host to a remote seat.
struct HostMessage {
  enum class Kind {
    Match,      // a match begins (or is rejoined): `match`
    HandSoFar,  // a rejoined hand as it stands: `hand`
    Event,      // one event at the table: `event`
    Act,        // the seat's turn: `turn` (a v1 `act` message with `view` and `refusals` added)
    PlayAgain,  // the match is over: another? `summary`; answered "yes" or "no"
    Deal,       // the host commits to its share of the next hand (or the hand in play): `deal`
    Reveal,     // the host's share of the hand just over: `reveal`
    Status,     // a line about the other player ("Alice is thinking"), `text`
    Bye,        // the host ends the connection: `text` says why; `saved`: the match is kept
    Unknown,    // a type this program does not know (`text`: the type): ignored, as it must be
  } kind = Kind::Status;
  MatchMessage match;
  game::HandSoFar hand;
  game::GameEvent event;
  game::HumanTurn turn;
  game::MatchSummary summary;
  DealMessage deal;
  RevealMessage reveal;
  std::string text;
  bool saved = false;
};

// One line each (JSON, no newline), already filtered for `seat` by the caller where it holds a
// table (the functions filter again: a message never carries the other seat's hand).
std::string match_line(const MatchMessage& match);
std::string hand_so_far_line(const game::HandSoFar& hand, int seat);
std::string event_line(const game::GameEvent& event, int seat);
// The v1 `act` message of bots::make_act_message (so a bot can answer it; `time_limit_ms` 0: none)
// with the seat's whole `view` and the engine's `refusals` (msgid, arguments) added.
std::string act_line(const game::HumanTurn& turn, const ai::MatchInfo& match);
std::string play_again_line(const game::MatchSummary& summary);
std::string deal_line(const DealMessage& deal);
std::string reveal_line(const RevealMessage& reveal);
std::string status_line(const std::string& text);
std::string bye_line(const std::string& text, bool saved);

// Reads one line from the host (without its '\n'); strict: missing or extra fields, wrong types,
// out-of-range numbers, cards or seats, a view that contradicts itself (e.g. a hand of eight cards)
// are errors that say what was wrong. A message of a type not known here (a word of small letters)
// reads as Unknown, for the seat to ignore.
Expected<HostMessage, std::string> parse_host_line(std::string_view line);

// ---- Lines from the guest --------------------------------------------------------------------

// After the handshake a guest sends plain lines, as a v1 bot does: the answer to an `act`
// (one of its legal actions, "play Ah"), "yes" or "no" to `play_again`, "share HEX" to a `deal`
// that asks for it, or "quit" at any time.
struct GuestLine {
  enum class Kind { Action, Yes, No, Deal, Quit } kind = Kind::Quit;
  std::string text;   // Action: the action as sent, checked against `legal` by the host
  DealShare share{};  // Deal: the guest's share of the deal ("share HEX")
};
// Errors are messages for the host's log (translated there), in English as message.text().
Expected<GuestLine, Message> parse_guest_line(std::string_view line);

}  // namespace schnapsen::net
