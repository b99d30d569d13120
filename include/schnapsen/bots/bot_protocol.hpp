// The external bot protocol, version 1 (docs/bots.md) as pure functions: the messages sent to
// a bot and the reading of its answer. No I/O here; BotPlayer (bot_player.hpp) does the talking.
#pragma once

#include <string>
#include <string_view>

#include "schnapsen/ai/player.hpp"
#include "schnapsen/expected.hpp"
#include "schnapsen/json_fwd.hpp"

namespace schnapsen::bots {

inline constexpr int kBotProtocolVersion = 1;
// The longest answer line a bot may send (the answer itself is at most a dozen bytes).
inline constexpr std::size_t kMaxBotLineBytes = 64 * 1024;

// The `act` message for the seat of `view` (which must be to act: view.legal not empty).
// `hand`, `legal` sorted by plain byte order; `trump_card` null once closed or exhausted.
Json make_act_message(const SeatView& view, const ai::MatchInfo& match, int hand_id,
                      int time_limit_ms);

// The `hand_over` message: the result and the full record text (print_record).
Json make_hand_over_message(int seat, const HandRecord& record, const HandResult& result,
                            int hand_id);

// Reads one answer line (without its '\n'): surrounding spaces and tabs and a trailing CR are
// ignored; the rest must be exactly one of `legal`. The error says what was sent, e.g.
// `answered "play Xx", which is not a legal action (legal: claim, play Ah)`.
Expected<Action, std::string> parse_bot_answer(std::string_view line, const ActionList& legal);

// Shows untrusted bot output in a message: quoted, non-printable bytes as \xNN, cut after
// `max_chars` characters with the total length noted.
std::string describe_bot_output(std::string_view text, std::size_t max_chars = 60);

}  // namespace schnapsen::bots
